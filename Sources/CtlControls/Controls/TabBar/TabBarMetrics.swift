import CtlRaster

/// The sizes and colours of seed 004's custom tab bar in one look; the values of each look
/// are in `Theme+Flat.swift` and `Theme+Classic.swift`.
struct TabBarMetrics: Sendable {
    /// The natural width (the window's) and the bar's height, in points.
    var width: Double
    var barHeight: Double
    /// The upper half of the bar, top to bottom (the seed's stretched TabBarGradient.png),
    /// and the lower half's solid colour.
    var upperHalf: [GradientStop]
    var lowerHalf: Color
    /// A line along the bar's top edge, and its width (nil for one device pixel).
    var topLine: Color
    var topLineWidth: Double?
    /// The side of the square the built-in symbols are drawn in, without and with titles.
    var iconSize: Double
    var titledIconSize: Double
    /// The unselected items' fill (the seed's grey), and the selected items' (the seed's blue
    /// gradient, top to bottom of the icon); nil for the tint.
    var unselected: [GradientStop]
    var selected: [GradientStop]?
    /// The embossed border around the selected item (nil for none).
    var emboss: Emboss?
    /// The cue for new content, and the arrow over the selected item.
    var glow: Glow
    var arrow: Arrow
    /// The titles under the icons: font, size and colours (a nil selected colour is the tint).
    var titleFont: String
    var titleSize: Double
    var title: Color
    var selectedTitle: Color?

    /// A plate behind the selected item with a bevelled edge: a dark outer line and a light
    /// inner one, open at the bar's bottom (in the recipe's source, TabBarSelection.png with
    /// 4-point caps, stretched over the item from 4 points below its top).
    struct Emboss: Sendable {
        /// From the item's sides and top.
        var inset: EdgeInsets
        var cornerRadius: Double
        /// The plate, top to bottom.
        var fill: [GradientStop]
        var rim: Color
        var highlight: Color
    }

    /// The "new content" cue of the seed's `glowItemAtIndex`.
    enum Glow: Sendable {
        /// A light rising from the item's bottom edge: an ellipse of these radii centred on
        /// the edge, fading out from its centre through `stops` (the seed's glow image).
        case light(radii: Size, stops: [GradientStop])
        /// A dot of this diameter in the tint at the icon's upper right, clear of a title.
        case dot(diameter: Double)
    }

    /// The triangle over the selected item (the seed's TabBarNipple.png), apex up, its base
    /// `overlap` points inside the bar.
    struct Arrow: Sendable {
        var size: Size
        var overlap: Double
        /// Its fill (nil for the tint) and the line along its two slanted sides (clear for none).
        var fill: Color?
        var edge: Color
    }

    /// How far the arrow rises above the bar.
    var arrowRise: Double { max(0, arrow.size.height - arrow.overlap) }
}
