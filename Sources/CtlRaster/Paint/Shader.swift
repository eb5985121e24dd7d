import Foundation

/// Computes the source colour of each pixel for a gradient or image paint.
///
/// Colours are evaluated at pixel centres mapped back into the gradient's own
/// space, then looked up in the gradient's colour table.
///
/// One file per geometry: `Shader+Linear`, `Shader+Conical` (radial gradients, with the
/// concentric case in `Shader+Concentric`), `Shader+Sweep` and `Shader+Image`; the
/// colour-table lookups the gradients share are in `Shader+Table`.
struct Shader {
    enum Geometry {
        /// t = tx·x + ty·y + t0 in device pixels.
        case linear(tx: Double, ty: Double, t0: Double)
        /// t = |p − centre| / radius.
        case concentric(center: Point, inverseRadius: Double)
        /// The general two-point conical gradient (see `RadialGradient`).
        case conical(focal: Point, centerDelta: Point, focalRadius: Double, radiusDelta: Double, a: Double)
        /// t = (angle of p − centre, clockwise from `start`, in degrees) / `span`.
        case sweep(center: Point, start: Double, span: Double)
        /// An image's pixels.
        case image(ImageSampler)
    }

    // The one-byte properties follow the geometry, in the bytes its tag leaves before the
    // next 8-byte boundary: so the shader takes 128 bytes, which a copy (at every span, as
    // the compiler sees the pixels written possibly overlapping it) makes with eight
    // vector moves; at 139 bytes it called memcpy.
    let geometry: Geometry
    let spread: SpreadMode
    /// Whether gradient colours get ordered dithering.
    let dither: Bool
    /// Whether every colour the shader can give is opaque (a gradient of opaque stops,
    /// whose conical parts are all defined): then covered pixels just take it.
    var isOpaque = false
    /// Whether `shade` gives each row one colour: a linear gradient whose 16.16 fixed-point
    /// step along a row truncates to 0 (a vertical gradient), drawn without dithering.
    /// (Set by `init(linear:…)` only.)
    var hasUniformRows = false
    /// Device pixels to gradient space.
    let inverse: Transform
    let table: UnsafePointer<UInt32>
    /// The table before rounding; read only when dithering.
    let exactTable: UnsafePointer<SIMD4<Float>>

    /// Whether the geometry gives every pixel a colour from the table (a two-point conical
    /// gradient leaves the pixels outside its cone transparent).
    var coversEveryPixel: Bool {
        if case .conical = geometry { return false }
        return true
    }

    /// Writes the premultiplied colours of `count` pixels starting at (x, y).
    ///
    /// Writes out[0..<count] and nothing else (the four-wide paths write only the lanes
    /// below `count`). Table reads are at entries 0…lutSize − 1: each path clamps, wraps or
    /// masks its index (see each), and the table pointers hold lutSize entries (a slot of
    /// `GradientTableCache`). The exact table is read only when dithering, and then built.
    @inline(__always)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        switch geometry {
        case .linear(let tx, let ty, let t0):
            shadeLinear(start: tx * cx + ty * cy + t0, step: tx, x: x, y: y, count: count, into: out)
        case .image(let sampler):
            shadeImage(sampler, from: inverse.apply(Point(cx, cy)), count: count, into: out)
        case .sweep(let c, let start, let span):
            shadeSweep(from: inverse.apply(Point(cx, cy)) - c, start: start, span: span, x: x, y: y,
                       count: count, into: out)
        case .concentric(let c, let inv):
            shadeConcentric(from: inverse.apply(Point(cx, cy)) - c, inverseRadius: inv, x: x, y: y,
                            count: count, into: out)
        case .conical(let f, let cd, let fr, let dr, let a):
            shadeConical(from: inverse.apply(Point(cx, cy)) - f, cd, fr, dr, a, x: x, y: y, count: count, into: out)
        }
    }
}
