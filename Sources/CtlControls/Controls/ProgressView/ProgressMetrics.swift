import CtlRaster

/// The sizes and colours of the progress view in one look; the values of each look are in the
/// `flat` and `classic` tables below.
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

extension LookMetrics {
    /// The progress view's metrics in this look.
    var progress: ProgressMetrics { look == .classic ? .classic : ProgressMetrics.flat[appearance] }
}

extension ProgressMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. In the other appearances the track
    /// is systemFill, as the slider's [UIK13]; the filled part is the tint.
    static let flat = PerAppearance { a in
        ProgressMetrics(
            width: 150,                                         // IB's default frame, 150×2
            height: 2,                                          // [WOC, DJ7, F7v1.7, MMZ, UI7-SB]
            barHeight: 2.5,                                     // [WOC] (2.5–4 seen: conflict)
            cornerRadius: 0,                                    // square ends [DJ7]
            track: .solid(a[.systemFill.replacing(lightKeptInHighContrast: Color(hex: 0xB7B7B7))]),
                                                                // #B7B7B7 [UI7, WOC, F7]; chosen: in the others as
                                                                //   the slider's track [UIK13]
            barTrack: .solid(.clear),                           // chosen: no track in a bar
            fill: .solid(a[.systemBlue]),                       // the tint replaces it
            barFill: .solid(a[.systemBlue]),
            fillBorder: .clear,
            trackBorder: .clear
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = ProgressMetrics(
        width: 150,                                         // IB's default frame
        height: 9,                                          // "standard height (9 points)" [S1, DJ6]
        barHeight: 9,                                       // chosen: as the default style
        cornerRadius: 4.5,                                  // fully rounded ends [DJ6]
        track: .stops((0, 0xA5A6A5), (0.5, 0xD6D7D6), (0.5, 0xFFFFFF), (0.9, 0xFFFFFF), (1, 0xB5B6B5)), // [DJ6]
        barTrack: .stops((0, 0x2B2F34), (1, 0x4D535A)),     // chosen: a dark groove for dark bars
        fill: .stops((0, 0xB0C0FF), (0.6, 0x70B2FF), (0.6, 0x3470B6), (1, 0x2F83E1)), // glossy blue [DJ6]
        barFill: .stops((0, 0xFFFFFF), (0.5, 0xE2E6EC), (0.5, 0xC8CFD9), (1, 0xAEB8C6)), // chosen: white gloss
        fillBorder: Color(hex: 0x5E6FA3),                   // 1 px border [DJ6]
        trackBorder: Color(hex: 0x8E9095)                   // chosen: the groove's edge
    )
}

extension ProgressMetrics {
    /// The catalog's tinted sample: a pale red track under a red bar (chosen).
    static let sampleTrackTint = Color(hex: 0xFFD0CC)
}
