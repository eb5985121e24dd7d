import CInline
import Foundation

/// Computes the source colour of each pixel for a gradient paint.
///
/// Colours are evaluated at pixel centres mapped back into the gradient's own
/// space, then looked up in the gradient's colour table.
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
    private(set) var hasUniformRows = false
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

    init(linear g: LinearGradient, inverse: Transform, table: UnsafePointer<UInt32>,
         exactTable: UnsafePointer<SIMD4<Float>>) {
        let d = g.end - g.start
        let l2 = d.dot(d)
        let ax = (inverse.a * d.x + inverse.b * d.y) / l2
        let ay = (inverse.c * d.x + inverse.d * d.y) / l2
        let a0 = ((inverse.e - g.start.x) * d.x + (inverse.f - g.start.y) * d.y) / l2
        geometry = .linear(tx: ax, ty: ay, t0: a0)
        self.inverse = inverse
        spread = g.spread
        self.table = table
        self.exactTable = exactTable
        dither = g.dither
        // |step| < 1 in fixed point: it truncates to 0 (NaN and ∞ do not).
        hasUniformRows = !dither && abs(ax * Double((RasterScratch.lutSize - 1) << 16)) < 1
    }

    init(radial g: RadialGradient, inverse: Transform, table: UnsafePointer<UInt32>,
         exactTable: UnsafePointer<SIMD4<Float>>) {
        if g.focal == g.center && g.focalRadius == 0 {
            geometry = .concentric(center: g.center, inverseRadius: 1 / g.radius)
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

    init(sweep g: SweepGradient, inverse: Transform, table: UnsafePointer<UInt32>,
         exactTable: UnsafePointer<SIMD4<Float>>) {
        geometry = .sweep(center: g.center, start: g.startAngle, span: g.endAngle - g.startAngle)
        self.inverse = inverse
        spread = g.spread
        self.table = table
        self.exactTable = exactTable
        dither = g.dither
    }

    /// An image shader (it reads no colour table).
    init(image sampler: ImageSampler, inverse: Transform) {
        geometry = .image(sampler)
        self.inverse = inverse
        spread = .pad
        table = Shader.noTable
        exactTable = Shader.noExactTable
        dither = false
    }

    /// What an image shader's table pointers point at: never read.
    nonisolated(unsafe) private static let noTable = UnsafePointer(UnsafeMutablePointer<UInt32>.allocate(capacity: 1))
    nonisolated(unsafe) private static let noExactTable = UnsafePointer(UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 1))

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
            } else if spread == .pad {
                shadeConcentricPad(from: p, step: step, inverseRadius: inv, count: count, into: out)
            } else {
                lookUp(count: count, into: out) {
                    let t = p.length * inv
                    p = p + step
                    return t
                }
            }
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

    /// The colour of all `count` pixels from (x, y) when `shade` would give them one
    /// colour (`hasUniformRows`), else nil.
    @inline(__always)
    func uniformColor(x: Int, y: Int, count: Int) -> UInt32? {
        guard hasUniformRows, case .linear(let tx, let ty, let t0) = geometry else { return nil }
        var color: UInt32 = 0
        let start = tx * (Double(x) + 0.5) + ty * (Double(y) + 0.5) + t0
        // The fixed-point step truncates to 0, so every pixel reads the first one's entry.
        guard shadeLinearFixed(start: start, step: tx, count: 1, into: &color) else { return nil }
        return color
    }

    /// Shades a row of a linear gradient with t in 16.16 fixed point of table
    /// entries: one add, a wrap or clamp and a lookup per pixel. Returns false, having
    /// written nothing, when t over the row is too far out for 64-bit fixed point
    /// (then the caller takes the floating-point path).
    @inline(__always)
    private func shadeLinearFixed(start: Double, step: Double, count: Int,
                                  into out: UnsafeMutablePointer<UInt32>) -> Bool {
        let one = Double((RasterScratch.lutSize - 1) << 16)        // t = 1 in fixed point
        let limit = 1.0e12
        let w0 = start * one, dw = step * one
        guard abs(w0) < limit, abs(dw) * Double(count) < limit else { return false }
        // |w0|, |dw|·count < 10¹² (the guard): the conversions are in range and w never wraps.
        // Each entry is (w + ½) >> 16 with w clamped to 0…period (pad), or kept in
        // 0..<period (repeat) or 0..<2·period, folded to 0…period (reflect): 0…lutSize − 1.
        let period = Int64(one)
        var w = Int64(w0), d = Int64(dw)
        let half: Int64 = 1 << 15                                   // rounds to the nearest entry
        switch spread {
        case .pad:
            for i in 0..<count {
                let m = min(max(w, 0), period)
                out[i] = table[Int((m + half) >> 16)]
                w &+= d
            }
        case .repeat:
            w %= period; if w < 0 { w += period }
            d %= period; if d < 0 { d += period }
            for i in 0..<count {
                out[i] = table[Int((w + half) >> 16)]
                w &+= d
                if w >= period { w -= period }
            }
        case .reflect:
            let twice = 2 * period
            w %= twice; if w < 0 { w += twice }
            d %= twice; if d < 0 { d += twice }
            for i in 0..<count {
                let m = w > period ? twice - w : w
                out[i] = table[Int((m + half) >> 16)]
                w &+= d
                if w >= twice { w -= twice }
            }
        }
        return true
    }

    /// Shades a row of a concentric radial gradient with `pad` spread four pixels at a
    /// time: pixel i is at p + i·step, t = |p| / radius, and the entry is the one `lookUp`
    /// picks (t·(n − 1) rounded half up; t ≤ 0 and NaN take the first, t ≥ 1 the last),
    /// as the scalar definition computes it in Double.
    ///
    /// The distances are taken in Float, four lanes to an instruction, and a lane's entry
    /// is kept where it is certain: v = t·(n − 1) + ½ in Float is within `margin` of the
    /// Double value (see `concentricMargin`), so where v − margin and v + margin fall in
    /// one entry, that is the Double arithmetic's entry. A group where they do not (v near
    /// an entry boundary: a fraction of a percent of the pixels) is computed again in
    /// Double, and so is the whole row when the margin is not small (huge coordinates).
    @inline(__always)
    private func shadeConcentricPad(from p: Point, step: Point, inverseRadius inv: Double, count: Int,
                                    into out: UnsafeMutablePointer<UInt32>) {
        let top = Double(RasterScratch.lutSize - 1)
        let scale = inv * top
        let margin = Shader.concentricMargin(from: p, step: step, count: count, scale: scale)
        // The Float lanes need v finite, never NaN: a NaN lane truncates to Int32.min in
        // both `lower` and `entry`, which then agree, and its entry would index 2³¹ past the
        // table. margin < 1/8 makes scale·B < 2¹⁸ (B bounds |x| + |y| over the row), so with
        // scale > 2⁻⁴² B < 2⁶⁰: every Float position is finite (no ∞ − ∞ or 0·∞), x² + y²
        // stays below 2¹²¹ (an overflow to ∞ would pick the last entry where Double may not),
        // and Float(scale) > 0, so v = √(x² + y²)·s + ½ is finite and at least ½. A gradient of
        // radius past about 10¹⁵ pixels takes the Double path, which gives the same entries.
        let doubleOnly = !(margin < 0.125 && scale > 0x1p-42)
        let topHalf = Float(top + 0.5)
        let x0 = Float(p.x), y0 = Float(p.y), sx = Float(step.x), sy = Float(step.y), s = Float(scale)
        let table = self.table
        // i + 0…3 as Floats, stepped by 4: exact, as a row is at most 32 768 pixels (2²⁴ would do).
        var ki = SIMD4<Float>(0, 1, 2, 3)
        var i = 0
        while i < count {
            var entry = SIMD4<Int32>.zero
            var sure = false
            if !doubleOnly {
                let x = ki * sx + x0, y = ki * sy + y0
                let v = (x * x + y * y).squareRoot() * s + 0.5
                let lower = ctl_truncate_float4((v - margin).clamped(above: topHalf))
                entry = ctl_truncate_float4((v + margin).clamped(above: topHalf))
                sure = !any(lower .!= entry)
            }
            if !sure {
                let ki = SIMD4<Double>(0, 1, 2, 3) + Double(i)
                let x = ki * step.x + p.x, y = ki * step.y + p.y
                // t ≥ 0 (or NaN), so only the top needs a clamp.
                let t = (x * x + y * y).squareRoot() * inv
                let entries = Shader.tableEntries((t * top + 0.5).clamped(above: top + 0.5))
                entry = SIMD4<Int32>(truncatingIfNeeded: entries)
            }
            // The entries are 0…255 (Float lanes: v in [½, 255.5] by `doubleOnly`; Double lanes:
            // masked by `tableEntries`): two to a 64-bit lane, split with a shift. `out` has
            // `count` pixels: the last group writes only `rest` of them.
            let pairs = unsafeBitCast(entry, to: SIMD2<UInt64>.self)
            let (e0, e1) = (Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: pairs[0])), Int(pairs[0] >> 32))
            let (e2, e3) = (Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: pairs[1])), Int(pairs[1] >> 32))
            let rest = count &- i
            out[i] = table[e0]
            if rest >= 4 {
                out[i &+ 1] = table[e1]
                out[i &+ 2] = table[e2]
                out[i &+ 3] = table[e3]
            } else {
                if rest > 1 { out[i &+ 1] = table[e1] }
                if rest > 2 { out[i &+ 2] = table[e2] }
            }
            i &+= 4
            ki += 4
        }
    }

    /// A bound, with room to spare, on how far v = |p + i·step|·`scale` + ½ computed in
    /// Float (as `shadeConcentricPad` does) can be from v computed in Double, over a row
    /// of `count` pixels: the Float positions are within B·2⁻²² of the Double ones, B
    /// bounding |x| + |y| over the row (the step, the start and the product each rounded
    /// once), which moves v by at most `scale`·B·2⁻²²; the squares, the sum,
    /// the root and the scaling add some six roundings of 2⁻²⁴ of v ≤ 256 (past that both
    /// clamp to the last entry). Twice the first term plus 2⁻¹² (2.6 times the second) is
    /// returned; NaN or ∞ when a coordinate is.
    @inline(__always)
    static func concentricMargin(from p: Point, step: Point, count: Int, scale: Double) -> Float {
        let reach = Double(count)
        let b = abs(p.x) + abs(step.x) * reach + abs(p.y) + abs(step.y) * reach
        return Float(scale * b * 0x1p-21 + 0x1p-12)
    }

    /// Shades a row of a two-point conical gradient (pad spread, no dither, a ≠ 0) four
    /// pixels at a time, as `conicalColor` does one at a time: the same Double arithmetic
    /// lane by lane (the positions stepped one pixel after another, as the scalar loop
    /// steps them), so the same entries. The last group is done four wide too, writing
    /// only its pixels.
    @inline(__always)
    private func shadeConicalPad(from start: Point, step: Point, _ cd: Point, _ fr: Double, _ dr: Double,
                                 _ a: Double, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var p = start
        let top = Double(RasterScratch.lutSize - 1)
        let frdr = fr * dr, frfr = fr * fr
        // The sign to give the root for the larger of the two solutions (b ± root)/a.
        let larger: Double = a > 0 ? 1 : -1
        var i = 0
        while i < count {
            let p1 = p + step, p2 = p1 + step, p3 = p2 + step
            let x = SIMD4<Double>(p.x, p1.x, p2.x, p3.x), y = SIMD4<Double>(p.y, p1.y, p2.y, p3.y)
            p = p3 + step
            let b = (x * cd.x + y * cd.y) + frdr
            let c = (x * x + y * y) - frfr
            let disc = b * b - a * c
            let root = disc.laneSquareRoots()
            // max(t1, t2), and min(t1, t2) where the larger circle's radius is negative,
            // t1 = (b + root)/a and t2 = (b − root)/a, as `conicalColor` takes them. Rounding
            // keeps their order: t1 ≥ t2 for a > 0, t2 ≥ t1 for a < 0 (NaN lanes are left
            // undefined either way), so the larger is found with one division, and the other
            // one is needed only where the larger's radius is negative. Where t1 = t2 the
            // two can differ only in the sign of a zero, which changes neither fr + t·dr's
            // sign nor the entry.
            var t = (b + larger * root) / a
            let negative = fr + t * dr .< 0
            if any(negative) { t.replace(with: (b - larger * root) / a, where: negative) }
            let defined = (disc .>= 0) .& (fr + t * dr .>= 0)
            // As spreadPosition's clamp: NaN and t ≤ 0 take the first entry, t ≥ 1 the last.
            let u = SIMD4<Double>(repeating: 0).replacing(with: t.clamped(above: 1), where: t .> 0)
            // Entries masked to 0…lutSize − 1 (tableEntries); lanes below `count` only.
            let entry = Shader.tableEntries(u * top + 0.5)
            for k in 0..<min(4, count &- i) {
                out[i &+ k] = defined[k] ? table[Int(truncatingIfNeeded: entry[k])] : 0
            }
            i &+= 4
        }
    }

    /// The table entries ⌊x⌋ of each lane, as `Int(x)` gives them for 0 ≤ x < lutSize;
    /// NaN gives 0, and whatever else comes in stays inside the table (its size is a
    /// power of two: a mask).
    @inline(__always)
    static func tableEntries(_ x: SIMD4<Double>) -> SIMD4<Int64> {
        x.floorOfSmallNonNegative() & Int64(RasterScratch.lutSize - 1)
    }

    /// The colour where the largest circle of the gradient's family through `pd`
    /// (relative to the focal centre) has a non-negative radius; transparent where none does.
    @inline(__always)
    private func conicalColor(_ pd: Point, _ cd: Point, _ fr: Double, _ dr: Double, _ a: Double,
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

    /// Writes the table's colours at t = `next()`, `next()`, … for `count` pixels, with
    /// the spread mode's branch taken once per row rather than per pixel. The same
    /// colours as `color(at:)`.
    @inline(__always)
    private func lookUp(count: Int, into out: UnsafeMutablePointer<UInt32>, _ next: () -> Double) {
        guard spread == .pad else {
            for i in 0..<count { out[i] = color(at: next()) }
            return
        }
        for i in 0..<count { out[i] = table[Shader.padEntry(next())] }   // padEntry: 0…lutSize − 1
    }

    /// The table entry of t under `pad`: t·(n − 1) rounded half up, and as
    /// `spreadPosition`'s clamp, NaN and t ≤ 0 take the first entry, t ≥ 1 the last.
    @inline(__always)
    private static func padEntry(_ t: Double) -> Int {
        let top = RasterScratch.lutSize - 1
        return t > 0 ? (t < 1 ? Int(t * Double(top) + 0.5) : top) : 0
    }

    @inline(__always)
    private func color(at t: Double) -> UInt32 {
        // spreadPosition is in 0…1 (NaN → 0): the entry is 0…lutSize − 1.
        table[Int(spreadPosition(t) * Double(RasterScratch.lutSize - 1) + 0.5)]
    }

    /// atan2(y, x) in degrees within 0.0006° (a minimax polynomial for atan on [−1, 1]
    /// and the octant folded in), several times cheaper than libm's: far below what a
    /// 256-entry colour table can show.
    @inline(__always)
    static func fastAtan2Degrees(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        let big = max(ax, ay)
        guard big > 0 else { return 0 }
        let q = min(ax, ay) / big
        let q2 = q * q
        var r = q * (0.99997726 + q2 * (-0.33262347 + q2 * (0.19354346 + q2 * (-0.11643287
            + q2 * (0.05265332 + q2 * -0.01172120)))))
        if ay > ax { r = .pi / 2 - r }
        if x < 0 { r = .pi - r }
        if y < 0 { r = -r }
        return r * (180 / .pi)
    }

    /// 4×4 Bayer thresholds, (k + 0.5)/16.
    private static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { (Float($0) + 0.5) / 16 }

    /// The colour at t interpolated between the unrounded table entries, with an
    /// ordered-dither threshold added before each channel is truncated: slow gradients
    /// then alternate neighbouring levels in a fine pattern instead of showing bands.
    private func ditheredColor(at t: Double, x: Int, y: Int) -> UInt32 {
        let f = Float(spreadPosition(t)) * Float(RasterScratch.lutSize - 1)
        // f in 0…lutSize − 1 (spreadPosition): i0 and i0 + 1 are entries of the exact table.
        let i0 = min(RasterScratch.lutSize - 2, Int(f))
        let a = exactTable[i0], b = exactTable[i0 + 1]
        let v = a + (b - a) * (f - Float(i0)) + Shader.bayer[(y & 3) << 2 | (x & 3)]
        let alpha = Int32(max(0, min(255, v.w)))
        // Colour never exceeds alpha, so the pixel stays a valid premultiplied one.
        func channel(_ c: Float) -> UInt32 { UInt32(min(alpha, Int32(max(0, min(255, c))))) }
        return channel(v.x) | channel(v.y) << 8 | channel(v.z) << 16 | UInt32(alpha) << 24
    }

    /// t after the spread mode, in 0…1 (NaN lands on 0).
    @inline(__always)
    private func spreadPosition(_ t: Double) -> Double {
        var u = t
        switch spread {
        case .pad:
            break
        case .repeat:
            u -= u.rounded(.down)
        case .reflect:
            u -= 2 * (u * 0.5).rounded(.down)
            if u > 1 { u = 2 - u }
        }
        // Clamp to 0…1; written so that NaN lands on 0 too.
        return u > 0 ? (u < 1 ? u : 1) : 0
    }
}
