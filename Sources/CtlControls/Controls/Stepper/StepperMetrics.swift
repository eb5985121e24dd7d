import CtlRaster

/// The sizes and colours of the stepper in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct StepperMetrics: Sendable {
    /// The one size a stepper has in the look; each half is half as wide.
    var size: Size
    var cornerRadius: Double
    /// The frame and the divider: their width and colour (nil for the tint).
    var borderWidth: Double
    var border: Color?
    /// The "−" and "+": their length, bar thickness and colour (nil for the tint), and their
    /// colour or opacity in a half that is disabled at its limit.
    var glyphLength: Double
    var glyphThickness: Double
    var glyph: Color?
    var disabledGlyph: Color?
    var disabledGlyphOpacity: Double
    /// A shadow under the glyphs (classic's emboss); nil for none.
    var glyphShadow: Shadow?
    /// A half's background, normal and pressed (top to bottom); a pressed half with no
    /// `pressedFill` is washed with the tint at `pressedWash`.
    var fill: [GradientStop]
    var pressedFill: [GradientStop]?
    var pressedWash: Double
}
