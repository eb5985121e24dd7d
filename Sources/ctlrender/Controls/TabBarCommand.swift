import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender tab-bar [--item SYMBOL|PNG …] [--selected-index I] [--glow-index I] …`
struct TabBarCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "tab-bar",
        abstract: "Draw a tab bar: a custom one with an arrow over the selected item (the default) or UIKit's "
            + "standard one (--style standard).",
        discussion: """
            A 44-point bar — classic: the upper half a dark gradient, the lower half black; \
            flat: #F7F7F7 under a hairline — with the items side by side, each an icon mask \
            (only its alpha counts) filled grey, or, when selected, with the blue gradient \
            (classic, on an embossed plate) or the tint (flat). The glow marks an item with \
            new content (classic: a blue light at its bottom; flat: a tint dot). The arrow \
            over the selected item rises above the bar, which makes the image taller (classic \
            51, flat 48). Items: star, clock, person, magnifier and more by default. Width: \
            free, 320 by default. Every state draws the same. --style standard draws UIKit's \
            UITabBar instead: 49 points, item masks in --item-tint (unselected) and \
            --selected-image-tint (selected), a selection indicator, titles (the system items' \
            own by default); classic: the black gloss bar, a glossy plate, blue-gradient \
            selected icons; flat: the translucent light bar, the selected item in the tint.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(name: .customLong("item"),
            help: ArgumentHelp("An item, repeatable, in order: star, clock, person, magnifier, more, or a PNG or SVG mask "
                               + "drawn at its own size (@2x/@3x from the file name). Default: the five symbols.",
                               valueName: "symbol|png"))
    var items: [String] = []

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The selected item, from 0; none (or -1) for none. Default: 0.", valueName: "i"),
            transform: Parse.index)
    var selectedIndex: ItemIndex?

    @Option(name: [.customLong("glow-index"), .customLong("glow")], parsing: .unconditional,
            help: ArgumentHelp("The item with the glow, from 0; none (or -1) for none. Default: none.", valueName: "i"),
            transform: Parse.index)
    var glowIndex: ItemIndex?

    @Flag(inversion: .prefixedNo, help: "Draw the arrow over the selected item. Default: yes.")
    var showsArrow: Bool?

    @Option(name: .customLong("title"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A title under an icon, repeatable, in item order ('' for none). Default: none.",
                               valueName: "text"))
    var titles: [String] = []

    @Option(help: ArgumentHelp("custom (44 points, an arrow over the selected item, a glow) or standard (UIKit's "
                               + "UITabBar: 49 points, titles, a selection indicator, no arrow or glow). "
                               + "Default: custom.", valueName: "style"))
    var style: TabBar.Style?

    @Option(help: OptionHelp.colour("Standard style: the unselected images' colour. "
                                    + "Default: grey."), transform: Parse.color)
    var itemTint: Color?

    @Option(help: OptionHelp.colour("Standard style: the selected image's colour (selectedImageTintColor). Default: "
                                    + "classic the blue gradient, flat the tint."), transform: Parse.color)
    var selectedImageTint: Color?

    @Option(help: ArgumentHelp("Standard style: the image behind the selected item (nine-sliced by its insets).",
                               valueName: "png"))
    var selectionIndicatorImage: String?

    @Flag(inversion: .prefixedNo, help: "Standard style: draw the selection indicator. Default: yes.")
    var selectionIndicator: Bool?

    func apply(to control: inout TabBar) throws {
        if let style { control.style = style }
        if let itemTint { control.itemTint = itemTint }
        if let selectedImageTint { control.selectedImageTint = selectedImageTint }
        if let selectionIndicatorImage {
            control.selectionIndicatorImage = try ControlImage.load(path: selectionIndicatorImage)
        }
        if let selectionIndicator { control.showsSelectionIndicator = selectionIndicator }
        if !items.isEmpty {
            control.items = try items.map { argument in
                if let symbol = TabBar.Symbol(rawValue: argument) { return .symbol(symbol) }
                return .image(try ControlImage.load(path: argument))
            }
        }
        if let selectedIndex { control.selectedIndex = selectedIndex.index }
        if let glowIndex { control.glowIndex = glowIndex.index }
        if let showsArrow { control.showsArrow = showsArrow }
        if !titles.isEmpty { control.titles = titles }
    }
}

extension TabBar.Style: ExpressibleByArgument {}
