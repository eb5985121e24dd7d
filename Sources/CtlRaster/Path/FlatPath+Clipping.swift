// Far geometry, brought near.
//
// The rasterizer's arithmetic is exact enough for any coordinate within a few million
// pixels of the canvas, but a point at 1e30 or 1e300 makes its differences overflow
// to infinity and its products lose every digit. Such a path is first clipped to a
// rectangle R a pixel larger than the canvas, one side of R at a time (Sutherland and
// Hodgman): a contour's run outside a side is replaced by the stretch of that side
// between the points where the contour left and re-entered.
//
// That changes no pixel's coverage. The old run and the new stretch together form
// closed loops lying wholly on the far side of the line, so they wind zero times
// around every point of the near side: winding numbers inside R, and so coverage
// under either fill rule, are those of the original path, as long as the crossing points
// lie on the edges. So they are worked out exactly (`LineCrossing`): a crossing is within
// an ulp of the true one however far the ends lie (rounded from a fraction of the edge, a
// crossing near the canvas on an edge between ends at 1e20 was off by thousands of pixels),
// an edge and its reverse cross at the same point (`M0 0 L1e20 1e20`, which has no area,
// filled half the canvas when the return edge's fraction rounded to 1), and an edge
// parallel to a side keeps its exact value.

extension FlatPath {
    /// Whether points spanning `bounds` (a path's `extent`) reach beyond `farMargin` pixels
    /// around a `width × height` canvas, so that `clipped(to:)` should bring them near first.
    static func isFar(_ bounds: (lo: SIMD2<Double>, hi: SIMD2<Double>), width: Int, height: Int) -> Bool {
        let margin = FlatPath.farMargin
        return bounds.lo.x < -margin || bounds.lo.y < -margin
            || bounds.hi.x > Double(width) + margin || bounds.hi.y > Double(height) + margin
    }

    /// How far outside the canvas a point may lie before its path is clipped (2²⁴ px):
    /// within it, every difference and product the rasterizer forms is exact to far
    /// below a coverage level.
    static let farMargin = Double(1 << 24)

    /// The path clipped to `rect`: each contour's winding number is unchanged at every
    /// point inside `rect`, and every point of the result lies in it.
    func clipped(to rect: Rect) -> FlatPath {
        var out = FlatPath()
        var a: [Point] = [], b: [Point] = []
        // contour.range lies in `points` (see forEachEdge); the slice is bounds-checked too.
        points.withUnsafeBufferPointer { pts in
            for contour in contours where contour.count > 1 {
                a.removeAll(keepingCapacity: true)
                a.append(contentsOf: pts[contour.range])
                FlatPath.clip(&a, &b, side: .left, rect.minX)
                FlatPath.clip(&a, &b, side: .right, rect.maxX)
                FlatPath.clip(&a, &b, side: .top, rect.minY)
                FlatPath.clip(&a, &b, side: .bottom, rect.maxY)
                guard a.count > 1 else { continue }
                out.contours.append(Contour(start: out.points.count, count: a.count, isClosed: contour.isClosed))
                out.points.append(contentsOf: a)
            }
        }
        return out
    }

    private enum Side { case left, right, top, bottom }

    /// Clips the closed polygon `poly` to one side of a line, using `spare` as scratch.
    private static func clip(_ poly: inout [Point], _ spare: inout [Point], side: Side, _ edge: Double) {
        guard poly.count > 1 else { return }
        spare.removeAll(keepingCapacity: true)
        func inside(_ p: Point) -> Bool {
            switch side {
            case .left: return p.x >= edge
            case .right: return p.x <= edge
            case .top: return p.y >= edge
            case .bottom: return p.y <= edge
            }
        }
        var prev = poly[poly.count - 1]
        var prevIn = inside(prev)
        for p in poly {
            let pIn = inside(p)
            if pIn != prevIn { spare.append(crossing(prev, p, side: side, edge)) }
            if pIn { spare.append(p) }
            prev = p
            prevIn = pIn
        }
        swap(&poly, &spare)
    }

    /// Where the segment from `p` to `q`, whose ends lie on either side, crosses the line:
    /// within about an ulp of the exact crossing, and the same point for the segment
    /// reversed, so that the two edges of a path going there and back stay one on the other.
    private static func crossing(_ p: Point, _ q: Point, side: Side, _ edge: Double) -> Point {
        switch side {
        case .left, .right:
            return Point(edge, LineCrossing.y(atX: edge, p, q))
        case .top, .bottom:
            return Point(LineCrossing.x(atY: edge, p, q), edge)
        }
    }
}
