/// What a filter costs the render budget (`RenderBudget`): the pixels of its region times the
/// passes made over them, charged before the region's first pixmap is allocated.
enum FilterCharge {
    /// The region's area times (1 for the source drawn into it + each primitive's passes).
    static func pixels(_ chain: FilterChain, region: PixelRect) -> Int {
        var passes = 1
        for primitive in chain.primitives {
            let (sum, overflow) = passes.addingReportingOverflow(self.passes(primitive.kind))
            passes = overflow ? Int.max : sum
        }
        return RenderBudget.pixels(region.width, region.height, passes: passes)
    }

    /// Passes over the region, roughly as the primitive's code runs them: 2 for a point
    /// operation (its input brought into its colour space, then its result written); morphology,
    /// 2 axes of 4 channels; a convolution, one pass per kernel cell; turbulence, 2 per octave
    /// (`FilterTurbulence` sums at most 32). A Gaussian blur runs 5 box passes on each axis
    /// (`FilterBlur`) over four channels in floating point, converting in and out: measured on a
    /// 2000×2000 region (release build), about 100 ns a pixel, where a flood or a mask layer takes
    /// 4–5 ns a pixel of charge; so it is charged 24 passes (a drop shadow 26: its offset and
    /// merge), and a budget of 2²⁸ is about a second of any mix.
    static func passes(_ kind: FilterKind) -> Int {
        switch kind {
        case .gaussianBlur: return 24
        case .dropShadow: return 26
        case .morphology: return 8
        case .convolveMatrix(_, let m):
            let (cells, overflow) = max(1, m.orderX).multipliedReportingOverflow(by: max(1, m.orderY))
            return overflow ? Int.max : max(2, cells)
        case .turbulence(let t): return 2 * max(1, min(t.numOctaves, 32))
        case .diffuseLighting, .specularLighting: return 4
        case .offset, .flood, .merge, .composite, .blend, .colorMatrix, .componentTransfer, .tile, .image,
             .displacementMap:
            return 2
        }
    }
}
