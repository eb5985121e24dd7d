import CtlRaster

/// The sizes and colours of the progress view in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct ProgressMetrics: Sendable {
    /// The natural width (Interface Builder's default frame), in points.
    var width: Double
    /// The height of the default and the bar style.
    var height: Double
    var barHeight: Double
    /// 0 for square ends; `height / 2` rounds them fully (a capsule).
    var cornerRadius: Double
    /// The unfilled part, default and bar style, top to bottom.
    var track: [GradientStop]
    var barTrack: [GradientStop]
    /// The filled part, top to bottom; in the flat look the tint replaces it.
    var fill: [GradientStop]
    var barFill: [GradientStop]
    /// The outline of the filled part and of the track (clear for none), one pixel wide.
    var fillBorder: Color
    var trackBorder: Color
}
