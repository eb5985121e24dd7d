import CtlRaster

/// One picture of a scene file: a canvas size, a background and the drawing operations.
///
/// A `Scene` is decoded and checked once (`SceneFile`); drawing it cannot fail, so it
/// can be rendered many times (see `SceneRenderer`) without parsing anything again.
public struct Scene: Hashable, Sendable {
    /// The scene's name, unique in its file and usable as a file name.
    public var name: String
    /// The width in user units (pixels at scale 1), 1…`Pixmap.maxDimension`.
    public var width: Int
    /// The height in user units (pixels at scale 1), 1…`Pixmap.maxDimension`.
    public var height: Int
    /// The colour the canvas is cleared to before the first op. Default: `nil` (transparent).
    public var background: Color?
    /// The drawing operations, in the order they are composited.
    public var ops: [SceneOp]

    public init(name: String, width: Int, height: Int, background: Color? = nil, ops: [SceneOp] = []) {
        self.name = name
        self.width = width
        self.height = height
        self.background = background
        self.ops = ops
    }
}
