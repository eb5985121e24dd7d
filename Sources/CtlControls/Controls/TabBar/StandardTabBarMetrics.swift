import CtlRaster

/// The standard tab bar's sizes and colours in one look (CONTROL-METRICS.md "UITabBar"; its
/// source keys in brackets, "chosen" where the sources leave a value open).
struct StandardTabBarMetrics: Sendable {
    var height: Double
    /// The bar, top to bottom, its opacity, and the line along its top.
    var background: [GradientStop]
    var barAlpha: Double
    var topLine: Color
    /// The icons' square, from the item's top.
    var iconSize: Double
    var iconTop: Double
    /// Image fills: unselected, and selected (nil: the tint).
    var unselected: [GradientStop]
    var selected: [GradientStop]?
    /// The selection indicator: a rounded plate (nil: none) inset in the item, and its edge.
    var indicator: [GradientStop]?
    var indicatorInset: EdgeInsets
    var indicatorRadius: Double
    var indicatorEdge: Color
    /// Titles: font, size, distance of the line's bottom from the bar's bottom, colours (a
    /// nil selected colour is the selected image tint, else the tint).
    var titleFont: String
    var titleSize: Double
    var titleBottom: Double
    var title: Color
    var selectedTitle: Color?
}

extension LookMetrics {
    /// The standard tab bar's metrics in this look.
    var standardTabBar: StandardTabBarMetrics { look == .classic ? .classic : StandardTabBarMetrics.flat[appearance] }
}

extension StandardTabBarMetrics {
    /// iOS 7, flat. In the dark and increased-contrast appearances, iOS's named colours [HIG-C,
    /// NGCC]; `replacing(light:)` keeps iOS 7's light value.
    static let flat = PerAppearance { a in
        let grey = a[.systemGray.replacing(light: Color(hex: 0x929292))] // #929292 [F7v1, RAT]; dark #8E8E93 [HIG-C]
        return StandardTabBarMetrics(
            height: 49,                                                 // [CMB, ION1]
            background: .solid(a[.secondarySystemBackground.replacing(light: Color(hex: 0xF7F7F7))]),
            barAlpha: 0.88,                                             // #F7F7F7 translucent [UI7, F7]; 0.88 [CMB];
                                                                        //   dark #1C1C1E, as BarMetrics' chrome
            topLine: a[.separator.replacing(light: Color(hex: 0xB2B2B2))], // [UI7]; dark #545458 at 60 % [UIK13]
            iconSize: 30, iconTop: 2,                                   // 30 tall [F7v1]; chosen: clear of the title
            unselected: .solid(grey), selected: nil,                    // the tint [F7v1, RAT]
            indicator: nil, indicatorInset: EdgeInsets(all: 2), indicatorRadius: 0, indicatorEdge: .clear,
            titleFont: "system", titleSize: 10, titleBottom: 2,         // 10 pt [UI7, F7v1]
            title: grey, selectedTitle: nil)
    }

    static let classic = StandardTabBarMetrics(
        height: 49,                                                 // [DJ6 48 + 1 px]
        background: [GradientStop(offset: 0, color: Color(hex: 0x2D2D2D)),
                     GradientStop(offset: 0.5, color: Color(hex: 0x141414)),
                     GradientStop(offset: 0.5, color: Color(hex: 0x000000)),
                     GradientStop(offset: 1, color: Color(hex: 0x000000))],              // [DJ6 TabBar.css]
        barAlpha: 1,
        topLine: Color(hex: 0x000000),                              // [DJ6]
        iconSize: 30, iconTop: 3,                                   // 29-wide icon area 4 pt down [DJ6]
        unselected: .stops((0, 0xA6A6A6), (1, 0x5E5E5E)),           // chosen: grey gradient [NOT FOUND]
        selected: [GradientStop(offset: 0, color: Color(hex: 0xE3F6FF)),
                   GradientStop(offset: 0.45, color: Color(hex: 0x5CC4FA)),
                   GradientStop(offset: 0.55, color: Color(hex: 0x1E8FE8)),
                   GradientStop(offset: 1, color: Color(hex: 0x0C5FC4))],              // chosen: blue glow [NOT FOUND]
        indicator: [GradientStop(offset: 0, color: Color(hex: 0x484848)),
                    GradientStop(offset: 0.5, color: Color(hex: 0x353535)),
                    GradientStop(offset: 0.5, color: Color(hex: 0x242424)),
                    GradientStop(offset: 1, color: Color(hex: 0x242424))],              // [DJ6]
        indicatorInset: EdgeInsets(top: 3, left: 2, bottom: 2, right: 2),               // chosen
        indicatorRadius: 3,                                          // [DJ6]
        indicatorEdge: Color.white.opacity(0.12),                    // chosen: the plate's lit edge
        titleFont: "system-bold", titleSize: 10, titleBottom: 3,     // 11 [DJ6] / 10 bold (quoted); chosen 10 bold
        title: Color(hex: 0x979797), selectedTitle: .white)         // [DJ6]
}
