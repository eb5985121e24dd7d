import CtlRaster

/// The image knob's artwork in one look; the values of each look are in the `flat` and `classic`
/// tables below. The seed's `knob.png` is not described, so it is drawn here.
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

extension LookMetrics {
    /// The image knob's metrics in this look.
    var imageKnob: ImageKnobMetrics { look == .classic ? .classic : ImageKnobMetrics.flat[appearance] }
}

extension ImageKnobMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. On a dark page the disc is a raised
    /// surface, tertiarySystemBackground (#2C2C2E), in systemGray3's rim, with labels in the
    /// label colour [UIK13, HIG-C].
    static let flat = PerAppearance { a in
        ImageKnobMetrics(
            size: Size(width: 140, height: 124),                // chosen: a 100-pt knob and the labels below it
            diameter: 100,                                      // chosen: knob.png is not described [S1]
            disc: .solid(a[.tertiarySystemBackground]),         // chosen: a white disc…
            rim: a[.systemGray3],                               //   …with iOS 7's light border grey #C7C7CC [UI7]
            rimWidth: 1,
            shadow: nil,
            cap: [],
            pointerInner: 0.45,                                 // chosen: a tint mark from near the middle…
            pointerOuter: 0.85,                                 //   …towards the rim
            pointerWidth: 4,
            pointer: nil,                                       //   in the tint
            labelFont: "system",
            labelSize: 15,                                      // chosen: a plain label, 15 as the system button's
            label: a[.label],
            labelShadow: nil
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = ImageKnobMetrics(
        size: Size(width: 140, height: 124),                // chosen: as flat
        diameter: 100,
        disc: .stops((0, 0xFAFAFA), (0.5, 0xD9DCE0), (1, 0xA9AEB5)), // chosen: brushed metal lit from above,
        rim: Color(hex: 0x6E737A),                          //   a dark milled edge,
        rimWidth: 2,
        shadow: Shadow(offset: Point(0, 2), blur: 4, color: Color.black.opacity(0.45)), // standing on the page
        cap: .stops((0, 0xC9CDD2), (1, 0xF4F5F6)),          //   and a dished cap, darker at its top
        pointerInner: 0.62,                                 // chosen: a groove on the rim's band…
        pointerOuter: 0.9,
        pointerWidth: 4,
        pointer: Color(hex: 0xD2322D),                      //   …painted red, as iOS 6 dials' indicators
        labelFont: "system-bold",                           // chosen: iOS 6 labels, bold
        labelSize: 15,
        label: Color(hex: 0x4C566C),                        // grouped-table label blue-grey [DJ6]
        labelShadow: TextShadow(offset: Point(0, 1), color: .white) // engraved: white under [DJ6 etch]
    )
}
