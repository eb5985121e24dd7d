/// A vector outline: contours of straight lines and Bézier curves.
///
/// Every contour starts with a `move`. Drawing calls (`line`, `quad`, `cubic`)
/// on a path with no current point start a contour at the origin, as SVG and
/// CoreGraphics do. After `close()` the current point returns to the contour's
/// start, and a following drawing call starts a new contour there.
///
/// A `Path` is a value; building one never fails. Non-finite coordinates are
/// stored as given and refused later, when the path is drawn.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        /// A quadratic Bézier curve: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier curve: first control point, second control point, end point.
        case cubic(Point, Point, Point)
        case close
    }

    public private(set) var elements: [Element] = []

    /// The current point: the end of the last command, or `nil` for an empty path.
    public private(set) var currentPoint: Point?

    /// Where the current contour started.
    private var contourStart: Point?

    /// Whether the last element is a `close` (the next drawing call must reopen a contour).
    private var needsMove = false

    /// How many elements hold a coordinate that is not finite, counted as elements are
    /// added and removed, so that `isFinite` need not walk the path at every draw.
    private var nonFiniteCount = 0

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new contour at `p`.
    public mutating func move(to p: Point) {
        if case .move = elements.last {
            removeLast()
        }
        add(.move(p))
        currentPoint = p
        contourStart = p
        needsMove = false
    }

    public mutating func line(to p: Point) {
        openContourIfNeeded()
        add(.line(p))
        currentPoint = p
    }

    public mutating func quad(to p: Point, control c: Point) {
        openContourIfNeeded()
        add(.quad(c, p))
        currentPoint = p
    }

    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        openContourIfNeeded()
        add(.cubic(c1, c2, p))
        currentPoint = p
    }

    /// Closes the current contour with a straight line back to its start. Does nothing on an empty path.
    public mutating func close() {
        guard let start = contourStart, !needsMove else { return }
        add(.close)
        currentPoint = start
        needsMove = true
    }

    /// Appends every contour of another path.
    public mutating func append(_ other: Path) {
        for el in other.elements {
            switch el {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    private mutating func openContourIfNeeded() {
        if currentPoint == nil {
            move(to: .zero)
        } else if needsMove, let p = currentPoint {
            add(.move(p))
            contourStart = p
            needsMove = false
        }
    }

    /// The path with every point mapped by `t`.
    public func transformed(by t: Transform) -> Path {
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for el in elements {
            switch el {
            case .move(let p): out.add(.move(t.apply(p)))
            case .line(let p): out.add(.line(t.apply(p)))
            case .quad(let c, let p): out.add(.quad(t.apply(c), t.apply(p)))
            case .cubic(let c1, let c2, let p): out.add(.cubic(t.apply(c1), t.apply(c2), t.apply(p)))
            case .close: out.add(.close)
            }
        }
        out.currentPoint = currentPoint.map(t.apply)
        out.contourStart = contourStart.map(t.apply)
        out.needsMove = needsMove
        return out
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool { nonFiniteCount == 0 }

    /// Appends `el`, counting it if it holds a coordinate that is not finite.
    private mutating func add(_ el: Element) {
        elements.append(el)
        if !el.isFinite { nonFiniteCount += 1 }
    }

    /// Removes the last element, which exists.
    private mutating func removeLast() {
        if !elements.removeLast().isFinite { nonFiniteCount -= 1 }
    }

    /// The smallest rectangle holding every point and control point, or `nil` for an empty path.
    ///
    /// Curves lie inside their control points, so this holds the whole outline; it
    /// may be larger than the outline's tight bounds.
    public var controlBounds: Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for el in elements {
            switch el {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        return x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}

extension Path.Element {
    /// Whether every coordinate of the element is finite.
    fileprivate var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.isFinite
        case .quad(let c, let p): return c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
        case .close: return true
        }
    }
}
