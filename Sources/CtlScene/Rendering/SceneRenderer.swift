import CtlRaster

/// A scene with a canvas of its size, ready to be rendered again and again.
///
/// The canvas is allocated once; each `render()` clears it and draws every op, with
/// nothing parsed or allocated by the scene layer (what the benchmarks time).
public struct SceneRenderer {
    public let scene: Scene
    /// Pixels per user unit. Default: 1.
    public let scale: Double
    /// The canvas, whose transform is `scale(scale, scale)`.
    public private(set) var canvas: Canvas

    /// Checks the scale and the size, then allocates the canvas (transparent until `render()`).
    ///
    /// - Throws: `SceneError.invalidScale` or `SceneError.canvasTooLarge`.
    public init(scene: Scene, scale: Double = 1) throws {
        let size = try scene.pixelSize(scale: scale)
        self.scene = scene
        self.scale = scale
        canvas = try Canvas(width: size.width, height: size.height)
        canvas.transform = .scale(scale, scale)
    }

    /// Clears the canvas to the scene's background and draws every op.
    ///
    /// - Throws: `SceneError.invalidValue` naming the op, when an op asked for more than
    ///   `RenderLimits.current` allows (the canvas then lacks what that op would have drawn).
    public mutating func render() throws(SceneError) {
        let overLimit = scene.draw(on: &canvas)
        // A scene with no op that draws leaves its clear pending: the pixels are still written.
        canvas.writePendingClear()
        if let error = canvas.limitExceeded {
            throw .invalidValue(SceneLocation(scene: .name(scene.name), op: overLimit), message: error.description)
        }
    }

    /// The pixels of the last `render()`.
    public var pixmap: Pixmap { canvas.pixmap }
}
