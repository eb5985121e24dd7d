import CtlRaster

/// The image knob's artwork in one look; the values of each look are in `Theme+Flat.swift`
/// and `Theme+Classic.swift`. The seed's `knob.png` is not described, so it is drawn here.
struct ImageKnobMetrics: Sendable {
    /// The natural size of the whole control (knob and labels) and the knob's diameter in it.
    var size: Size
    var diameter: Double
    /// The disc, top to bottom (one stop is a solid colour), its rim and the rim's width.
    var disc: [GradientStop]
    var rim: Color
    var rimWidth: Double
    /// Classic only: a shadow under the disc, and a lighter cap in its middle (empty for none).
    var shadow: Shadow?
    var cap: [GradientStop]
    /// The pointer mark: a line from `pointerInner` to `pointerOuter` (fractions of the
    /// radius) of this width and colour (nil for the tint).
    var pointerInner: Double
    var pointerOuter: Double
    var pointerWidth: Double
    var pointer: Color?
    /// The "Min" and "Max" labels.
    var labelFont: String
    var labelSize: Double
    var label: Color
    var labelShadow: TextShadow?
}
