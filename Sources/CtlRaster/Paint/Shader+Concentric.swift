import CInline

// Concentric radial gradients (one centre, the focal circle a point at it): the common
// case of `RadialGradient`, which `init(radial:…)` (Shader+Conical) picks when it applies.

extension Shader {
    /// Rows whose `concentricReach` (in entry units) is below this take the Float lanes:
    /// their v = t·(n − 1) + ½ is then within 2⁻⁶ + 2⁻¹³ of its exact value (see
    /// `shadeConcentricPad`).
    static let concentricFloatReach = 0x1p16

    /// A concentric gradient with `pad` spread and no dithering, in table entries: the
    /// centre of pixel (x, y) lies at (xStep·x + xPerRow·y + xOrigin, yStep·x + yPerRow·y +
    /// yOrigin) from the gradient's centre, in units of radius / (n − 1), so that its entry is
    /// the length rounded half up (clamped to the last entry), and the next pixel of a row
    /// lies (xStep, yStep) further.
    ///
    /// Computed once per shader: the shader's rows then start with two sums of products.
    /// The terms' roundings differ from mapping the pixel into the gradient's space first
    /// and scaling after, by a few units in the last place of a Double, far below the Float
    /// lanes' (`shadeConcentricPad`).
    struct ConcentricPad {
        let xStep: Double, xPerRow: Double, xOrigin: Double
        let yStep: Double, yPerRow: Double, yOrigin: Double
        /// |xStep| + |yStep|: how much farther from the centre (in |x| + |y|) each pixel of a
        /// row can lie.
        let reachPerPixel: Double

        /// `inverse` maps device pixels into the gradient's space.
        init(center: Point, radius: Double, inverse m: Transform) {
            let scale = 1 / radius * Double(GradientTable.lutSize - 1)
            xStep = m.a * scale
            xPerRow = m.c * scale
            xOrigin = (0.5 * m.a + 0.5 * m.c + m.e - center.x) * scale
            yStep = m.b * scale
            yPerRow = m.d * scale
            yOrigin = (0.5 * m.b + 0.5 * m.d + m.f - center.y) * scale
            reachPerPixel = abs(xStep) + abs(yStep)
        }

        /// Whether every term is finite: else (a transform or radius at the ends of Double's
        /// range) the shader takes the definition pixel by pixel (`Geometry.concentric`).
        var isFinite: Bool {
            xStep.isFinite && xPerRow.isFinite && xOrigin.isFinite && yStep.isFinite && yPerRow.isFinite
                && yOrigin.isFinite && reachPerPixel.isFinite
        }
    }

    /// Shades `count` pixels from (x, y) of a concentric radial gradient with `pad` spread
    /// four pixels at a time: pixel i is at p + i·step in table entries (`ConcentricPad`),
    /// and its entry is |p + i·step| rounded half up (the last past it), t·(n − 1) for
    /// t = |pixel − centre| / radius.
    ///
    /// The positions are taken in Float, four lanes to an instruction: a lane's entry is
    /// ⌊√(x² + y²) + ½⌋. With R the row's `concentricReach`, the Float coordinates are off
    /// by at most R·2⁻²² together (four roundings of 2⁻²⁴ of R each: the start, the step,
    /// the product and the sum), which moves the length as much; the squares, sum, root and
    /// ½ add a few roundings of 2⁻²⁴ of v ≤ 256 (past that both clamp to the last entry).
    /// For R < `concentricFloatReach` v = t·(n − 1) + ½ is so within 2⁻⁶ + 2⁻¹³ of its
    /// exact value: a pixel's entry is the exact one or, where t·(n − 1) lies that near
    /// halfway between two entries, the other of the two, a colour as near the gradient's as
    /// the table's own rounding gives. A row reaching farther (a gradient of a few pixels'
    /// radius across a wide row) takes Double lanes, the definition up to Double's rounding.
    ///
    /// Not inlined, and given values only: `shade` calls it from every span, where a method
    /// of the shader would first copy the shader (the pixels written could overlap it, as far
    /// as the compiler knows), and an inlined body would crowd the sweep's registers.
    @inline(never)
    static func shadeConcentricPad(_ g: ConcentricPad, table: UnsafePointer<UInt32>, x: Int, y: Int, count: Int,
                                   into out: UnsafeMutablePointer<UInt32>) {
        let (fx, fy) = (Double(x), Double(y))
        let p = Point(g.xStep * fx + g.xPerRow * fy + g.xOrigin, g.yStep * fx + g.yPerRow * fy + g.yOrigin)
        let reach = Shader.concentricReach(from: p, step: Point(g.xStep, g.yStep), count: count)
        // Written so that NaN (a NaN or infinite coordinate, or ∞·0) takes the Double lanes.
        guard reach < Shader.concentricFloatReach else {
            let top = Double(GradientTable.lutSize - 1)
            var i = 0
            while i < count {
                let ki = SIMD4<Double>(0, 1, 2, 3) + Double(i)
                let px = ki * g.xStep + p.x, py = ki * g.yStep + p.y
                // The length is ≥ 0 (or NaN), so only the top needs a clamp; entries
                // 0…lutSize − 1 (masked by `tableEntries`).
                let entry = Shader.tableEntries(((px * px + py * py).squareRoot() + 0.5).clamped(above: top + 0.5))
                for k in 0..<min(4, count &- i) { out[i &+ k] = table[Int(entry[k])] }
                i &+= 4
            }
            return
        }
        // reach < 2¹⁶: every Float below is finite and never NaN (|x|, |y| ≤ 2¹⁶·(1 + 2⁻²²),
        // x² + y² < 2³³), so v = √(x² + y²) + ½ is in [½, ∞) and, clamped, in [½, 255.5].
        let topHalf = Float(Double(GradientTable.lutSize - 1) + 0.5)
        let x0 = SIMD4<Float>(repeating: Float(p.x)), y0 = SIMD4<Float>(repeating: Float(p.y))
        let sx = SIMD4<Float>(repeating: Float(g.xStep)), sy = SIMD4<Float>(repeating: Float(g.yStep))
        // i + 0…3 as Floats, stepped by 4: exact, as a row is at most `Pixmap.maxDimension`
        // pixels (2²⁴ would do).
        var ki = SIMD4<Float>(0, 1, 2, 3)
        var i = 0
        if g.yStep == 0 {
            // A row without rotation or skew keeps y = 0·i + y₀ = y₀, so y² too: the same values.
            let yy = y0 * y0
            while i < count {
                let x = ki * sx + x0
                let v = ((x * x + yy).laneSquareRoots() + 0.5).clamped(above: topHalf)
                // v in [½, 255.5]: entries 0…lutSize − 1; lanes below `count` only.
                Shader.write(ctl_truncate_float4(v), from: table, at: i, count: count, into: out)
                i &+= 4
                ki += 4
            }
            return
        }
        while i < count {
            let x = ki * sx + x0, y = ki * sy + y0
            let v = ((x * x + y * y).laneSquareRoots() + 0.5).clamped(above: topHalf)
            // v in [½, 255.5]: entries 0…lutSize − 1; lanes below `count` only.
            Shader.write(ctl_truncate_float4(v), from: table, at: i, count: count, into: out)
            i &+= 4
            ki += 4
        }
    }

    /// A bound on |x| + |y| over the pixels p + i·step, i in 0..<count, of a row (in the
    /// units of p and step, table entries for `shadeConcentricPad`): NaN or ∞ when a
    /// coordinate is.
    @inline(__always)
    static func concentricReach(from p: Point, step: Point, count: Int) -> Double {
        abs(p.x) + abs(p.y) + (abs(step.x) + abs(step.y)) * Double(count)
    }
}
