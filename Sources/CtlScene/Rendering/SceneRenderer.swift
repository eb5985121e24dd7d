import CtlRaster

/// A scene with a canvas of its size, ready to be rendered again and again.
///
/// The canvas is allocated once; each `render()` clears it and draws every op, with
/// nothing parsed or allocated by the scene layer (what the benchmarks time).
///
/// With `threads` > 1, a canvas of at least `stripMinimumPixels` pixels is drawn in that
/// many strips of rows at once (`Canvas.drawInStrips`): the same bytes as on one thread.
/// A scene whose ops cannot be drawn so (`Scene.drawsInStrips`) is drawn on one thread.
public struct SceneRenderer {
    public let scene: Scene
    /// Pixels per user unit. Default: 1.
    public let scale: Double
    /// The most threads a render uses, ≥ 1. Default: 1.
    public let threads: Int
    /// The smallest canvas, in pixels, drawn on several threads. Default: `Canvas.stripMinimumPixels`.
    public let stripMinimumPixels: Int
    /// How many strips each `render()` draws in: `threads`, for a canvas of at least
    /// `stripMinimumPixels` pixels and ops that can be drawn in strips (at most one per row);
    /// else 1, the canvas drawn whole on one thread.
    public let stripCount: Int
    /// The canvas, whose transform is `scale(scale, scale)`.
    public private(set) var canvas: Canvas

    /// Checks the scale and the size, then allocates the canvas (transparent until `render()`).
    ///
    /// - Throws: `SceneError.invalidScale` or `SceneError.canvasTooLarge`.
    public init(scene: Scene, scale: Double = 1, threads: Int = 1,
                stripMinimumPixels: Int = Canvas.stripMinimumPixels) throws {
        let size = try scene.pixelSize(scale: scale)
        self.scene = scene
        self.scale = scale
        self.threads = max(1, threads)
        self.stripMinimumPixels = stripMinimumPixels
        canvas = try Canvas(width: size.width, height: size.height)
        canvas.transform = .scale(scale, scale)
        let strips = self.threads > 1 && size.width * size.height >= stripMinimumPixels && scene.drawsInStrips
        stripCount = strips ? min(self.threads, size.height) : 1
    }

    /// Clears the canvas to the scene's background and draws every op.
    ///
    /// - Throws: `SceneError.invalidValue` naming the op, when an op asked for more than
    ///   `RenderLimits.current` allows (the canvas then lacks what that op would have drawn).
    public mutating func render() throws(SceneError) {
        let overLimit: Int?
        if stripCount > 1 {
            let scene = self.scene
            // Each strip draws every op and finds the same first op over a limit (the limits
            // depend on the op and the canvas size, not on the rows drawn).
            overLimit = canvas.drawInStrips(count: stripCount) { strip in scene.draw(on: &strip) }
                .lazy.compactMap { $0 }.first
        } else {
            overLimit = scene.draw(on: &canvas)
        }
        // A scene with no op that draws leaves its clear pending: the pixels are still written.
        canvas.writePendingClear()
        if let error = canvas.limitExceeded {
            throw .invalidValue(SceneLocation(scene: .name(scene.name), op: overLimit), message: error.description)
        }
    }

    /// The pixels of the last `render()`.
    public var pixmap: Pixmap { canvas.pixmap }
}
