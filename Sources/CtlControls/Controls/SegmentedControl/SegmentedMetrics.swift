import CtlRaster

/// The sizes and colours of the segmented control in one look; the values of each look are in the
/// `flat` and `classic` tables below.
struct SegmentedMetrics: Sendable {
    /// How each style looks (iOS 7 draws every style alike).
    var styles: [SegmentedControl.Style: Appearance]
    /// A segment's content gets this much room on each side in the natural width, and a
    /// segment is at least `minimumSegmentWidth` wide.
    var padding: Double
    var minimumSegmentWidth: Double
    /// The opacity of a disabled segment's content (and its fill when selected).
    var disabledOpacity: Double

    /// One style's look. Nil colours and fills stand for the tint.
    struct Appearance: Sendable {
        var height: Double
        var cornerRadius: Double
        var borderWidth: Double
        var font: String
        var fontSize: Double
        /// Segment fills, top to bottom: normal, selected, and highlighted (nil: a wash of the
        /// tint at `highlightedWash` over the normal fill).
        var fill: [GradientStop]
        var selectedFill: [GradientStop]?
        var highlightedFill: [GradientStop]?
        var highlightedWash: Double
        var border: Color?
        var divider: Color?
        var title: Color?
        var titleShadow: TextShadow?
        var selectedTitle: Color
        var selectedTitleShadow: TextShadow?
        /// Whether `--tint` recolours the fills (glosses of the tint), as iOS 6's bar and
        /// bezeled styles.
        var isTintable: Bool
    }
}

extension LookMetrics {
    /// The segmented control's metrics in this look.
    var segmented: SegmentedMetrics { look == .classic ? .classic : SegmentedMetrics.flat[appearance] }
}

extension SegmentedMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. Its colours are the tint and white on
    /// the tint in every appearance: the tint takes systemBlue's dark and increased-contrast
    /// values (the palette), as iOS 7-style outlined segmented controls do on a dark page
    /// [KON-S]; iOS 13's grey track with a lighter grey thumb is another design, not this one's.
    static let flat = PerAppearance { _ in
        SegmentedMetrics(
            styles: Dictionary(uniqueKeysWithValues: SegmentedControl.Style.allCases.map { ($0, SegmentedMetrics.Appearance(
                height: 29,                                     // every style [UI7, UI7-SB, F7v2, WOC]
                cornerRadius: 4,                                // [UI7] (F7v2: 5)
                borderWidth: 1,                                 // tint frame and dividers [UI7, F7v2, WOC]
                font: "system", fontSize: 13,                   // [UI7]
                fill: .solid(.clear),                           // clear segments, tint titles [UI7, F7v2]
                selectedFill: nil,                              // filled with the tint, white title [UI7, F7v2]
                highlightedFill: nil,
                highlightedWash: 0.15,                          // tint at 15 % [F7v2] (UI7: 25 %)
                border: nil, divider: nil, title: nil, titleShadow: nil,
                selectedTitle: .white, selectedTitleShadow: nil,
                isTintable: false)) }),                         // the tint colours frame and fill as they are
            padding: 10,                                        // chosen: "First/Second/Third" ≈ IB's widths
            minimumSegmentWidth: 44,                            // chosen: a finger's width
            disabledOpacity: 0.5                                // [WOC, CHAM]
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = SegmentedMetrics(
        styles: [
            .plain: SegmentedMetrics.Appearance(
                height: 44, cornerRadius: 8, borderWidth: 1,    // "Large default height (44 pixels)" [S1]; radius chosen
                font: "system-bold", fontSize: 15,              // "large titles" [S1]
                fill: .stops((0, 0xFDFDFD), (0.5, 0xF8F8F8), (0.5, 0xEEEEEE), (1, 0xCECECE)), // grey [DJ6]
                selectedFill: .stops((0, 0x1F5DC6), (0.12, 0x2E6FD9), (1, 0x5A9AF0)), // chosen: blue, depressed
                highlightedFill: nil, highlightedWash: 0,
                border: Color(hex: 0x8E8E8E), divider: Color(hex: 0xA8A8A8),
                title: Color(hex: 0x4C4C4C), titleShadow: TextShadow(offset: Point(0, 1), color: .white),
                selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.4)),
                isTintable: false),
            .bordered: SegmentedMetrics.Appearance(
                height: 44, cornerRadius: 8, borderWidth: 1,
                font: "system-bold", fontSize: 15,
                fill: .stops((0, 0xFDFDFD), (0.5, 0xF8F8F8), (0.5, 0xEEEEEE), (1, 0xCECECE)),
                selectedFill: .stops((0, 0x1F5DC6), (0.12, 0x2E6FD9), (1, 0x5A9AF0)),
                highlightedFill: nil, highlightedWash: 0,
                border: Color(hex: 0x2F3033), divider: Color(hex: 0x7A7A7A), // "a dark border" [S1]
                title: Color(hex: 0x4C4C4C), titleShadow: TextShadow(offset: Point(0, 1), color: .white),
                selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.4)),
                isTintable: false),
            .bar: SegmentedMetrics.Appearance(
                height: 30, cornerRadius: 5, borderWidth: 1,    // 30 [S1, UI7-SB]; radius 5 [DJ6]
                font: "system-bold", fontSize: 12,              // bold 12 [CHAM, WOC]
                fill: .stops((0, 0xB0BCCD), (1, 0x6D84A2)),     // nav-bar blue-grey [DJ6]
                selectedFill: .stops((0, 0x8EA4C1), (1, 0x4A6C9B)), // "slightly darker" [S1, DJ6]
                highlightedFill: nil, highlightedWash: 0,
                border: Color(hex: 0x3A4755), divider: Color(hex: 0x405A7E), // [DJ6]
                title: .white, titleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)), // [DJ6, CHAM]
                selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)),
                isTintable: true),
            .bezeled: SegmentedMetrics.Appearance(
                height: 44, cornerRadius: 8, borderWidth: 1,    // "large default height (44 pixels)" [S1]
                font: "system-bold", fontSize: 12,              // "small titles" [S1]
                fill: .stops((0, 0xB0BCCD), (1, 0x6D84A2)),     // tintable; the bar's colours by default
                selectedFill: .stops((0, 0x8EA4C1), (1, 0x4A6C9B)),
                highlightedFill: nil, highlightedWash: 0,
                border: Color(hex: 0x3A4755), divider: Color(hex: 0x405A7E),
                title: .white, titleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)),
                selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)),
                isTintable: true),
        ],
        padding: 12,                                        // chosen
        minimumSegmentWidth: 44,
        disabledOpacity: 0.5                                // text white 0.561 / alpha 0.5 [CHAM, WOC]
    )
}

/// The colours of the catalog's custom-art segmented sample (chosen: a brown "linen").
extension SegmentedMetrics {
    /// The background image, top to bottom, and its edge.
    static let sampleLinen: [GradientStop] = .stops((0, 0xC9A27E), (1, 0x8E6A48))
    static let sampleLinenEdge = Color(hex: 0x5E4327)
}
