import CtlRaster

/// The sizes and colours of the Button control in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
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
