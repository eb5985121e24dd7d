import CtlRaster

/// The sizes and colours of the switch in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct SwitchMetrics: Sendable {
    /// The one size a switch has in the look.
    var size: Size
    /// The thumb's diameter and its gap to the track's edge.
    var thumbDiameter: Double
    var thumbInset: Double
    /// How much wider the thumb grows while pressed (iOS 7); 0 for no change.
    var pressedThumbGrowth: Double
    /// The on track (top to bottom; the on tint replaces it), the off track, and the off
    /// outline (the switch's tint replaces it) with its width.
    var onTrack: [GradientStop]
    var offTrack: [GradientStop]
    var offBorder: Color
    var borderWidth: Double
    /// The thumb (top to bottom; the thumb tint replaces it), its rim and its shadow.
    var thumb: [GradientStop]
    var thumbRim: Color
    var thumbRimWidth: Double
    var thumbShadow: Shadow
    /// A shadow inside the track along its top (classic's recess); nil for none.
    var trackInnerShadow: Shadow?
    /// The ON and OFF words (classic): font, size, colours and embossing shadows; nil in flat.
    var labels: Labels?

    struct Labels: Sendable {
        var font: String
        var size: Double
        var on: Color
        var onShadow: TextShadow
        var off: Color
        var offShadow: TextShadow
    }
}
