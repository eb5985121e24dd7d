import CtlRaster

/// The named colours several controls' samples and defaults share, so that they are spelled
/// once: iOS 7's system colours (Apple's iOS 7 UI resources [UI7]; the same values in F7v1
/// and RAT) and UIKit's plain primaries (`redColor`, `yellowColor`), which the seeds' demos set.
extension Color {
    /// #FF3B30, iOS 7's red.
    static let systemRed = Color(r: 0xFF, g: 0x3B, b: 0x30)
    /// #FF9500, iOS 7's orange.
    static let systemOrange = Color(r: 0xFF, g: 0x95, b: 0x00)
    /// #FFCC00, iOS 7's yellow.
    static let systemYellow = Color(r: 0xFF, g: 0xCC, b: 0x00)
    /// #4CD964, iOS 7's green (the switch's on track).
    static let systemGreen = Color(r: 0x4C, g: 0xD9, b: 0x64)
    /// #FF2D55, iOS 7's pink.
    static let systemPink = Color(r: 0xFF, g: 0x2D, b: 0x55)
    /// #8E8E93, iOS 7's mid grey.
    static let systemGray = Color(r: 0x8E, g: 0x8E, b: 0x93)
    /// #C7C7CC, iOS 7's light grey.
    static let systemLightGray = Color(r: 0xC7, g: 0xC7, b: 0xCC)
    /// #FF0000, UIKit's `redColor`.
    static let redColor = Color(r: 0xFF, g: 0x00, b: 0x00)
    /// #FFFF00, UIKit's `yellowColor`.
    static let yellowColor = Color(r: 0xFF, g: 0xFF, b: 0x00)
    /// #8B1A1A, a dark red the samples tint bars with (chosen: far from every look's own colours).
    static let sampleMaroon = Color(r: 0x8B, g: 0x1A, b: 0x1A)
}
