/// Cuts the centre line of a stroke into dashes, as SVG's `stroke-dasharray` and
/// `stroke-dashoffset` say.
///
/// - Lengths are measured along the flattened contour in its own space (user units).
/// - The pattern restarts at each contour, `offset` into it; a negative offset counts
///   back from the end of the pattern. An odd-length array is repeated to even length.
/// - Each dash becomes an open contour, stroked with caps; a dash of zero length is a
///   one-point contour (a dot or a square along the path with round or square caps).
///   A dash that would start exactly at the end of a contour is not drawn.
/// - On a closed contour, when the pattern is on both at the start and at the end, the
///   last dash goes on into the first, joined at the start point, as one dash; when one
///   dash covers the whole contour, the contour stays closed.
enum Dasher {
    /// The pattern SVG uses for `dash`, or `nil` for a solid line: an empty array, a
    /// negative or non-finite entry, or entries summing to zero mean solid.
    static func pattern(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let sum = dash.reduce(0, +)
        guard sum > 0, sum.isFinite else { return nil }
        return dash.count % 2 == 0 ? dash : dash + dash
    }

    /// The dashes of `line` for `pattern` (as returned by `pattern(_:)`) starting `offset`
    /// into it.
    ///
    /// - Throws: `LimitExceeded` when there would be more than `maxDashes` dashes, counted
    ///   from the lengths before any is cut (so the refusal costs O(points)).
    /// - Complexity: O(points + dashes).
    static func dash(_ line: Stroker.Centerline, pattern: [Double], offset: Double,
                     maxDashes: Int = RenderLimits.current.dashes) throws(LimitExceeded) -> Stroker.Centerline {
        var out = Stroker.Centerline(epsilon: line.epsilon)
        try dash(line, pattern: pattern, offset: offset, maxDashes: maxDashes, into: &out)
        return out
    }

    /// `dash` written into `out`, whose storage is reused (emptied first).
    static func dash(_ line: Stroker.Centerline, pattern: [Double], offset: Double,
                     maxDashes: Int = RenderLimits.current.dashes,
                     into out: inout Stroker.Centerline) throws(LimitExceeded) {
        let period = pattern.reduce(0, +)
        var total = 0.0
        for c in line.contours { total += length(of: c, in: line) }
        // Each contour may start with a part of a dash.
        let estimate = (total / period * Double(pattern.count / 2)).rounded(.up) + Double(line.contours.count)
        guard estimate <= Double(maxDashes) else {
            // (An estimate too large for an Int, or NaN, is reported as "more than the limit".)
            let countable = estimate < 1e18
            throw LimitExceeded(limit: .dashes, requested: countable ? Int(estimate) : maxDashes, allowed: maxDashes,
                                what: "a dashed stroke", isLowerBound: !countable)
        }

        let (index, remaining) = start(in: pattern, period: period, offset: offset.isFinite ? offset : 0)
        out.reset(epsilon: line.epsilon)
        for c in line.contours {
            dashContour(c, of: line, pattern: pattern, index: index, remaining: remaining, into: &out)
        }
        out.finish()
    }

    /// Where the pattern stands at the start of a contour: the index of the current
    /// interval and how much of it is left.
    static func start(in pattern: [Double], period: Double, offset: Double) -> (index: Int, remaining: Double) {
        var phase = offset.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        if !(phase < period) { phase = 0 }   // rounding brought it to the period
        for (i, length) in pattern.enumerated() {
            if phase > length || (phase == length && length > 0) {
                phase -= length
            } else {
                return (i, length - phase)
            }
        }
        return (0, pattern[0])   // rounding left a phase past the last interval
    }

    private static func length(of c: Stroker.Centerline.Contour, in line: Stroker.Centerline) -> Double {
        guard c.count > 1 else { return 0 }
        var sum = 0.0
        for i in c.start..<(c.start + c.count - 1) { sum += (line.points[i + 1] - line.points[i]).length }
        if c.isClosed { sum += (line.points[c.start] - line.points[c.start + c.count - 1]).length }
        return sum
    }

    private static func dashContour(_ c: Stroker.Centerline.Contour, of line: Stroker.Centerline, pattern: [Double],
                                    index startIndex: Int, remaining startRemaining: Double,
                                    into out: inout Stroker.Centerline) {
        let pts = line.points, k = c.count, s = c.start
        var index = startIndex, remaining = startRemaining
        var isOn = index % 2 == 0
        guard k > 1 else {
            // A zero-length contour is a dot, drawn when the pattern starts on.
            if isOn {
                out.begin(pts[s], direction: c.direction)
                out.add(pts[s], corner: true)
            }
            return
        }
        let segmentCount = c.isClosed ? k : k - 1
        let startsOn = isOn
        // The first dash of a closed contour, which the last dash may have to continue into.
        var firstDash: Int? = nil
        var firstDashEnded = false
        if isOn {
            let d = (pts[s + 1] - pts[s]).normalized ?? Point(1, 0)
            out.begin(pts[s], direction: d)
            if c.isClosed { firstDash = out.contours.count - 1 }
        }
        for j in 0..<segmentCount {
            // The segment's end vertex: j + 1, or 0 for a closed contour's last segment.
            let e = j + 1 == k ? 0 : j + 1
            let a = pts[s + j], b = pts[s + e]
            let v = b - a, l = v.length
            let d = l > 0 ? v / l : Point(1, 0)
            let isLast = j == segmentCount - 1
            var t = 0.0
            // Every interval boundary inside this segment (at its end too, but not at the
            // contour's end, where a new dash would have no length to draw).
            while remaining < l - t || (remaining == l - t && !isLast) {
                t += remaining
                let p = t >= l ? b : a + v * (t / l)
                if isOn {
                    out.add(p, corner: true)
                    out.finish()
                    if firstDash != nil { firstDashEnded = true }
                } else {
                    out.begin(p, direction: d)
                }
                index = index + 1 == pattern.count ? 0 : index + 1
                remaining = pattern[index]
                isOn.toggle()
            }
            remaining -= l - t
            if isOn { out.add(b, corner: line.isCorner[s + e]) }
        }
        guard c.isClosed, startsOn, let first = firstDash else { return }
        if !firstDashEnded {
            out.close()   // one dash went all the way round
        } else if isOn {
            // The last dash reaches the start: it goes on as the first dash.
            let head = out.removeContour(at: first)
            for (p, corner) in zip(head.points, head.corners) { out.add(p, corner: corner) }
        }
    }
}
