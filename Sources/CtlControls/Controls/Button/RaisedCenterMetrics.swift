import CtlRaster

/// The raised centre tab button's art in one look; the values of each look are in the `flat` and
/// `classic` tables below. The seed's `buttonImage` and `highlightImage` are not described, only
/// that the button is taller than the tab bar.
struct RaisedCenterMetrics: Sendable {
    /// The image's size (the button's frame, as the seed sets it) and the tab bar's height
    /// it rises above.
    var size: Size
    var tabBarHeight: Double
    /// The plate's corner radius, its fill for normal and highlighted (top to bottom; nil
    /// for the tint, darkened while highlighted) and its rim (clear for none).
    var cornerRadius: Double
    var fill: [GradientStop]?
    var highlightedFill: [GradientStop]?
    var rim: Color
    /// Classic only: a light line just inside the top of the plate (clear for none).
    var innerHighlight: Color
    /// The "+" in the middle: its arm length, line width and colour.
    var plusSize: Double
    var plusWidth: Double
    var plus: Color
    var plusShadow: Shadow?
}

extension LookMetrics {
    /// The raised centre button's metrics in this look.
    var raisedCenter: RaisedCenterMetrics { look == .classic ? .classic : RaisedCenterMetrics.flat[appearance] }
}

extension RaisedCenterMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7.
    static let flat = PerAppearance { _ in
        RaisedCenterMetrics(
            size: Size(width: 64, height: 58),                  // chosen: the seed's image is not described [S4];
            tabBarHeight: 49,                                   //   9 above a UITabBar's 49
            cornerRadius: 12,                                   // chosen: a rounded square, iOS 7's soft corners
            fill: nil, highlightedFill: nil,                    // chosen: the tint, darker while highlighted
            rim: .clear,
            innerHighlight: .clear,
            plusSize: 24,                                       // chosen: a bold "+" as iOS 7's add glyphs
            plusWidth: 3,
            plus: .white,
            plusShadow: nil
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = RaisedCenterMetrics(
        size: Size(width: 80, height: 58),                  // chosen: Instagram-like, wider than a tab [S4 names it]
        tabBarHeight: 49,                                   // UITabBar's 49 (the raised button rises 9 above it)
        cornerRadius: 8,
        fill: .stops((0, 0x6A6A6A), (0.5, 0x3A3A3A),        // chosen: a dark gloss, as the iOS 6 tab bar's
                     (0.5, 0x262626), (1, 0x111111)),       //   #2D2D2D → #141414 ‖ #000 [DJ6], lifted
        highlightedFill: .stops((0, 0x62B6F8), (0.5, 0x1A8CF0), // selection blue #048BF4 → #005CE5 [DJ6],
                                (0.5, 0x048BF4), (1, 0x005CE5)), //   glossed
        rim: .black,                                        // chosen: a dark edge against the bar…
        innerHighlight: .white(1, alpha: 0.35),             //   …and a light line inside its top
        plusSize: 24,
        plusWidth: 4,
        plus: .white,
        plusShadow: Shadow(offset: Point(0, -1), blur: 0, color: Color.black.opacity(0.6)) // embossed as iOS 6 titles
    )
}
