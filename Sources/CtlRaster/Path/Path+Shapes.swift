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

/// The radius of each corner of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all r: Double) {
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    public static let zero = CornerRadii(all: 0)
}

// Every shape is one closed contour, clockwise on a y-down screen. Rectangles
// are standardized first; a rectangle of zero width or height adds nothing.

extension Path {
    /// The handle length, as a fraction of the radius, of a cubic drawing a
    /// quarter circle: 4/3·(√2 − 1) = 0.5522847498…
    static let quarterCircleHandle = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// The eight points of the unit circle 45° apart from angle 0, exact where they can be.
    static let unitCircleEighths: [Point] = {
        let s = 0.5.squareRoot()
        return [Point(1, 0), Point(s, s), Point(0, 1), Point(-s, s),
                Point(-1, 0), Point(-s, -s), Point(0, -1), Point(s, -s)]
    }()

    /// The handle length, as a fraction of the radius, of a cubic drawing 45° of a circle: 4/3·tan(π/16).
    static let eighthCircleHandle = 4.0 / 3.0 * tan(Double.pi / 16)

    /// Adds a rectangle, starting at its top-left corner.
    public mutating func addRect(_ r: Rect) {
        let r = r.standardized
        guard !r.isEmpty else { return }
        move(to: Point(r.minX, r.minY))
        line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY))
        line(to: Point(r.minX, r.maxY))
        close()
    }

    /// Adds a rectangle with the same circular corner radius at every corner.
    ///
    /// The radius is limited to half the shorter side.
    public mutating func addRoundedRect(_ r: Rect, cornerRadius: Double) {
        addRoundedRect(r, radii: CornerRadii(all: cornerRadius))
    }

    /// Adds a rectangle with circular corners, starting at the top edge just after the top-left corner.
    ///
    /// Negative and NaN radii count as 0. When two radii on one side add up to
    /// more than the side, all four are scaled down by the same factor until
    /// they fit, as CSS `border-radius` does, so neighbouring corners never
    /// overlap. Each corner is one cubic Bézier, the usual quarter-circle
    /// approximation (handle 0.5522847498·r, within 2.7e-4·r of the circle).
    public mutating func addRoundedRect(_ r: Rect, radii: CornerRadii) {
        let r = r.standardized
        guard !r.isEmpty else { return }
        // Very large radii are capped so their sums stay finite; the scaling below then shrinks them.
        func clean(_ v: Double) -> Double { v > 0 ? min(v, 1e300) : 0 }
        var tl = clean(radii.topLeft), tr = clean(radii.topRight)
        var br = clean(radii.bottomRight), bl = clean(radii.bottomLeft)
        var scale = 1.0
        func fit(_ side: Double, _ sum: Double) {
            if sum > side { scale = min(scale, side / sum) }
        }
        fit(r.width, tl + tr)
        fit(r.width, bl + br)
        fit(r.height, tl + bl)
        fit(r.height, tr + br)
        if scale < 1 {
            tl *= scale; tr *= scale; br *= scale; bl *= scale
        }
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        // Where each edge leaves a corner. An edge's far end never passes its
        // near end, so rounding in the scaling cannot make an edge run backwards.
        let topStart = Point(x0 + tl, y0), topEnd = Point(max(x0 + tl, x1 - tr), y0)
        let rightStart = Point(x1, y0 + tr), rightEnd = Point(x1, max(y0 + tr, y1 - br))
        let bottomStart = Point(x1 - br, y1), bottomEnd = Point(min(x1 - br, x0 + bl), y1)
        let leftStart = Point(x0, y1 - bl), leftEnd = Point(x0, min(y1 - bl, y0 + tl))

        move(to: topStart)
        lineIfMoved(to: topEnd)
        addCorner(from: topEnd, around: Point(x1, y0), to: rightStart)
        lineIfMoved(to: rightEnd)
        addCorner(from: rightEnd, around: Point(x1, y1), to: bottomStart)
        lineIfMoved(to: bottomEnd)
        addCorner(from: bottomEnd, around: Point(x0, y1), to: leftStart)
        if leftEnd != topStart { lineIfMoved(to: leftEnd) }
        addCorner(from: leftEnd, around: Point(x0, y0), to: topStart)
        close()
    }

    /// Adds the ellipse inscribed in a rectangle, starting at its rightmost point.
    ///
    /// The ellipse is eight cubic Béziers of 45° each, within 4.2e-6 of the
    /// radius of the true ellipse.
    public mutating func addEllipse(in r: Rect) {
        let r = r.standardized
        guard !r.isEmpty else { return }
        let t = Transform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, e: r.midX, f: r.midY)
        let unit = Self.unitCircleEighths, k = Self.eighthCircleHandle
        let start = t.apply(unit[0])
        move(to: start)
        for i in 0..<8 {
            let p0 = unit[i], p1 = unit[(i + 1) % 8]
            let end = i == 7 ? start : t.apply(p1)
            cubic(to: end, control1: t.apply(p0 + p0.perpendicular * k), control2: t.apply(p1 - p1.perpendicular * k))
        }
        close()
    }

    /// Adds a circle, starting at its rightmost point. A negative radius is taken as its magnitude.
    public mutating func addCircle(center: Point, radius: Double) {
        addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    private mutating func lineIfMoved(to p: Point) {
        if currentPoint != p { line(to: p) }
    }

    /// A quarter-ellipse cubic from `a` to `b` bulging towards the rectangle corner `corner`.
    private mutating func addCorner(from a: Point, around corner: Point, to b: Point) {
        guard a != b else { return }
        let k = Self.quarterCircleHandle
        cubic(to: b, control1: a + (corner - a) * k, control2: b + (corner - b) * k)
    }
}

extension Path {
    /// A rectangle (see `addRect`).
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A rectangle with one corner radius (see `addRoundedRect`).
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// A rectangle with a radius per corner (see `addRoundedRect`).
    public init(roundedRect rect: Rect, radii: CornerRadii) {
        self.init()
        addRoundedRect(rect, radii: radii)
    }

    /// The ellipse inscribed in a rectangle (see `addEllipse`).
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A circle (see `addCircle`).
    public init(circleCenter center: Point, radius: Double) {
        self.init()
        addCircle(center: center, radius: radius)
    }

    /// An open polyline through `points`.
    public init(polyline points: [Point]) {
        self.init()
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
    }
}
