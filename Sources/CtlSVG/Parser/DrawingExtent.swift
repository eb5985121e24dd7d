import CtlRaster

/// The right and bottom edges of what a tree draws, for a root whose size is a percentage of
/// nothing (no viewBox): the document is then as large as its drawing, from the origin. Strokes
/// count (half their width out of the path's box), as in the usvg whose renders the suite
/// holds; paths that paint nothing do not.
enum DrawingExtent {
    /// The largest x and y that `nodes` reach under `transform`; nil when they draw nothing.
    static func of(_ nodes: [TreeNode], transform: Transform = .identity) -> (right: Double, bottom: Double)? {
        var extent: (right: Double, bottom: Double)?
        func add(_ box: Rect?) {
            guard let box else { return }
            extent = (max(extent?.right ?? box.maxX, box.maxX), max(extent?.bottom ?? box.maxY, box.maxY))
        }
        for node in nodes {
            switch node {
            case .group(let g):
                if let inner = of(g.children, transform: g.transform.concatenating(transform)) {
                    add(Rect(x: inner.right, y: inner.bottom, width: 0, height: 0))
                }
            case .path(let p):
                guard p.fill != nil || p.stroke != nil, var box = PathBounds.bounds(of: p.path) else { continue }
                if let stroke = p.stroke { box = box.insetBy(dx: -stroke.style.width / 2, dy: -stroke.style.width / 2) }
                add(transform.apply(box))
            case .image(let i):
                add(transform.apply(i.viewRect))
            }
        }
        return extent
    }
}
