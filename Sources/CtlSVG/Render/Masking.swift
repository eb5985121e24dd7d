import CtlRaster

/// Clip paths and masks applied to a group's layer: each is drawn on a layer of its own,
/// turned into a coverage value per pixel, and multiplied into the group's pixels.
enum Masking {
    /// Multiplies `pixels` by the clip's coverage. False when the element is not drawn
    /// at all (objectBoundingBox units on an element without a box).
    static func apply(_ clip: ClipPath, to pixels: inout Pixmap, on canvas: Canvas, bbox: Rect?, depth: Int) -> Bool {
        guard depth < Renderer.maxDepth else { return true }
        guard let coverage = render(clip, on: canvas, bbox: bbox, depth: depth) else { return false }
        multiply(&pixels, by: coverage, luminance: false)
        return true
    }

    /// The clip's shapes drawn opaque on a layer (with a nested clip applied), or nil.
    static func render(_ clip: ClipPath, on canvas: Canvas, bbox: Rect?, depth: Int) -> Pixmap? {
        guard charge("the clip path's layer", on: canvas) else { return nil }
        var layer = canvas.makeLayer()
        var t = clip.transform
        if clip.units == .objectBoundingBox {
            guard let unit = Bounds.unitTransform(bbox) else { return nil }
            t = unit.concatenating(t)
        }
        layer.transform = t.concatenating(canvas.transform)
        for child in clip.children { Renderer.draw(child, on: &layer, depth: depth) }
        var pixels = layer.pixmap
        if let inner = clip.clipPath {
            guard apply(inner.value, to: &pixels, on: canvas, bbox: bbox, depth: depth + 1) else { return nil }
        }
        return pixels
    }

    /// Multiplies `pixels` by the mask's luminance (or alpha), inside its rectangle.
    static func apply(_ mask: Mask, to pixels: inout Pixmap, on canvas: Canvas, bbox: Rect?, depth: Int) -> Bool {
        guard depth < Renderer.maxDepth else { return true }
        var rect = mask.rect
        let unit = Bounds.unitTransform(bbox)
        if mask.units == .objectBoundingBox || mask.contentUnits == .objectBoundingBox {
            guard unit != nil else { return false }
        }
        if mask.units == .objectBoundingBox, let unit { rect = unit.apply(rect) }
        guard charge("the mask's layer", on: canvas) else { return false }
        var layer = canvas.makeLayer()
        var region = Path()
        region.addRect(rect)
        layer.clip(region)
        if mask.contentUnits == .objectBoundingBox, let unit {
            layer.transform = unit.concatenating(canvas.transform)
        }
        for child in mask.children { Renderer.draw(child, on: &layer, depth: depth) }
        var content = layer.pixmap
        if let inner = mask.mask {
            guard apply(inner.value, to: &content, on: canvas, bbox: bbox, depth: depth + 1) else { return false }
        }
        multiply(&pixels, by: content, luminance: mask.luminance)
        return true
    }

    /// Charges a layer of the canvas' size, drawn and multiplied in (two passes), to the budget.
    static func charge(_ what: String, on canvas: Canvas) -> Bool {
        RenderBudget.current?.charge(RenderBudget.pixels(canvas.width, canvas.height, passes: 2), for: what) ?? true
    }

    /// Each pixel of `pixels` times the coverage in the same pixel of `mask`: its alpha,
    /// or its luminance (Rec. 709 coefficients on the sRGB-encoded premultiplied values,
    /// as resvg and browsers compute a luminance mask with color-interpolation sRGB).
    static func multiply(_ pixels: inout Pixmap, by mask: Pixmap, luminance: Bool) {
        let m = mask.pixels
        pixels.pixels.withUnsafeMutableBufferPointer { out in
            // Both pixmaps are layers of the same canvas: the same width × height.
            for i in 0..<min(out.count, m.count) {
                let v = m[i]
                let k: UInt32
                if luminance {
                    let r = Double(v & 0xFF), g = Double((v >> 8) & 0xFF), b = Double((v >> 16) & 0xFF)
                    k = UInt32(min(255, max(0, (0.2125 * r + 0.7154 * g + 0.0721 * b).rounded())))
                } else {
                    k = v >> 24
                }
                if k == 255 { continue }
                let p = out[i]
                if k == 0 || p == 0 { out[i] = 0; continue }
                func scale(_ c: UInt32) -> UInt32 { (c * k + 127) / 255 }
                out[i] = scale(p & 0xFF) | scale((p >> 8) & 0xFF) << 8 | scale((p >> 16) & 0xFF) << 16
                    | scale(p >> 24) << 24
            }
        }
    }
}
