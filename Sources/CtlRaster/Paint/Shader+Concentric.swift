import CInline

// Concentric radial gradients (one centre, the focal circle a point at it): the common
// case of `RadialGradient`, which `init(radial:…)` (Shader+Conical) picks when it applies.

extension Shader {
    /// Rows whose `concentricReach` (in entry units) is below this take the Float lanes:
    /// their v = t·(n − 1) + ½ is then within 2⁻⁶ + 2⁻¹³ of its exact value (see
    /// `shadeConcentricPad`).
    static let concentricFloatReach = 0x1p16

    /// Shades a row of a concentric radial gradient with `pad` spread four pixels at a
    /// time: pixel i is at p + i·step, t = |p + i·step| / radius, and the entry is
    /// t·(n − 1) rounded half up (t ≥ 1 takes the last).
    ///
    /// The positions are scaled once per row into entry units, s = (n − 1) / radius, and
    /// taken in Float, four lanes to an instruction: a lane's entry is ⌊√(x² + y²) + ½⌋.
    /// With R the row's `concentricReach` in entry units, the Float coordinates are off by
    /// at most R·2⁻²² together (four roundings of 2⁻²⁴ of R each: the scaled start, the
    /// scaled step, the product and the sum), which moves the length as much; the squares,
    /// sum, root and ½ add a few roundings of 2⁻²⁴ of v ≤ 256 (past that both clamp to the
    /// last entry). For R < `concentricFloatReach` v = t·(n − 1) + ½ is so within 2⁻⁶ + 2⁻¹³
    /// of its exact value: a pixel's entry is the exact one or, where t·(n − 1) lies that
    /// near halfway between two entries, the other of the two, a colour as near the
    /// gradient's as the table's own rounding gives. A row reaching farther (a gradient of
    /// a few pixels' radius across a wide row) takes the Double lanes, the definition itself.
    @inline(__always)
    func shadeConcentricPad(from p: Point, step: Point, inverseRadius inv: Double, count: Int,
                            into out: UnsafeMutablePointer<UInt32>) {
        let top = Double(GradientTable.lutSize - 1)
        let scale = inv * top
        let reach = Shader.concentricReach(from: p, step: step, count: count) * scale
        let table = self.table
        // Written so that NaN (a NaN or infinite coordinate, or ∞·0) takes the Double lanes.
        guard reach < Shader.concentricFloatReach else {
            var i = 0
            while i < count {
                // concentricPadEntries: 0…lutSize − 1 (masked), entries of the table.
                let entry = Shader.concentricPadEntries(at: i, from: p, step: step, inverseRadius: inv)
                for k in 0..<min(4, count &- i) { out[i &+ k] = table[Int(entry[k])] }
                i &+= 4
            }
            return
        }
        // reach < 2¹⁶: every Float below is finite and never NaN (|x|, |y| ≤ 2¹⁶·(1 + 2⁻²²),
        // x² + y² < 2³³), so v = √(x² + y²) + ½ is in [½, ∞) and, clamped, in [½, 255.5].
        let topHalf = Float(top + 0.5)
        let x0 = Float(p.x * scale), y0 = Float(p.y * scale)
        let sx = Float(step.x * scale), sy = Float(step.y * scale)
        // i + 0…3 as Floats, stepped by 4: exact, as a row is at most `Pixmap.maxDimension`
        // pixels (2²⁴ would do).
        var ki = SIMD4<Float>(0, 1, 2, 3)
        var i = 0
        while i < count {
            let x = ki * sx + x0, y = ki * sy + y0
            let v = ((x * x + y * y).laneSquareRoots() + 0.5).clamped(above: topHalf)
            // v in [½, 255.5]: entries 0…lutSize − 1; lanes below `count` only.
            Shader.write(ctl_truncate_float4(v), from: table, at: i, count: count, into: out)
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

    /// A bound on |x| + |y| over the pixels p + i·step, i in 0..<count, of a row (in the
    /// gradient's units): NaN or ∞ when a coordinate is.
    @inline(__always)
    static func concentricReach(from p: Point, step: Point, count: Int) -> Double {
        abs(p.x) + abs(p.y) + (abs(step.x) + abs(step.y)) * Double(count)
    }
}
