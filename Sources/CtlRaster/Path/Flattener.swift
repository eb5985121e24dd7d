/// Turns curves into straight segments.
///
/// Curves are transformed first (an affine map of a Bézier curve is the Bézier
/// curve of the mapped control points), then cut into `n` pieces of equal
/// parameter step, with `n` from Wang's bound on the second differences of the
/// control points: the chords then stay within `tolerance` device pixels of
/// the curve.
///
/// Chords between points on a curve lie inside it, so a flattened disc is a
/// little smaller than the true one: with 0.1 px chords the edge pixels of a
/// small circle lose several levels of coverage. With
/// `preserveArea` each inner point of a curve moves away from the centre of
/// curvature by 2/3 of the local chord height, the displacement at which the
/// area the chord cuts off equals the area it adds, so curved edges keep their
/// area on average instead of being consistently thin.
enum Flattener {
    /// The default distance, in device pixels, that a chord may stray from its curve.
    static let tolerance = 0.01
    /// The most segments one curve is cut into (a bound for absurd control points).
    static let maxSegmentsPerCurve = 4096

    /// Flattens `path` mapped by `transform`.
    ///
    /// Curves whose control points lie wholly outside `clip` on one side are replaced
    /// by a line to their end point: outside the clip only a segment's vertical extent
    /// (its winding) matters, and that depends on the end points alone.
    static func flatten(_ path: Path, transform: Transform, clip: Rect?,
                        tolerance: Double = Flattener.tolerance, preserveArea: Bool = true) -> FlatPath {
        var out = FlatPath()
        flatten(path, transform: transform, clip: clip, tolerance: tolerance, preserveArea: preserveArea,
                into: &out)
        return out
    }

    /// Flattens into `out`, replacing what it held but keeping its storage, so that
    /// a caller drawing many paths allocates once.
    ///
    /// Stops, returning false, once `out` holds more than `maxPoints` points (each
    /// curve adds at most `maxSegmentsPerCurve`, so memory stays within that much more).
    @discardableResult
    static func flatten(_ path: Path, transform: Transform, clip: Rect?, tolerance: Double = Flattener.tolerance,
                        preserveArea: Bool = true, maxPoints: Int = .max, into out: inout FlatPath) -> Bool {
        out.removeAll()
        var last = Point.zero
        for el in path.elements {
            guard out.points.count <= maxPoints else { return false }
            switch el {
            case .move(let p):
                last = transform.apply(p)
                out.begin(last)
            case .line(let p):
                last = transform.apply(p)
                out.add(last)
            case .quad(let c, let p):
                let (c1, p2) = (transform.apply(c), transform.apply(p))
                if let clip, outside(clip, last, c1, p2) {
                    out.add(p2)
                } else {
                    out.addPoints {
                        appendQuad(last, c1, p2, tolerance: tolerance, preserveArea: preserveArea, into: &$0)
                    }
                }
                last = p2
            case .cubic(let c1, let c2, let p):
                let (d1, d2, p3) = (transform.apply(c1), transform.apply(c2), transform.apply(p))
                if let clip, outside(clip, last, d1, d2, p3) {
                    out.add(p3)
                } else {
                    out.addPoints {
                        appendCubic(last, d1, d2, p3, tolerance: tolerance, preserveArea: preserveArea, into: &$0)
                    }
                }
                last = p3
            case .close:
                out.closeContour()
            }
        }
        return out.points.count <= maxPoints
    }

    /// Appends the points of a flattened quadratic curve after `p0` (the end point last).
    static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double,
                           preserveArea: Bool, into out: inout [Point]) {
        let dd = (p0 - p1 * 2 + p2).length
        let n = segmentCount(dd / (4 * tolerance))
        let h = 1 / Double(n)
        let second = (p0 - p1 * 2 + p2) * 2          // constant second derivative
        append(n, endingAt: p2, to: &out) { i in
            let t = Double(i) * h, u = 1 - t
            let q = p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
            guard preserveArea else { return q }
            let first = (p1 - p0) * (2 * u) + (p2 - p1) * (2 * t)
            return q + bulgeCompensation(first: first, second: second, step: h)
        }
    }

    /// Appends the points of a flattened cubic curve after `p0` (the end point last).
    static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                            preserveArea: Bool, into out: inout [Point]) {
        let a = p0 - p1 * 2 + p2, b = p1 - p2 * 2 + p3
        let dd = max(a.length, b.length)
        let n = segmentCount(0.75 * dd / tolerance)
        let h = 1 / Double(n)
        append(n, endingAt: p3, to: &out) { i in
            let t = Double(i) * h, u = 1 - t
            let q = p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
            guard preserveArea else { return q }
            let first = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
            let second = a * (6 * u) + b * (6 * t)
            return q + bulgeCompensation(first: first, second: second, step: h)
        }
    }

    /// Appends the `n` points of a curve cut into `n` pieces: `point(i)` for i = 1…n − 1,
    /// then `end`, with room made for all of them first (growing geometrically, as
    /// appends do: a path of many curves is not copied once per curve).
    @inline(__always)
    private static func append(_ n: Int, endingAt end: Point, to out: inout [Point], _ point: (Int) -> Point) {
        out.reserveRoom(for: n)
        for i in 1..<n { out.append(point(i)) }
        out.append(end)
    }

    /// n = ⌈√x⌉ clamped to 1…maxSegmentsPerCurve; `x` is n² as Wang's bound asks.
    @inline(__always)
    private static func segmentCount(_ x: Double) -> Int {
        guard x > 1 else { return 1 }     // also NaN
        guard x < Double(maxSegmentsPerCurve * maxSegmentsPerCurve) else { return maxSegmentsPerCurve }
        return Int(x.squareRoot().rounded(.up))
    }

    /// How far to move a point of the curve so that the chords on either side
    /// keep the curve's area: 2/3 of the chord height h²·|B''⊥|/8, away from the
    /// centre of curvature (B''⊥ is the part of the second derivative normal to the curve).
    @inline(__always)
    private static func bulgeCompensation(first: Point, second: Point, step h: Double) -> Point {
        let len2 = first.dot(first)
        guard len2 > 1e-18 else { return .zero }
        let normal = second - first * (second.dot(first) / len2)
        return normal * (-h * h / 12)
    }

    private static func outside(_ clip: Rect, _ a: Point, _ b: Point, _ c: Point) -> Bool {
        outside(clip, a, b, c, c)
    }

    private static func outside(_ clip: Rect, _ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        max(a.x, b.x, c.x, d.x) < clip.minX || min(a.x, b.x, c.x, d.x) > clip.maxX
            || max(a.y, b.y, c.y, d.y) < clip.minY || min(a.y, b.y, c.y, d.y) > clip.maxY
    }
}
