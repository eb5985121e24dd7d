/// How an animation's progress follows its time: a cubic Bézier from (0, 0) to (1, 1) with two
/// control points, as `CAMediaTimingFunction` and CSS's `cubic-bezier()` define it.
///
/// The x axis is the fraction of the duration elapsed, the y axis the fraction of the change
/// made. `progress(at:)` solves the curve for x and returns y. UIKit's default curve, and the
/// one the knob of seed 002 names, is `easeInEaseOut` (Docs/sources.md#animation-timings).
public struct TimingCurve: Hashable, Sendable {
    /// The first control point, (x, y); x within 0…1.
    public let c1x, c1y: Double
    /// The second control point, (x, y); x within 0…1.
    public let c2x, c2y: Double

    /// A curve through control points (c1x, c1y) and (c2x, c2y). The x coordinates are clamped
    /// to 0…1 (as `CAMediaTimingFunction` requires) so that x grows with the parameter and the
    /// curve is a function of x; non-finite numbers become the linear curve's.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        func unit(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? min(1, max(0, v)) : fallback }
        self.c1x = unit(c1x, 0)
        self.c2x = unit(c2x, 1)
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2y = c2y.isFinite ? c2y : 1
    }

    /// Progress equals time.
    public static let linear = TimingCurve(0, 0, 1, 1)

    /// `kCAMediaTimingFunctionEaseInEaseOut` and `UIViewAnimationCurveEaseInOut`: control points
    /// (0.42, 0) and (0.58, 1). Slow at both ends, symmetric about (0.5, 0.5).
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The progress (y) at the fraction of the duration `time` (x). Times outside 0…1 are clamped;
    /// NaN is taken as 0. Exact at the ends: 0 → 0 and 1 → 1.
    public func progress(at time: Double) -> Double {
        let x = time.isNaN ? 0 : min(1, max(0, time))
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        // Control points on the diagonal: the curve is the diagonal itself.
        if c1x == c1y && c2x == c2y { return x }
        return Self.bezier(parameter(forX: x), c1y, c2y)
    }

    /// The Bézier parameter s in 0…1 at which the curve's x is `x`, by bisection: x(s) never
    /// decreases for control x within 0…1, so halving the bracket converges always, to full
    /// precision in about 55 steps, with the same result on every machine.
    func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            guard mid > lo && mid < hi else { break }
            if Self.bezier(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// One coordinate of the cubic Bézier from 0 to 1 with control coordinates p1, p2 at s.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * s * p1 + 3 * t * s * s * p2 + s * s * s
    }
}
