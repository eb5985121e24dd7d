import CtlRaster

/// The sizes and colours of seed 004's custom tab bar in one look; the values of each look are in
/// the `flat` and `classic` tables below.
struct TabBarMetrics: Sendable {
    /// The natural width (the window's) and the bar's height, in points.
    var width: Double
    var barHeight: Double
    /// The upper half of the bar, top to bottom (the seed's stretched TabBarGradient.png),
    /// and the lower half's solid colour.
    var upperHalf: [GradientStop]
    var lowerHalf: Color
    /// A line along the bar's top edge, and its width (nil for one device pixel).
    var topLine: Color
    var topLineWidth: Double?
    /// The side of the square the built-in symbols are drawn in, without and with titles.
    var iconSize: Double
    var titledIconSize: Double
    /// The unselected items' fill (the seed's grey), and the selected items' (the seed's blue
    /// gradient, top to bottom of the icon); nil for the tint.
    var unselected: [GradientStop]
    var selected: [GradientStop]?
    /// The embossed border around the selected item (nil for none).
    var emboss: Emboss?
    /// The cue for new content, and the arrow over the selected item.
    var glow: Glow
    var arrow: Arrow
    /// The titles under the icons: font, size and colours (a nil selected colour is the tint).
    var titleFont: String
    var titleSize: Double
    var title: Color
    var selectedTitle: Color?

    /// A plate behind the selected item with a bevelled edge: a dark outer line and a light
    /// inner one, open at the bar's bottom (in the recipe's source, TabBarSelection.png with
    /// 4-point caps, stretched over the item from 4 points below its top).
    struct Emboss: Sendable {
        /// From the item's sides and top.
        var inset: EdgeInsets
        var cornerRadius: Double
        /// The plate, top to bottom.
        var fill: [GradientStop]
        var rim: Color
        var highlight: Color
    }

    /// The "new content" cue of the seed's `glowItemAtIndex`.
    enum Glow: Sendable {
        /// A light rising from the item's bottom edge: an ellipse of these radii centred on
        /// the edge, fading out from its centre through `stops` (the seed's glow image).
        case light(radii: Size, stops: [GradientStop])
        /// A dot of this diameter in the tint at the icon's upper right, clear of a title.
        case dot(diameter: Double)
    }

    /// The triangle over the selected item (the seed's TabBarNipple.png), apex up, its base
    /// `overlap` points inside the bar.
    struct Arrow: Sendable {
        var size: Size
        var overlap: Double
        /// Its fill (nil for the tint) and the line along its two slanted sides (clear for none).
        var fill: Color?
        var edge: Color
    }

    /// How far the arrow rises above the bar.
    var arrowRise: Double { max(0, arrow.size.height - arrow.overlap) }
}

extension LookMetrics {
    /// The tab bar's metrics in this look.
    var tabBar: TabBarMetrics { look == .classic ? .classic : TabBarMetrics.flat[appearance] }
}

extension TabBarMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. In the dark and increased-contrast
    /// appearances, iOS's named colours [HIG-C, NGCC]; `replacing(light:)` keeps iOS 7's light value.
    static let flat = PerAppearance { a in
        // The bar: #F7F7F7 [DJ7, F7v1, RAT]; on dark the bars' near-black chrome, #1C1C1E (as BarMetrics).
        let chrome = a[.secondarySystemBackground.replacing(light: Color(hex: 0xF7F7F7))]
        // Unselected items: #929292 [F7v1, RAT]; the mid grey on dark, lighter with increased contrast [HIG-C].
        let grey = a[.systemGray.replacing(light: Color(hex: 0x929292))]
        return TabBarMetrics(
            width: 320,                                         // chosen: an iPhone's width, the window the seed's bar spans
            barHeight: 44,                                      // the custom bar's 44 [S4] (a UITabBar's is 49)
            upperHalf: .solid(chrome),                          // chosen: opaque (its translucency shows only
            lowerHalf: chrome,                                  //   over content)
            topLine: a[.separator.replacing(light: Color(hex: 0xB2B2B2))], // the bar's top hairline [UI7]; dark
                                                                //   #545458 at 60 % [UIK13]
            topLineWidth: nil,                                  //   one device pixel [UI7]
            iconSize: 28,                                       // chosen: the symbols about 26 pt in a 44-pt bar
            titledIconSize: 22,                                 // chosen: room for a 10-pt title below
            unselected: .solid(grey),                           // tab bar grey #929292 [F7v1, RAT]
            selected: nil,                                      // the tint [F7v1, RAT]
            emboss: nil,                                        // chosen: iOS 7 draws no selection plate
            glow: .dot(diameter: 6),                            // chosen: the seed's glow as iOS 7 shows news, a
                                                                //   tint dot by the icon
            arrow: .init(size: Size(width: 12, height: 6),      // chosen: a small tint triangle [brief]
                         overlap: 2, fill: nil, edge: .clear),  //   its base 2 pt in the bar [S4]
            titleFont: "system",
            titleSize: 10,                                      // tab label 10 [UI7, F7v1]
            title: grey,                                        // [F7v1, RAT]
            selectedTitle: nil                                  // the tint [F7v1, RAT]
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = TabBarMetrics(
        width: 320,                                         // chosen: an iPhone's width, the window the seed's bar spans
        barHeight: 44,                                      // "the 44px height of this custom tab bar" [S4]
        upperHalf: .stops((0, 0x2D2D2D), (1, 0x141414)),    // TabBarGradient.png, not described [S4]: the iOS 6
                                                            //   tab bar's upper half #2D2D2D → #141414 [DJ6]
        lowerHalf: .black,                                  // "simply solid black" [S4]
        topLine: .black,                                    // top 1 px #000 [DJ6]
        topLineWidth: 1,
        iconSize: 28,                                       // chosen: the symbols about 26 pt in a 44-pt bar
        titledIconSize: 22,                                 // chosen: room for a 10-pt title below, inside the emboss
        unselected: .stops((0, 0xAAAAAA)),                  // "solid gray" [S4]: lightGrayColor, as the recipe's
                                                            //   source (iDevRecipes CustomTabBar.m) fills it
        selected: .stops((0, 0xA4DEFF), (0.5, 0x36A6F6),   // "blue gradient" [S4] (its image is not described);
                         (1, 0x0D6AD4)),                    //   chosen: sky blue above, deep blue below
        emboss: .init(inset: EdgeInsets(top: 4, left: 2, bottom: 0, right: 2), // from 4 below the top, 4-pt
                      cornerRadius: 4,                      //   caps [recipe's source]; chosen: 2 in from the sides
                      fill: [GradientStop(offset: 0, color: .white(1, alpha: 0.16)), // chosen: a lighter plate,
                             GradientStop(offset: 1, color: .white(1, alpha: 0.06))], //   fading down
                      rim: .black,                          // chosen: a dark outer line…
                      highlight: .white(1, alpha: 0.22)),   //   …and a light inner one: embossed
        glow: .light(radii: Size(width: 24, height: 14),    // chosen: the glow image is not described [S4]; a blue
                     stops: [GradientStop(offset: 0, color: Color(hex: 0x6FCBFF, alpha: 0.95)),
                             GradientStop(offset: 0.45, color: Color(hex: 0x2A8EFF, alpha: 0.5)), //   light rising
                             GradientStop(offset: 1, color: Color(hex: 0x2A8EFF, alpha: 0))]),  //   from the bottom
        arrow: .init(size: Size(width: 18, height: 9),      // chosen: TabBarNipple.png is not described;
                     overlap: 2,                            //   "come back down 2 pixels" [S4]
                     fill: Color(hex: 0x2D2D2D),            //   the bar's top colour, pointing up from it,
                     edge: .black),                         //   edged like the bar's top
        titleFont: "system-bold",                           // chosen: 10 bold, often quoted (DJ6: 11)
        titleSize: 10,
        title: Color(hex: 0x979797),                        // unselected label [DJ6]
        selectedTitle: .white                               // selected label [DJ6]
    )
}

extension TabBarMetrics {
    /// The standard bar's tinted sample: its unselected items' tint (chosen: a muted brown).
    static let sampleItemTint = Color(hex: 0x8E6E53)
}
