import CtlRaster

/// The search field's sizes and colours in one look (CONTROL-METRICS.md "UISearchBar"; its
/// source keys in brackets, "chosen" where the sources leave a value open).
struct SearchFieldMetrics: Sendable {
    var height: Double
    var cornerRadius: Double
    /// From the bar's sides (and between the field and a Cancel button).
    var padding: Double
    var fill: Color
    /// On a black bar (flat only; nil: the same field).
    var blackFill: Color?
    var border: Color?
    /// An inset shadow along the field's top (classic).
    var innerShadow: Color?
    var magnifierSize: Double
    var magnifierInset: Double
    var magnifier: Color
    var fontSize: Double
    var placeholder: Color
    var text: Color
    var clearSize: Double
    var clear: Color

}

extension LookMetrics {
    /// The search field's metrics in this look.
    var searchField: SearchFieldMetrics { look == .classic ? .classic : SearchFieldMetrics.flat[appearance] }
}

extension SearchFieldMetrics {
    static let flat = PerAppearance { _ in
        SearchFieldMetrics(
            height: 28, cornerRadius: 5, padding: 8,                    // [F7v1 28, 5, 8]
            fill: .white, blackFill: Color(hex: 0x3A3A3C),              // chosen: a dark field on black
            border: nil, innerShadow: nil,
            magnifierSize: 13, magnifierInset: 8,                       // 13×13, 8 pt in [F7v1]
            magnifier: Color(hex: 0x8E8E93),                            // #939398 ≈ #8E8E93 [F7v1]
            fontSize: 14, placeholder: Color(hex: 0x8E8E93), text: .black,   // [F7v1]
            clearSize: 14, clear: Color(hex: 0x8E8E93))
    }                 // [F7v1]

    static let classic = SearchFieldMetrics(
        height: 31, cornerRadius: 15.5, padding: 6,                 // about 31, a pill [NOT CONFIRMED]; DJ6 6 px
        fill: .white, blackFill: nil,
        border: Color(hex: 0x6E7E94),                               // chosen: a darker edge of the bar's blue
        innerShadow: Color.black.opacity(0.35),                     // chosen: the pressed-in look
        magnifierSize: 14, magnifierInset: 10,                      // chosen
        magnifier: Color(hex: 0x93989C),                            // [DJ6]
        fontSize: 14, placeholder: Color(hex: 0xA3A3A3), text: .black,   // chosen
        clearSize: 15, clear: Color(hex: 0xB2B2B2))                 // [DJ6 15×15 #B2B2B2]
}

extension SearchFieldMetrics {
    /// The catalog's tinted search bar's bar tint (chosen).
    static let sampleBarTint = Color(hex: 0x2E7D32)
}
