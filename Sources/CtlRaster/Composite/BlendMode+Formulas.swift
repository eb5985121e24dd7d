// The per-pixel formulas of the blend modes, W3C "Compositing and Blending Level 1", on
// premultiplied Float values in 0…1 (x, y, z = r, g, b; w = alpha).
//
// Each mode is a type conforming to `BlendKernel`, so that a row loop written once as a generic
// function is specialised per mode: `blendRow` switches on the mode once (in `dispatch`) and
// then runs a loop with the formula inlined, with no branch on the mode per pixel.

extension BlendMode {
    /// `mode` applied to one pixel: premultiplied source `s` over premultiplied destination `d`,
    /// both in 0…1. The result is clamped to 0…1 with colour ≤ alpha.
    static func blend(_ mode: BlendMode, source s: SIMD4<Float>, destination d: SIMD4<Float>) -> SIMD4<Float> {
        mode.dispatch(PixelBlend(source: s, destination: d))
    }

    /// `mode` applied to one packed premultiplied RGBA8 pixel under `coverage`:
    /// `d + (blend(s, d) − d)·coverage/255`, rounded to nearest. Coverage 0 returns `destination`.
    static func blendPacked(_ mode: BlendMode, source: UInt32, destination: UInt32, coverage: UInt8) -> UInt32 {
        guard coverage != 0 else { return destination }
        return mode.dispatch(PackedBlend(source: source, destination: destination, coverage: coverage))
    }

    /// `mode` applied along a row: `destination[i]` becomes `source[i]` blended onto it under
    /// coverage `coverage[i]`, or `constantCoverage` for every pixel when `coverage` is nil.
    /// Pixels are packed premultiplied RGBA8; a pixel of coverage 0 is left untouched.
    ///
    /// - Complexity: O(count), one switch on the mode per call.
    static func blendRow(_ mode: BlendMode, source: UnsafePointer<UInt32>, destination: UnsafeMutablePointer<UInt32>,
                         coverage: UnsafePointer<UInt8>?, constantCoverage: UInt8, count: Int) {
        // Reads source[0..<count] and coverage[0..<count], reads and writes destination[0..<count]:
        // the caller's span (CompositeBlitter: count ≤ width, the room of its row buffers).
        guard count > 0, mode != .destination, coverage != nil || constantCoverage != 0 else { return }
        mode.dispatch(RowBlend(source: source, destination: destination, coverage: coverage,
                               constantCoverage: constantCoverage, count: count))
    }

    /// Calls `visitor` with the kernel type of this mode: the one switch on the mode.
    @inline(__always)
    fileprivate func dispatch<V: BlendKernelVisitor>(_ visitor: V) -> V.Result {
        switch self {
        case .clear: visitor.visit(PorterDuff<Clear>.self)
        case .copy: visitor.visit(PorterDuff<Copy>.self)
        case .sourceOver: visitor.visit(PorterDuff<SourceOver>.self)
        case .sourceIn: visitor.visit(PorterDuff<SourceIn>.self)
        case .sourceOut: visitor.visit(PorterDuff<SourceOut>.self)
        case .sourceAtop: visitor.visit(PorterDuff<SourceAtop>.self)
        case .destination: visitor.visit(PorterDuff<Destination>.self)
        case .destinationOver: visitor.visit(PorterDuff<DestinationOver>.self)
        case .destinationIn: visitor.visit(PorterDuff<DestinationIn>.self)
        case .destinationOut: visitor.visit(PorterDuff<DestinationOut>.self)
        case .destinationAtop: visitor.visit(PorterDuff<DestinationAtop>.self)
        case .xor: visitor.visit(PorterDuff<Xor>.self)
        case .plusLighter: visitor.visit(PlusLighter.self)
        case .multiply: visitor.visit(Separable<Multiply>.self)
        case .screen: visitor.visit(Separable<Screen>.self)
        case .overlay: visitor.visit(Separable<Overlay>.self)
        case .darken: visitor.visit(Separable<Darken>.self)
        case .lighten: visitor.visit(Separable<Lighten>.self)
        case .colorDodge: visitor.visit(Separable<ColorDodge>.self)
        case .colorBurn: visitor.visit(Separable<ColorBurn>.self)
        case .hardLight: visitor.visit(Separable<HardLight>.self)
        case .softLight: visitor.visit(Separable<SoftLight>.self)
        case .difference: visitor.visit(Separable<Difference>.self)
        case .exclusion: visitor.visit(Separable<Exclusion>.self)
        case .hue: visitor.visit(NonSeparable<Hue>.self)
        case .saturation: visitor.visit(NonSeparable<Saturation>.self)
        case .color: visitor.visit(NonSeparable<ColorMode>.self)
        case .luminosity: visitor.visit(NonSeparable<Luminosity>.self)
        }
    }
}

// MARK: - Running a kernel

/// One blend mode's formula on premultiplied values in 0…1 (result not yet clamped).
protocol BlendKernel {
    static func apply(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float>
}

/// Something done with a kernel type chosen at run time (Swift has no generic closures).
protocol BlendKernelVisitor {
    associatedtype Result
    func visit<K: BlendKernel>(_ kernel: K.Type) -> Result
}

// The standard library's `pointwiseMin`/`pointwiseMax` are not inlined, and the scalar `min`
// and `max` become branches; lane masks with `replacing(with:where:)` compile to a few
// branch-free vector instructions.

/// Lane-wise minimum.
@inline(__always)
private func lanesMin(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .< a)
}

/// Lane-wise maximum.
@inline(__always)
private func lanesMax(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .> a)
}

/// Clamps to 0…1 (NaN to 0) and the colour to at most the alpha: a valid premultiplied pixel.
@inline(__always)
private func validPixel(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let c = v.replacing(with: 0, where: .!(v .>= 0)).replacing(with: 1, where: v .> 1)
    return lanesMin(c, SIMD4(repeating: c.w))
}

/// A packed RGBA8 pixel (r in the low byte) as Floats in 0…1.
@inline(__always)
private func unpack(_ p: UInt32) -> SIMD4<Float> {
    SIMD4(Float(UInt8(truncatingIfNeeded: p)), Float(UInt8(truncatingIfNeeded: p >> 8)),
          Float(UInt8(truncatingIfNeeded: p >> 16)), Float(UInt8(truncatingIfNeeded: p >> 24))) / 255
}

/// A pixel in 0…1 packed to RGBA8, each channel rounded to nearest (ties to even).
///
/// Adding 1.5·2²³ to a value in 0…255 leaves a Float whose unit is 1, so the hardware rounds the
/// value to an integer and its low mantissa bits are that integer: no branches, no traps.
@inline(__always)
private func pack(_ v: SIMD4<Float>) -> UInt32 {
    let bits = unsafeBitCast(validPixel(v) * 255 + 12_582_912, to: SIMD4<UInt32>.self)
    return (bits.x & 0xFF) | (bits.y & 0xFF) << 8 | (bits.z & 0xFF) << 16 | (bits.w & 0xFF) << 24
}

/// `K` on one packed pixel under coverage 1…255: d + (blend(s, d) − d)·c.
@inline(__always)
private func blendOne<K: BlendKernel>(_: K.Type, _ source: UInt32, _ destination: UInt32, _ coverage: UInt8) -> UInt32 {
    let d = unpack(destination)
    let blended = validPixel(K.apply(unpack(source), d))
    if coverage == 255 { return pack(blended) }
    return pack(d + (blended - d) * (Float(coverage) / 255))
}

private struct PixelBlend: BlendKernelVisitor {
    let source: SIMD4<Float>
    let destination: SIMD4<Float>

    func visit<K: BlendKernel>(_: K.Type) -> SIMD4<Float> {
        validPixel(K.apply(validPixel(source), validPixel(destination)))
    }
}

private struct PackedBlend: BlendKernelVisitor {
    let source: UInt32
    let destination: UInt32
    let coverage: UInt8

    func visit<K: BlendKernel>(_ kernel: K.Type) -> UInt32 {
        blendOne(kernel, source, destination, coverage)
    }
}

private struct RowBlend: BlendKernelVisitor {
    let source: UnsafePointer<UInt32>
    let destination: UnsafeMutablePointer<UInt32>
    let coverage: UnsafePointer<UInt8>?
    let constantCoverage: UInt8
    let count: Int

    func visit<K: BlendKernel>(_ kernel: K.Type) {
        if let coverage {
            for i in 0..<count where coverage[i] != 0 {
                destination[i] = blendOne(kernel, source[i], destination[i], coverage[i])
            }
        } else {
            for i in 0..<count {
                destination[i] = blendOne(kernel, source[i], destination[i], constantCoverage)
            }
        }
    }
}

// MARK: - Porter-Duff operators: o = s·Fa + d·Fb

/// The factors Fa (of the source) and Fb (of the destination) of a Porter-Duff operator.
protocol PorterDuffFactors {
    static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float)
}

private enum PorterDuff<F: PorterDuffFactors>: BlendKernel {
    @inline(__always)
    static func apply(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let (fa, fb) = F.factors(s.w, d.w)
        return s * fa + d * fb
    }
}

private enum Clear: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (0, 0) } }
private enum Copy: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (1, 0) } }
private enum SourceOver: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (1, 1 - sa) } }
private enum SourceIn: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (da, 0) } }
private enum SourceOut: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (1 - da, 0) } }
private enum SourceAtop: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (da, 1 - sa) } }
private enum Destination: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (0, 1) } }
private enum DestinationOver: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (1 - da, 1) } }
private enum DestinationIn: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (0, sa) } }
private enum DestinationOut: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (0, 1 - sa) } }
private enum DestinationAtop: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (1 - da, sa) } }
private enum Xor: PorterDuffFactors { static func factors(_ sa: Float, _ da: Float) -> (fa: Float, fb: Float) { (1 - da, 1 - sa) } }

/// o = min(1, s + d) per channel, alpha included (the clamp is `validPixel`'s).
private enum PlusLighter: BlendKernel {
    static func apply(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { s + d }
}

// MARK: - Blend modes: co = s·(1 − αd) + d·(1 − αs) + αs·αd·B(Cb, Cs), αo = αs + αd − αs·αd

/// The colour of a premultiplied pixel, un-premultiplied (alpha 0 gives black). Lane w is 1.
@inline(__always)
private func unpremultiplied(_ p: SIMD4<Float>) -> SIMD4<Float> {
    p.w > 0 ? lanesMin(p / p.w, .one) : .zero
}

/// The general formula around a blend function `B(Cb, Cs)` of the un-premultiplied colours.
@inline(__always)
private func composite(_ s: SIMD4<Float>, _ d: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    let (sa, da) = (s.w, d.w)
    var o = s * (1 - da) + d * (1 - sa) + (sa * da) * b
    o.w = sa + da - sa * da
    return o
}

/// A separable blend function, applied to r, g and b alike (lane w is ignored).
protocol SeparableBlend {
    static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float>
}

private enum Separable<B: SeparableBlend>: BlendKernel {
    @inline(__always)
    static func apply(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        composite(s, d, B.b(unpremultiplied(d), unpremultiplied(s)))
    }
}

private typealias V4 = SIMD4<Float>

@inline(__always) private func multiply(_ cb: V4, _ cs: V4) -> V4 { cb * cs }
@inline(__always) private func screen(_ cb: V4, _ cs: V4) -> V4 { cb + cs - cb * cs }
@inline(__always) private func hardLight(_ cb: V4, _ cs: V4) -> V4 {
    screen(cb, 2 * cs - 1).replacing(with: multiply(cb, 2 * cs), where: cs .<= 0.5)
}

private enum Multiply: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { multiply(cb, cs) } }
private enum Screen: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { screen(cb, cs) } }
private enum Overlay: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { hardLight(cs, cb) } }
private enum Darken: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { lanesMin(cb, cs) } }
private enum Lighten: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { lanesMax(cb, cs) } }
private enum HardLight: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { hardLight(cb, cs) } }
private enum Difference: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { lanesMax(cb - cs, cs - cb) } }
private enum Exclusion: SeparableBlend { static func b(_ cb: V4, _ cs: V4) -> V4 { cb + cs - 2 * cb * cs } }

private enum ColorDodge: SeparableBlend {
    static func b(_ cb: V4, _ cs: V4) -> V4 {
        // Where cs = 1 the quotient is ∞ or NaN; those lanes are replaced.
        lanesMin(.one, cb / (1 - cs))
            .replacing(with: 1, where: cs .>= 1)
            .replacing(with: 0, where: cb .<= 0)
    }
}

private enum ColorBurn: SeparableBlend {
    static func b(_ cb: V4, _ cs: V4) -> V4 {
        // Where cs = 0 the quotient is ∞ or NaN; those lanes are replaced.
        (1 - lanesMin(.one, (1 - cb) / cs))
            .replacing(with: 0, where: cs .<= 0)
            .replacing(with: 1, where: cb .>= 1)
    }
}

private enum SoftLight: SeparableBlend {
    static func b(_ cb: V4, _ cs: V4) -> V4 {
        let dark = ((16 * cb - 12) * cb + 4) * cb
        let lightD = cb.laneSquareRoots().replacing(with: dark, where: cb .<= 0.25)
        let light = cb + (2 * cs - 1) * (lightD - cb)
        return light.replacing(with: cb - (1 - 2 * cs) * cb * (1 - cb), where: cs .<= 0.5)
    }
}

// MARK: - Non-separable blend modes

/// A blend function of the whole colour (lanes x, y, z; lane w is ignored).
protocol NonSeparableBlend {
    static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float>
}

private enum NonSeparable<B: NonSeparableBlend>: BlendKernel {
    @inline(__always)
    static func apply(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        composite(s, d, B.b(unpremultiplied(d), unpremultiplied(s)))
    }
}

private let lumWeights = V4(0.3, 0.59, 0.11, 0)

@inline(__always) private func lum(_ c: V4) -> Float { (c * lumWeights).sum() }
@inline(__always) private func minRGB(_ c: V4) -> Float { min(c.x, c.y, c.z) }
@inline(__always) private func maxRGB(_ c: V4) -> Float { max(c.x, c.y, c.z) }
@inline(__always) private func sat(_ c: V4) -> Float { maxRGB(c) - minRGB(c) }

/// Pulls the channels toward the luminosity until all fit in 0…1, keeping Lum(C).
@inline(__always)
private func clipColor(_ c: V4) -> V4 {
    let l = lum(c), n = minRGB(c), x = maxRGB(c)
    var c = c
    if n < 0, l - n > 0 { c = l + (c - l) * (l / (l - n)) }
    if x > 1, x - l > 0 { c = l + (c - l) * ((1 - l) / (x - l)) }
    return c
}

/// C shifted to luminosity `l`, then clipped.
@inline(__always)
private func setLum(_ c: V4, _ l: Float) -> V4 { clipColor(c + (l - lum(c))) }

/// C with saturation `s`: min → 0, max → s, the middle channel in proportion; grey → 0.
@inline(__always)
private func setSat(_ c: V4, _ s: Float) -> V4 {
    let n = minRGB(c), x = maxRGB(c)
    return x > n ? (c - n) * (s / (x - n)) : .zero
}

private enum Hue: NonSeparableBlend {
    static func b(_ cb: V4, _ cs: V4) -> V4 { setLum(setSat(cs, sat(cb)), lum(cb)) }
}
private enum Saturation: NonSeparableBlend {
    static func b(_ cb: V4, _ cs: V4) -> V4 { setLum(setSat(cb, sat(cs)), lum(cb)) }
}
private enum ColorMode: NonSeparableBlend {
    static func b(_ cb: V4, _ cs: V4) -> V4 { setLum(cs, lum(cb)) }
}
private enum Luminosity: NonSeparableBlend {
    static func b(_ cb: V4, _ cs: V4) -> V4 { setLum(cb, lum(cs)) }
}
