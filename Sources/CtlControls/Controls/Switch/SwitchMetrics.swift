import CtlRaster

/// The sizes and colours of the switch in one look; the values of each look are in the `flat` and
/// `classic` tables below.
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

extension LookMetrics {
    /// The switch's metrics in this look.
    var `switch`: SwitchMetrics { look == .classic ? .classic : SwitchMetrics.flat[appearance] }
}

extension SwitchMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. In the other appearances the on track
    /// is systemGreen and the off track iOS 13's fill inside a grey outline; the thumb stays
    /// white, as UISwitch's does on a dark page [UIK13, KON-T, F7v5-T].
    static let flat = PerAppearance { a in
        SwitchMetrics(
            size: Size(width: 51, height: 31),                  // [UI7, UI7-SB, C4, KLS, ION1]
            thumbDiameter: 27,                                  // 31 − 2×2 [ION1] (27–29 seen)
            thumbInset: 2,
            pressedThumbGrowth: 6,                              // the pressed thumb widens [SEV +5, F7 +7]
            onTrack: .solid(a[.systemGreen.replacing(light: Color(hex: 0x4CD964))]), // #4CD964 [F7v1, SEV, RAT];
                                                                //   systemGreen in the others [HIG-C]
            offTrack: .solid(a[.secondarySystemFill.replacing(light: .white)]), // white inside the outline [F7, KLS];
                                                                //   "the background of a switch" [UIK13, KON-T]
            offBorder: a[.systemGray5.replacing(light: Color(hex: 0xE5E5E5))], // #E5E5E5 [F7v1, F7v2, ION1, KLS];
                                                                //   a grey outline in dark too [F7v5-T]
            borderWidth: 1.5,                                   // chosen between SEV's 1 and F7's 2
            thumb: .solid(.white),
            thumbRim: .black.opacity(0.06),                     // a faint edge so the thumb reads on white [KLS 0.5 pt]
            thumbRimWidth: 0.5,
            thumbShadow: Shadow(offset: Point(0, 2), blur: 5, color: .black.opacity(0.22)), // soft, below [F7v2 0 2px 4px 0.3; SEV, KLS y 3]
            trackInnerShadow: nil,
            labels: nil                                         // iOS 7 has no ON/OFF words
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = SwitchMetrics(
        size: Size(width: 79, height: 27),                  // "apparently 79×27" [S1, IASK]
        thumbDiameter: 27,                                  // the full height [DCR]
        thumbInset: 0,
        pressedThumbGrowth: 0,                              // "highlighting … no difference" [S1]
        onTrack: .stops((0, 0x0060B1), (0.5, 0x007FEA), (0.5, 0x218FEC), (1, 0x73B3EA)), // [DJ6]
        offTrack: .stops((0, 0xCECECE), (0.5, 0xEEEEEE), (0.5, 0xF8F8F8), (1, 0xFDFDFD)), // [DJ6]
        offBorder: Color(hex: 0x999999),                    // white 0.60 [DCR]
        borderWidth: 1,
        thumb: .stops((0, 0xD1D1D1), (1, 0xFEFEFE)),        // white 0.82 → 0.996 [DCR]
        thumbRim: Color(hex: 0x9E9E9E),                     // white 0.62 ring [DCR]
        thumbRimWidth: 1,
        thumbShadow: Shadow(offset: Point(0, 0), blur: 1.5, color: .white(0.2)), // knob shadow [DCR]
        trackInnerShadow: Shadow(offset: Point(0, 1), blur: 4, color: .black.opacity(0.35)), // inner shadow [DCR]
        labels: SwitchMetrics.Labels(
            font: "system-bold", size: 16,                  // bold 16 [DJ6]
            on: .white, onShadow: TextShadow(offset: Point(0, -1), color: .white(0.45)),   // [DCR]
            off: Color(hex: 0x7F7F7F), offShadow: TextShadow(offset: Point(0, 1), color: .white)) // [DJ6, DCR]
    )
}
