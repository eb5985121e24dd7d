/// A pixmap with a drawing state, and the drawing calls of the engine.
///
/// Every call is anti-aliased with exact-area coverage and composited on
/// premultiplied sRGB-encoded values. Paths and paints are given in user space;
/// each call's `transform` maps them into the canvas' space, and the canvas'
/// current `transform` (for example `scale(2)` for an @2x render) maps that into pixels.
///
/// The state — transform, clip, alpha, blend mode and shadow — is saved and
/// restored as a stack with `save()` and `restore()`.
public struct Canvas {
    /// The pixels drawn so far.
    public internal(set) var pixmap: Pixmap {
        get {
            precondition(strip == nil, "a strip canvas has no pixmap of its own")
            guard let value = pendingClear else { return surface }
            // Cleared and not drawn on since: a pixmap of that colour (the surface is stale).
            return Pixmap(validWidth: width, height: height, filledWith: value)
        }
        set {
            // The clip mask (and the saved states' masks) hold a value per pixel of this size,
            // read by the blitters at y·width + x: the size cannot change under them.
            precondition(strip == nil, "a strip canvas has no pixmap of its own")
            precondition(newValue.width == width && newValue.height == height,
                         "a canvas' pixmap must keep its size")
            surface = newValue
            pendingClear = nil
        }
    }

    /// The pixels as written, stale while `pendingClear` is set; a placeholder on a strip canvas.
    private(set) var surface: Pixmap
    /// For a canvas drawing one strip of rows of another canvas' pixels (`drawInStrips`):
    /// those pixels and the rows it may write. Nil for a canvas drawing its own `surface`.
    private(set) var strip: Strip?

    /// Rows `rows` of the `width × height` pixels at `pixels`, which a strip canvas draws.
    struct Strip {
        /// width·height pixels, row-major, alive and not moved while the strip canvas draws
        /// (`drawInStrips` holds them); other threads write other rows of them meanwhile.
        let pixels: UnsafeMutablePointer<UInt32>
        /// A part of 0..<height: every write of the strip canvas lands in these rows.
        let rows: Range<Int>
    }
    /// The packed colour of a `clear()` not written yet. The next call that draws writes
    /// it row by row just ahead of its own pixels, while each row is in the cache, so a
    /// clear and the first fill of a large canvas go through memory once rather than twice.
    private(set) var pendingClear: UInt32?
    /// Applied after each call's own transform. Default: identity.
    public var transform: Transform = .identity
    /// Multiplies the coverage of everything drawn (canvas' `globalAlpha`), 0…1. Default: 1.
    public var alpha: Double = 1
    /// How drawing combines with what is already there. Default: `.sourceOver`.
    ///
    /// Unlike the canvas API's unbounded operators, every mode acts only where the
    /// drawing covers: outside it the destination is left alone (as Skia does).
    public var blendMode: BlendMode = .sourceOver
    /// A shadow drawn under everything drawn while set. Default: nil.
    public var shadow: Shadow?

    /// The limits the drawing calls check: `RenderLimits.current`, or while the body of
    /// `withLimitsLookedUpOnce` runs, the value it had when that began.
    var limits: RenderLimits { pinnedLimits ?? RenderLimits.current }
    /// The limits looked up by `withLimitsLookedUpOnce`, while its body runs.
    private var pinnedLimits: RenderLimits?

    /// Calls `body` with this canvas, whose drawing calls meanwhile check the limits in force
    /// now (`RenderLimits.current`), looked up once rather than by every call (a task-local
    /// lookup each): for a run of calls under one binding of the limits, such as a scene's
    /// ops. A binding made inside `body` is not seen by this canvas' calls.
    public mutating func withLimitsLookedUpOnce<R>(_ body: (inout Canvas) throws -> R) rethrows -> R {
        let outer = pinnedLimits
        pinnedLimits = RenderLimits.current
        defer { pinnedLimits = outer }
        return try body(&self)
    }

    /// The first drawing call that asked for more than `RenderLimits.current` allows (and
    /// drew nothing), or nil. A renderer checks it when it is done (`checkLimits()`), so
    /// that work over a limit is an error rather than a silent gap in the image.
    public private(set) var limitExceeded: LimitExceeded?

    /// Throws `limitExceeded`, if a drawing call went over a limit.
    public func checkLimits() throws(LimitExceeded) {
        if let limitExceeded { throw limitExceeded }
    }

    /// Records that a drawing call went over a limit (the first one is kept): also for a
    /// layer drawn on its own canvas and composited here, so that the error is not lost.
    public mutating func noteOverLimit(_ error: LimitExceeded) {
        if limitExceeded == nil { limitExceeded = error }
    }

    /// The anti-aliased clip: coverage per pixel, or nil for none.
    var clipMask: ClipMask?
    private var savedStates: [State] = []

    /// The rasterizer's and the blitters' buffers and the recent gradients' colour tables,
    /// shared by the copies of this canvas (a strip canvas gets its own: see `drawInStrips`).
    private(set) var scratch = PaintScratch()

    /// A transparent canvas.
    ///
    /// - Throws: `PixmapError` when the size is not positive or too large.
    public init(width: Int, height: Int) throws {
        surface = try Pixmap(width: width, height: height)
        (self.width, self.height) = (width, height)
    }

    /// A canvas drawing over an existing pixmap.
    public init(pixmap: Pixmap) {
        surface = pixmap
        (width, height) = (pixmap.width, pixmap.height)
    }

    /// A canvas in this one's state (pending clear, transform, alpha, blend mode, shadow,
    /// clip, saved states, limit noted) that draws only rows `rows` of `pixels`, with
    /// `scratch` for its buffers. `pixels` must hold this canvas' width·height pixels and stay
    /// valid while the strip canvas draws; `rows` must lie in 0..<height.
    func stripCanvas(rows: Range<Int>, of pixels: UnsafeMutablePointer<UInt32>, scratch: PaintScratch) -> Canvas {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height && !rows.isEmpty, "a strip outside the canvas")
        // The surface is not drawn on (`withSurfacePixels` gives `pixels`).
        var canvas = withoutSurface()
        canvas.strip = Strip(pixels: pixels, rows: rows)
        canvas.scratch = scratch
        return canvas
    }

    /// This canvas' state with a placeholder for its pixels: a copy that keeps the state
    /// without sharing the pixel array (which a copy holding it would make the next write
    /// copy whole).
    func withoutSurface() -> Canvas {
        var canvas = self
        canvas.surface = Canvas.placeholderSurface
        return canvas
    }

    /// A strip canvas' surface, never read or written.
    private static let placeholderSurface = Pixmap(validWidth: 1, height: 1, filledWith: 0)

    /// The rows this canvas draws: all, or its strip's.
    var drawnRows: Range<Int>? { strip?.rows }

    /// A transparent canvas of this canvas' size with its transform, for drawing a group
    /// apart before compositing it here. (The size is this canvas' own, so it needs no
    /// check against the limits, which may have changed since.)
    public func makeLayer() -> Canvas {
        var layer = Canvas(pixmap: Pixmap(validWidth: width, height: height, filledWith: 0))
        layer.transform = transform
        return layer
    }

    /// The size in pixels (of the whole canvas, for a strip canvas too).
    public let width: Int
    public let height: Int

    /// Sets every pixel to `color` (transparent for `.clear`), ignoring transform, clip and blending.
    public mutating func clear(_ color: Color = .clear) {
        // Written by the next drawing call, or when the pixels are read.
        pendingClear = color.premultiplied.packed
    }

    /// Writes a `clear()` that no drawing call has written yet to every pixel now.
    ///
    /// Reading `pixmap` gives the cleared pixels either way (a copy, while the clear is
    /// pending); a renderer that keeps its canvas calls this when it is done drawing, so
    /// that its pixels are complete in place. Drawing calls that cannot take the clear
    /// row by row (under a clip, a global alpha, a blend mode or a shadow) call it first.
    public mutating func writePendingClear() {
        guard let value = pendingClear else { return }
        if let strip {
            // The strip's rows lie in 0..<height (stripCanvas), and `pixels` holds width·height.
            fillPixels(strip.pixels + strip.rows.lowerBound * width, value, count: strip.rows.count * width)
        } else {
            surface.fill(packed: value)
        }
        pendingClear = nil
    }

    /// The pending clear, if any, handed to a drawing call that writes it (see
    /// `ClearAheadBlitter`): from now on the surface is as good as written.
    mutating func takePendingClear() -> UInt32? {
        defer { pendingClear = nil }
        return pendingClear
    }

    /// Calls `body` with the surface's pixels, `width × height`, row-major.
    /// The pointer addresses exactly width·height pixels (Pixmap keeps the count; the size is
    /// validated positive, so the base address exists), valid only inside `body`.
    ///
    /// On a strip canvas, the pixels of the canvas it draws a strip of (as many, held by
    /// `drawInStrips` meanwhile), of which `body` must write only the rows in `drawnRows`:
    /// other threads draw the other rows at the same time.
    mutating func withSurfacePixels<R>(_ body: (UnsafeMutablePointer<UInt32>) -> R) -> R {
        if let strip { return body(strip.pixels) }
        return surface.pixels.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
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
        defer { swap(&flat, &scratch.flatPath) }
        let limit = limits.pathSegments
        guard Flattener.flatten(path, transform: device, clip: clipBounds, maxPoints: limit, into: &flat) else {
            noteOverLimit(LimitExceeded(limit: .pathSegments, requested: flat.points.count, allowed: limit,
                                        what: "a filled path", isLowerBound: true))
            return
        }
        draw(flat, rule: rule, paint: paint, paintTransform: device)
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
        let storage = scratch.stroker
        let limits = self.limits
        do {
            // The outline shares the storage's arrays; it goes out of scope before the next stroke.
            let outline = try Stroker.stroke(path, style: style, transform: device, clip: clipBounds, storage: storage,
                                             maxPoints: limits.pathSegments, maxDashes: limits.dashes)
            draw(outline, rule: .nonzero, paint: paint, paintTransform: device)
        } catch {
            noteOverLimit(error)
        }
    }

    /// Pushes a copy of the state (transform, clip, alpha, blend mode, shadow).
    public mutating func save() {
        savedStates.append(State(transform: transform, alpha: alpha, blendMode: blendMode, shadow: shadow,
                                 clipMask: clipMask))
    }

    /// Pops the state pushed by the matching `save()`; does nothing when none is left.
    public mutating func restore() {
        guard let s = savedStates.popLast() else { return }
        transform = s.transform
        alpha = s.alpha
        blendMode = s.blendMode
        shadow = s.shadow
        clipMask = s.clipMask
    }

    /// How many states `save()` has pushed and `restore()` not yet popped.
    public var saveCount: Int { savedStates.count }

    /// Narrows the clip to the inside of `path` (anti-aliased), until the matching `restore()`.
    public mutating func clip(_ path: Path, rule: FillRule = .nonzero, transform: Transform = .identity) {
        let device = transform.concatenating(self.transform)
        var mask = ClipMask(width: width, height: height)
        if path.isFinite, device.isFinite, device.determinant != 0 {
            var flat = FlatPath()
            let limit = limits.pathSegments
            if Flattener.flatten(path, transform: device, clip: clipBounds, maxPoints: limit, into: &flat) {
                // A strip canvas reads its clip in its own rows only.
                mask.add(flat, rule: rule, rows: drawnRows, scratch: scratch)
            } else {
                // The clip is left empty, so that nothing drawn under it leaks past it.
                noteOverLimit(LimitExceeded(limit: .pathSegments, requested: flat.points.count, allowed: limit,
                                            what: "a clipping path", isLowerBound: true))
            }
        }
        if let current = clipMask { mask.intersect(with: current, rows: drawnRows) }
        clipMask = mask
    }

    /// The canvas in device pixels, with a margin so that geometry cut by the
    /// flattener's culling stays outside the visible pixels.
    var clipBounds: Rect {
        Rect(x: -1, y: -1, width: Double(width + 2), height: Double(height + 2))
    }

    private struct State {
        var transform: Transform
        var alpha: Double
        var blendMode: BlendMode
        var shadow: Shadow?
        var clipMask: ClipMask?
    }
}

/// A shadow cast by what is drawn: the drawing's alpha, moved by `offset`, blurred, in `color`.
public struct Shadow: Hashable, Sendable {
    /// In the canvas' user space (scaled by the canvas transform, not by each call's own).
    public var offset: Point
    /// As CSS `box-shadow` blur and canvas `shadowBlur`: the Gaussian's standard deviation is blur / 2.
    public var blur: Double
    public var color: Color

    public init(offset: Point, blur: Double, color: Color) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}
