import CtlRaster

extension Converter {
    /// `context-fill` and `context-stroke` in a `use`'s content take the `use`'s paint where the
    /// `use` is (SVG 2; as usvg resolves them): a gradient or pattern keeps its place in the
    /// space of the content (the `use`'s user space, after its transform and x/y), however the
    /// shapes inside are transformed, and its objectBoundingBox units are those of the content's
    /// whole box, not of each shape. Text and its decorations take it as any shape.
    func resolveUseContext(_ content: inout [TreeNode]) {
        let unresolved = content
        var box: Rect??
        // Computed once, and only for a server in objectBoundingBox units.
        let contentBox = { () -> Rect? in
            if let box { return box }
            let computed = Converter.boxOfBoxes(unresolved)
            box = .some(computed)
            return computed
        }
        resolveUseContext(&content, toContent: .identity, box: contentBox)
    }

    /// `toContent`: the nodes' space → the content's.
    private func resolveUseContext(_ nodes: inout [TreeNode], toContent: Transform, box: () -> Rect?) {
        for i in nodes.indices {
            switch nodes[i] {
            case .group(var g):
                resolveUseContext(&g.children, toContent: g.transform.concatenating(toContent), box: box)
                nodes[i] = .group(g)
            case .path(var p):
                guard p.fill?.fromUse == true || p.stroke?.fromUse == true else { continue }
                // A shape whose space collapses cannot take a paint from the content's space.
                let back = toContent.inverted()
                if var fill = p.fill, fill.fromUse {
                    pendingUseContext -= 1
                    fill.fromUse = false
                    if let back, let server = fill.paint.resolvingBoundingBox(box()) {
                        fill.paint = server.mapped(by: back)
                        p.fill = fill
                    } else {
                        p.fill = nil
                    }
                }
                if var stroke = p.stroke, stroke.fromUse {
                    pendingUseContext -= 1
                    stroke.fromUse = false
                    if let back, let server = stroke.paint.resolvingBoundingBox(box()) {
                        stroke.paint = server.mapped(by: back)
                        p.stroke = stroke
                    } else {
                        p.stroke = nil
                    }
                }
                nodes[i] = .path(p)
            case .image:
                continue
            }
        }
    }

    /// The content's object bounding box as usvg and browsers take it for a group: each
    /// child's box mapped by the child's transform and the box of that taken, level by level (so a
    /// turned group's box holds its children's turned boxes, not only their outlines).
    static func boxOfBoxes(_ nodes: [TreeNode]) -> Rect? {
        var result: Rect?
        for node in nodes {
            var r: Rect?
            switch node {
            case .path(let p): r = PathBounds.bounds(of: p.path)
            case .group(let g): r = boxOfBoxes(g.children).map { g.transform.apply($0) }
            case .image(let i): r = i.viewRect
            }
            if let r { result = result.map { $0.union(r) } ?? r }
        }
        return result
    }
}
