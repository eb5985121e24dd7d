import CtlRaster

/// The sizes and colours of bars and bar items in one look (CONTROL-METRICS.md
/// "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar"; its source keys in brackets,
/// "chosen" where the sources leave a value open).
struct BarMetrics: Sendable {
    var isClassic: Bool
    /// Navigation bar, toolbar and search bar height.
    var barHeight: Double
    /// The side padding of a bar's items, and the gap between toolbar items.
    var sidePadding: Double
    var itemSpacing: Double
    /// Backgrounds: an optional 1-pixel line at the top and the bottom, and the fill.
    var navigationTopLine: Color?
    var navigationFill: [GradientStop]
    var navigationBottomLine: Color?
    var toolbarTopLine: Color?
    var toolbarFill: [GradientStop]
    var toolbarBottomLine: Color?
    var searchTopLine: Color?
    var searchFill: [GradientStop]
    var searchBottomLine: Color?
    var blackTopLine: Color?
    var blackFill: [GradientStop]
    var blackBottomLine: Color?
    /// The flat look's hairline between the bar and the content, on a light and a black bar.
    var hairline: Color
    var blackHairline: Color
    /// The opacity of a translucent bar (light or default, and black).
    var translucentAlpha: Double
    var translucentBlackAlpha: Double
    /// Whether a bar shows the 1×3 shadow image by default.
    var showsShadow: Bool
    /// The navigation bar's title: font, size, colour on the bar's own background, on a light
    /// and on a dark bar tint (or black bar), shadow.
    var titleFont: String
    var titleSize: Double
    var title: Color
    var titleOnLight: Color
    var titleOnDark: Color
    var titleShadow: TextShadow?
    /// Bar button items.
    var item: ItemMetrics

    /// A bar button item's sizes and colours.
    struct ItemMetrics: Sendable {
        /// The item's height (its frame inside a bar) and the bordered plate's.
        var height: Double
        var plateHeight: Double
        var cornerRadius: Double
        /// Padding on each side of a title (bordered, and plain) and of an image.
        var borderedPadding: Double
        var plainPadding: Double
        /// Title font and size; the Done style's font.
        var font: String
        var doneFont: String
        var fontSize: Double
        /// The side of the square system glyphs and image masks are drawn in, and the glyphs' lines.
        var glyphSize: Double
        var glyphWeight: Double
        /// The back chevron (flat) or the back arrow's point width (classic).
        var backIndicator: Size
        /// Flat: the opacity of a pressed item [F7v1 0.3]; the disabled colour.
        var pressedOpacity: Double
        var disabled: Color
        /// Classic: the plates' gradients by tone, top to bottom (normal, pressed) and borders.
        var plainPlate: [GradientStop]
        var plainPlatePressed: [GradientStop]
        var donePlate: [GradientStop]
        var donePlatePressed: [GradientStop]
        var blackPlate: [GradientStop]
        var blackPlatePressed: [GradientStop]
        var plainBorder: Color
        var doneBorder: Color
        var blackBorder: Color
        /// Classic: the light line under a plate, the titles' colour and embossed shadow.
        var plateGlow: Color
        var classicTitle: Color
        var classicTitleShadow: TextShadow
        /// Classic plain items: the white glow behind a pressed one.
        var pressedGlow: Color
    }
}

extension LookMetrics {
    /// The bars' metrics in this look.
    var bars: BarMetrics { look == .classic ? .classic : BarMetrics.flat[appearance] }
}

extension BarMetrics {
    /// iOS 7, flat. In the dark and increased-contrast appearances, iOS's named colours [HIG-C,
    /// NGCC]; `replacing(light:)` keeps iOS 7's light value. A black bar is dark in every
    /// appearance (`alwaysDark`).
    static let flat = PerAppearance { a in
        // The bars' chrome: #F7F7F7 [DJ7, F7v1, UI7]; on dark a near-black grey, #1C1C1E
        // (F7v3 #1B1B1B, KON #121212, ION-D #0D0D0D), lighter with increased contrast.
        let chrome = a[barChrome]
        return BarMetrics(
            isClassic: false,
            barHeight: 44,                                              // [F7v1, CMB, WOC]
            sidePadding: 8,                                             // [F7v1, CMB EDGEOFFSET 8]
            itemSpacing: 8,                                             // chosen: the side padding again
            navigationTopLine: nil, navigationFill: .solid(chrome), navigationBottomLine: nil, // [DJ7, F7v1]
            toolbarTopLine: nil, toolbarFill: .solid(chrome), toolbarBottomLine: nil,             // [F7v1, UI7]
            searchTopLine: nil,
            searchFill: .solid(a[.secondarySystemBackground.replacing(light: Color(hex: 0xC9C9CE))]), // [F7v1, UI7];
                                                                        //   dark: the bars' chrome [F7v3 #303030 is
                                                                        //   lighter; chosen: one chrome]
            searchBottomLine: nil,
            blackTopLine: nil, blackFill: .solid(Color(hex: 0x000000)), blackBottomLine: nil,   // chosen: black
            hairline: a[.separator.replacing(light: Color(hex: 0xB2B2B2))], // [UI7 white 178]; dark #545458 at
                                                                        //   60 % [UIK13] (F7v3 #282829)
            blackHairline: a[DynamicColor.opaqueSeparator.alwaysDark.replacing(light: Color(hex: 0x2C2C2C))],
                                                                        // chosen: a dark line on black; #38383A
            translucentAlpha: 0.88,                                     // [CMB 0.88]
            translucentBlackAlpha: 0.8,                                 // chosen: a little more see-through
            showsShadow: false,                                         // iOS 7 draws the hairline instead
            titleFont: "system-bold", titleSize: 17,                    // 17 Medium [UI7, F7v1]; no medium font bundled
            title: a[.label],                                           // black; white on dark [F7v3, KON]
            titleOnLight: .black, titleOnDark: .white, titleShadow: nil, // on a bar tint: by its lightness
            item: ItemMetrics(
                height: 30, plateHeight: 30, cornerRadius: 5,           // chosen: the item's frame; no plate drawn
                borderedPadding: 4, plainPadding: 4,                    // chosen: room for the glyphs' edges
                font: "system", doneFont: "system-bold", fontSize: 17,  // 17 regular, Done Medium [F7v1, UI7]
                glyphSize: 22, glyphWeight: 1.5,                        // chosen: iOS 7's thin line icons
                backIndicator: Size(width: 12, height: 20),             // [F7v1 icon-back 12×20]
                pressedOpacity: 0.3,                                    // [F7v1, DJ7 #C6DEF9]
                disabled: a[.tertiaryLabel.replacing(light: Color(hex: 0xC4C4C7))], // chosen: light grey, as iOS
                                                                        //   7's dimmed items (≈ tertiaryLabel on
                                                                        //   white); dark #EBEBF5 at 30 % [NGCC]
                plainPlate: [], plainPlatePressed: [], donePlate: [], donePlatePressed: [], blackPlate: [],
                blackPlatePressed: [], plainBorder: .clear, doneBorder: .clear, blackBorder: .clear,
                plateGlow: .clear, classicTitle: .white,
                classicTitleShadow: TextShadow(offset: Point(0, -1), color: .clear),
                pressedGlow: .clear))
    }

    static let classic = BarMetrics(
        isClassic: true,
        barHeight: 44,                                              // [DJ6 42 + 2 × 1 px]
        sidePadding: 5,                                             // [DJ6 about 5–6]
        itemSpacing: 10,                                            // chosen: iOS 6 toolbars spread items wider
        navigationTopLine: Color(hex: 0xEFF2F7),                    // [DJ6]
        navigationFill: [GradientStop(offset: 0, color: Color(hex: 0xD0D9E6)),
                         GradientStop(offset: 0.025, color: Color(hex: 0xBECCDD)),
                         GradientStop(offset: 1, color: Color(hex: 0x587397))],               // [DJ6]
        navigationBottomLine: Color(hex: 0x3F5C80),                 // [DJ6]
        toolbarTopLine: Color(hex: 0x5E748C),                       // [DJ6 .mblFixedBottomBar]
        toolbarFill: [GradientStop(offset: 0, color: Color(hex: 0xDEE4EC)),
                      GradientStop(offset: 0.025, color: Color(hex: 0xDEE4EC)),
                      GradientStop(offset: 0.05, color: Color(hex: 0xC1CDDD)),
                      GradientStop(offset: 0.05, color: Color(hex: 0xB0BFD3)),
                      GradientStop(offset: 1, color: Color(hex: 0x577296))],                  // [DJ6]
        toolbarBottomLine: Color(hex: 0x577296),                    // [DJ6]
        searchTopLine: Color(hex: 0xEFF2F7),                        // the nav bar's [WOC reuses its image]
        searchFill: [GradientStop(offset: 0, color: Color(hex: 0xD0D9E6)),
                     GradientStop(offset: 0.025, color: Color(hex: 0xBECCDD)),
                     GradientStop(offset: 1, color: Color(hex: 0x8A9CB5))],   // chosen: paler than the nav bar
        searchBottomLine: Color(hex: 0x3F5C80),
        blackTopLine: Color(hex: 0x6B6B6B),                         // chosen: iOS 6's black bar, a dark gloss
        blackFill: [GradientStop(offset: 0, color: Color(hex: 0x4A4A4A)),
                    GradientStop(offset: 0.5, color: Color(hex: 0x272727)),
                    GradientStop(offset: 0.5, color: Color(hex: 0x141414)),
                    GradientStop(offset: 1, color: Color(hex: 0x050505))],
        blackBottomLine: Color(hex: 0x000000),
        hairline: .clear, blackHairline: .clear,
        translucentAlpha: 0.75,                                     // chosen: iOS 6's translucent bars
        translucentBlackAlpha: 0.7,                                 // chosen: UIBarStyleBlackTranslucent
        showsShadow: true,                                          // S1's "subtle shadow at the bottom"
        titleFont: "system-bold", titleSize: 20,                    // Helvetica Bold 20 [DJ6]
        title: .white, titleOnLight: .white, titleOnDark: .white,
        titleShadow: TextShadow(offset: Point(0, -1), color: Color.black.opacity(0.6)),       // [DJ6]
        item: ItemMetrics(
            height: 30, plateHeight: 29, cornerRadius: 5,           // height 29–30, radius 5 [DJ6]
            borderedPadding: 10, plainPadding: 6,                   // chosen
            font: "system-bold", doneFont: "system-bold", fontSize: 12,   // Helvetica Bold 12–13 [DJ6]
            glyphSize: 20, glyphWeight: 2.5,                        // chosen: iOS 6's heavier glyphs
            backIndicator: Size(width: 10, height: 30),             // chosen: the arrow's point
            pressedOpacity: 1, disabled: .clear,
            plainPlate: .stops((0, 0x99AAC2), (1, 0x41618D)),       // [DJ6]
            plainPlatePressed: .stops((0, 0x8B97AF), (1, 0x273E6B)),  // [DJ6]
            donePlate: .stops((0, 0x89ABEC), (1, 0x2057C1)),        // [DJ6]
            donePlatePressed: .stops((0, 0x5F84CC), (1, 0x143E94)),   // chosen: Done, darkened as the plain one
            blackPlate: .stops((0, 0x5A5A5A), (1, 0x1C1C1C)),       // chosen: grey on the black bar
            blackPlatePressed: .stops((0, 0x3A3A3A), (1, 0x0A0A0A)),
            plainBorder: Color(hex: 0x425167),                      // [DJ6]
            doneBorder: Color(hex: 0x2F4769),                       // [DJ6]
            blackBorder: Color(hex: 0x101010),                      // chosen
            plateGlow: Color.white.opacity(0.305),                  // [DJ6 0 1 px at 30.5 %]
            classicTitle: .white,
            classicTitleShadow: TextShadow(offset: Point(0, -1), color: Color.black.opacity(0.5)),  // [DJ6 (0, −1)]
            pressedGlow: Color.white.opacity(0.8)))                 // chosen: showsTouchWhenHighlighted
}

/// The flat bars' chrome: #F7F7F7 in light, secondarySystemBackground in the others.
private let barChrome = DynamicColor.secondarySystemBackground.replacing(light: Color(hex: 0xF7F7F7))

/// The colours of the catalog's bar samples (chosen: each shows a feature, none is the look's own).
extension BarMetrics {
    /// Behind the bar button items: a classic navigation bar's blue-grey (a black bar's near
    /// black for the black style), or the flat bars' chrome in each appearance (#F7F7F7 in light).
    var sampleBackdrop: DynamicColor {
        isClassic ? DynamicColor(Color(hex: 0x6F87A8)) : barChrome
    }
    var sampleDarkBackdrop: DynamicColor { isClassic ? DynamicColor(Color(hex: 0x222222)) : sampleBackdrop }
    /// The tinted Done item's tint.
    static let sampleItemTint = Color(hex: 0x4CAF50)
    /// Behind the translucent navigation bar, so that its translucency shows.
    static let sampleTranslucentBackdrop = Color(hex: 0x3F9F5F)
    /// The tinted toolbar's bar tint.
    static let sampleToolbarTint = Color(hex: 0x5D4037)
}
