// Strokes that reach far past the canvas.
//
// A stroke's outline is its centre line moved sideways by half the width. Far away
// that move is lost: at 1e20 a point moved by a few pixels rounds back onto itself
// (ulp(1e20) = 16384), so a diagonal stroke between points at ±1e20 had an outline of
// no width and drew nothing. So a centre line reaching more than `FlatPath.farMargin`
// device pixels past the clip is first cut to the box, in its own space, that holds the
// clip widened by that margin. What is cut away, and the caps the cut makes, lie that
// margin away from the clip, far past the stroke's reach, so no pixel changes; what is
// kept lies within it, where the sideways moves are exact to far below a coverage level.
// The cut points are exact crossings (`LineCrossing`): the kept pieces lie on the
// original segments, not on lines turned by the rounding of far coordinates.
//
// Centre lines within the margin, which is every stroke but an absurd one, are left as
// they are, so their outlines keep every bit.

extension Stroker.Centerline {
    /// The box, in the space `transform` maps to the device, outside which a centre line's
    /// points lie more than `FlatPath.farMargin` pixels from `clip`: the bounding box of the
    /// widened clip's corners mapped back. Nil when the transform has no finite inverse.
    static func farBox(clip: Rect, transform: Transform) -> Rect? {
        guard let inverse = transform.inverted() else { return nil }
        let m = FlatPath.farMargin
        let (x0, y0, x1, y1) = (clip.minX - m, clip.minY - m, clip.maxX + m, clip.maxY + m)
        let (a, b) = (inverse.apply(Point(x0, y0)), inverse.apply(Point(x1, y0)))
        let (c, d) = (inverse.apply(Point(x0, y1)), inverse.apply(Point(x1, y1)))
        let lo = Point(min(a.x, b.x, c.x, d.x), min(a.y, b.y, c.y, d.y))
        let hi = Point(max(a.x, b.x, c.x, d.x), max(a.y, b.y, c.y, d.y))
        guard lo.isFinite, hi.isFinite else { return nil }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// Whether some point of the line lies outside `box`.
    func reaches(outside box: Rect) -> Bool {
        points.contains { !Self.isInside($0, box) }
    }

    /// The line cut to `box` (see the top of this file), written into `out`: a contour
    /// inside it is kept whole; one reaching out becomes the open pieces of it inside the
    /// box, each ending where the contour crosses the box (a closed contour's pieces start
    /// and end there too, so none of them ends at one of its inner corners); pieces of no
    /// length, and contours of one point outside, are left out.
    func cut(to box: Rect, into out: inout Stroker.Centerline) {
        out.reset(epsilon: epsilon)
        for c in contours {
            let inside = points[c.range].allSatisfy { Self.isInside($0, box) }
            if inside {
                out.contours.append(Contour(start: out.points.count, count: c.count, isClosed: c.isClosed,
                                            direction: c.direction))
                out.points.append(contentsOf: points[c.range])
                out.isCorner.append(contentsOf: isCorner[c.range])
                continue
            }
            guard c.count > 1 else { continue }
            // A closed contour is walked from a vertex outside, round to it again.
            let first = c.isClosed ? (c.start..<(c.start + c.count)).first { !Self.isInside(points[$0], box) }!
                                   : c.start
            let segments = c.isClosed ? c.count : c.count - 1
            var pieceStart: Int? = nil
            for s in 0..<segments {
                // Vertex indices wrap within the contour: both lie in c.range.
                let iu = c.start + (first - c.start + s) % c.count
                let iv = c.start + (first - c.start + s + 1) % c.count
                guard let (a, b) = Self.clip(points[iu], points[iv], to: box) else {
                    if let start = pieceStart { out.endPiece(from: start) }
                    pieceStart = nil
                    continue
                }
                if pieceStart == nil {
                    pieceStart = out.points.count
                    out.points.append(a)
                    out.isCorner.append(true)
                }
                out.appendMerging(b, corner: b == points[iv] ? isCorner[iv] : true)
                if b != points[iv], let start = pieceStart {
                    out.endPiece(from: start)
                    pieceStart = nil
                }
            }
            if let start = pieceStart { out.endPiece(from: start) }
        }
    }

    /// Appends `p` to the piece being built, unless it lies within `epsilon` of the last point.
    private mutating func appendMerging(_ p: Point, corner: Bool) {
        let d = p - points[points.count - 1]
        guard d.dot(d) > epsilon * epsilon else { return }
        points.append(p)
        isCorner.append(corner)
    }

    /// Ends the piece whose points start at `start`: an open contour, or nothing when it
    /// has one point.
    private mutating func endPiece(from start: Int) {
        let count = points.count - start
        if count > 1 {
            contours.append(Contour(start: start, count: count, isClosed: false, direction: Point(1, 0)))
        } else {
            points.removeSubrange(start...)
            isCorner.removeSubrange(start...)
        }
    }

    /// Whether `p` lies in `box`, its edges included.
    @inline(__always)
    static func isInside(_ p: Point, _ box: Rect) -> Bool {
        p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY
    }

    /// The part of the segment p → q inside `box`, in the same direction, or nil when none
    /// is. Each end outside is moved to where the segment crosses the box, worked out from
    /// p and q themselves, so both ends lie on the original segment.
    static func clip(_ p: Point, _ q: Point, to box: Rect) -> (Point, Point)? {
        var (a, b) = (p, q)
        let (x0, x1, y0, y1) = (box.minX, box.maxX, box.minY, box.maxY)
        if a.x < x0 || b.x < x0 {
            if a.x < x0 && b.x < x0 { return nil }
            let c = Point(x0, LineCrossing.y(atX: x0, p, q))
            if a.x < x0 { a = c } else { b = c }
        }
        if a.x > x1 || b.x > x1 {
            if a.x > x1 && b.x > x1 { return nil }
            let c = Point(x1, LineCrossing.y(atX: x1, p, q))
            if a.x > x1 { a = c } else { b = c }
        }
        if a.y < y0 || b.y < y0 {
            if a.y < y0 && b.y < y0 { return nil }
            let c = Point(LineCrossing.x(atY: y0, p, q), y0)
            if a.y < y0 { a = c } else { b = c }
        }
        if a.y > y1 || b.y > y1 {
            if a.y > y1 && b.y > y1 { return nil }
            let c = Point(LineCrossing.x(atY: y1, p, q), y1)
            if a.y > y1 { a = c } else { b = c }
        }
        return (a, b)
    }
}
