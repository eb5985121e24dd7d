import CtlRaster

extension Theme {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen"
    /// marks a value the sources leave open, picked to look like iOS 7.
    static let flat = Theme(
        palette: Palette(
            tint: Color(r: 0x00, g: 0x7A, b: 0xFF),             // #007AFF [F7v1, RAT, DJ7, FLEX]
            text: .black,
            secondaryText: Color(r: 0x8E, g: 0x8E, b: 0x93),    // #8E8E93 mid grey [F7v1]
            disabledText: Color(r: 0x8E, g: 0x8E, b: 0x93),     // greyed title [CHAM white 0.561 ≈ #8E8E93]
            background: Color(r: 0xEF, g: 0xEF, b: 0xF4),       // #EFEFF4 grouped table [UI7, RAT]
            separator: Color(r: 0xC8, g: 0xC7, b: 0xCC),        // #C8C7CC [RAT, DJ7]
            highlightDarken: 0.3,                               // chosen: a third darker, as UIKit's images
            disabledOpacity: 0.5,                               // disabled segments alpha 0.5 [WOC, CHAM]
            font: "system",
            boldFont: "system-bold")
    )
}
