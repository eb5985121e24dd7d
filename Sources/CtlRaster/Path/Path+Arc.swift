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

// Arcs become cubic Béziers of at most 45° each. A cubic through the ends of an
// arc of angle θ with tangent handles of length 4/3·tan(θ/4)·r is exact at its
// ends and middle and strays outward in between, by an amount that grows as θ⁶:
// 2.7e-4·r for 90° pieces (0.27 px on an r = 1000 circle, measurable against
// exact-area coverage), 64 times less (4.2e-6·r) for 45° pieces.

extension Path {
    /// How many cubic pieces an elliptical arc becomes, given its sweep in radians and the
    /// ellipse's larger radius (for matching another renderer's approximation).
    public typealias ArcPieceCount = @Sendable (_ sweep: Double, _ radius: Double) -> Int

    /// Adds an arc of a circle, as UIKit's `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians from the +x axis; the point at angle θ is
    /// `center + radius·(cos θ, sin θ)`. On a y-down screen a clockwise arc
    /// sweeps with increasing angle.
    ///
    /// A line joins the current point to the arc's start (it is left out when
    /// they coincide); on an empty path the arc starts a contour instead.
    ///
    /// The sweep follows CoreGraphics and the canvas `arc()` built to match it:
    /// the arc runs from the start angle in the asked direction to the end
    /// angle's point, so it covers at most one turn. An angle difference of a
    /// whole turn or more in the asked direction, or a non-zero multiple of a
    /// whole turn against it, draws the full circle; equal angles draw nothing
    /// but the connecting line.
    ///
    /// A negative radius is taken as its magnitude.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians.
    ///   - endAngle: Where the arc ends, in radians.
    ///   - clockwise: Whether the arc turns clockwise on a y-down screen (increasing angle).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let r = abs(radius)
        let start = center + Point(cos(startAngle), sin(startAngle)) * r
        connect(to: start)
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        guard startAngle.isFinite, endAngle.isFinite else {
            // A non-finite angle: keep a non-finite point so drawing refuses the path.
            line(to: center + Point(cos(endAngle), sin(endAngle)) * r)
            return
        }
        guard sweep != 0, r > 0 else { return }
        let toCircle = Transform(a: r, b: 0, c: 0, d: r, e: center.x, f: center.y)
        let isFullTurn = abs(sweep) == 2 * Double.pi
        appendUnitArc(from: startAngle, sweep: sweep, mappedBy: toCircle, endingAt: isFullTurn ? start : nil)
    }

    /// Adds an elliptical arc from the current point to `end`, as SVG's `A` path command.
    ///
    /// Follows SVG 1.1 implementation notes F.6 exactly: an `end` equal to the
    /// current point adds nothing; a zero radius adds a straight line;
    /// negative radii count as their magnitude; radii too small to reach `end`
    /// are scaled up, keeping their ratio, until they just do (F.6.6). On an
    /// empty path the arc starts at the origin.
    ///
    /// Non-finite arguments add a curve with non-finite control points, which
    /// drawing refuses as it refuses other non-finite coordinates.
    ///
    /// - Parameters:
    ///   - end: Where the arc ends.
    ///   - rx: The ellipse's radius along its own x axis.
    ///   - ry: The ellipse's radius along its own y axis.
    ///   - xAxisRotation: The angle of the ellipse's x axis, in degrees, clockwise on a y-down screen.
    ///   - largeArc: Whether to take the arc of more than 180° of the two that fit.
    ///   - sweep: Whether the arc runs in the direction of increasing angle (clockwise on a y-down screen).
    ///   - pieces: How many cubics the arc becomes, given its sweep in radians and the ellipse's
    ///     larger radius; nil for pieces of at most 45°.
    public mutating func addSVGArc(to end: Point, rx: Double, ry: Double, xAxisRotation: Double,
                                   largeArc: Bool, sweep: Bool, pieces: ArcPieceCount? = nil) {
        let p1 = currentPoint ?? .zero
        if p1 == end { return }                                   // F.6.2
        var rx = abs(rx), ry = abs(ry)                            // F.6.6 step 1
        if rx == 0 || ry == 0 {                                   // F.6.6 step 1
            line(to: end)
            return
        }
        guard rx.isFinite, ry.isFinite, xAxisRotation.isFinite, p1.isFinite, end.isFinite else {
            let bad = Point(.nan, .nan)
            cubic(to: end, control1: bad, control2: bad)
            return
        }
        let phi = xAxisRotation * Double.pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))

        // F.6.5 step 1: the start point in the ellipse's frame, relative to the chord's middle.
        let h = (p1 - end) / 2
        let x1 = cosPhi * h.x + sinPhi * h.y
        let y1 = -sinPhi * h.x + cosPhi * h.y

        // F.6.6 step 3: radii too small are scaled up.
        var lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
            lambda = 1
        }

        // F.6.5 step 2: the centre in the ellipse's frame. The radicand
        // (rx²ry² − rx²y1² − ry²x1²) / (rx²y1² + ry²x1²) equals 1/Λ − 1, which
        // cannot overflow for large radii.
        var coef = max(0, 1 / lambda - 1).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry
        let cy1 = -coef * ry * x1 / rx

        // F.6.5 step 3: the centre in user space.
        let mid = (p1 + end) / 2
        let center = Point(cosPhi * cx1 - sinPhi * cy1 + mid.x, sinPhi * cx1 + cosPhi * cy1 + mid.y)

        // F.6.5 step 4: start angle and sweep on the unit circle.
        let u = Point((x1 - cx1) / rx, (y1 - cy1) / ry)
        let v = Point((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let theta1 = atan2(u.y, u.x)
        var delta = atan2(u.cross(v), u.dot(v))
        if !sweep && delta > 0 {
            delta -= 2 * Double.pi
        } else if sweep && delta < 0 {
            delta += 2 * Double.pi
        }
        guard center.isFinite, theta1.isFinite, delta.isFinite, delta != 0 else {
            // Finite input whose ellipse is too large to compute: in the limit the arc is the chord.
            line(to: end)
            return
        }
        let toEllipse = Transform(a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi,
                                  e: center.x, f: center.y)
        appendUnitArc(from: theta1, sweep: delta, mappedBy: toEllipse, endingAt: end,
                      pieces: pieces.map { $0(delta, max(rx, ry)) })
    }

    /// The signed sweep, in radians, of a UIKit/CoreGraphics arc: positive for
    /// clockwise on a y-down screen, at most one turn either way.
    static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let ahead = clockwise ? end - start : start - end
        let forward: Double
        if ahead >= turn {
            forward = turn
        } else if ahead >= 0 {
            forward = ahead
        } else {
            // Behind the start: go round to the end angle's point, a whole turn for an exact multiple.
            forward = turn - (-ahead).truncatingRemainder(dividingBy: turn)
        }
        return clockwise ? forward : -forward
    }

    /// Moves to `p` on an empty path, else adds a line to `p` unless the current point is already there.
    mutating func connect(to p: Point) {
        guard let current = currentPoint else {
            move(to: p)
            return
        }
        if current != p { line(to: p) }
    }

    /// Appends cubics (`count` of them, or of at most 45° each) approximating the
    /// unit-circle arc from angle `start` through `sweep` radians, each point mapped by `t`.
    ///
    /// The arc must already begin at the current point. `exactEnd`, when
    /// given, replaces the last computed end point so the arc lands exactly.
    mutating func appendUnitArc(from start: Double, sweep: Double, mappedBy t: Transform, endingAt exactEnd: Point?,
                                pieces count: Int? = nil) {
        // The small allowance keeps a sweep of exactly k·45° from gaining a piece to rounding.
        let pieces = min(1024, max(1, count ?? Int((abs(sweep) / (Double.pi / 4) - 1e-9).rounded(.up))))
        let step = sweep / Double(pieces)
        // Handle length on the unit circle; its sign carries the direction.
        let k = 4.0 / 3.0 * tan(step / 4)
        var p0 = Point(cos(start), sin(start))
        for i in 1...pieces {
            let angle = start + step * Double(i)
            let p1 = Point(cos(angle), sin(angle))
            let c1 = p0 + p0.perpendicular * k
            let c2 = p1 - p1.perpendicular * k
            let end = (i == pieces ? exactEnd : nil) ?? t.apply(p1)
            cubic(to: end, control1: t.apply(c1), control2: t.apply(c2))
            p0 = p1
        }
    }
}
