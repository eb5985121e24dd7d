/// A pixmap with a current transform, and the drawing calls of the engine.
///
/// Every call is anti-aliased with exact-area coverage and composited source-over on
/// premultiplied sRGB-encoded values. Paths and paints are given in user space;
/// each call's `transform` maps them into the canvas' space, and the canvas'
/// own `transform` (for example `scale(2)` for an @2x render) maps that into pixels.
public struct Canvas {
    public internal(set) var pixmap: Pixmap
    /// Applied after each call's own transform. Default: identity.
    public var transform: Transform = .identity

    let scratch = RasterScratch()

    /// A transparent canvas.
    ///
    /// - Throws: `PixmapError` when the size is not positive or too large.
    public init(width: Int, height: Int) throws {
        pixmap = try Pixmap(width: width, height: height)
    }

    /// A canvas drawing over an existing pixmap.
    public init(pixmap: Pixmap) {
        self.pixmap = pixmap
    }

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }

    /// Sets every pixel to `color` (transparent for `.clear`), ignoring the transform.
    public mutating func clear(_ color: Color = .clear) {
        pixmap.fill(color)
    }

    /// Fills the inside of `path`.
    ///
    /// Draws nothing when the path or transform has a non-finite number, or the
    /// transform collapses the plane.
    public mutating func fill(_ path: Path, paint: Paint, rule: FillRule = .nonzero,
                              transform: Transform = .identity) {
        let device = transform.concatenating(self.transform)
        guard path.isFinite, device.isFinite, device.determinant != 0 else { return }
        var flat = FlatPath()
        swap(&flat, &scratch.flatPath)
        Flattener.flatten(path, transform: device, clip: clipBounds, into: &flat)
        draw(flat, rule: rule, paint: paint, paintTransform: device)
        swap(&flat, &scratch.flatPath)
    }

    /// Strokes the outline of `path` with `style`.
    ///
    /// The stroke's geometry is built in user space and then transformed, so a
    /// non-uniform or skewing transform shapes the pen as it would shape the path.
    /// A width of 0 draws a hairline one device pixel wide.
    public mutating func stroke(_ path: Path, paint: Paint, style: StrokeStyle = StrokeStyle(),
                                transform: Transform = .identity) {
        let device = transform.concatenating(self.transform)
        guard path.isFinite, device.isFinite, device.determinant != 0,
              style.width.isFinite, style.width >= 0 else { return }
        let outline = Stroker.stroke(path, style: style, transform: device, clip: clipBounds)
        draw(outline, rule: .nonzero, paint: paint, paintTransform: device)
    }

    /// The canvas in device pixels, with a margin so that geometry cut by the
    /// flattener's culling stays outside the visible pixels.
    var clipBounds: Rect {
        Rect(x: -1, y: -1, width: Double(pixmap.width + 2), height: Double(pixmap.height + 2))
    }
}
