// Strokes of paths whose every subpath is one straight segment (`M a L b`): rules,
// separators, ticks, the spokes of a spinner. Their outline needs no centre line: each
// segment is one polygon, its left offset, the end cap, its right offset backwards and
// the start cap, which `Outline.addSegment` emits for the general way too. So the result
// is the general stroker's, point for point; only the centre line's arrays are skipped.

extension Stroker {
    /// The outline of `path` when each of its subpaths is a single straight segment longer
    /// than `epsilon` (the centre line's merging distance), or `nil` to go the general way.
    /// Segments whose stroke cannot touch `cull` are left out, as the centre line leaves them.
    static func separateSegments(_ path: Path, epsilon: Double,
                                 cull: (clip: Rect, transform: Transform, padding: Double)?,
                                 style: StrokeStyle, transform: Transform, deviceHalfWidth: Double,
                                 miterLimit: Double, storage: Storage?) -> FlatPath? {
        let elements = path.elements
        guard !elements.isEmpty, elements.count % 2 == 0 else { return nil }
        for i in stride(from: 0, to: elements.count, by: 2) {
            guard case .move(let a) = elements[i], case .line(let b) = elements[i + 1],
                  (b - a).length > epsilon else { return nil }
        }
        var outline = Outline(transform: transform, halfWidth: style.width / 2,
                              arc: storage?.arc(deviceHalfWidth: deviceHalfWidth)
                                ?? ArcStep(deviceHalfWidth: deviceHalfWidth), style: style, miterLimit: miterLimit)
        if var buffers = storage?.takeOutline() { outline.adopt(&buffers) }
        for i in stride(from: 0, to: elements.count, by: 2) {
            guard case .move(let a) = elements[i], case .line(let b) = elements[i + 1] else { continue }
            if let cull, !Centerline.isVisible(elements[i..<(i + 2)], from: a, cull) { continue }
            let v = b - a
            outline.addSegment(from: a, to: b, direction: v / v.length)
        }
        storage?.outline = outline.releaseBuffers()
        return outline.path
    }
}

extension Stroker.Outline {
    /// The polygon of the open contour a → b of unit direction `d`: left side forwards,
    /// end cap, right side backwards, start cap.
    mutating func addSegment(from a: Point, to b: Point, direction d: Point) {
        emit(a + left(d))
        emit(b + left(d))
        cap(cap, at: b, direction: d)
        emit(b + left(-d))
        emit(a + left(-d))
        cap(cap, at: a, direction: -d)
        endPolygon()
    }
}
