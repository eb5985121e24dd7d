/// Contours made only of straight segments: the form every path takes before
/// the rasterizer sees it.
///
/// For filling, each contour is closed implicitly (its last point joins its first).
/// `isClosed` records whether the source contour ended with `close`, which matters
/// to the stroker (joins instead of caps).
struct FlatPath {
    struct Contour: Equatable {
        /// Index of the contour's first point in `points`.
        var start: Int
        /// How many points the contour has.
        var count: Int
        var isClosed: Bool

        var range: Range<Int> { start..<(start + count) }
    }

    var points: [Point] = []
    var contours: [Contour] = []

    var isEmpty: Bool { points.isEmpty }

    /// Empties the path, keeping its storage.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        // A path to fill has a contour or a few, which `removeLast` drops faster than the
        // general range replacement of `removeAll(keepingCapacity:)` (plain values: nothing
        // to destroy).
        if contours.count <= 4 {
            while !contours.isEmpty { contours.removeLast() }
        } else {
            contours.removeAll(keepingCapacity: true)
        }
    }

    /// Starts a contour at `p`.
    mutating func begin(_ p: Point) {
        contours.append(Contour(start: points.count, count: 1, isClosed: false))
        points.append(p)
    }

    /// Adds a point to the current contour.
    mutating func add(_ p: Point) {
        points.append(p)
        contours[contours.count - 1].count += 1
    }

    mutating func closeContour() {
        if !contours.isEmpty { contours[contours.count - 1].isClosed = true }
    }

    /// Appends all contours of `other`.
    mutating func append(_ other: FlatPath) {
        let base = points.count
        points.append(contentsOf: other.points)
        contours.append(contentsOf: other.contours.map {
            Contour(start: $0.start + base, count: $0.count, isClosed: $0.isClosed)
        })
    }

    /// Calls `body` with the two ends of every edge of the contours of two or more points,
    /// each contour closed (its last point joined to its first), in path order, until
    /// `body` returns false. Returns whether every edge was seen.
    @inline(__always) @discardableResult
    func forEachEdge(_ body: (Point, Point) -> Bool) -> Bool {
        // Every contour covers points c.start ..< c.start + c.count: `begin`, `add`, `append`,
        // `clipped` and the stroker's `endPolygon` append a contour with the points it counts.
        points.withUnsafeBufferPointer { pts in
            for c in contours where c.count > 1 {
                var prev = pts[c.start + c.count - 1]
                for i in c.range {
                    let p = pts[i]
                    guard body(prev, p) else { return false }
                    prev = p
                }
            }
            return true
        }
    }

    /// The smallest rectangle holding every point, or nil when there is none or one is not finite.
    var bounds: Rect? {
        guard let (lo, hi) = extent else { return nil }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The least and greatest x and y of the points, or nil when there is none or one
    /// is not finite. (Unlike `bounds`, whose size may overflow, always finite.)
    var extent: (lo: SIMD2<Double>, hi: SIMD2<Double>)? {
        guard let first = points.first else { return nil }
        // x and y side by side, each step a compare and select per lane, as `min` and
        // `max` take them (`minpd` and `maxpd`: `min` and `max` themselves are calls).
        var lo = SIMD2(first.x, first.y), hi = lo
        for p in points {
            let v = SIMD2(p.x, p.y)
            lo.replace(with: v, where: v .< lo)
            hi.replace(with: v, where: v .> hi)
        }
        guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return nil }
        return (lo, hi)
    }

    /// The path with every point mapped by `t`.
    func transformed(by t: Transform) -> FlatPath {
        var out = self
        for i in out.points.indices { out.points[i] = t.apply(out.points[i]) }
        return out
    }
}
