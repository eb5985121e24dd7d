import CtlRaster

/// Draws the resolved tree on a `Canvas`. The canvas' transform is the current
/// transformation matrix (user space of the node being drawn → device pixels).
///
/// A group that needs compositing (opacity, a clip path, a mask, filters, a blend mode,
/// isolation) is drawn on a layer of the canvas' size, which is then filtered, clipped,
/// masked and composited with its opacity and blend mode, in that order (SVG's).
enum Renderer {
    /// How many offscreen surfaces (layers, clips, masks, pattern tiles) may be alive at
    /// once, nested: beyond it, a group is drawn without its effects and a pattern paints
    /// nothing, so that a hostile document cannot hold hundreds of canvas-sized layers.
    static let maxDepth = 16

    /// `depth`: how many offscreen surfaces enclose this drawing.
    static func draw(_ node: TreeNode, on canvas: inout Canvas, depth: Int = 0) {
        // A drawing over its work budget has stopped (see `RenderBudget`).
        if RenderBudget.current?.isExhausted == true { return }
        switch node {
        case .group(let g): draw(g, on: &canvas, depth: depth)
        case .path(let p): draw(p, on: &canvas, depth: depth)
        case .image(let i): draw(i, on: &canvas, depth: depth)
        }
    }

    static func draw(_ g: TreeGroup, on canvas: inout Canvas, depth: Int) {
        canvas.save()
        defer { canvas.restore() }
        canvas.transform = g.transform.concatenating(canvas.transform)
        let budget = RenderBudget.current
        let outer = budget?.drawing
        budget?.drawing = (g.element, g.position)
        defer { budget?.drawing = outer }
        guard g.needsLayer, depth < maxDepth else {
            for child in g.children { draw(child, on: &canvas, depth: depth) }
            return
        }
        let bbox = Bounds.objectBoundingBox(of: g.children)
        guard budget?.charge(RenderBudget.pixels(canvas.width, canvas.height, passes: 2), for: "the layer") ?? true
        else { return }
        var layer = canvas.makeLayer()
        for child in g.children { draw(child, on: &layer, depth: depth + 1) }
        if let error = layer.limitExceeded { canvas.noteOverLimit(error) }
        var pixels = layer.pixmap
        if let filter = g.filter {
            let transform = canvas.transform
            let error = FilterHook.apply(filter, to: &pixels, userToDevice: transform,
                                         drawNode: { node, canvas in draw(node, on: &canvas) }) { rect in
                var source = try Canvas(width: rect.width, height: rect.height)
                source.transform = transform.concatenating(.translation(Double(-rect.x), Double(-rect.y)))
                for child in g.children { draw(child, on: &source) }
                source.writePendingClear()
                return source.pixmap
            }
            if let error { canvas.noteOverLimit(error) }
        }
        if let clip = g.clipPath {
            guard Masking.apply(clip, to: &pixels, on: canvas, bbox: bbox, depth: depth + 1) else { return }
        }
        if let mask = g.mask {
            guard Masking.apply(mask, to: &pixels, on: canvas, bbox: bbox, depth: depth + 1) else { return }
        }
        canvas.transform = .identity
        canvas.alpha = g.opacity
        canvas.blendMode = g.blendMode
        canvas.drawImage(pixels, in: Rect(x: 0, y: 0, width: Double(pixels.width), height: Double(pixels.height)),
                         filter: .nearest)
    }

    static func draw(_ p: TreePath, on canvas: inout Canvas, depth: Int) {
        let bbox = p.objectBox ?? PathBounds.bounds(of: p.path)
        if p.strokeFirst {
            if let stroke = p.stroke { PaintDrawing.stroke(p.path, stroke, bbox: bbox, on: &canvas, depth: depth) }
            if let fill = p.fill { PaintDrawing.fill(p.path, fill, bbox: bbox, on: &canvas, depth: depth) }
        } else {
            if let fill = p.fill { PaintDrawing.fill(p.path, fill, bbox: bbox, on: &canvas, depth: depth) }
            if let stroke = p.stroke { PaintDrawing.stroke(p.path, stroke, bbox: bbox, on: &canvas, depth: depth) }
        }
    }

    static func draw(_ image: TreeImage, on canvas: inout Canvas, depth: Int) {
        let size: Size
        switch image.content {
        case .raster(let pixmap): size = Size(width: Double(pixmap.width), height: Double(pixmap.height))
        case .svg(_, let s): size = s
        }
        guard size.width > 0, size.height > 0 else { return }
        let placement = ViewBox(rect: Rect(x: 0, y: 0, width: size.width, height: size.height))
            .transform(to: image.viewRect, aspect: image.aspect)
        canvas.save()
        defer { canvas.restore() }
        var clip = Path()
        clip.addRect(image.viewRect)
        canvas.clip(clip)
        switch image.content {
        case .raster(let pixmap):
            // Drawn at its own size (moved only, by whole pixels or not), an image is sampled
            // at the nearest pixel whatever its filter, as tiny-skia's pattern shader does.
            let device = placement.concatenating(canvas.transform)
            let moved = device.a == 1 && device.b == 0 && device.c == 0 && device.d == 1
            canvas.drawImage(pixmap, in: Rect(x: 0, y: 0, width: size.width, height: size.height),
                             filter: moved ? .nearest : image.filter, transform: placement)
        case .svg(let root, _):
            canvas.transform = placement.concatenating(canvas.transform)
            draw(root.value, on: &canvas, depth: depth)
        }
    }
}
