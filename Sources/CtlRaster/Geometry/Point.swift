/// A point or a vector in a 2D coordinate space with y pointing down.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    /// The dot product of two vectors.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }

    /// The z component of the cross product: positive when `o` turns clockwise
    /// from `self` on a y-down screen.
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }

    /// The Euclidean length of the vector, without overflow or underflow: finite for every
    /// finite vector (x² + y² overflows once a component passes about 1.3e154, and a
    /// stroke's direction v / |v| then collapsed to zero), nonzero for every nonzero one.
    @inlinable public var length: Double {
        let squared = x * x + y * y
        if squared.isFinite && squared >= .leastNormalMagnitude || !squared.isFinite && !isFinite {
            return squared.squareRoot()
        }
        // Scaled by a power of two (exact) that brings the larger component near 1 (a
        // subnormal one to 2⁻⁵² or more: 2¹⁰⁷⁴ is past the largest double).
        let largest = max(abs(x), abs(y))
        guard largest > 0 else { return 0 }
        let down = Double(sign: .plus, exponent: -max(largest.exponent, -1022), significand: 1)
        let (sx, sy) = (x * down, y * down)
        return (sx * sx + sy * sy).squareRoot() / down
    }

    /// The vector turned by +90° (clockwise on a y-down screen).
    @inlinable public var perpendicular: Point { Point(-y, x) }

    /// The vector scaled to unit length, or `nil` when it has no direction.
    @inlinable public var normalized: Point? {
        let l = length
        return l > 0 && l.isFinite ? Point(x / l, y / l) : nil
    }

    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Linear interpolation: `self` at t = 0, `o` at t = 1.
    @inlinable public func lerp(_ o: Point, _ t: Double) -> Point {
        Point(x + (o.x - x) * t, y + (o.y - y) * t)
    }

    @inlinable public func distance(to o: Point) -> Double { (o - self).length }
}
