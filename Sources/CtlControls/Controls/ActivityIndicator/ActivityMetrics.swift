import CtlRaster

/// The sizes and colours of the activity indicator in one look; the values of each look are
/// in `Theme+Flat.swift` and `Theme+Classic.swift`.
struct ActivityMetrics: Sendable {
    /// The fixed side of the white and gray styles, and of white-large.
    var size: Double
    var largeSize: Double
    /// The spokes at each size.
    var spokes: ActivitySpokes
    var largeSpokes: ActivitySpokes
    /// The opacity of each of the twelve spokes: the head (the newest) first, then those
    /// trailing it against the direction of rotation.
    var opacities: [Double]
    /// The colours of the white and gray styles.
    var white: Color
    var gray: Color
}

/// The shape of an activity indicator's spokes: each a line along a radius with round caps.
struct ActivitySpokes: Sendable {
    /// Where each spoke's centre line starts and ends, from the centre, in points.
    var innerRadius: Double
    var outerRadius: Double
    /// The line's width (the caps' diameter).
    var width: Double
}
