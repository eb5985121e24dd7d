import CtlRaster

/// The sizes and colours of the slider in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct SliderMetrics: Sendable {
    /// The natural width (Interface Builder's default frame), in points; the width is free.
    var width: Double
    /// The fixed height: the default thumb's.
    var height: Double

    /// The default track: its thickness, corner radius, and inset from each end of the
    /// bounds (or from the value images' gaps).
    var trackHeight: Double
    var trackRadius: Double
    var trackInset: Double
    /// The space between a minimum or maximum value image and the track (before `trackInset`).
    var valueImageGap: Double

    /// The part left of the thumb, top to bottom (the flat look fills it with the tint), and
    /// its one-pixel outline (clear for none).
    var minimumTrack: [GradientStop]
    var minimumTrackBorder: Color
    /// The part right of the thumb, top to bottom, and its outline.
    var maximumTrack: [GradientStop]
    var maximumTrackBorder: Color

    /// The default thumb: the width it occupies while travelling (its image's width), the
    /// disc's diameter, the disc's fill top to bottom, its rim and the rim's width, the
    /// shadow it casts.
    var thumbWidth: Double
    var thumbDiameter: Double
    var thumbFill: [GradientStop]
    var thumbRim: [GradientStop]
    var thumbRimWidth: Double
    var thumbShadow: Shadow?
    /// How much the default thumb darkens while it is pressed (highlighted); 0 for no change.
    var thumbHighlightDarken: Double
}
