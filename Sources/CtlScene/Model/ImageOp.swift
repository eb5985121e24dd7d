import CtlRaster
import CtlSVG

/// Draws an image into a rectangle: stretched, or nine-sliced by cap insets, or tiled.
public struct ImageOp: Hashable, Sendable {
    /// How the image fills the rectangle.
    public enum Layout: Hashable, Sendable {
        /// The whole image stretched to the rectangle.
        case stretch
        /// Corners kept, edges and centre stretched or tiled (also a plain tiling, with zero insets).
        case nineSlice(NineSlice)
    }

    /// The image as drawn: the file's pixels, already tinted when the op has a `tint` (for
    /// an SVG, its drawing at scale 1).
    public var image: Pixmap
    /// The SVG the image is drawn from, drawn again at the canvas' scale; nil for a PNG.
    public var artwork: SVGArtwork?
    /// The colour filling an SVG's shape (the op's `tint`); a PNG's is in `image` already.
    public var artworkTint: Color?
    /// The destination in user space.
    public var rect: Rect
    /// Default: `.stretch`.
    public var layout: Layout
    /// How the image is sampled when drawn at another size than its own. Default: `.bilinear`.
    public var filter: ImageFilter
    /// Alpha, blend mode and shadow for this op alone. Default: none.
    public var effects: OpEffects

    public init(image: Pixmap, rect: Rect, layout: Layout = .stretch, filter: ImageFilter = .bilinear,
                effects: OpEffects = OpEffects()) {
        self.image = image
        self.rect = rect
        self.layout = layout
        self.filter = filter
        self.effects = effects
    }
}
