import CtlRaster

// The resolved render tree, as usvg makes it: every CSS, `use`, unit, inheritance and
// `objectBoundingBox` question answered, so drawing (Render/) only walks it. Coordinates
// are user units of the element's own space; each group's `transform` maps its children
// into its parent's space.

/// One drawable thing.
enum TreeNode {
    case group(TreeGroup)
    case path(TreePath)
    case image(TreeImage)
}

/// A group: its children drawn in order, then (when any of these is set) composited as
/// one layer through its clip path, mask, filters, opacity and blend mode.
struct TreeGroup {
    /// The element it came from (`g`, `svg`, `use`, `a`, …) and where, for messages.
    var element: String = "g"
    var position = XMLPosition(line: 0, column: 0)
    var id: String?
    /// Children space to parent space. Default: identity.
    var transform: Transform = .identity
    /// 0…1. Default: 1.
    var opacity: Double = 1
    /// `mix-blend-mode`. Default: `.sourceOver` (`normal`).
    var blendMode: BlendMode = .sourceOver
    /// `isolation: isolate`. Default: false.
    var isolate = false
    var clipPath: ClipPath?
    var mask: Mask?
    /// `filter`, resolved into primitives (see Filters/); nil when the property is absent.
    var filter: GroupFilter?
    var children: [TreeNode] = []

    /// Whether the group must be drawn on a layer of its own and composited.
    var needsLayer: Bool {
        opacity < 1 || blendMode != .sourceOver || isolate || clipPath != nil || mask != nil || filter != nil
    }
}

/// A filled and/or stroked shape.
struct TreePath {
    var id: String?
    var path: Path
    var fill: Fill?
    var stroke: Stroke?
    /// `paint-order: stroke` (or markers before fill): the stroke is drawn under the fill.
    var strokeFirst = false
    /// The shape's rendering is crisp (`shape-rendering: crispEdges`): drawn without
    /// anti-aliasing by browsers; we keep anti-aliasing (exact area) but remember it.
    var crispEdges = false
    /// The box that objectBoundingBox paint servers use, when it is not the path's own
    /// (a glyph of a text element takes the whole text's box). Default: nil, the path's.
    var objectBox: Rect?
}

/// How a shape's inside is painted.
struct Fill {
    var paint: PaintServer
    /// `fill-opacity`, 0…1.
    var opacity: Double = 1
    var rule: FillRule = .nonzero
    /// A `use`'s paint (`context-fill`/`context-stroke` in its content), still in the space of
    /// the `use`'s content: `Converter.use` re-expresses it in the shape's space and clears this.
    var fromUse = false
}

/// How a shape's outline is painted.
struct Stroke {
    var paint: PaintServer
    /// `stroke-opacity`, 0…1.
    var opacity: Double = 1
    var style: StrokeStyle
    /// As `Fill.fromUse`.
    var fromUse = false
}

/// What paints a fill or stroke.
enum PaintServer {
    case color(Color)
    case linear(LinearServer)
    case radial(RadialServer)
    case pattern(PatternServer)
}

/// Gradient geometry is in `units`; stops are resolved (offsets clamped and ordered,
/// colours with stop-opacity applied).
struct LinearServer {
    var x1, y1, x2, y2: Double
    var units: Units
    var transform: Transform
    var spread: SpreadMode
    var stops: [GradientStop]
}

struct RadialServer {
    var cx, cy, r, fx, fy, fr: Double
    var units: Units
    var transform: Transform
    var spread: SpreadMode
    var stops: [GradientStop]
}

/// A pattern tile: `rect` in `units`, its content drawn in `contentTransform` space.
struct PatternServer {
    var rect: Rect
    var units: Units
    var contentUnits: Units
    var transform: Transform
    /// viewBox → tile, when a viewBox is given (takes precedence over contentUnits).
    var viewBox: ViewBox?
    var aspect = AspectRatio.default
    var children: [TreeNode]
}

/// `userSpaceOnUse` or `objectBoundingBox`.
enum Units: Equatable {
    case userSpace
    case objectBoundingBox
}

/// A clip path: its shapes' union (each by its own clip-rule) limits what the group shows.
struct ClipPath {
    var units: Units
    var transform: Transform
    var children: [TreeNode]
    /// A `clip-path` on the `clipPath` element itself: intersected with this one.
    var clipPath: Box<ClipPath>?
}

/// A mask: the luminance (or alpha) of its content, inside `rect`, multiplies the group.
struct Mask {
    var rect: Rect
    var units: Units
    var contentUnits: Units
    var luminance: Bool
    var children: [TreeNode]
    /// A `mask` on the `mask` element itself.
    var mask: Box<Mask>?
}

/// A raster image (or a nested SVG document) placed in `viewRect` per `aspect`.
struct TreeImage {
    var id: String?
    var viewRect: Rect
    var aspect: AspectRatio
    var content: ImageContent
    /// How a raster image is sampled (`image-rendering`, as resvg maps it).
    var filter = ImageFilter.bicubic
}

enum ImageContent {
    case raster(Pixmap)
    case svg(Box<TreeGroup>, size: Size)
}

/// A value kept behind a reference, so that a recursive struct has a finite size.
final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
}
