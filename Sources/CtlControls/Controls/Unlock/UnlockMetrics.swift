import CtlRaster

/// The unlock control's own colours (chosen: iOS 7's "slide to unlock" greys in the flat look,
/// steel and the star slider's gold in the classic one); the rest of its art is the tint, the
/// palette and shades of white and black.
enum UnlockMetrics {
    /// Flat: the track, and the thumb while dragged (white otherwise).
    static let flatTrack = Color(hex: 0xE5E5EA)
    static let flatPressedThumb = Color(hex: 0xD9D9DE)
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
