import CtlRaster

/// The keys every drawing op may carry: `alpha`, `blend` and `shadow`.
///
/// An op with effects draws as save; set them; draw; restore, so they never leak
/// into the ops after it.
public struct OpEffects: Hashable, Sendable {
    /// Multiplies the canvas' alpha for this op, 0…1. Default: 1.
    public var alpha: Double
    /// The blend mode of this op, or `nil` to keep the canvas' (source-over in a scene). Default: nil.
    public var blendMode: BlendMode?
    /// The shadow cast by this op, or `nil` to keep the canvas' (none in a scene). Default: nil.
    public var shadow: Shadow?

    public init(alpha: Double = 1, blendMode: BlendMode? = nil, shadow: Shadow? = nil) {
        self.alpha = alpha
        self.blendMode = blendMode
        self.shadow = shadow
    }

    /// Whether drawing with these effects is drawing without any.
    public var isNone: Bool { alpha == 1 && blendMode == nil && shadow == nil }
}
