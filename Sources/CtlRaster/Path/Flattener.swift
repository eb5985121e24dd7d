/// Turns curves into straight segments.
///
/// Curves are transformed first (an affine map of a Bézier curve is the Bézier
/// curve of the mapped control points), then cut into `n` pieces of equal
/// parameter step, with `n` from Wang's bound on the second differences of the
/// control points: the chords then stay within `tolerance` device pixels of
/// the curve.
///
/// The points are walked by forward differences (three additions a point for a cubic),
/// which for n ≤ `maxSegmentsPerCurve` steps stays within a few units in the last place
/// of the coefficients' size times n.
///
/// Chords between points on a curve lie inside it, so a flattened disc is a
/// little smaller than the true one: with 0.1 px chords the edge pixels of a
/// small circle lose several levels of coverage. With `preserveArea` each
/// inner point moves by −1/12 of the curve's second difference there,
/// B(t + h) − 2B(t) + B(t − h) = h²·B''(t). Its part normal to the curve moves the
/// point away from the centre of curvature by 2/3 of the local chord height
/// h²·|B''⊥|/8, the displacement at which the area the chord cuts off equals the area
/// it adds, so curved edges keep their area on average instead of being consistently
/// thin. Its part along the curve only slides the point along it, which changes the
/// area by terms of order h⁴, and needs no projection (no division) to leave out.
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
    /// curve adds at most `maxSegmentsPerCurve`, so memory stays within that much more);
    /// `out.points.count` then says how far it got, and its contours are incomplete.
    @discardableResult
    static func flatten(_ path: Path, transform: Transform, clip: Rect?, tolerance: Double = Flattener.tolerance,
                        preserveArea: Bool = true, maxPoints: Int = .max, into out: inout FlatPath) -> Bool {
        out.removeAll()
        // The clip's corners, for `outside`; nil without a clip.
        let clipCorners = clip.map { (lo: SIMD2($0.minX, $0.minY), hi: SIMD2($0.maxX, $0.maxY)) }
        // The contour being built: the index of its first point (−1 before the first `move`)
        // and whether it was closed. It is added to `out.contours` once its count is known,
        // when the next contour begins or the path ends, rather than counted point by point.
        var start = -1, isClosed = false
        var last = Point.zero
        for el in path.elements {
            guard out.points.count <= maxPoints else { return false }
            switch el {
            case .move(let p):
                if start >= 0 {
                    out.contours.append(FlatPath.Contour(start: start, count: out.points.count - start,
                                                         isClosed: isClosed))
                }
                (start, isClosed) = (out.points.count, false)
                last = transform.apply(p)
                out.points.append(last)
            case .line(let p):
                last = transform.apply(p)
                out.points.append(last)
            case .quad(let c, let p):
                let (c1, p2) = (transform.apply(c), transform.apply(p))
                if let clipCorners, outside(clipCorners.lo, clipCorners.hi, last, c1, p2, p2) {
                    out.points.append(p2)
                } else {
                    appendQuad(last, c1, p2, tolerance: tolerance, preserveArea: preserveArea, into: &out.points)
                }
                last = p2
            case .cubic(let c1, let c2, let p):
                let (d1, d2, p3) = (transform.apply(c1), transform.apply(c2), transform.apply(p))
                if let clipCorners, outside(clipCorners.lo, clipCorners.hi, last, d1, d2, p3) {
                    out.points.append(p3)
                } else {
                    appendCubic(last, d1, d2, p3, tolerance: tolerance, preserveArea: preserveArea,
                                into: &out.points)
                }
                last = p3
            case .close:
                // Every contour of a `Path` starts with a `move`, so one is open here.
                if start >= 0 { isClosed = true }
            }
        }
        if start >= 0 {
            out.contours.append(FlatPath.Contour(start: start, count: out.points.count - start, isClosed: isClosed))
        }
        return out.points.count <= maxPoints
    }

    /// Appends the points of a flattened quadratic curve after `p0` (the end point last).
    static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double,
                           preserveArea: Bool, into out: inout [Point]) {
        let n = segmentCount(squared: (p0 - p1 * 2 + p2).length / (4 * tolerance))
        appendQuad(p0, p1, p2, segments: n, preserveArea: preserveArea, into: &out)
    }

    /// Appends the points of a quadratic curve cut into `n` ≥ 1 pieces after `p0` (the end point last).
    static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, segments n: Int,
                           preserveArea: Bool, into out: inout [Point]) {
        let c2 = p0 - p1 * 2 + p2                   // B(t) = p0 + c1·t + c2·t²
        let h = 1 / Double(n)
        let c1 = (p1 - p0) * 2
        // B(t + h) − B(t) = (c1 + c2·(2t + h))·h, whose step is the constant second difference.
        var step = (c1 + c2 * h) * h
        let second = c2 * (2 * h * h)
        let compensation = second * (-1.0 / 12)
        var q = p0
        out.reserveRoom(for: n)
        // One loop per setting, so that no point tests it.
        if preserveArea {
            for _ in 1..<n {
                q = q + step
                step = step + second
                out.append(q + compensation)
            }
        } else {
            for _ in 1..<n {
                q = q + step
                step = step + second
                out.append(q)
            }
        }
        out.append(p2)
    }

    /// Appends the points of a flattened cubic curve after `p0` (the end point last).
    static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                            preserveArea: Bool, into out: inout [Point]) {
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = segmentCount(squared: 0.75 * dd / tolerance)
        appendCubic(p0, p1, p2, p3, segments: n, preserveArea: preserveArea, into: &out)
    }

    /// Appends the points of a cubic curve cut into `n` ≥ 1 pieces after `p0` (the end point last).
    static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, segments n: Int,
                            preserveArea: Bool, into out: inout [Point]) {
        let a = p0 - p1 * 2 + p2, b = p1 - p2 * 2 + p3
        let h = 1 / Double(n)
        // B(t) = p0 + c1·t + c2·t² + c3·t³, walked by forward differences: each point adds
        // `step` (B(t + h) − B(t)), which adds `second` (the second difference
        // B(t + 2h) − 2B(t + h) + B(t)), which adds the constant third difference 6·c3·h³.
        let c1 = (p1 - p0) * 3, c2 = a * 3, c3 = b - a
        let third = c3 * (6 * h * h * h)
        var step = (c1 + (c2 + c3 * h) * h) * h
        var second = c2 * (2 * h * h) + third
        var q = p0
        // Room for the n points first (growing geometrically, as appends do: a path of many
        // curves is not copied once per curve); one loop per setting, so that no point tests it.
        out.reserveRoom(for: n)
        if preserveArea {
            for _ in 1..<n {
                q = q + step
                step = step + second
                // `second` is now B(t + h) − 2B(t) + B(t − h) at the new point: exactly h²·B''(t)
                // for a cubic (the odd and fourth-order terms vanish).
                let compensation = second * (-1.0 / 12)
                second = second + third
                out.append(q + compensation)
            }
        } else {
            for _ in 1..<n {
                q = q + step
                step = step + second
                second = second + third
                out.append(q)
            }
        }
        out.append(p3)
    }

    /// n = ⌈√x⌉ clamped to 1…maxSegmentsPerCurve; `x` is n² as Wang's bound asks.
    @inline(__always)
    static func segmentCount(squared x: Double) -> Int {
        guard x > 1 else { return 1 }     // also NaN
        guard x < Double(maxSegmentsPerCurve * maxSegmentsPerCurve) else { return maxSegmentsPerCurve }
        // ⌈r⌉ from the truncation (r < 4096 here), without `rounded(.up)`, which is a
        // library call on the portable x86-64 target.
        let r = x.squareRoot()
        let n = Int(r)
        return Double(n) < r ? n + 1 : n
    }

    /// Whether the points `a`, `b`, `c`, `d` all lie on the far side of one edge of the
    /// clip whose corners are `lo` and `hi`.
    ///
    /// Their greatest and least x and y are taken side by side; a NaN is never picked by
    /// `.>` or `.<`, as it is not by `Swift.max` and `Swift.min`, and which of two equal
    /// values is kept does not change a comparison with the clip.
    @inline(__always)
    private static func outside(_ lo: SIMD2<Double>, _ hi: SIMD2<Double>,
                                _ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        var least = SIMD2(a.x, a.y), greatest = least
        func include(_ p: Point) {
            let v = SIMD2(p.x, p.y)
            least.replace(with: v, where: v .< least)
            greatest.replace(with: v, where: v .> greatest)
        }
        include(b)
        include(c)
        include(d)
        return any((greatest .< lo) .| (least .> hi))
    }
}
