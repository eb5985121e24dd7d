import CtlRaster

/// The sizes and colours of the page control in one look; the values of each look are in the `flat`
/// and `classic` tables below.
struct PageControlMetrics: Sendable {
    /// The dots' diameter, and the distance from one dot's centre to the next.
    var dotDiameter: Double
    var pitch: Double
    /// The natural height; the dots are centred in it.
    var height: Double
    /// The default colours of the other pages' dots and of the current page's.
    var pageIndicator: Color
    var currentPageIndicator: Color
}

extension LookMetrics {
    /// The page control's metrics in this look.
    var pageControl: PageControlMetrics { look == .classic ? .classic : PageControlMetrics.flat[appearance] }
}

extension PageControlMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. The dots sit over the page's content
    /// on a dark scrim in every appearance, as iOS 7's white dots did: label and tertiaryLabel as
    /// a view over dark content resolves them (white, and white at 30 % — 55 % with increased
    /// contrast) [UIK13, CCUP].
    static let flat = PerAppearance { a in
        PageControlMetrics(
            dotDiameter: 7,                                     // [SMP modern]
            pitch: 16,                                          // gap 9 [SMP]; a 3-page control is ~38 wide [UI7-SB]
            height: 36,                                         // [SMP, UI7-SB]
            pageIndicator: a[.tertiaryLabel.alwaysDark.replacing(light: .white(1, alpha: 0.2))], // white at
                                                                //   20 % [SMP]
            currentPageIndicator: a[.label.alwaysDark]     // white [SMP, DJ6]
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = PageControlMetrics(
        dotDiameter: 6,                                     // [SMP classic, DJ6, DJ7]
        pitch: 16,                                          // gap 10 [SMP]; a 3-page control is 38 wide [UI7-SB]
        height: 36,                                         // [SMP, UI7-SB]
        pageIndicator: .white(1, alpha: 0.3),               // white at 30 % [SMP]
        currentPageIndicator: .white                        // [SMP, DJ6]
    )
}
