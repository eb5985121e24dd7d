import CtlRaster

/// The search field's sizes and colours in one look (CONTROL-METRICS.md "UISearchBar"; its
/// source keys in brackets, "chosen" where the sources leave a value open).
struct SearchFieldMetrics: Sendable {
    var height: Double
    var cornerRadius: Double
    /// From the bar's sides (and between the field and a Cancel button).
    var padding: Double
    /// The field's colours on the bar's own background, and on a black bar (nil: the same).
    var colors: Colors
    var onBlack: Colors?
    var border: Color?
    /// An inset shadow along the field's top (classic).
    var innerShadow: Color?
    var magnifierSize: Double
    var magnifierInset: Double
    var fontSize: Double
    var clearSize: Double

    /// The colours of the field and of what it holds.
    struct Colors: Sendable {
        var fill: Color
        var magnifier: Color
        var placeholder: Color
        var text: Color
        /// The clear button's disc, and its cross (the colour behind the field: cut out).
        var clear: Color
        var clearCross: Color
    }
}

extension LookMetrics {
    /// The search field's metrics in this look.
    var searchField: SearchFieldMetrics { look == .classic ? .classic : SearchFieldMetrics.flat[appearance] }
}

extension SearchFieldMetrics {
    /// In the dark and increased-contrast appearances, iOS's named colours [HIG-C, NGCC];
    /// `replacing(light:)` keeps iOS 7's light value. A black bar is dark in every appearance:
    /// its field takes the dark values (`alwaysDark`).
    static let flat = PerAppearance { a in
        SearchFieldMetrics(
            height: 28, cornerRadius: 5, padding: 8,                    // [F7v1 28, 5, 8]
            colors: Colors(
                fill: a[.tertiarySystemFill.replacing(light: .white)],  // white [F7v1]; dark #767680 at 24 %, the
                                                                        //   search field's fill since iOS 13 [NGCC]
                                                                        //   (KON: white at 10 %; F7v3 #171717)
                magnifier: a[.secondaryLabel.replacing(light: Color(hex: 0x8E8E93))], // #939398 ≈ #8E8E93 [F7v1];
                placeholder: a[.secondaryLabel.replacing(light: Color(hex: 0x8E8E93))], // dark #EBEBF5 at 60 %
                                                                        //   [UIK13] (KON: the glass at 45 %)
                text: a[.label],                                        // black [F7v1]; white on dark [F7v3, KON]
                clear: a[.secondaryLabel.replacing(light: Color(hex: 0x8E8E93))],     // [F7v1]
                clearCross: a[.secondarySystemBackground.replacing(light: .white)]),   // the field's white [F7v1];
                                                                        //   dark: the bar's chrome, cut out
            onBlack: Colors(
                fill: a[DynamicColor.systemGray4.alwaysDark],           // chosen: #3A3A3C, a dark field on black
                magnifier: a[DynamicColor.systemGray.alwaysDark],       // #8E8E93 [F7v1]; #AEAEB2 with increased
                placeholder: a[DynamicColor.systemGray.alwaysDark],     //   contrast [HIG-C]
                text: .white,
                clear: a[DynamicColor.systemGray.alwaysDark],
                clearCross: .white),
            border: nil, innerShadow: nil,
            magnifierSize: 13, magnifierInset: 8,                       // 13×13, 8 pt in [F7v1]
            fontSize: 14,                                               // [F7v1]
            clearSize: 14)                                              // [F7v1]
    }

    static let classic = SearchFieldMetrics(
        height: 31, cornerRadius: 15.5, padding: 6,                 // about 31, a pill [NOT CONFIRMED]; DJ6 6 px
        colors: Colors(fill: .white,
                       magnifier: Color(hex: 0x93989C),             // [DJ6]
                       placeholder: Color(hex: 0xA3A3A3), text: .black, // chosen
                       clear: Color(hex: 0xB2B2B2), clearCross: .white), // [DJ6 #B2B2B2]
        onBlack: nil,
        border: Color(hex: 0x6E7E94),                               // chosen: a darker edge of the bar's blue
        innerShadow: Color.black.opacity(0.35),                     // chosen: the pressed-in look
        magnifierSize: 14, magnifierInset: 10,                      // chosen
        fontSize: 14,                                               // chosen
        clearSize: 15)                                              // [DJ6 15×15]
}

extension SearchFieldMetrics {
    /// The catalog's tinted search bar's bar tint (chosen).
    static let sampleBarTint = Color(hex: 0x2E7D32)
}
