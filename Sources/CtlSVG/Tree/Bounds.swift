import CtlRaster

/// Object bounding boxes (fill geometry only, no strokes) of subtrees.
enum Bounds {
    /// The union of the children's boxes in their parent's user space, or nil when empty.
    static func objectBoundingBox(of nodes: [TreeNode], transform: Transform = .identity) -> Rect? {
        var result: Rect?
        for node in nodes {
            var r: Rect?
            switch node {
            case .path(let p):
                r = PathBounds.bounds(of: p.path, transform: transform)
            case .group(let g):
                r = objectBoundingBox(of: g.children, transform: g.transform.concatenating(transform))
            case .image(let i):
                r = transform.apply(i.viewRect)
            }
            if let r { result = result.map { $0.union(r) } ?? r }
        }
        return result
    }

    /// The transform that maps the unit square onto `bbox` (objectBoundingBox units),
    /// nil when the box has no area.
    static func unitTransform(_ bbox: Rect?) -> Transform? {
        guard let b = bbox, b.width > 0, b.height > 0 else { return nil }
        return Transform(a: b.width, b: 0, c: 0, d: b.height, e: b.minX, f: b.minY)
    }
}
