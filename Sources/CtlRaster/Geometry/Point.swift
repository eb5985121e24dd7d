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

    /// The Euclidean length of the vector.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

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
