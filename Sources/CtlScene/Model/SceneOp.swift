import CtlRaster

/// One drawing operation of a scene, with every value already decoded for the engine.
public enum SceneOp: Hashable, Sendable {
    /// `{"op": "fill", …}`
    case fill(FillOp)
    /// `{"op": "stroke", …}`
    case stroke(StrokeOp)
}

/// Fills the inside of a path.
public struct FillOp: Hashable, Sendable {
    public var path: Path
    public var paint: Paint
    /// Default: `.nonzero`.
    public var rule: FillRule
    /// Maps the path and the paint into the scene's space. Default: identity.
    public var transform: Transform

    public init(path: Path, paint: Paint, rule: FillRule = .nonzero, transform: Transform = .identity) {
        self.path = path
        self.paint = paint
        self.rule = rule
        self.transform = transform
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

    public init(path: Path, paint: Paint, style: StrokeStyle = StrokeStyle(), transform: Transform = .identity) {
        self.path = path
        self.paint = paint
        self.style = style
        self.transform = transform
    }
}
