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

extension Stroker {
    /// The centre line of a stroke: a path flattened to straight contours, in the space
    /// where the stroke's geometry is built.
    ///
    /// Each point records whether it is a corner of the source path (two elements meet
    /// there, joined with the style's join) or a point inside one flattened curve (joined
    /// round, which for the small angles between the pieces of a curve costs no extra point).
    /// Consecutive points closer than `epsilon` are merged, so every segment of a contour
    /// has a direction; a contour of one point is a zero-length subpath or dash.
    struct Centerline {
        struct Contour: Equatable {
            /// Index of the contour's first point in `points`.
            var start: Int
            var count: Int
            var isClosed: Bool
            /// For a contour of one point: the unit direction that orients its square cap.
            var direction: Point

            var range: Range<Int> { start..<(start + count) }
        }

        var points: [Point] = []
        /// Parallel to `points`: `true` at a corner of the source path, `false` inside a curve.
        var isCorner: [Bool] = []
        var contours: [Contour] = []
        /// Points closer than this to the previous point of their contour are merged into it.
        private(set) var epsilon: Double {
            didSet { epsilonSquared = epsilon * epsilon }
        }
        /// epsilon², against which squared distances are compared (no square root per point).
        private var epsilonSquared: Double

        /// Whether the last contour still takes points.
        private var isOpen = false
        /// Whether the open contour has had a drawing command (a lone `move` draws nothing).
        private var isDrawn = false

        init(epsilon: Double) {
            self.epsilon = epsilon
            epsilonSquared = epsilon * epsilon
        }

        /// Whether `p` and `q` lie farther apart than `epsilon` (a NaN distance is not).
        @inline(__always)
        private func areApart(_ p: Point, _ q: Point) -> Bool {
            let d = p - q
            return d.dot(d) > epsilonSquared
        }

        /// Empties the line for reuse with a new `epsilon`, keeping its arrays' storage.
        mutating func reset(epsilon: Double) {
            self.epsilon = epsilon
            points.removeAll(keepingCapacity: true)
            isCorner.removeAll(keepingCapacity: true)
            contours.removeAll(keepingCapacity: true)
            isOpen = false
            isDrawn = false
        }

        /// Ends the open contour and starts a new one at `p`.
        mutating func begin(_ p: Point, direction: Point = Point(1, 0)) {
            finish()
            contours.append(Contour(start: points.count, count: 1, isClosed: false, direction: direction))
            points.append(p)
            isCorner.append(true)
            isOpen = true
            isDrawn = false
        }

        /// Adds a point to the open contour, merging it into the previous point when they nearly coincide.
        mutating func add(_ p: Point, corner: Bool) {
            guard isOpen else { return }
            isDrawn = true
            if append(p, after: points[points.count - 1], corner: corner) { contours[contours.count - 1].count += 1 }
        }

        /// Appends `p` with its corner mark, or merges it into the last point, `last`, when the two
        /// nearly coincide (a corner mark carries over). Returns whether it appended; the
        /// contour's count is the caller's to update.
        @inline(__always)
        private mutating func append(_ p: Point, after last: Point, corner: Bool) -> Bool {
            guard areApart(p, last) else {
                if corner { isCorner[isCorner.count - 1] = true }
                return false
            }
            points.append(p)
            isCorner.append(corner)
            return true
        }

        /// Closes the open contour (its last point joins its first).
        mutating func close() {
            guard isOpen else { return }
            isDrawn = true
            let c = contours.count - 1
            let first = contours[c].start, last = points.count - 1
            if last > first, !areApart(points[last], points[first]) {
                points.removeLast()
                isCorner.removeLast()
                contours[c].count -= 1
            }
            isCorner[first] = true
            contours[c].isClosed = true
            isOpen = false
        }

        /// Ends the open contour; a contour that never drew is dropped.
        mutating func finish() {
            guard isOpen else { return }
            isOpen = false
            if !isDrawn, let c = contours.popLast() {
                points.removeSubrange(c.start...)
                isCorner.removeSubrange(c.start...)
            }
        }

        /// Whether a contour is open for `add`.
        var hasOpenContour: Bool { isOpen }

        /// Removes a finished contour, returning its points and corner marks.
        mutating func removeContour(at index: Int) -> (points: [Point], corners: [Bool]) {
            let c = contours.remove(at: index)
            let taken = (Array(points[c.range]), Array(isCorner[c.range]))
            points.removeSubrange(c.range)
            isCorner.removeSubrange(c.range)
            for i in index..<contours.count { contours[i].start -= c.count }
            return taken
        }

        /// The centre line with every point mapped by `t`, merged again with `epsilon`
        /// measured in the mapped space.
        func mapped(by t: Transform, epsilon: Double) -> Centerline {
            var out = Centerline(epsilon: epsilon)
            mapped(by: t, epsilon: epsilon, into: &out)
            return out
        }

        /// `mapped(by:epsilon:)` written into `out`, whose storage is reused.
        func mapped(by t: Transform, epsilon: Double, into out: inout Centerline) {
            out.reset(epsilon: epsilon)
            out.points.reserveCapacity(points.count)
            out.isCorner.reserveCapacity(points.count)
            for c in contours {
                let dir = t.applyToVector(c.direction).normalized ?? Point(1, 0)
                out.begin(t.apply(points[c.start]), direction: dir)
                out.isCorner[out.points.count - 1] = isCorner[c.start]
                out.isDrawn = true
                for i in (c.start + 1)..<(c.start + c.count) {
                    out.add(t.apply(points[i]), corner: isCorner[i])
                }
                if c.isClosed { out.close() } else { out.finish() }
            }
        }
    }
}

extension Stroker.Centerline {
    /// The centre line of `path` in its own (user) space.
    ///
    /// Curves are cut with `Flattener` to `tolerance` (user units), and finer where needed
    /// so that the outer offset, `deviceHalfWidth` device pixels away, also stays within
    /// `Flattener.tolerance`: each piece of a curve turns by at most about
    /// √(8·tol / halfWidth), so the corner between two offset pieces stays within tolerance.
    /// Contours whose control points, mapped by `cull.transform` and padded by
    /// `cull.padding`, lie wholly outside `cull.clip` are left out.
    static func build(_ path: Path, tolerance: Double, deviceHalfWidth: Double,
                      cull: (clip: Rect, transform: Transform, padding: Double)?) -> Stroker.Centerline {
        var line = Stroker.Centerline(epsilon: tolerance * 1e-6)
        build(path, tolerance: tolerance, deviceHalfWidth: deviceHalfWidth, cull: cull, into: &line)
        return line
    }

    /// `build` written into `line`, whose storage is reused. Stops, returning false, once
    /// the line holds more than `maxPoints` points.
    @discardableResult
    static func build(_ path: Path, tolerance: Double, deviceHalfWidth: Double,
                      cull: (clip: Rect, transform: Transform, padding: Double)?, maxPoints: Int = .max,
                      into line: inout Stroker.Centerline) -> Bool {
        line.reset(epsilon: tolerance * 1e-6)
        let elements = path.elements
        var current = Point.zero, subpathStart = Point.zero
        var i = 0
        while i < elements.count {
            var j = i + 1
            while j < elements.count {
                if case .move = elements[j] { break }
                j += 1
            }
            let visible = cull.map { isVisible(elements[i..<j], from: current, $0) } ?? true
            for el in elements[i..<j] {
                guard line.points.count <= maxPoints else { return false }
                switch el {
                case .move(let p):
                    if visible { line.begin(p) }
                    current = p
                    subpathStart = p
                case .line(let p):
                    if visible {
                        if !line.hasOpenContour { line.begin(current) }
                        line.add(p, corner: true)
                    }
                    current = p
                case .quad(let c, let p):
                    if visible {
                        if !line.hasOpenContour { line.begin(current) }
                        let n = segmentCount(secondDifference: (current - c * 2 + p).length, wangFactor: 4,
                                             turns: turningEdges(current, c, p), nil, tolerance, deviceHalfWidth)
                        let before = line.points.count
                        Flattener.appendQuad(current, c, p, segments: n, preserveArea: false, into: &line.points)
                        line.addCurve(appendedFrom: before)
                    }
                    current = p
                case .cubic(let c1, let c2, let p):
                    if visible {
                        if !line.hasOpenContour { line.begin(current) }
                        let dd = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                        let n = segmentCount(secondDifference: dd, wangFactor: 4.0 / 3.0,
                                             turns: turningEdges(current, c1, c2),
                                             turningEdges(c1, c2, p, skipping: current), tolerance, deviceHalfWidth)
                        let before = line.points.count
                        Flattener.appendCubic(current, c1, c2, p, segments: n, preserveArea: false,
                                              into: &line.points)
                        line.addCurve(appendedFrom: before)
                    }
                    current = p
                case .close:
                    if visible {
                        if !line.hasOpenContour { line.begin(current) }
                        line.close()
                    }
                    current = subpathStart
                }
            }
            i = j
        }
        line.finish()
        return line.points.count <= maxPoints
    }

    /// Takes in a flattened curve's points, which the flattener has appended to `points`
    /// from index `start` on (after the open contour's last point): the inner ones as curve
    /// points, the end point as a corner. What `add` does point by point, with the contour's
    /// count updated once.
    private mutating func addCurve(appendedFrom start: Int) {
        let n = points.count - start
        guard n > 0 else { return }
        isDrawn = true
        // Nearly always no point is within epsilon of the one before (the pieces of a curve
        // are far longer): then the points stay where they are and get their marks.
        // start ≥ 1 (the open contour has a point), so start − 1 ..< count is in the array.
        let noneMerge = points.withUnsafeBufferPointer { pts in
            var last = pts[start - 1]
            for j in start..<pts.count {
                let q = pts[j]
                guard areApart(q, last) else { return false }
                last = q
            }
            return true
        }
        if noneMerge {
            Self.falses.withUnsafeBufferPointer { falses in
                // n − 1 < n ≤ Flattener.maxSegmentsPerCurve = falses.count.
                isCorner.append(contentsOf: UnsafeBufferPointer(rebasing: falses[..<(n - 1)]))
            }
            isCorner.append(true)
            contours[contours.count - 1].count += n
            return
        }
        let pts = Array(points[start...])
        points.removeSubrange(start...)
        points.reserveRoom(for: n)
        isCorner.reserveRoom(for: n)
        var last = points[start - 1]
        var added = 0
        // Indices come from `enumerated()`: inside the buffer.
        pts.withUnsafeBufferPointer { pts in
            for (k, q) in pts.enumerated() where append(q, after: last, corner: k == pts.count - 1) {
                last = q
                added += 1
            }
        }
        contours[contours.count - 1].count += added
    }

    /// As many `false` marks as a curve has points, to append the marks of a curve's inner
    /// points in one copy.
    private static let falses = [Bool](repeating: false, count: Flattener.maxSegmentsPerCurve)

    /// How many pieces to cut a curve into: n with n² = n_wang² + Θ²·w/(8·tol), Wang's count
    /// for the curve itself (n_wang² = dd / (wangFactor · tolerance), dd the largest second
    /// difference of its control points), plus enough pieces that each turns little enough
    /// for the offset at device half-width w. Capped at `Flattener.maxSegmentsPerCurve`.
    static func segmentCount(secondDifference dd: Double, wangFactor: Double, turning: Double,
                             _ tolerance: Double, _ deviceHalfWidth: Double) -> Int {
        let wang = dd / (wangFactor * tolerance)
        let offset = turning * turning * deviceHalfWidth / (8 * Flattener.tolerance)
        return Flattener.segmentCount(squared: wang + offset)
    }

    /// `segmentCount` for a curve turning by the sum of the angles between the edge pairs
    /// `first` and `second` (nil: no angle), without the two `atan2` calls when they cannot
    /// change the count.
    ///
    /// The count only grows with the angle (each step from the angle to the count rounds
    /// monotonically), so when the counts for the sums of the angles' lower and upper bounds
    /// (`turningBounds`) agree, the exact angles' count is that one too; otherwise it is
    /// worked out from them.
    @inline(__always)
    static func segmentCount(secondDifference dd: Double, wangFactor: Double,
                             turns first: (u: Point, v: Point)?, _ second: (u: Point, v: Point)?,
                             _ tolerance: Double, _ deviceHalfWidth: Double) -> Int {
        if let b1 = turningBounds(first), let b2 = turningBounds(second) {
            let lo = segmentCount(secondDifference: dd, wangFactor: wangFactor, turning: b1.lo + b2.lo,
                                  tolerance, deviceHalfWidth)
            let hi = segmentCount(secondDifference: dd, wangFactor: wangFactor, turning: b1.hi + b2.hi,
                                  tolerance, deviceHalfWidth)
            if lo == hi { return lo }
        }
        return segmentCount(secondDifference: dd, wangFactor: wangFactor,
                            turning: turning(first) + turning(second), tolerance, deviceHalfWidth)
    }

    /// The edges a→b and b→c of a control polygon whose angle counts towards a curve's
    /// turning, or nil when it is taken as 0: an empty edge b→c contributes nothing, an
    /// empty edge a→b is replaced by `skipping`→b.
    static func turningEdges(_ a: Point, _ b: Point, _ c: Point, skipping: Point? = nil) -> (u: Point, v: Point)? {
        var u = b - a
        if u.x == 0, u.y == 0, let s = skipping { u = b - s }
        let v = c - b
        guard u.x != 0 || u.y != 0, v.x != 0 || v.y != 0 else { return nil }
        return (u, v)
    }

    /// The angle (0…π) between the edges, 0 for none.
    static func turning(_ edges: (u: Point, v: Point)?) -> Double {
        guard let edges else { return 0 }
        let (u, v) = (edges.u, edges.v)
        let angle = atan2(abs(u.cross(v)), u.dot(v))
        return angle.isFinite ? angle : 0
    }

    /// Bounds lo ≤ `turning(edges)` ≤ hi, or nil when they are not worked out (a number
    /// that is not finite, or too small to divide by safely: the angle is taken exactly then).
    ///
    /// atan(t) for t = min/max of |cross| and |dot| (in 0…1) from a polynomial within 1e-5
    /// of it (Abramowitz and Stegun 4.4.49), then placed in its octant; the bounds are 1e-4
    /// either side, far more than that error and the rounding of these few steps.
    @inline(__always)
    static func turningBounds(_ edges: (u: Point, v: Point)?) -> (lo: Double, hi: Double)? {
        guard let edges else { return (0, 0) }
        let (u, v) = (edges.u, edges.v)
        // (`magnitude` and compares rather than `abs`, `min` and `max`, calls on the
        // portable x86-64 target.)
        let s = u.cross(v).magnitude, c = u.dot(v)
        let ac = c.magnitude
        let big = s > ac ? s : ac, small = s > ac ? ac : s
        guard s.isFinite, c.isFinite, big > 1e-200 else { return nil }
        let t = small / big, t2 = t * t
        let a = t * (0.9998660 + t2 * (-0.3302995 + t2 * (0.1801410 + t2 * (-0.0851330 + t2 * 0.0208351))))
        var angle = s > ac ? Double.pi / 2 - a : a
        if c < 0 { angle = Double.pi - angle }
        let margin = 1e-4
        return (angle > margin ? angle - margin : 0, angle + margin)
    }

    /// `isVisible` for the contour `move a`, `line b`, without the slice of elements.
    static func isVisible(segmentFrom a: Point, to b: Point,
                          _ cull: (clip: Rect, transform: Transform, padding: Double)) -> Bool {
        // The same steps as `isVisible`, so that the two agree exactly.
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            let q = cull.transform.apply(p)
            x0 = min(x0, q.x); y0 = min(y0, q.y); x1 = max(x1, q.x); y1 = max(y1, q.y)
        }
        add(a)
        add(b)
        let pad = cull.padding, clip = cull.clip
        return !(x1 + pad < clip.minX || x0 - pad > clip.maxX || y1 + pad < clip.minY || y0 - pad > clip.maxY)
    }

    /// Whether a contour's control points, mapped and padded, can touch the clip.
    static func isVisible(_ elements: ArraySlice<Path.Element>, from current: Point,
                                  _ cull: (clip: Rect, transform: Transform, padding: Double)) -> Bool {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            let q = cull.transform.apply(p)
            x0 = min(x0, q.x); y0 = min(y0, q.y); x1 = max(x1, q.x); y1 = max(y1, q.y)
        }
        if let first = elements.first, case .move = first {} else { add(current) }
        for el in elements {
            switch el {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        let pad = cull.padding, clip = cull.clip
        // Written so that a NaN (from an infinite padding) keeps the contour.
        return !(x1 + pad < clip.minX || x0 - pad > clip.maxX || y1 + pad < clip.minY || y0 - pad > clip.maxY)
    }
}
