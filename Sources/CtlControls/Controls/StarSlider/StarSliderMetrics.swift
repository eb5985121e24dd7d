import CtlRaster

/// The star slider's own colours (chosen: an iOS 6-style rating star). The flat look draws the
/// stars in the tint, and so does the classic look when a tint is set.
enum StarSliderMetrics {
    /// Classic gold, top to bottom, and the rim of an "on" star.
    static let gold: [GradientStop] = [GradientStop(offset: 0, color: Color(hex: 0xFFF1A0)),
                                       GradientStop(offset: 0.5, color: Color(hex: 0xFFCC2E)),
                                       GradientStop(offset: 1, color: Color(hex: 0xE08E0B))]
    static let goldRim = Color(hex: 0x9A5A00)
}
