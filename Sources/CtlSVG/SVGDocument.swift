import CtlRaster

/// An SVG document, read and resolved into a tree of paths, paints, groups, clips,
/// masks and images, ready to be drawn at any size.
///
/// The pipeline is usvg's: XML (`XMLReader`, our own strict reader) → DOM (`Element`)
/// → CSS cascade (`StyleSheet`) → resolved tree (`Converter` into `TreeGroup`) → drawing
/// on a `Canvas` (`Renderer`). Unsupported elements are left out as a browser leaves them
/// out, and listed in `skipped`.
public struct SVGDocument {
    /// The document's size in pixels: the root's `width` and `height`, or the `viewBox`'s
    /// size where those are missing or percentages.
    public var size: Size
    /// What was left out of the drawing, in document order.
    public var skipped: [SVGSkip]
    /// Where the root `svg` element starts (for errors about the whole document).
    public let rootPosition: XMLPosition
    /// The files its `image` elements name (paths as read, relative ones under
    /// `SVGOptions.resourcesFolder`), each once, in document order, whether or not they could
    /// be read: what a drawing of it depends on besides its own bytes. A file outside the
    /// allowed folder is not listed (it is neither read nor drawn).
    public let filesNamed: [String]
    let root: TreeGroup
    /// Bytes of the pixels of the images it decoded (4 a pixel), held while it is drawn.
    let imageBytes: Int

    /// Reads an SVG document from the bytes of its file.
    ///
    /// - Throws: `SVGError`, with a line and column, for text that is not XML, a root
    ///   that is not `svg`, a `use` cycle, a size that is not positive and finite, or a limit of
    ///   `RenderLimits.current` gone over (`limit` set): path data or text over the segment
    ///   limit (counted before it is built), an image over the pixel, input-bytes or total-bytes
    ///   limit.
    public init(data: [UInt8], options: SVGOptions = SVGOptions()) throws {
        try self.init(data: data, options: options, nesting: 0)
    }

    init(data: [UInt8], options: SVGOptions, nesting: Int) throws(SVGError) {
        let rootElement = try XMLReader.parse(data)
        guard rootElement.name == "svg", rootElement.isSVG else {
            let what = rootElement.isSVG ? "<\(rootElement.name)>" : "<\(rootElement.qualifiedName)> (not in the SVG namespace \(XMLNamespace.svg))"
            throw SVGError("the root element is \(what), not <svg>", at: rootElement.position)
        }
        var sheet = StyleSheet()
        rootElement.forEachDescendant { e in
            if e.name == "style", e.isSVG, (e["type"] ?? "").isEmpty || e["type"] == "text/css" {
                sheet.add(e.textContent)
            }
        }
        sheet.apply(to: rootElement)
        let converter = Converter(root: rootElement, options: options, nesting: nesting)
        let (tree, size) = try converter.convertDocument()
        self.root = tree
        self.size = size
        self.skipped = converter.skipped
        self.filesNamed = converter.filesNamed
        self.imageBytes = converter.decodedImageBytes
        self.rootPosition = rootElement.position
    }

    /// Draws the document on `canvas`, its user space mapped by `transform` (then by the
    /// canvas' own transform). The document's size maps to `size` under `transform`.
    public func draw(on canvas: inout Canvas, transform: Transform) {
        canvas.save()
        canvas.transform = transform.concatenating(canvas.transform)
        Renderer.draw(root, on: &canvas, depth: 0)
        canvas.restore()
    }

    /// Renders the document to a new pixmap of `width × height`, scaled to fill it exactly
    /// (`scale(width / size.width, height / size.height)`), over `background` if given.
    ///
    /// - Throws: `SVGError` for a size that is not positive or too large, and
    ///   `LimitExceeded` when drawing goes over the render limits (the image's bytes with those
    ///   of the images the document decoded count against `totalImageBytes`).
    public func render(width: Int, height: Int, background: Color? = nil) throws -> Pixmap {
        do {
            try Pixmap.validate(width: width, height: height)
        } catch {
            throw SVGError("cannot render at \(width)×\(height) pixels: \(error)", at: rootPosition)
        }
        try checkTotalBytes(width: width, height: height)
        var canvas = try Canvas(width: width, height: height)
        if let background { canvas.clear(background) }
        draw(on: &canvas, transform: .scale(Double(width) / size.width, Double(height) / size.height))
        try canvas.checkLimits()
        canvas.writePendingClear()
        return canvas.pixmap
    }

    /// Refuses a drawing of `width × height` pixels (a valid size) when its bytes and those
    /// of the images the document holds go over `RenderLimits.totalImageBytes`, before the
    /// canvas is made.
    func checkTotalBytes(width: Int, height: Int) throws(LimitExceeded) {
        try RenderLimits.current.check(.totalImageBytes, 4 * width * height + imageBytes,
                                       for: "the drawing of \(width)×\(height) pixels, with the images the SVG holds,")
    }
}
