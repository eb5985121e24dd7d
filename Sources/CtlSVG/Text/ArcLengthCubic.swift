import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// A cubic Bézier segment that knows its arc length: measured by 9-point Gauss–Legendre
/// quadrature on pieces small enough for the quadrature's error estimate, and inverted
/// (the parameter at a length) by the ITP root finder, each to a stated accuracy. This is
/// the measure resvg places text on a path with (through kurbo), so glyphs land where its
/// renders put them.
struct ArcLengthCubic {
    var p0: Point, p1: Point, p2: Point, p3: Point

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// A straight line as a cubic; its controls at 0.33 and 0.66 (not thirds) are resvg's,
    /// and they make the speed along it slightly uneven, which the inversion sees.
    static func line(from a: Point, to b: Point) -> ArcLengthCubic {
        ArcLengthCubic(a, a.lerp(b, 0.33), a.lerp(b, 0.66), b)
    }

    func point(at t: Double) -> Point {
        let mt = 1 - t
        return p0 * (mt * mt * mt) + (p1 * (mt * mt * 3) + (p2 * (mt * 3) + p3 * t) * t) * t
    }

    /// The derivative (a quadratic in `t`).
    func derivative(at t: Double) -> Point {
        let d0 = (p1 - p0) * 3, d1 = (p2 - p1) * 3, d2 = (p3 - p2) * 3
        let mt = 1 - t
        return d0 * (mt * mt) + (d1 * (mt * 2) + d2 * t) * t
    }

    /// The part between parameters `t0` and `t1`, from its ends and their derivatives.
    func segment(_ t0: Double, _ t1: Double) -> ArcLengthCubic {
        let a = point(at: t0), b = point(at: t1)
        let scale = (t1 - t0) / 3
        return ArcLengthCubic(a, a + derivative(at: t0) * scale, b - derivative(at: t1) * scale, b)
    }

    /// The two halves (de Casteljau).
    func halves() -> (ArcLengthCubic, ArcLengthCubic) {
        let m = point(at: 0.5)
        return (ArcLengthCubic(p0, (p0 + p1) * 0.5, (p0 + p1 * 2 + p2) * 0.25, m),
                ArcLengthCubic(m, (p1 + p2 * 2 + p3) * 0.25, (p2 + p3) * 0.5, p3))
    }

    /// The length, within `accuracy`.
    func arcLength(accuracy: Double) -> Double {
        // Nearly a point, or a line with its controls on its ends: the chord (and no
        // subdivision, which would not end).
        if (p1 - p0).dot(p1 - p0) + (p2 - p3).dot(p2 - p3) <= 0.5 * accuracy * accuracy {
            return (p0 - p3).length
        }
        return Self.measure(self, accuracy: accuracy, depth: 0)
    }

    private static func measure(_ c: ArcLengthCubic, accuracy: Double, depth: Int) -> Double {
        if depth == 16 || c.quadratureError < accuracy { return c.gaussLength }
        let (a, b) = c.halves()
        return measure(a, accuracy: accuracy / 2, depth: depth + 1) + measure(b, accuracy: accuracy / 2, depth: depth + 1)
    }

    /// An estimate of the 9-point quadrature's error, from how much the curve bends (the
    /// mean square of its second derivative) against its chord.
    private var quadratureError: Double {
        let s0 = (p2 - p1 * 2 + p0) * 6, s1 = (p3 - p2 * 2 + p1) * 6
        let ds = s1 - s0
        let bend = s0.dot(s0) + s0.dot(ds) + ds.dot(ds) / 3
        let chord = (p3 - p0).dot(p3 - p0)
        let polygon = (p1 - p0).length + (p2 - p1).length + (p3 - p2).length
        return 2.56e-8 * pow(bend / chord, 8) * polygon
    }

    /// The 9-point Gauss–Legendre quadrature of the speed over [0, 1].
    private var gaussLength: Double {
        var sum = 0.0
        for (weight, x) in Self.gaussLegendre9 {
            sum += weight * derivative(at: 0.5 * (x + 1)).length
        }
        return sum * 0.5
    }

    /// Weights and abscissae of 9-point Gauss–Legendre quadrature on [−1, 1].
    private static let gaussLegendre9: [(Double, Double)] = [
        (0.3302393550012598, 0.0000000000000000),
        (0.1806481606948574, -0.8360311073266358), (0.1806481606948574, 0.8360311073266358),
        (0.0812743883615744, -0.9681602395076261), (0.0812743883615744, 0.9681602395076261),
        (0.3123470770400029, -0.3242534234038089), (0.3123470770400029, 0.3242534234038089),
        (0.2606106964029354, -0.6133714327005904), (0.2606106964029354, 0.6133714327005904),
    ]

    /// The parameter where the curve has run `target` of its `total` length (as measured by
    /// `arcLength(accuracy:)`): the ITP method on the length from the start, to a parameter
    /// interval of `accuracy / total`, measuring only the pieces between successive guesses.
    func parameter(atLength target: Double, of total: Double, accuracy: Double) -> Double {
        if target <= 0 { return 0 }
        if target >= total { return 1 }
        let epsilon = accuracy / total
        let inner = accuracy / (1 - min(0, log2(epsilon).rounded(.up)))
        var lastT = 0.0, lastLength = 0.0
        func excess(_ t: Double) -> Double {
            if t > lastT {
                lastLength += segment(lastT, t).arcLength(accuracy: inner)
            } else {
                lastLength -= segment(t, lastT).arcLength(accuracy: inner)
            }
            lastT = t
            return lastLength - target
        }
        // ITP (interpolate, truncate, project) with n0 = 1, k1 = 0.2, k2 = 2.
        var a = 0.0, b = 1.0, ya = -target, yb = total - target
        let halvings = max(0, log2((b - a) / epsilon).rounded(.up) - 1)
        guard halvings.isFinite, halvings < 60 else { return target / total }
        var radius = epsilon * Double(1 << (Int(halvings) + 1))
        while b - a > 2 * epsilon {
            let middle = 0.5 * (a + b)
            let r = radius - 0.5 * (b - a)
            let falsi = (yb * a - ya * b) / (yb - ya)
            let sigma = middle - falsi
            let delta = 0.2 * (b - a) * (b - a)
            let truncated = delta <= abs(sigma) ? falsi + Double(signOf: sigma, magnitudeOf: delta) : middle
            let x = abs(truncated - middle) <= r ? truncated : middle - Double(signOf: sigma, magnitudeOf: r)
            let y = excess(x)
            if y > 0 {
                (b, yb) = (x, y)
            } else if y < 0 {
                (a, ya) = (x, y)
            } else {
                return x
            }
            radius *= 0.5
        }
        return 0.5 * (a + b)
    }
}
