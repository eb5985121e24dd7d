import CtlRaster

/// The sizes and colours of the stepper in one look; the values of each look are in the `flat` and
/// `classic` tables below.
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

extension LookMetrics {
    /// The stepper's metrics in this look.
    var stepper: StepperMetrics { look == .classic ? .classic : StepperMetrics.flat[appearance] }
}

extension StepperMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. Its colours are the tint in every
    /// appearance (the palette's systemBlue), as iOS 7-style steppers keep their tint frame on a
    /// dark page [F7v5-S].
    static let flat = PerAppearance { _ in
        StepperMetrics(
            size: Size(width: 94, height: 29),                  // halves 47×29 [KBH]
            cornerRadius: 4,                                    // [UI7] (F7v2: 5)
            borderWidth: 1,                                     // 1 pt tint frame and divider [UI7, F7v2]
            border: nil,
            glyphLength: 15,                                    // 15 long [F7v2]
            glyphThickness: 1,                                  // chosen: as thin as the frame (F7v2 draws 2)
            glyph: nil,
            disabledGlyph: nil,
            disabledGlyphOpacity: 0.3,                          // chosen: a lighter tint [UI7 uses the pressed colour]
            glyphShadow: nil,
            fill: .solid(.clear),
            pressedFill: nil,
            pressedWash: 0.15                                   // tint at 15 % [F7v2]
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = StepperMetrics(
        size: Size(width: 94, height: 27),                  // "apparently 94×27" [S1, STP6]
        cornerRadius: 5,                                    // chosen: as the bordered segmented control [DJ6]
        borderWidth: 1,
        border: Color(hex: 0x8E8E8E),                       // chosen: the grey of iOS 6 form buttons
        glyphLength: 12,                                    // chosen: iOS 6's short, heavy signs
        glyphThickness: 3,
        glyph: Color(hex: 0x4A4A4A),                        // chosen: dark grey "default gray" look [S1]
        disabledGlyph: Color(hex: 0xB8B8B8),                // chosen: greyed
        disabledGlyphOpacity: 1,
        glyphShadow: Shadow(offset: Point(0, 1), blur: 0, color: .white), // embossed, as iOS 6 labels
        fill: .stops((0, 0xFDFDFD), (0.5, 0xF8F8F8), (0.5, 0xEEEEEE), (1, 0xCECECE)), // form button [DJ6]
        pressedFill: .stops((0, 0xD2D2D2), (0.5, 0xC8C8C8), (0.5, 0xB9B9B9), (1, 0x9F9F9F)), // chosen: darker
        pressedWash: 0
    )
}
