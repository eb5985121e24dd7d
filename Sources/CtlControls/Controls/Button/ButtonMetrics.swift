import CtlRaster

/// The sizes and colours of the Button control in one look; the values of each look are in the
/// `flat` and `classic` tables below.
struct ButtonMetrics: Sendable {
    /// The title's font (a bundled name) and size in points, when the button sets none.
    var font: String
    var fontSize: Double
    /// The title colour of a system button in the normal state; nil for the tint (iOS 7).
    var titleColor: Color?
    /// The title colour of a system button while highlighted or selected; nil where the
    /// look fades the title instead (iOS 7).
    var pressedTitleColor: Color?
    /// The title colour of custom buttons in every state: UIKit's white.
    var customTitleColor: Color
    /// The title shadow colour when none is set (seen only with a shadow offset).
    var titleShadowColor: Color

    /// A system button with a title is at least this tall (its natural height).
    var minimumHeight: Double
    /// Added left and right of the content in a bezelled button's natural width.
    var bezelPadding: Double

    /// The opacity of a flat system button's content while highlighted (iOS 7's fade);
    /// 1 where the look does not fade.
    var highlightedAlpha: Double
    /// The tint-filled rounded rect behind a selected flat system button's content; nil
    /// where the look has none.
    var selectedPlate: Plate?
    /// The rounded-rect bezel of a classic system button; nil where the look has none.
    var bezel: Bezel?
    /// A classic custom button with a background colour has "a thin, subtle rectangular
    /// border": the background colour darkened by this much, one device pixel wide; 0
    /// for none.
    var customBorderDarken: Double

    /// The natural sizes of the typed buttons' standard images.
    var detailDisclosureSize: Size
    var infoSize: Size
    var contactAddSize: Size
    /// The width of the typed buttons' outlines: the flat rings, the classic info ring.
    var glyphLineWidth: Double
    /// The classic typed buttons' artwork; nil where the look draws outlines in the tint.
    var glyphs: Glyphs?

    /// The white glow of `showsTouchWhenHighlighted`: its radius in points and its
    /// stops from the centre out.
    var glowRadius: Double
    var glowStops: [GradientStop]

    /// The plate behind a selected flat system button.
    struct Plate: Sendable {
        var cornerRadius: Double
        /// How far the plate reaches past the title and image, each side.
        var outset: Size
        /// The title and template images on the plate (the tint, or the greyed text colour).
        var content: Color
    }

    /// The classic rounded-rect bezel: a white box with a grey-blue border that fills
    /// with blue while pressed (highlighted or selected).
    struct Bezel: Sendable {
        var cornerRadius: Double
        var borderWidth: Double
        var border: Color
        /// Top to bottom.
        var fill: [GradientStop]
        var pressedBorder: Color
        /// Top to bottom; a custom tint replaces it with a gradient of the tint.
        var pressedFill: [GradientStop]
        /// A faint white line under the bezel, as if pressed into the page; clear for none.
        var etch: Color
    }

    /// The classic typed buttons' artwork, drawn in code.
    struct Glyphs: Sendable {
        /// The white rim around the classic detail disclosure's disc, in points.
        var rim: Double
        /// The classic detail disclosure's disc, top to bottom.
        var disclosureFill: [GradientStop]
        /// The top of the gloss over the classic discs (it fades to 15 % of this at its bottom).
        var gloss: Color
        /// The classic contact-add bezel's fill and border, and its plus sign's colour.
        var contactAddFill: [GradientStop]
        var contactAddBorder: Color
        var contactAddPlus: Color
        /// The shadow under the classic discs.
        var shadow: Shadow
        /// The classic info buttons' ring and "i": light (for dark backgrounds) and dark,
        /// each with its shadow.
        var infoLight: Color
        var infoLightShadow: Shadow
        var infoDark: Color
        var infoDarkShadow: Shadow
    }
}

extension ButtonMetrics {
    /// The glow's falloff, chosen (S1 gives none): a bright white core fading smoothly to
    /// nothing at the radius, nearly Gaussian, so it reads as light rather than a disc.
    static let glow: [GradientStop] = [
        GradientStop(offset: 0, color: Color.white.opacity(0.95)),
        GradientStop(offset: 0.25, color: Color.white.opacity(0.75)),
        GradientStop(offset: 0.5, color: Color.white.opacity(0.38)),
        GradientStop(offset: 0.75, color: Color.white.opacity(0.12)),
        GradientStop(offset: 1, color: Color.white.opacity(0)),
    ]
}

extension LookMetrics {
    /// The button's metrics in this look.
    var button: ButtonMetrics { look == .classic ? .classic : ButtonMetrics.flat[appearance] }
}

extension ButtonMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. Its colours are the tint (the
    /// palette's systemBlue in each appearance) and white on the tint, as iOS's filled buttons
    /// keep white titles in dark [HIG-C]; disabled, the palette's greyed text.
    static let flat = PerAppearance { _ in
        ButtonMetrics(
            font: "system",                                     // chosen: 15 regular [UIButton title font, inf]; see below
            fontSize: 15,                                       // [UIButton title font, inf]
            titleColor: nil,                                    // the tint [F7v1, RAT]
            pressedTitleColor: nil,                             // none: the title fades instead
            customTitleColor: .white,                           // UIKit's custom-button default, as in iOS 6 [S1]
            titleShadowColor: Color.black.opacity(0.5),         // chosen: half black, seen only with an offset
            minimumHeight: 30,                                  // S0's 80×30 system button frame
            bezelPadding: 0,                                    // no bezel in iOS 7 [S3 "nothing rounded"]
            highlightedAlpha: 0.2,                              // DJ7's pressed #C6DEF9 ≈ the tint at 22 % [DJ7]
            selectedPlate: .init(cornerRadius: 4, outset: Size(width: 4, height: 2), // chosen: hugs the title,
                                 content: .white),              //   white on it in every appearance
            bezel: nil,                                         // no bezel in iOS 7
            customBorderDarken: 0,                              // chosen: iOS 7 draws no border
            detailDisclosureSize: Size(width: 22, height: 22),  // [UI7-SB]
            infoSize: Size(width: 22, height: 22),              // [UI7-SB]
            contactAddSize: Size(width: 22, height: 22),        // [UI7-SB]
            glyphLineWidth: 1,                                  // chosen: iOS 7's one-point outlines
            glyphs: nil,                                        // outlines in the tint [S0]
            glowRadius: 20,                                     // chosen: a fingertip's glow (S1 gives none)
            glowStops: ButtonMetrics.glow                       // chosen: see ButtonMetrics.glow
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = ButtonMetrics(
        font: "system-bold",                                // Helvetica Bold 15 [UIButton title font, inf]
        fontSize: 15,
        titleColor: Color(hex: 0x385487),                   // #385487 [UI7, DJ6]
        pressedTitleColor: .white,                          // "white when the button is highlighted" [S1]
        customTitleColor: .white,                           // the same default for custom buttons [S1]
        titleShadowColor: Color.black.opacity(0.5),         // chosen: half black, seen only with an offset
        minimumHeight: 37,                                  // chosen: the usual iOS 6 rounded-rect height
        bezelPadding: 11,                                   // chosen: "Button" comes out 73 wide, IB's default
        highlightedAlpha: 1,                                // no fade: the bezel turns blue instead
        selectedPlate: nil,
        bezel: .init(
            cornerRadius: 9,                                // about 8–10 [UIButton rounded-rect radius, inf]
            borderWidth: 1,                                 // 1 pt [DJ6]
            border: Color(hex: 0x9CACC0),                   // grey-blue [DJ6 form controls]
            fill: .stops((0, 0xFFFFFF), (1, 0xF1F2F4)),    // chosen: "a white background", faintly shaded
            pressedBorder: Color(hex: 0x1352B5),            // chosen: the blue fill's bottom, darker
            pressedFill: .stops((0, 0x048BF4), (1, 0x005CE5)), // selection blue [DJ6, inf]
            etch: Color.white.opacity(0.6)),                // chosen: iOS 6's pressed-in highlight
        customBorderDarken: 0.25,                           // chosen: "a thin, subtle rectangular border" [S1]
        detailDisclosureSize: Size(width: 29, height: 31),  // about 29×31 [metrics, NOT CONFIRMED]
        infoSize: Size(width: 18, height: 19),              // IB info button 18×19 [MPAT]
        contactAddSize: Size(width: 29, height: 31),        // chosen: as the detail disclosure
        glyphLineWidth: 1.5,                                // chosen: the info ring
        glyphs: .init(
            rim: 2,                                         // chosen: the disclosure's white rim
            disclosureFill: .stops((0, 0x3C8EF3), (1, 0x0D4FD0)), // chosen: iOS 6's bright disclosure blue
            gloss: Color.white.opacity(0.55),               // chosen: gloss on the upper half
            contactAddFill: .stops((0, 0xFFFFFF), (1, 0xE4E8EE)), // chosen: the bezel's white
            contactAddBorder: Color(hex: 0x9CACC0),         // the rounded rect's border [DJ6]
            contactAddPlus: Color(hex: 0x2A6FDB),           // chosen: the disclosure blue
            shadow: Shadow(offset: Point(0, 1), blur: 2, color: Color.black.opacity(0.45)), // chosen
            infoLight: .white,                              // "a light letter i" [S1]
            infoLightShadow: Shadow(offset: Point(0, 1), blur: 1, color: Color.black.opacity(0.5)), // chosen
            infoDark: Color(hex: 0x4A4D52),                 // "a dark letter i" [S1]; chosen grey
            infoDarkShadow: Shadow(offset: Point(0, 1), blur: 0, color: Color.white.opacity(0.7))), // chosen: etched
        glowRadius: 20,                                     // chosen: a fingertip's glow (S1 gives none)
        glowStops: ButtonMetrics.glow                       // chosen: see ButtonMetrics.glow
    )
}

/// The colours of the catalog's button samples and their images (chosen: each shows a feature,
/// none is the look's own).
extension ButtonMetrics {
    /// The dark backdrop behind the light info button sample.
    static let sampleDark = Color(hex: 0x333333)
    /// The per-state sample's title when selected (on its green).
    static let sampleOnTitle = Color(hex: 0x0B3D12)
    /// The nine-slice sample's glossy green lozenge, top to bottom, and its edge (like S0
    /// Recipe 2-1's `green-out.png`).
    static let sampleLozenge: [GradientStop] = .stops((0, 0x7EE08A), (0.5, 0x4CC95E),
                                                      (0.5, 0x36B84B), (1, 0x2FA443))
    static let sampleLozengeEdge = Color(hex: 0x1E7B2E)
}
