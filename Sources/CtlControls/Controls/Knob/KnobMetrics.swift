import CtlRaster

/// The sizes and colours of the knob in one look; the values of each look are in the `flat` and
/// `classic` tables below.
struct KnobMetrics: Sendable {
    /// The natural size (the seed's storyboard placeholder is not given).
    var size: Double
    /// The value label's size as a fraction of the knob's shorter side, and its colour.
    var labelScale: Double
    var label: Color
    /// Classic only: the metal disc inside the track (top to bottom), its rim and the gap
    /// between the disc and the track; flat draws no disc (an empty `disc`).
    var disc: [GradientStop]
    var discRim: Color
    var discGap: Double
    /// Classic only: the pointer's colour (flat strokes it in the tint, as the seed does).
    var pointer: Color?
    /// Classic only: a light line under the track and the pointer, so they look engraved.
    var engrave: Color
}

extension LookMetrics {
    /// The knob's metrics in this look.
    var knob: KnobMetrics { look == .classic ? .classic : KnobMetrics.flat[appearance] }
}

extension KnobMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. The track and pointer are the tint;
    /// the value label is the label colour, white on a dark page [UIK13].
    static let flat = PerAppearance { a in
        KnobMetrics(
            size: 100,                                          // chosen: the seed's placeholder size is not given
            labelScale: 0.18,                                   // chosen: the label fills the middle comfortably
            label: a[.label],                                   // black; white in dark [UIK13]
            disc: [],                                           // the seed: two stroked layers, no disc
            discRim: .clear,
            discGap: 0,
            pointer: nil,                                       // the tint, as the seed's pointer layer
            engrave: .clear
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = KnobMetrics(
        size: 100,                                          // chosen: as flat
        labelScale: 0.18,
        label: Color(hex: 0x4C4C4C),                        // chosen: dark grey engraved on the metal
        disc: .stops((0, 0xFAFAFA), (0.5, 0xE1E3E6), (1, 0xBDC1C7)), // chosen: a brushed-metal disc
        discRim: Color(hex: 0x8E939A),                      // chosen: its darker edge
        discGap: 4,                                         // chosen: the track runs in a groove around it
        pointer: Color(hex: 0x3A3D42),                      // chosen: a dark indicator, as iOS 6 dials
        engrave: .white(1, alpha: 0.8)                      // chosen: a light line under, as if engraved
    )
}
