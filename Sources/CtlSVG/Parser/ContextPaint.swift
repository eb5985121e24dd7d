import CtlRaster

/// What `context-fill` and `context-stroke` (SVG 2) stand for: the paints of the shape
/// whose markers, or of the `use` whose content, is being converted.
struct ContextPaint {
    var fill: PaintServer?
    var stroke: PaintServer?
    /// The context shape's object bounding box, for its objectBoundingBox servers.
    var box: Rect?
    /// Marker content space → the shape's user space, while a marker's content is
    /// converted (nil elsewhere: the content is in the context's space).
    var contentToContext: Transform?
    /// Whether the context is a `use` (its paints stay in its content's space until the
    /// content is converted and its box known: `Converter.resolveUseContext`).
    var isUse = false

    init(fill: PaintServer?, stroke: PaintServer?, box: Rect?, isUse: Bool = false) {
        self.fill = fill
        self.stroke = stroke
        self.box = box
        self.isUse = isUse
    }

    /// Whether a paint value names the context's fill or stroke.
    static func names(_ raw: String) -> Bool {
        let keyword = raw.trimmingSpaces.lowercased()
        return keyword == "context-fill" || keyword == "context-stroke"
    }

    /// `server` re-expressed in the content's space: a gradient or pattern keeps its place
    /// in the shape's user space (and the shape's box), wherever the marker turns it.
    func inContent(_ server: PaintServer?) -> PaintServer? {
        guard let server, let map = contentToContext, let back = map.inverted() else { return server }
        let unit = Bounds.unitTransform(box)
        switch server {
        case .color:
            return server
        case .linear(var g):
            if g.units == .objectBoundingBox {
                guard let unit else { return nil }
                g.transform = g.transform.concatenating(unit)
                g.units = .userSpace
            }
            g.transform = g.transform.concatenating(back)
            return .linear(g)
        case .radial(var g):
            if g.units == .objectBoundingBox {
                guard let unit else { return nil }
                g.transform = g.transform.concatenating(unit)
                g.units = .userSpace
            }
            g.transform = g.transform.concatenating(back)
            return .radial(g)
        case .pattern(var p):
            // Content in objectBoundingBox units needs the box at drawing time: left as is.
            guard p.contentUnits == .userSpace || p.viewBox != nil else { return server }
            if p.units == .objectBoundingBox {
                guard let unit else { return nil }
                p.rect = unit.apply(p.rect)
                p.units = .userSpace
            }
            p.transform = p.transform.concatenating(back)
            return .pattern(p)
        }
    }
}
