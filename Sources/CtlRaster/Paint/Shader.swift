#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Computes the source colour of each pixel for a gradient or image paint.
///
/// Colours are evaluated at pixel centres mapped back into the gradient's own
/// space, then looked up in the gradient's colour table.
///
/// One file per geometry, with its initializer and its row arithmetic: `Shader+Linear`,
/// `Shader+Conical` (radial gradients, with the concentric case in `Shader+Concentric`),
/// `Shader+Sweep` and `Shader+Image`; the colour-table lookups the gradients share are
/// in `Shader+Table`. `shade`, here, picks the geometry once per span.
struct Shader {
    enum Geometry {
        /// t = tx·x + ty·y + t0 in device pixels.
        case linear(tx: Double, ty: Double, t0: Double)
        /// t = |p − centre| / radius, dithered or with `repeat` or `reflect` spread.
        case concentric(center: Point, inverseRadius: Double)
        /// t = |p − centre| / radius with `pad` spread and no dithering, the usual radial
        /// gradient, in the terms its rows are shaded in (`ConcentricPad`).
        case concentricPad(ConcentricPad)
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
    // vector moves rather than a call to memcpy.
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

    /// Whether the geometry gives every pixel a colour from the table: a two-point conical
    /// gradient leaves the pixels outside its cone transparent, but for one whose focal
    /// point lies inside its end circle, shaded by `shadeConicalPad` (pad, no dither).
    var coversEveryPixel: Bool {
        if case .conical(_, _, let fr, _, let a) = geometry {
            return spread == .pad && !dither && Shader.conicalCoversPlane(focalRadius: fr, a: a)
        }
        return true
    }

    /// Writes the premultiplied colours of `count` pixels starting at (x, y).
    ///
    /// Writes out[0..<count] and nothing else (the four-wide paths write only the lanes
    /// below `count`). Table reads are at entries 0…lutSize − 1, or `GradientTable.padBefore`
    /// for t < 0 under pad: each path clamps, wraps or masks its index (see each), and the
    /// table pointers hold `GradientTable.entryCount` entries (a slot of `GradientTableCache`). The exact table is read only when dithering, and then built.
    @inline(__always)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // The blitters call `shade` for every run of a row, and on a circle most runs are its
        // edges, one to three pixels long: there the set-up of `shadeAnyGeometry` (its frame,
        // the switch, its loops' constants) is most of a run's instructions. So the usual
        // radial gradient is tested for here, in the span's code, and goes to a small function
        // of its own that takes what does not change along the shader ready-made.
        if case .concentricPad(let g) = geometry {
            Shader.shadeConcentricPad(g, table: table, x: x, y: y, count: count, into: out)
            return
        }
        shadeAnyGeometry(x: x, y: y, count: count, into: out)
    }

    /// `shade` for every geometry.
    @inline(never)
    func shadeAnyGeometry(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // Each case's loop stays in this one function: a function per geometry would be
        // compiled as a call of its own.
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        switch geometry {
        case .linear(let tx, let ty, let t0):
            let start = tx * cx + ty * cy + t0
            if dither {
                for i in 0..<count { out[i] = ditheredColor(at: start + tx * Double(i), x: x + i, y: y) }
            } else if !shadeLinearFixed(start: start, step: tx, count: count, into: out) {
                for i in 0..<count {
                    out[i] = color(at: start + tx * Double(i))
                }
            }
        case .image(let sampler):
            var p = inverse.apply(Point(cx, cy))
            // Without rotation or skew the row maps to one row of the image: step along it.
            if inverse.b == 0 && sampler.sampleRow(u0: p.x, du: inverse.a, v: p.y, count: count, into: out) {
                return
            }
            let step = Point(inverse.a, inverse.b)
            for i in 0..<count {
                out[i] = sampler.sample(p.x, p.y)
                p = p + step
            }
        case .sweep(let c, let start, let span):
            var p = inverse.apply(Point(cx, cy)) - c
            let step = Point(inverse.a, inverse.b)
            for i in 0..<count {
                // The angle clockwise from `start` (anticlockwise for a negative span), 0…360;
                // of the turn a partial span leaves out, the half after the end counts
                // past 1 and the half before the start below 0, so `pad` splits it evenly.
                var a = Shader.fastAtan2Degrees(p.y, p.x) - start
                a -= 360 * (a / 360).rounded(.down)
                if span < 0 { a = a == 0 ? 0 : 360 - a }
                if a > (abs(span) + 360) / 2 { a -= 360 }
                let t = a / abs(span)
                out[i] = dither ? ditheredColor(at: t, x: x + i, y: y) : color(at: t)
                p = p + step
            }
        case .concentric(let c, let inv):
            var p = inverse.apply(Point(cx, cy)) - c
            let step = Point(inverse.a, inverse.b)
            if dither {
                for i in 0..<count {
                    out[i] = ditheredColor(at: p.length * inv, x: x + i, y: y)
                    p = p + step
                }
            } else {
                lookUp(count: count, into: out) {
                    let t = p.length * inv
                    p = p + step
                    return t
                }
            }
        case .concentricPad(let g):
            Shader.shadeConcentricPad(g, table: table, x: x, y: y, count: count, into: out)
        case .conical(let f, let cd, let fr, let dr, let a):
            var p = inverse.apply(Point(cx, cy)) - f
            let step = Point(inverse.a, inverse.b)
            if spread == .pad && !dither && abs(a) >= 1e-9 {
                shadeConicalPad(from: p, step: step, cd, fr, dr, a, count: count, into: out)
                return
            }
            for i in 0..<count {
                out[i] = conicalColor(p, cd, fr, dr, a, x: x + i, y: y)
                p = p + step
            }
        }
    }
}
