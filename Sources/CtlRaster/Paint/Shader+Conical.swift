// Radial gradients (`RadialGradient`): the general two-point conical gradient, t the
// largest circle of the family from the focal circle to the outer one through the pixel;
// a focal point at the centre makes the concentric case (Shader+Concentric).

extension Shader {
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

    /// Shades a row of a two-point conical gradient (pad spread, no dither, a ≠ 0) four
    /// pixels at a time, as `conicalColor` does one at a time: the same Double arithmetic
    /// lane by lane (the positions stepped one pixel after another, as the scalar loop
    /// steps them), so the same entries. The last group is done four wide too, writing
    /// only its pixels.
    @inline(__always)
    func shadeConicalPad(from start: Point, step: Point, _ cd: Point, _ fr: Double, _ dr: Double,
                                 _ a: Double, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var p = start
        let top = Double(GradientTable.lutSize - 1)
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
            // As padEntry: NaN and t = 0 take the first entry, t ≥ 1 the last, t < 0 padBefore.
            let u = SIMD4<Double>(repeating: 0).replacing(with: t.clamped(above: 1), where: t .> 0)
            // Entries masked to 0…lutSize − 1 (tableEntries), padBefore or transparent (whose
            // colour is 0), entries of the table's entryCount; lanes below `count` only.
            var entry = Shader.tableEntries(u * top + 0.5)
            entry.replace(with: Int64(GradientTable.padBefore), where: t .< 0)
            entry.replace(with: Int64(GradientTable.transparent), where: .!defined)
            for k in 0..<min(4, count &- i) {
                out[i &+ k] = table[Int(truncatingIfNeeded: entry[k])]
            }
            i &+= 4
        }
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
