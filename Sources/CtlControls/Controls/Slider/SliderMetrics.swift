import CtlRaster

/// The sizes and colours of the slider in one look; the values of each look are in the `flat` and
/// `classic` tables below.
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

extension LookMetrics {
    /// The slider's metrics in this look.
    var slider: SliderMetrics { look == .classic ? .classic : SliderMetrics.flat[appearance] }
}

extension SliderMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. In the other appearances the track
    /// right of the thumb is systemFill, UIKit's fill for "thin and small shapes, such as the
    /// track of a slider" [UIK13]; the thumb stays white [KON-R].
    static let flat = PerAppearance { a in
        SliderMetrics(
            width: 118,                                         // chosen: Interface Builder's default frame, 118×31
            height: 31,                                         // chosen: 31 (often quoted); UI7-SB's 29 cuts the
                                                                //   28-pt thumb's shadow
            trackHeight: 2,                                     // [UI7, F7v1]
            trackRadius: 1,                                     // chosen: round ends, as iOS 7's track image
            trackInset: 2,                                      // track 246 of 250 [S1]
            valueImageGap: 11,                                  // (250 − 2×30 − 164) / 2 − 2 [S1]; chosen: as iOS 6
            minimumTrack: .solid(a[.systemBlue]),               // the tint [UI7, F7, S0]; systemBlue [HIG-C]
            minimumTrackBorder: .clear,
            maximumTrack: .solid(a[.systemFill.replacing(lightKeptInHighContrast: Color(hex: 0xB7B7B7))]),
                                                                // #B7B7B7 [UI7, WOC, F7]; systemFill in dark [UIK13,
                                                                //   KON-R]; kept with increased contrast in light,
                                                                //   where systemFill is fainter
            maximumTrackBorder: .clear,
            thumbWidth: 30,                                     // the thumb asset's width, disc centred [UI7-PNG]
            thumbDiameter: 28,                                  // [F7v1, F7v2, UI7-PNG]
            thumbFill: .stops((0, 0xFFFFFF)),                   // white [F7, UI7-PNG]
            thumbRim: [GradientStop(offset: 0, color: Color(hex: 0, alpha: 0.12)),  // half-point rim, faint at the
                       GradientStop(offset: 1, color: Color(hex: 0, alpha: 0.3))],  //   top, darker below [UI7-PNG]
            thumbRimWidth: 0.5,                                 // [UI7-PNG]
            thumbShadow: Shadow(offset: Point(0, 2), blur: 4,   // 0 2px 4px [F7v1, F7v2]; y ≈ +3 [UI7-PNG]
                                color: Color(hex: 0, alpha: 0.25)), // chosen: between F7v2's 0.3 and UI7-PNG's fade
            thumbHighlightDarken: 0                             // chosen: iOS 7's thumb does not change when pressed
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = SliderMetrics(
        width: 118,                                         // chosen: Interface Builder's default frame, 118×23
        height: 23,                                         // "250×23 (the standard height)" [S1, MPAT]
        trackHeight: 9,                                     // about 9: 8 px plus borders [DJ6]
        trackRadius: 4.5,                                   // fully rounded ends [DJ6]
        trackInset: 2,                                      // track 246 of 250 [S1]
        valueImageGap: 11,                                  // (250 − 2×30 − 164) / 2 − 2 [S1]
        minimumTrack: .stops((0, 0x2859B1), (0.5, 0x3F84EB), (0.5, 0x4C8EEE), (1, 0x75ACFB)), // blue gloss [DJ6]
        minimumTrackBorder: Color(hex: 0x1F4385),           // chosen: the blue's darkest stop, darker
        maximumTrack: .stops((0, 0xCECECE), (0.5, 0xEEEEEE), (0.5, 0xF8F8F8), (1, 0xFDFDFD)), // white gloss [DJ6]
        maximumTrackBorder: Color(hex: 0xB0B0B0),           // inset border #B0B0B0 [DJ6]
        thumbWidth: 23,                                     // the thumb image: the standard height [S1]
        thumbDiameter: 21,                                  // chosen: 20–23 [DJ6, MPAT]; 1 pt left for the shadow
        thumbFill: .stops((0, 0xCCCCCC), (1, 0xFAFAFA)),    // #CCCCCC → #FAFAFA, top to bottom [DJ6]
        thumbRim: .stops((0, 0x9D9D9D)),                    // border #9D9D9D [DJ6]
        thumbRimWidth: 0.5,                                 // 1 px border [DJ6]: one pixel of @2x art
        thumbShadow: Shadow(offset: Point(0, 1), blur: 2,   // chosen: a soft contact shadow
                            color: Color(hex: 0, alpha: 0.35)),
        thumbHighlightDarken: 0.12                          // chosen: iOS 6's pressed thumb greys a little
    )
}

extension SliderMetrics {
    /// The image sample's thumb (chosen: a dark grey pill, orange while highlighted).
    static let samplePill = Color(hex: 0x555555)
}
