// Sweep (conic) gradients: t is the angle around the centre, clockwise from the start
// angle, over the span to the end angle.

extension Shader {
    init(sweep g: SweepGradient, inverse: Transform, table: UnsafePointer<UInt32>,
         exactTable: UnsafePointer<SIMD4<Float>>) {
        geometry = .sweep(center: g.center, start: g.startAngle, span: g.endAngle - g.startAngle)
        self.inverse = inverse
        spread = g.spread
        self.table = table
        self.exactTable = exactTable
        dither = g.dither
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
}
