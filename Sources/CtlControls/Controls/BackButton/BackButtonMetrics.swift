import CtlRaster

/// The back button's artwork in one look; the values of each look are in `Theme+Flat.swift`
/// and `Theme+Classic.swift`. The seed's arrow image is not described; iOS 6's navigation-bar
/// back button (classic) and iOS 7's back chevron (flat) are drawn instead.
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
