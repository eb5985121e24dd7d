// Linear gradients: t = tx·x + ty·y + t0 in device pixels, a constant step along a row,
// taken in 16.16 fixed point when no dithering is asked for.

extension Shader {
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
        hasUniformRows = !dither && abs(ax * Double((GradientTable.lutSize - 1) << 16)) < 1
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
    func shadeLinearFixed(start: Double, step: Double, count: Int,
                                  into out: UnsafeMutablePointer<UInt32>) -> Bool {
        let one = Double((GradientTable.lutSize - 1) << 16)        // t = 1 in fixed point
        let limit = 1.0e12
        let w0 = start * one, dw = step * one
        guard abs(w0) < limit, abs(dw) * Double(count) < limit else { return false }
        // |w0|, |dw|·count < 10¹² (the guard): the conversions are in range and w never wraps.
        // Each entry is (w + ½) >> 16 with w clamped to 0…period (pad; padBefore where
        // w < 0), or kept in 0..<period (repeat) or 0..<2·period, folded to 0…period
        // (reflect): 0…lutSize − 1 or padBefore, entries of the table's entryCount.
        let period = Int64(one)
        var w = Int64(w0), d = Int64(dw)
        let half: Int64 = 1 << 15                                   // rounds to the nearest entry
        switch spread {
        case .pad:
            for i in 0..<count {
                out[i] = table[w < 0 ? GradientTable.padBefore : Int((min(w, period) + half) >> 16)]
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
}
