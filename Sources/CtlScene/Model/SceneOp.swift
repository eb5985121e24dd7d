import CtlRaster

/// One operation of a scene, with every value already decoded for the engine.
///
/// Indirect, so that an op is one reference to its decoded values: taking it out of the
/// scene's array to draw it retains that reference, where an inline payload (a few hundred
/// bytes) would be copied whole, with every path, paint and dash array in it retained.
public indirect enum SceneOp: Hashable, Sendable {
    /// `{"op": "fill", …}`
    case fill(FillOp)
    /// `{"op": "stroke", …}`
    case stroke(StrokeOp)
    /// `{"op": "image", …}`: a PNG stretched, nine-sliced or tiled into a rectangle.
    case image(ImageOp)
    /// `{"op": "text", …}`: a line of text at a baseline, or text laid out in a rectangle.
    case text(TextOp)
    /// `{"op": "clip", …}`: narrows the clip until the matching `restore`.
    case clip(ClipOp)
    /// `{"op": "save"}`: pushes the canvas state (transform, clip, alpha, blend mode, shadow).
    case save
    /// `{"op": "restore"}`: pops the state pushed by the matching `save`.
    case restore
}

/// Fills the inside of a path.
public struct FillOp: Hashable, Sendable {
    public var path: Path
    public var paint: Paint
    /// Default: `.nonzero`.
    public var rule: FillRule
    /// Maps the path and the paint into the scene's space. Default: identity.
    public var transform: Transform
    /// Alpha, blend mode and shadow for this op alone. Default: none.
    public var effects: OpEffects

    public init(path: Path, paint: Paint, rule: FillRule = .nonzero, transform: Transform = .identity,
                effects: OpEffects = OpEffects()) {
        self.path = path
        self.paint = paint
        self.rule = rule
        self.transform = transform
        self.effects = effects
    }
}

/// Strokes the outline of a path.
public struct StrokeOp: Hashable, Sendable {
    public var path: Path
    public var paint: Paint
    /// Width, caps, joins, miter limit and dashes. Default: `StrokeStyle()` (width 1, butt, miter, limit 4, solid).
    public var style: StrokeStyle
    /// Maps the path, the stroke geometry and the paint into the scene's space. Default: identity.
    public var transform: Transform
    /// Alpha, blend mode and shadow for this op alone. Default: none.
    public var effects: OpEffects

    public init(path: Path, paint: Paint, style: StrokeStyle = StrokeStyle(), transform: Transform = .identity,
                effects: OpEffects = OpEffects()) {
        self.path = path
        self.paint = paint
        self.style = style
        self.transform = transform
        self.effects = effects
    }
}

/// Intersects the clip with the inside of a path (anti-aliased).
public struct ClipOp: Hashable, Sendable {
    public var path: Path
    /// Default: `.nonzero`.
    public var rule: FillRule
    /// Maps the path into the scene's space. Default: identity.
    public var transform: Transform

    public init(path: Path, rule: FillRule = .nonzero, transform: Transform = .identity) {
        self.path = path
        self.rule = rule
        self.transform = transform
    }
}
