import CtlRaster

/// The unlock control's colours in the flat look, in one appearance (chosen: iOS 7's "slide to
/// unlock" greys), and the classic look's own (steel and the star slider's gold) below; the rest
/// of its art is the tint, the palette and shades of white and black.
struct UnlockMetrics: Sendable {
    /// The backdrop card (the padlock's keyhole is cut out of it), and the track.
    var backdrop: Color
    var track: Color
    /// The thumb, and the thumb while dragged.
    var thumb: Color
    var pressedThumb: Color
    /// The open padlock when no tint is given.
    var unlocked: Color
}

extension LookMetrics {
    /// The unlock control's flat colours in this appearance (the classic look draws with
    /// `UnlockMetrics.classicThumb` and its siblings, in light only).
    var unlock: UnlockMetrics { UnlockMetrics.flat[appearance] }
}

extension UnlockMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. On a dark page the card is a grouped
    /// cell's #1C1C1E and the track systemGray5's #2C2C2E; the thumb stays white, as a switch's.
    static let flat = PerAppearance { a in
        UnlockMetrics(
            backdrop: a[.secondarySystemGroupedBackground],     // chosen: a white card [UIK13: a grouped cell]
            track: a[.systemGray5],                             // chosen: #E5E5EA, systemGray5 [HIG-C]
            thumb: .white,                                      // chosen: white in every appearance, as
                                                                //   UISwitch's thumb [UIK13, KON-T]
            pressedThumb: Color(hex: 0xD9D9DE),                 // chosen: a little darker while dragged
            unlocked: a[.systemGreen.replacing(light: Color.systemGreen)] // iOS 7's green #4CD964 [F7v1]; systemGreen
                                                                //   in the others [HIG-C]
        )
    }

    /// Classic: the thumb, top to bottom, and its arrow.
    static let classicThumb = [Color(hex: 0xFDFDFD), Color(hex: 0xD3D5D8), Color(hex: 0xB4B7BC)]
    static let classicArrow = Color(hex: 0x7A7E85)
    /// Classic: the padlock's steel shackle, left to right; its gold body's edge and keyhole.
    static let classicShackle = [GradientStop(offset: 0, color: Color(hex: 0x8E9297)),
                                 GradientStop(offset: 0.45, color: Color(hex: 0xF4F5F6)),
                                 GradientStop(offset: 1, color: Color(hex: 0x7B7F85))]
    static let classicLockEdge = Color(hex: 0x8A5A00)
    static let classicKeyhole = Color(hex: 0x5A3A00)
}
