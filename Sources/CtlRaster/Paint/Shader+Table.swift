import CInline

// Reading a gradient's colour table (`GradientTable`, `lutSize` entries for t = 0…1):
// the spread modes, rounding to an entry, and ordered dithering between entries.

extension Shader {
    /// Writes the table's colours at t = `next()`, `next()`, … for `count` pixels, with
    /// the spread mode's branch taken once per row rather than per pixel. The same
    /// colours as `color(at:)`.
    @inline(__always)
    func lookUp(count: Int, into out: UnsafeMutablePointer<UInt32>, _ next: () -> Double) {
        guard spread == .pad else {
            for i in 0..<count { out[i] = color(at: next()) }
            return
        }
        // padEntry: 0…lutSize − 1 or padBefore, entries of the table's entryCount.
        for i in 0..<count { out[i] = table[Shader.padEntry(next())] }
    }

    /// The table entry of t under `pad`: t·(n − 1) rounded half up; t ≥ 1 takes the last
    /// entry, t < 0 the colour before the gradient (`GradientTable.padBefore`), and t = 0
    /// and NaN the first entry, as `spreadPosition`'s clamp.
    @inline(__always)
    static func padEntry(_ t: Double) -> Int {
        let top = GradientTable.lutSize - 1
        return t > 0 ? (t < 1 ? Int(t * Double(top) + 0.5) : top) : (t < 0 ? GradientTable.padBefore : 0)
    }

    @inline(__always)
    func color(at t: Double) -> UInt32 {
        // padEntry is 0…lutSize − 1 or padBefore; spreadPosition is in 0…1 (NaN → 0), so
        // the other entry is 0…lutSize − 1: entries of the table's entryCount.
        if spread == .pad { return table[Shader.padEntry(t)] }
        return table[Int(spreadPosition(t) * Double(GradientTable.lutSize - 1) + 0.5)]
    }

    /// t after the spread mode, in 0…1 (NaN lands on 0).
    @inline(__always)
    func spreadPosition(_ t: Double) -> Double {
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

    /// 4×4 Bayer thresholds, (k + 0.5)/16.
    private static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { (Float($0) + 0.5) / 16 }

    /// The colour at t interpolated between the unrounded table entries, with an
    /// ordered-dither threshold added before each channel is truncated: slow gradients
    /// then alternate neighbouring levels in a fine pattern instead of showing bands.
    func ditheredColor(at t: Double, x: Int, y: Int) -> UInt32 {
        let f = Float(spreadPosition(t)) * Float(GradientTable.lutSize - 1)
        // f in 0…lutSize − 1 (spreadPosition): i0 and i0 + 1 are entries of the exact table.
        let i0 = min(GradientTable.lutSize - 2, Int(f))
        var a = exactTable[i0], b = exactTable[i0 + 1]
        // Before the gradient under pad, its own colour (f = 0 there, so b does not count).
        if spread == .pad && t < 0 { (a, b) = (exactTable[GradientTable.padBefore], exactTable[GradientTable.padBefore]) }
        let v = a + (b - a) * (f - Float(i0)) + Shader.bayer[(y & 3) << 2 | (x & 3)]
        let alpha = Int32(max(0, min(255, v.w)))
        // Colour never exceeds alpha, so the pixel stays a valid premultiplied one.
        func channel(_ c: Float) -> UInt32 { UInt32(min(alpha, Int32(max(0, min(255, c))))) }
        return channel(v.x) | channel(v.y) << 8 | channel(v.z) << 16 | UInt32(alpha) << 24
    }

    /// The entries of t in four lanes under `pad`, as `padEntry` gives them but for t·(n − 1)
    /// + ½ taken in Float (within 2⁻¹⁴ of the Double value): t ≥ 1 takes the
    /// last entry, t = 0 the first, t < 0 `GradientTable.padBefore`, and NaN, a two-point
    /// conical gradient's mark of a pixel outside its cone, `GradientTable.transparent`;
    /// with `coversEveryPixel`, t < 0 and NaN take the first entry (a geometry whose t is
    /// never negative, off only by rounding). Every entry is one of the table's entryCount.
    ///
    /// Transparent (inlined by the compiler's mandatory pass): `@inline(__always)` was not
    /// enough, and `shadeConicalPad`'s loop called it for every four pixels.
    @_transparent
    static func padEntries(_ t: SIMD4<Float>, coversEveryPixel: Bool) -> SIMD4<Int32> {
        // u in 0…1 (NaN and t ≤ 0 to 0), so v in [½, 255.5] truncates to 0…lutSize − 1.
        let u = SIMD4<Float>(repeating: 0).replacing(with: t.clamped(above: 1), where: t .> 0)
        var entry = ctl_truncate_float4(u * Float(GradientTable.lutSize - 1) + 0.5)
        if !coversEveryPixel {
            entry.replace(with: Int32(GradientTable.padBefore), where: t .< 0)
            entry.replace(with: Int32(GradientTable.transparent), where: t .!= t)
        }
        return entry
    }

    /// Writes pixels i ..< min(i + 4, count) of `out` from the table entries of four lanes,
    /// each in 0..<GradientTable.entryCount (the caller's promise, as its entries come from
    /// `padEntries` or a clamp): the last group of a row writes only the pixels below `count`.
    @inline(__always)
    static func write(_ entry: SIMD4<Int32>, from table: UnsafePointer<UInt32>, at i: Int, count: Int,
                      into out: UnsafeMutablePointer<UInt32>) {
        // The entries are not negative: two to a 64-bit lane, split with a shift.
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
    }

    /// The table entries ⌊x⌋ of each lane, as `Int(x)` gives them for 0 ≤ x < lutSize;
    /// NaN gives 0, and whatever else comes in stays inside the table (its size is a
    /// power of two: a mask).
    @inline(__always)
    static func tableEntries(_ x: SIMD4<Double>) -> SIMD4<Int64> {
        x.floorOfSmallNonNegative() & Int64(GradientTable.lutSize - 1)
    }
}
