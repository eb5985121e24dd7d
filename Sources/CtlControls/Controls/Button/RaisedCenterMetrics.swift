import CtlRaster

/// The raised centre tab button's art in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`. The seed's `buttonImage` and
/// `highlightImage` are not described, only that the button is taller than the tab bar.
struct RaisedCenterMetrics: Sendable {
    /// The image's size (the button's frame, as the seed sets it) and the tab bar's height
    /// it rises above.
    var size: Size
    var tabBarHeight: Double
    /// The plate's corner radius, its fill for normal and highlighted (top to bottom; nil
    /// for the tint, darkened while highlighted) and its rim (clear for none).
    var cornerRadius: Double
    var fill: [GradientStop]?
    var highlightedFill: [GradientStop]?
    var rim: Color
    /// Classic only: a light line just inside the top of the plate (clear for none).
    var innerHighlight: Color
    /// The "+" in the middle: its arm length, line width and colour.
    var plusSize: Double
    var plusWidth: Double
    var plus: Color
    var plusShadow: Shadow?
}
