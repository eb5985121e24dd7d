// Strokes of paths whose every subpath is one straight segment (`M a L b`): rules,
// separators, ticks, the spokes of a spinner. Their outline needs no centre line: each
// segment is one polygon, its left offset, the end cap, its right offset backwards and
// the start cap, which `Outline.addSegment` emits for the general way too. So the result
// is the general stroker's, point for point; only the centre line's arrays are skipped.

extension Stroker {
    /// The outline of `path` when each of its subpaths is a single straight segment longer
    /// than `epsilon` (the centre line's merging distance), or `nil` to go the general way.
    /// Segments whose stroke cannot touch `cull` are left out, as the centre line leaves them,
    /// and those reaching out of `farBox` are cut to it, as `Centerline.cut` cuts them.
    static func separateSegments(_ path: Path, epsilon: Double,
                                 cull: (clip: Rect, transform: Transform, padding: Double)?, farBox: Rect? = nil,
                                 style: StrokeStyle, transform: Transform, deviceHalfWidth: Double,
                                 miterLimit: Double, storage: Storage?) -> FlatPath? {
        return path.elements.withUnsafeBufferPointer { elements -> FlatPath? in
            guard !elements.isEmpty, elements.count % 2 == 0 else { return nil }
            // i + 1 < elements.count: i is even and the count is even.
            for i in stride(from: 0, to: elements.count, by: 2) {
                guard case .move(let a) = elements[i], case .line(let b) = elements[i + 1],
                      (b - a).length > epsilon else { return nil }
            }
            guard let storage else {
                var outline = Outline()
                return outline.buildSegments(elements, cull: cull, farBox: farBox, epsilon: epsilon,
                                             transform: transform, halfWidth: style.width / 2,
                                             deviceHalfWidth: deviceHalfWidth, style: style, miterLimit: miterLimit)
            }
            // One access to the storage for the whole outline.
            return storage.outline.buildSegments(elements, cull: cull, farBox: farBox, epsilon: epsilon,
                                                 transform: transform, halfWidth: style.width / 2,
                                                 deviceHalfWidth: deviceHalfWidth,
                                                 style: style, miterLimit: miterLimit)
        }
    }
}

extension Stroker.Outline {
    /// `start`, then the polygons of `elements`, pairs `move a`, `line b` (as `separateSegments`
    /// checked), leaving out those whose stroke cannot touch `cull` and cutting those that
    /// reach out of `farBox` (a cut leaving `epsilon` or less is left out, as the centre
    /// line merges its ends).
    fileprivate mutating func buildSegments(_ elements: UnsafeBufferPointer<Path.Element>,
                                            cull: (clip: Rect, transform: Transform, padding: Double)?,
                                            farBox: Rect?, epsilon: Double,
                                            transform: Transform, halfWidth: Double, deviceHalfWidth: Double,
                                            style: StrokeStyle, miterLimit: Double) -> FlatPath {
        start(transform: transform, halfWidth: halfWidth, deviceHalfWidth: deviceHalfWidth, style: style,
              miterLimit: miterLimit)
        // i + 1 < elements.count: i is even and the count is even.
        for i in stride(from: 0, to: elements.count, by: 2) {
            guard case .move(let start) = elements[i], case .line(let end) = elements[i + 1] else { continue }
            if let cull, !Stroker.Centerline.isVisible(segmentFrom: start, to: end, cull) { continue }
            var (a, b) = (start, end)
            if let farBox, !Stroker.Centerline.isInside(a, farBox) || !Stroker.Centerline.isInside(b, farBox) {
                guard let near = Stroker.Centerline.clip(a, b, to: farBox) else { continue }
                let d = near.1 - near.0
                guard d.dot(d) > epsilon * epsilon else { continue }
                (a, b) = near
            }
            let v = b - a
            addSegment(from: a, to: b, direction: v / v.length)
        }
        return path
    }

    /// The polygon of the open contour a → b of unit direction `d`: left side forwards,
    /// end cap, right side backwards, start cap.
    mutating func addSegment(from a: Point, to b: Point, direction d: Point) {
        pen.emit(a + pen.left(d), into: &polygon)
        pen.emit(b + pen.left(d), into: &polygon)
        pen.cap(pen.cap, at: b, direction: d, into: &polygon)
        pen.emit(b + pen.left(-d), into: &polygon)
        pen.emit(a + pen.left(-d), into: &polygon)
        pen.cap(pen.cap, at: a, direction: -d, into: &polygon)
        endPolygon()
    }
}
