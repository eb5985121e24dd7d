import CtlRaster

extension Theme {
    /// iOS 7, flat, in each appearance. Sources: Docs/sources.md (its keys in brackets);
    /// "chosen" marks a value the sources leave open, picked to look like iOS 7. The dark and
    /// increased-contrast values are iOS's named colours [HIG-C, UIK13]; where iOS 7's own light
    /// colour differs from the named colour's, `replacing(light:)` keeps iOS 7's.
    static let flat = PerAppearance { a in
        Theme(palette: Palette(
            tint: a[.systemBlue],                               // #007AFF [F7v1, RAT, DJ7, FLEX]
            text: a[.label],
            secondaryText: a[.systemGray],                      // #8E8E93 mid grey [F7v1]
            disabledText: a[.systemGray],                       // greyed title [CHAM white 0.561 ≈ #8E8E93]
            background: a[.systemGroupedBackground.replacing(light: Color(hex: 0xEFEFF4))], // #EFEFF4 grouped table [UI7, RAT]
            separator: a[.opaqueSeparator.replacing(light: Color(hex: 0xC8C7CC))],          // #C8C7CC [RAT, DJ7]
            highlightDarken: 0.3,                               // chosen: a third darker, as UIKit's images
            disabledOpacity: 0.5,                               // disabled segments alpha 0.5 [WOC, CHAM]
            font: "system",
            boldFont: "system-bold"))
    }
}
