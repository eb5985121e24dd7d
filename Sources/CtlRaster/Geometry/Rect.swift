/// An axis-aligned rectangle given by its origin and size (x, y, width, height).
///
/// A rectangle with a negative width or height is not normalized; `standardized`
/// returns the same area with a non-negative size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x, y)
        self.size = Size(width: width, height: height)
    }

    /// The smallest rectangle holding both corners.
    @inlinable
    public init(corners a: Point, _ b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { abs(size.width) }
    @inlinable public var height: Double { abs(size.height) }
    @inlinable public var center: Point { Point(midX, midY) }
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    @inlinable
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// The rectangle moved inwards by `insets` (outwards for negative insets).
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(x: r.minX + insets.left, y: r.minY + insets.top,
                    width: r.width - insets.left - insets.right,
                    height: r.height - insets.top - insets.bottom)
    }

    /// The rectangle moved inwards by `dx` on the left and right and `dy` on the top and bottom.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The smallest rectangle holding both; an empty rectangle counts as a point.
    @inlinable
    public func union(_ o: Rect) -> Rect {
        Rect(corners: Point(min(minX, o.minX), min(minY, o.minY)), Point(max(maxX, o.maxX), max(maxY, o.maxY)))
    }

    /// The common part of both, or `nil` when they do not overlap.
    @inlinable
    public func intersection(_ o: Rect) -> Rect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x0 <= x1 && y0 <= y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
}
