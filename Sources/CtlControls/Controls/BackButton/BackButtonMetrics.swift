import CtlRaster

/// The back button's artwork in one look; the values of each look are in the `flat` and `classic`
/// tables below. The seed's arrow image is not described; iOS 6's navigation-bar back button
/// (classic) and iOS 7's back chevron (flat) are drawn instead.
struct BackButtonMetrics: Sendable {
    /// The height; the width follows the title.
    var height: Double
    /// How far the arrow's point reaches left of its shoulders (the left cap's drawing).
    var arrowDepth: Double
    /// The right corners' radius.
    var cornerRadius: Double
    /// The title's insets: from the arrow's shoulders (classic) or from the chevron (flat) on
    /// the left, from the right edge on the right.
    var titleLeft: Double
    var titleRight: Double
    /// Classic: the border (top to bottom), the fill and the fill while highlighted (empty
    /// for none), and a light line under the button (the etch on the bar).
    var border: [GradientStop]
    var fill: [GradientStop]
    var highlightedFill: [GradientStop]
    var etch: Color
    /// Flat: the chevron's box, its line width and its gap from the left edge (0 for none).
    var chevronSize: Size
    var chevronLineWidth: Double
    var chevronLeft: Double
    /// The title's font, size, colour (nil for the tint) and shadow.
    var font: String
    var fontSize: Double
    var title: Color?
    var titleShadow: TextShadow?
    /// Flat: the opacity of the whole button while highlighted (1 for none).
    var highlightedOpacity: Double
}

extension LookMetrics {
    /// The back button's metrics in this look.
    var backButton: BackButtonMetrics { look == .classic ? .classic : BackButtonMetrics.flat[appearance] }
}

extension BackButtonMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7.
    static let flat = PerAppearance { _ in
        BackButtonMetrics(
            height: 44,                                         // the navigation bar's 44 [F7v1, CMB, WOC]
            arrowDepth: 0,                                      // no arrow background in iOS 7
            cornerRadius: 0,
            titleLeft: 6,                                       // chosen: the title just after the chevron
            titleRight: 8,                                      // side padding 8 [F7v1, CMB]
            border: [], fill: [], highlightedFill: [], etch: .clear,
            chevronSize: Size(width: 12, height: 20),           // "chevron about 12×20 in the tint" [F7v1 icon-back]
            chevronLineWidth: 3,                                // chosen: as heavy as the 17-pt title's strokes
            chevronLeft: 8,                                     // side padding 8 [F7v1, CMB]
            font: "system",
            fontSize: 17,                                       // bar buttons 17 regular [F7v1, UI7]
            title: nil,                                         //   in the tint
            titleShadow: nil,
            highlightedOpacity: 0.3                             // pressed bar button: opacity 0.3 [F7v1, DJ7]
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = BackButtonMetrics(
        height: 30,                                         // bordered bar buttons 29–30 high [DJ6]
        arrowDepth: 11,                                     // "a 45° rotated square scaled 0.75 in x" [DJ6]: 15 × 0.75
        cornerRadius: 5,                                    // radius 5 [DJ6]
        titleLeft: 3,                                       // chosen: with the right inset, the text centred on
        titleRight: 8,                                      //   the body ("adjust the titleEdgeInsets" [S4])
        border: .stops((0, 0x343A42), (1, 0x415066)),       // borders #343A42 / #415066 [DJ6]
        fill: .stops((0, 0x99AAC2), (0.5, 0x6F84A3),        // plain #99AAC2 → #41618D [DJ6]; chosen: the gloss
                     (0.5, 0x58719A), (1, 0x41618D)),       //   step at half height, as iOS 6 bar buttons
        highlightedFill: .stops((0, 0x8B97AF), (0.5, 0x5B6A8A), // pressed #8B97AF → #273E6B [DJ6]
                                (0.5, 0x45577A), (1, 0x273E6B)),
        etch: .white(1, alpha: 0.305),                      // "white glow under the button, 0 1 px at 30.5 %" [DJ6]
        chevronSize: Size(width: 0, height: 0),             // no chevron: the arrow is the background
        chevronLineWidth: 0,
        chevronLeft: 0,
        font: "system-bold",
        fontSize: 12,                                       // Helvetica Bold 12–13 white, shadow (0, −1) [DJ6]
        title: .white,
        titleShadow: TextShadow(offset: Point(0, -1), color: Color.black.opacity(0.5)),
        highlightedOpacity: 1                               // the darker gloss shows the press
    )
}
