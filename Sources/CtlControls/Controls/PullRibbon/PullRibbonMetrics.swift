import CtlRaster

/// The ribbon's artwork in one look; the values of each look are in `Theme+Flat.swift` and
/// `Theme+Classic.swift`. The seed's `ribbonImage` is not described beyond "a hanging red
/// shape" with "a notch … at the bottom", so its size and colours are chosen there.
struct PullRibbonMetrics: Sendable {
    /// The ribbon image's size in points.
    var ribbonSize: Size
    /// How far the notch cuts up into the ribbon's bottom edge.
    var notchDepth: Double
    /// The fill: across the ribbon, left to right (one stop is a solid colour).
    var fill: [GradientStop]
    /// Classic only: the stitched seams near both long edges (clear for none) and their inset.
    var stitch: Color
    var stitchInset: Double
    /// Classic only: a shadow under the ribbon.
    var shadow: Shadow?
}
