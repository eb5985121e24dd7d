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
    /// be read: what a drawing of it depends on besides its own bytes.
    public let filesNamed: [String]
    let root: TreeGroup

    /// Reads an SVG document from the bytes of its file.
    ///
    /// - Throws: `SVGError`, with a line and column, for text that is not XML, a root
    ///   that is not `svg`, a `use` cycle, or a size that is not positive and finite.
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
        self.rootPosition = rootElement.position
    }

    /// Draws the document on `canvas`, its user space mapped by `transform` (then by the
    /// canvas' own transform). The document's size maps to `size` under `transform`.
    ///
    /// A drawing whose layers, masks, patterns and filters would pass the render-work limit
    /// (`RenderLimits.renderWork`) stops there and notes the error on the canvas (see
    /// `Canvas.checkLimits`), with the element's line and column.
    public func draw(on canvas: inout Canvas, transform: Transform) {
        if let overrun = drawBudgeted(on: &canvas, transform: transform).overrun {
            canvas.noteOverLimit(overrun.located())
        }
    }

    /// Draws as `draw(on:transform:)` under a render budget of its own, and returns it: what
    /// was charged, and the charge that went over, if any (the drawing stopped there).
    func drawBudgeted(on canvas: inout Canvas, transform: Transform) -> RenderBudget {
        let budget = RenderBudget(limit: RenderLimits.current.renderWork)
        RenderBudget.$current.withValue(budget) {
            canvas.save()
            canvas.transform = transform.concatenating(canvas.transform)
            Renderer.draw(root, on: &canvas, depth: 0)
            canvas.restore()
        }
        return budget
    }

    /// Renders the document to a new pixmap of `width × height`, scaled to fill it exactly
    /// (`scale(width / size.width, height / size.height)`), over `background` if given.
    ///
    /// - Throws: `SVGError` for a size that is not positive or too large, or for a drawing
    ///   that goes over the render-work limit (naming the element), and `LimitExceeded` when
    ///   drawing goes over the other render limits.
    public func render(width: Int, height: Int, background: Color? = nil) throws -> Pixmap {
        do {
            try Pixmap.validate(width: width, height: height)
        } catch {
            throw SVGError("cannot render at \(width)×\(height) pixels: \(error)", at: rootPosition)
        }
        var canvas = try Canvas(width: width, height: height)
        if let background { canvas.clear(background) }
        if let overrun = drawBudgeted(on: &canvas,
                                      transform: .scale(Double(width) / size.width, Double(height) / size.height))
            .overrun {
            throw SVGError(overrun.error.description, at: overrun.position)
        }
        try canvas.checkLimits()
        canvas.writePendingClear()
        return canvas.pixmap
    }
}
