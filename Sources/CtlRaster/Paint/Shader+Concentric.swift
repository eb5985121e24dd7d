import CInline

// Concentric radial gradients (one centre, the focal circle a point at it): the common
// case of `RadialGradient`, which `init(radial:…)` (Shader+Conical) picks when it applies.

extension Shader {

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
    func shadeConcentricPad(from p: Point, step: Point, inverseRadius inv: Double, count: Int,
                                    into out: UnsafeMutablePointer<UInt32>) {
        let top = Double(GradientTable.lutSize - 1)
        if count <= 4 {
            // A run of at most four pixels (a mask's run at a fill's edge, most often one to
            // three): one group in Double, the definition itself, costs less than setting up
            // the Float lanes and their margin for it.
            Shader.concentricPadGroup(at: 0, from: p, step: step, inverseRadius: inv, count: count, into: out,
                                      table: table)
            return
        }
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
            if !sure { entry = Shader.concentricPadEntries(at: i, from: p, step: step, inverseRadius: inv) }
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

    /// The entries of pixels i…i + 3 of `shadeConcentricPad`'s row in Double: 0…lutSize − 1
    /// (masked by `tableEntries`).
    @inline(__always)
    static func concentricPadEntries(at i: Int, from p: Point, step: Point, inverseRadius inv: Double)
        -> SIMD4<Int32> {
        let top = Double(GradientTable.lutSize - 1)
        let ki = SIMD4<Double>(0, 1, 2, 3) + Double(i)
        let x = ki * step.x + p.x, y = ki * step.y + p.y
        // t ≥ 0 (or NaN), so only the top needs a clamp.
        let t = (x * x + y * y).squareRoot() * inv
        return SIMD4<Int32>(truncatingIfNeeded: Shader.tableEntries((t * top + 0.5).clamped(above: top + 0.5)))
    }

    /// Writes pixels i ..< i + min(4, count − i) of `shadeConcentricPad`'s row, their entries
    /// taken in Double (`concentricPadEntries`, 0…lutSize − 1: entries of the table).
    @inline(__always)
    static func concentricPadGroup(at i: Int, from p: Point, step: Point, inverseRadius inv: Double, count: Int,
                                   into out: UnsafeMutablePointer<UInt32>, table: UnsafePointer<UInt32>) {
        let entry = concentricPadEntries(at: i, from: p, step: step, inverseRadius: inv)
        for k in 0..<min(4, count &- i) { out[i &+ k] = table[Int(entry[k])] }
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
}
