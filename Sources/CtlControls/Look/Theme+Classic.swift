import CtlRaster

extension Theme {
    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen"
    /// marks a value the sources leave open, picked to look like iOS 6.
    static let classic = Theme(
        palette: Palette(
            tint: Color(r: 0x02, g: 0x74, b: 0xEC),             // selection blue #048BF4 → #005CE5, its middle [DJ6]
            text: .black,
            secondaryText: Color(r: 0x7F, g: 0x7F, b: 0x7F),    // #7F7F7F OFF text grey [DJ6]
            disabledText: Color(r: 0x8F, g: 0x8F, b: 0x8F),     // disabled segment text white 0.561 [CHAM]
            background: Color(r: 0xD7, g: 0xDC, b: 0xE5),       // #D7DCE5 grouped table, iOS 6 phone [DJ6]
            separator: Color(r: 0xAB, g: 0xAB, b: 0xAB),        // chosen: the grey of iOS 6 cell separators
            highlightDarken: 0.3,                               // chosen: a third darker, as UIKit's images
            disabledOpacity: 0.5,                               // disabled segments alpha 0.5 [WOC, CHAM]
            font: "system",
            boldFont: "system-bold")
    )
}
