import CtlRaster

/// Seed 004's custom tab bar (iDevRecipes' CustomTabBar, after the Twitter app): buttons
/// side by side on an embossed background, an arrow over the selected one
/// (Docs/sources.md#bars-and-bar-items).
///
/// The bar is 44 points tall: the top half a gradient, the bottom half solid black. Each
/// item is an icon mask — only its alpha counts — "drawn in gray when unselected" and "with
/// blue gradient when selected", the selected one on an embossed border drawn behind it.
/// Items share the width evenly. A glow at an item's bottom is the seed's cue for new
/// content. The arrow sits at index·itemWidth + itemWidth/2 − arrowWidth/2, "slightly on
/// top of the tab bar": the control is taller than the bar by the arrow's rise, and the
/// bar fills its bottom. The flat look is an iOS 7 rendition: a light bar with a hairline,
/// grey items, the selected one and the arrow in the tint, no emboss. There are no state
/// visuals (the selection and the glow are values): every state draws the same.
public struct TabBar: Control {
    /// Default: the five symbols of UIKit's system items favourites, recents, contacts,
    /// search and more.
    public var items: [Item] = Symbol.allCases.map(Item.symbol)
    /// The selected item; nil for none. Clamped to the items with a warning. Default: 0.
    public var selectedIndex: Int? = 0
    /// The item with the glow; nil for none (one out of range is ignored with a warning).
    /// Default: nil.
    public var glowIndex: Int?
    /// Whether the arrow marks the selected item. Default: true.
    public var showsArrow = true
    /// Titles under the icons, by item (the seed's bar has none; extra ones are ignored).
    /// Default: none.
    public var titles: [String] = []
    /// Seed 004's custom bar, or UIKit's standard UITabBar (`TabBar+Standard.swift`).
    /// Default: custom.
    public var style: Style = .custom
    /// Standard style: the unselected images' colour (S1: "The tintColor is used to color a
    /// tab bar item's image when it is not selected"); nil for the look's grey. Default: nil.
    public var itemTint: Color?
    /// Standard style: the selected image's colour (S1's `selectedImageTintColor`); nil for
    /// the look's (classic: the blue gradient; flat: the tint). Default: nil.
    public var selectedImageTint: Color?
    /// Standard style: the image behind the selected item (S1's `selectionIndicatorImage`);
    /// nil for the look's (classic: a glossy dark plate; flat: none). Default: nil.
    public var selectionIndicatorImage: ControlImage?
    /// Standard style: whether the selection indicator is drawn. Default: true.
    public var showsSelectionIndicator = true

    /// Which tab bar is drawn.
    public enum Style: String, SpecEnum, Sendable {
        /// Seed 004's custom tab bar.
        case custom
        /// UIKit's standard tab bar.
        case standard
    }

    public init() {}

    public static let kind = ControlKind(
        name: "tab-bar",
        summary: "a tab bar: a custom one (icon masks, emboss, glow, arrow), or UIKit's standard one",
        states: [.normal],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { TabBar() },
        decode: { try TabBar(spec: $0) },
        samples: { look in samples(look) })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        if style == .standard {
            return .fixedHeight(Size(width: 320, height: environment.metrics.standardTabBar.height))
        }
        let m = environment.metrics.tabBar
        return .fixedHeight(Size(width: m.width, height: m.barHeight + (showsArrow ? m.arrowRise : 0)))
    }

    public func validate() throws -> [String] {
        guard !items.isEmpty else { throw ControlError("tab-bar", "a tab bar needs at least one item") }
        var warnings: [String] = []
        if let selectedIndex, selectedIndex >= items.count {
            warnings.append("tab-bar: selected index \(selectedIndex) is past the last item (\(items.count - 1)); "
                + "drawn at \(items.count - 1)")
        }
        if let glowIndex, !items.indices.contains(glowIndex) {
            warnings.append("tab-bar: glow index \(glowIndex) is not an item (0…\(items.count - 1)); no glow is drawn")
        }
        if style == .standard && glowIndex != nil {
            warnings.append("tab-bar: the standard style draws no glow; the glow index is ignored")
        }
        if titles.count > items.count {
            warnings.append("tab-bar: \(titles.count) titles for \(items.count) items; the extra ones are ignored")
        }
        return warnings
    }

    /// The selected item, clamped to the items; nil for none.
    var shownSelection: Int? {
        selectedIndex.map { min($0, items.count - 1) }.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The glow's item, when it is one.
    var shownGlow: Int? { glowIndex.flatMap { items.indices.contains($0) ? $0 : nil } }

    /// Whether item `index` has a title.
    func isTitled(_ index: Int) -> Bool { index < titles.count && !titles[index].isEmpty }

    /// The bar: the bottom `barHeight` of the bounds (the arrow rises above it).
    func barRect(in bounds: Rect, metrics m: TabBarMetrics) -> Rect {
        Rect(x: bounds.minX, y: bounds.maxY - m.barHeight, width: bounds.width, height: m.barHeight)
    }

    /// Item `index`'s share of the bar.
    func itemRect(_ index: Int, in bar: Rect) -> Rect {
        let width = bar.width / Double(items.count)
        return Rect(x: bar.minX + Double(index) * width, y: bar.minY, width: width, height: bar.height)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        if style == .standard {
            try drawStandard(in: &canvas, bounds: bounds, environment: environment)
            return
        }
        let m = environment.metrics.tabBar
        let bar = barRect(in: bounds, metrics: m)
        drawBackground(in: &canvas, bar: bar, environment: environment)
        if let selected = shownSelection, let emboss = m.emboss {
            drawEmboss(emboss, in: &canvas, item: itemRect(selected, in: bar), environment: environment)
        }
        for index in items.indices {
            let item = itemRect(index, in: bar)
            let selected = index == shownSelection
            drawIcon(items[index], in: &canvas, item: item, titled: isTitled(index), selected: selected,
                     environment: environment)
            if isTitled(index) {
                try drawTitle(titles[index], in: &canvas, item: item, selected: selected, environment: environment)
            }
        }
        if let glow = shownGlow {
            drawGlow(in: &canvas, index: glow, item: itemRect(glow, in: bar), environment: environment)
        }
        if showsArrow, let selected = shownSelection {
            drawArrow(in: &canvas, item: itemRect(selected, in: bar), environment: environment)
        }
    }
}
