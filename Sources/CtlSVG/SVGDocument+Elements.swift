import CtlRaster

/// An element of a document that has an `id`, and where it is drawn.
public struct SVGIdentifiedElement: Equatable, Sendable {
    public var id: String
    /// Its bounding box in the document's pixels (the coordinates of `SVGDocument.size`, after
    /// every transform and the root's `viewBox`), as resvg's `--query-all` gives it: a shape's
    /// geometry without its stroke; a group's drawing, strokes included (each as half its width
    /// around the shape); an empty group, 0,0,1,1.
    public var bounds: Rect
}

extension SVGDocument {
    /// The elements with an `id` that are drawn, in document order, as usvg keeps them: the root
    /// `svg` and what a `use` instantiates are not listed (the `use` itself is), nor what is not
    /// drawn (`defs`, gradients, `display: none`).
    public var identifiedElements: [SVGIdentifiedElement] {
        var found: [SVGIdentifiedElement] = []
        // The tree's root holds the root `svg` element's group (whose id resvg does not list).
        for child in root.children {
            if case .group(let svg) = child {
                ElementQuery.collect(svg.children, transform: svg.transform.concatenating(root.transform), into: &found)
            } else {
                ElementQuery.collect([child], transform: root.transform, into: &found)
            }
        }
        return found
    }

    /// Renders only the element `id`, as resvg's `--export-id` does: the canvas is the element's
    /// bounding box (`identifiedElements`) at its size in whole pixels (`elementSize`), which maps
    /// to `drawing` in a `width × height` image; the element is drawn alone (its ancestors'
    /// transforms apply, not their opacity, clips, masks or filters), over `background` if given.
    ///
    /// - Throws: `SVGError` when no drawn element has that id, and `LimitExceeded` as `render`.
    public func renderElement(id: String, width: Int, height: Int, in drawing: Rect,
                              background: Color? = nil) throws -> Pixmap {
        guard let (node, transform) = ElementQuery.find(id, in: root, transform: .identity),
              let bounds = identifiedElements.first(where: { $0.id == id })?.bounds,
              let size = elementSize(id: id) else {
            throw SVGError("the document has no drawn element with the id \"\(id)\"", at: nil)
        }
        // The box's corner to the image's, at the scale of the whole-pixel box to `drawing`
        // (so that the element is not stretched to its rounded size, as resvg).
        let place = Transform.translation(-bounds.minX, -bounds.minY)
            .concatenating(.scale(drawing.width / size.width, drawing.height / size.height))
            .concatenating(.translation(drawing.minX, drawing.minY))
        var alone = TreeGroup()
        alone.transform = transform.concatenating(place)
        alone.children = [node]
        return try renderCanvas(width: width, height: height, background: background) { canvas in
            drawBudgeted(on: &canvas) { canvas in Renderer.draw(alone, on: &canvas, depth: 0) }
        }
    }

    /// The size in whole pixels of the element `id`'s box, as resvg rounds it (at least 1), or nil
    /// when no drawn element has that id.
    public func elementSize(id: String) -> Size? {
        guard let box = identifiedElements.first(where: { $0.id == id })?.bounds else { return nil }
        return Size(width: max(1, box.width.rounded()), height: max(1, box.height.rounded()))
    }
}

/// Walks the resolved tree for `SVGDocument`'s element queries.
enum ElementQuery {
    /// Appends the identified nodes of `nodes` (drawn under `transform`) and of their descendants.
    static func collect(_ nodes: [TreeNode], transform: Transform, into found: inout [SVGIdentifiedElement]) {
        for node in nodes {
            switch node {
            case .group(let g):
                let inner = g.transform.concatenating(transform)
                // A shape with a transform is a group of its id around the shape of the same id:
                // listed once, as the shape.
                if g.children.count == 1, g.id != nil, id(of: g.children[0]) == g.id {
                    collect(g.children, transform: inner, into: &found)
                    continue
                }
                if let id = g.id, !id.isEmpty {
                    found.append(SVGIdentifiedElement(id: id, bounds: layerBounds(g.children, transform: inner)
                        ?? Rect(x: 0, y: 0, width: 1, height: 1)))
                }
                // What a `use` instantiates keeps no ids of its own (as in usvg).
                if g.element != "use" { collect(g.children, transform: inner, into: &found) }
            case .path(let p):
                if let id = p.id, !id.isEmpty, let box = PathBounds.bounds(of: p.path, transform: transform) {
                    found.append(SVGIdentifiedElement(id: id, bounds: box))
                }
            case .image(let i):
                if let id = i.id, !id.isEmpty { found.append(SVGIdentifiedElement(id: id, bounds: transform.apply(i.viewRect))) }
            }
        }
    }

    /// The node with `id` and the transform from its space to the document's pixels.
    static func find(_ id: String, in group: TreeGroup, transform: Transform) -> (TreeNode, Transform)? {
        let inner = group.transform.concatenating(transform)
        for child in group.children {
            if self.id(of: child) == id { return (child, inner) }
            if case .group(let g) = child, g.element != "use", let found = find(id, in: g, transform: inner) {
                return found
            }
        }
        return nil
    }

    static func id(of node: TreeNode) -> String? {
        switch node {
        case .group(let g): return g.id
        case .path(let p): return p.id
        case .image(let i): return i.id
        }
    }

    /// The union of what `nodes` draw, strokes included, under `transform`; nil when they draw nothing.
    static func layerBounds(_ nodes: [TreeNode], transform: Transform) -> Rect? {
        var union: Rect?
        func add(_ r: Rect?) {
            guard let r else { return }
            union = union.map { $0.union(r) } ?? r
        }
        for node in nodes {
            switch node {
            case .group(let g):
                add(layerBounds(g.children, transform: g.transform.concatenating(transform)))
            case .path(let p):
                guard var box = PathBounds.bounds(of: p.path) else { continue }
                if let stroke = p.stroke {
                    box = box.insetBy(dx: -stroke.style.width / 2, dy: -stroke.style.width / 2)
                } else if p.fill == nil {
                    continue
                }
                add(transform.apply(box))
            case .image(let i):
                add(transform.apply(i.viewRect))
            }
        }
        return union
    }
}
