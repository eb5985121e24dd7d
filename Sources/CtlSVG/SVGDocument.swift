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
    /// size where those are missing or percentages; with neither, the drawing's extent (from
    /// the origin to the right and bottom edges of what it draws, as resvg).
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
    /// What was dropped because a limit or a policy said so (an `href` chain past its limit),
    /// in document order: unlike `skipped`, something the file asked for and did not get.
    public var warnings: [SVGSkip]
    /// The resolved tree (held so that it is released on `StackThread`'s stack).
    let tree: TreeRoot
    var root: TreeGroup { tree.group! }
    /// Bytes of the pixels of the images it decoded (4 a pixel), held while it is drawn.
    let imageBytes: Int

    /// Everything a drawing leaves out, as `LINE:COLUMN: …` lines for a warning: each of
    /// `skipped`, then each of `warnings`.
    public var messages: [String] {
        skipped.map(\.description) + warnings.map { "\($0.position): \($0.reason)" }
    }

    /// Reads an SVG document from the bytes of its file, gzip-compressed (`.svgz`) or not.
    ///
    /// - Throws: `SVGError`, with a line and column, for text that is not XML, a root
    ///   that is not `svg`, elements and references nested deeper than
    ///   `ReferenceDepth.limit`, a size that is not positive and finite, or a limit of
    ///   `RenderLimits.current` gone over (`limit` set): gzipped data that inflates past the
    ///   input-bytes limit (stopped there), path data or text over the segment limit (counted
    ///   before it is built), an image over the pixel, input-bytes or total-bytes limit.
    public init(data: [UInt8], options: SVGOptions = SVGOptions()) throws {
        let read = try StackThread.run { () throws(SVGError) -> DocumentReader in
            try DocumentReader(data: data, options: options, nesting: 0, depth: ReferenceDepth())
        }
        self.tree = TreeRoot(read.root)
        self.size = read.size
        self.skipped = read.skipped
        self.warnings = read.warnings
        self.filesNamed = read.filesNamed
        self.imageBytes = read.imageBytes
        self.rootPosition = read.rootPosition
    }

    /// Draws the document on `canvas`, its user space mapped by `transform` (then by the
    /// canvas' own transform). The document's size maps to `size` under `transform`.
    ///
    /// A drawing whose layers, masks, patterns and filters would
    /// pass the render-work limit (`RenderLimits.renderWork`) stops there and notes the error on
    /// the canvas (see `Canvas.checkLimits`), with the element's line and column.
    public func draw(on canvas: inout Canvas, transform: Transform) {
        if let overrun = drawBudgeted(on: &canvas, transform: transform).overrun {
            canvas.noteOverLimit(overrun.located())
        }
    }

    /// Draws as `draw(on:transform:)` under a render budget of its own, and returns it: what
    /// was charged, and the charge that went over, if any (the drawing stopped there).
    func drawBudgeted(on canvas: inout Canvas, transform: Transform) -> RenderBudget {
        drawBudgeted(on: &canvas) { canvas in
            canvas.save()
            canvas.transform = transform.concatenating(canvas.transform)
            Renderer.draw(root, on: &canvas, depth: 0)
            canvas.restore()
        }
    }

    /// Runs `body` on `StackThread`'s stack (the renderer recurses once per nesting level), with
    /// a render budget of its own, and returns the budget.
    func drawBudgeted(on canvas: inout Canvas, _ body: (inout Canvas) -> Void) -> RenderBudget {
        let budget = RenderBudget(limit: RenderLimits.current.renderWork)
        withUnsafeMutablePointer(to: &canvas) { canvas in
            // The calling thread waits in `run`: the canvas is used by one thread at a time.
            // Task-local values are bound here, on that thread: a new thread does not inherit them.
            StackThread.run {
                RenderBudget.$current.withValue(budget) { body(&canvas.pointee) }
            }
        }
        return budget
    }

    /// Renders the document to a new pixmap of `width × height`, scaled to fill it exactly
    /// (`scale(width / size.width, height / size.height)`), over `background` if given.
    ///
    /// - Throws: `SVGError` for a size that is not positive or too large, or for a drawing that goes over the render-work
    ///   limit (naming the element), and `LimitExceeded` when drawing goes over the other render
    ///   limits (the image's bytes with those of the images the document decoded count against
    ///   `totalImageBytes`).
    public func render(width: Int, height: Int, background: Color? = nil) throws -> Pixmap {
        try render(width: width, height: height,
                   transform: .scale(Double(width) / size.width, Double(height) / size.height),
                   background: background)
    }

    /// Renders the document to a new pixmap of `width × height`, its user space mapped by
    /// `transform`, over `background` if given; throws as `render(width:height:background:)`.
    public func render(width: Int, height: Int, transform: Transform, background: Color? = nil) throws -> Pixmap {
        try renderCanvas(width: width, height: height, background: background) { canvas in
            drawBudgeted(on: &canvas, transform: transform)
        }
    }

    /// A new canvas of `width × height` (checked against the limits before it is made, with the
    /// images the document holds), cleared to `background`, drawn on by `body` under the budget
    /// it returns.
    func renderCanvas(width: Int, height: Int, background: Color?,
                      _ body: (inout Canvas) -> RenderBudget) throws -> Pixmap {
        do {
            try Pixmap.validate(width: width, height: height)
        } catch {
            throw SVGError("cannot render at \(width)×\(height) pixels: \(error)", at: rootPosition)
        }
        try checkTotalBytes(width: width, height: height)
        var canvas = try Canvas(width: width, height: height)
        if let background { canvas.clear(background) }
        let budget = body(&canvas)
        if let overrun = budget.overrun { throw SVGError(limit: overrun.error, at: overrun.position) }
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
