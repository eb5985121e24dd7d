// Radial gradients (`RadialGradient`): the general two-point conical gradient, t the
// largest circle of the family from the focal circle to the outer one through the pixel;
// a focal point at the centre makes the concentric case (Shader+Concentric).

extension Shader {
    init(radial g: RadialGradient, inverse: Transform, table: UnsafePointer<UInt32>,
         exactTable: UnsafePointer<SIMD4<Float>>) {
        if g.focal == g.center && g.focalRadius == 0 {
            let pad = ConcentricPad(center: g.center, radius: g.radius, inverse: inverse)
            if g.spread == .pad && !g.dither && pad.isFinite {
                geometry = .concentricPad(pad)
            } else {
                geometry = .concentric(center: g.center, inverseRadius: 1 / g.radius)
            }
        } else {
            let cd = g.center - g.focal
            let dr = g.radius - g.focalRadius
            geometry = .conical(focal: g.focal, centerDelta: cd, focalRadius: g.focalRadius,
                                radiusDelta: dr, a: cd.dot(cd) - dr * dr)
        }
        self.inverse = inverse
        spread = g.spread
        self.table = table
        self.exactTable = exactTable
        dither = g.dither
    }

    /// Shades a row of a two-point conical gradient (pad spread, no dither, a ≠ 0) four
    /// pixels at a time, t in Double and its entry in Float (`padEntries`).
    ///
    /// Pixel k of the row is at p + k·step, where b = b₀ + k·db is linear in k and the
    /// discriminant b² − a·c, with c = |p + k·step|² − fr², a quadratic D₀ + k·D₁ + k²·D₂:
    /// each lane takes them from k in six vector operations rather than from its position,
    /// and the root's quotient by a as a product with 1/a. These move t by a few units in
    /// the last place of the terms' size against `conicalColor`'s order of operations, and
    /// the entry is taken in Float, so an entry can differ from its where t·(n − 1) lies
    /// within 2⁻¹⁴ of halfway between two entries (the other of the two), and a pixel can
    /// change sides only where the discriminant, the circle's radius or t is within rounding
    /// of 0 (the cone's own edge, drawn without anti-aliasing either way).
    ///
    /// A focal point (fr = 0) inside the end circle (a < 0), the usual radial gradient with a
    /// moved focus, puts every pixel on a circle of the family, at t ≥ 0: b² − a·c ≥ b²
    /// and the larger root (b − √disc)/a is not negative, so those lanes skip the tests
    /// (the discriminant is clamped to 0 and t to 0…1 against rounding past them, NaN from
    /// huge coordinates to 0).
    ///
    /// A function of its own, called from `shadeAnyGeometry` with the shader in place: within
    /// that large function the loop's registers would be shared with every other geometry's.
    @inline(never)
    func shadeConicalPad(from p: Point, step: Point, _ cd: Point, _ fr: Double, _ dr: Double,
                         _ a: Double, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let b0 = p.dot(cd) + fr * dr, db = step.dot(cd)
        let c0 = p.dot(p) - fr * fr
        let d0 = b0 * b0 - a * c0
        let d1 = 2 * (b0 * db - a * p.dot(step))
        let d2 = db * db - a * step.dot(step)
        let inverseA = 1 / a
        let wholePlane = Shader.conicalCoversPlane(focalRadius: fr, a: a)
        // The sign to give the root for the larger of the two solutions (b ± root)/a.
        let larger: Double = a > 0 ? 1 : -1
        var ki = SIMD4<Double>(0, 1, 2, 3)
        var i = 0
        while i < count {
            let b = ki * db + b0
            let disc = (ki * d2 + d1) * ki + d0
            var t: SIMD4<Double>
            if wholePlane {
                let root = SIMD4<Double>(repeating: 0).replacing(with: disc, where: disc .> 0).laneSquareRoots()
                t = (b - root) * inverseA
            } else {
                let root = disc.laneSquareRoots()
                // max(t1, t2), and min(t1, t2) where the larger circle's radius is negative,
                // t1 = (b + root)/a and t2 = (b − root)/a, as `conicalColor` takes them: the
                // larger is b + larger·root over a.
                t = (b + larger * root) * inverseA
                let negative = fr + t * dr .< 0
                if any(negative) { t.replace(with: (b - larger * root) * inverseA, where: negative) }
                // Where no circle has a non-negative radius (disc < 0, NaN included), NaN:
                // `padEntries`' mark of a transparent pixel.
                t.replace(with: .nan, where: .!((disc .>= 0) .& (fr + t * dr .>= 0)))
            }
            // Entries of the table (see padEntries); lanes below `count` only.
            Shader.write(Shader.padEntries(t.floatLanes(), coversEveryPixel: wholePlane),
                         from: table, at: i, count: count, into: out)
            i &+= 4
            ki += 4
        }
    }

    /// Whether a focal point (fr = 0) lies inside the end circle (a < 0, and not so near
    /// the circle that `shade` takes the scalar path): then every pixel lies on a circle of
    /// the family, and `shadeConicalPad` gives each an entry of the gradient.
    @inline(__always)
    static func conicalCoversPlane(focalRadius fr: Double, a: Double) -> Bool {
        fr == 0 && a <= -1e-9
    }

    /// The colour where the largest circle of the gradient's family through `pd`
    /// (relative to the focal centre) has a non-negative radius; transparent where none does.
    @inline(__always)
    func conicalColor(_ pd: Point, _ cd: Point, _ fr: Double, _ dr: Double, _ a: Double,
                              x: Int, y: Int) -> UInt32 {
        let b = pd.dot(cd) + fr * dr
        let c = pd.dot(pd) - fr * fr
        var t: Double
        if abs(a) < 1e-9 {
            guard b != 0 else { return 0 }
            t = c / (2 * b)
        } else {
            let disc = b * b - a * c
            guard disc >= 0 else { return 0 }
            let root = disc.squareRoot()
            let t1 = (b + root) / a, t2 = (b - root) / a
            t = max(t1, t2)
            if fr + t * dr < 0 { t = min(t1, t2) }
        }
        guard fr + t * dr >= 0 else { return 0 }
        return dither ? ditheredColor(at: t, x: x, y: y) : color(at: t)
    }
}
