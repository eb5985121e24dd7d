import CtlRaster

extension TabBar {
    /// The tab bar's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<TabBar>] = [
        .replacingList("item", key: "items", \.items,
                       help: "An item, repeatable, in order: star, clock, person, magnifier, more, or a PNG or SVG "
                           + "mask drawn at its own size (@2x/@3x from the file name). Default: the five symbols.",
                       placeholder: "symbol|png",
                       element: { name in try Symbol(rawValue: name).map(Item.symbol) ?? .image(ControlImage.load(path: name)) },
                       check: { $0.isEmpty ? "a tab bar needs at least one item" : nil }),
        .index("selected-index", key: "selectedIndex", \.selectedIndex,
               help: "The selected item, from 0; none (or -1) for none. Default: 0."),
        .index("glow-index", aliases: ["glow"], key: "glowIndex", \.glowIndex,
               help: "The item with the glow, from 0; none (or -1) for none. Default: none."),
        .toggle("shows-arrow", key: "showsArrow", \.showsArrow, help: "Draw the arrow over the selected item. Default: yes."),
        .replacingList("title", key: "titles", \.titles,
                       help: "A title under an icon, repeatable, in item order ('' for none). Default: none.",
                       placeholder: "text", takesDashValues: true, element: { $0 }),
        .value("style", key: "style", \.style,
               help: "custom (44 points, an arrow over the selected item, a glow) or standard (UIKit's UITabBar: 49 "
                   + "points, titles, a selection indicator, no arrow or glow). Default: custom."),
        .value("item-tint", key: "itemTint", \.itemTint, help: "Standard style: the unselected images' colour. Default: grey."),
        .value("selected-image-tint", key: "selectedImageTint", \.selectedImageTint,
               help: "Standard style: the selected image's colour (selectedImageTintColor). Default: classic the blue "
                   + "gradient, flat the tint."),
        .image("selection-indicator-image", key: "selectionIndicatorImage", \.selectionIndicatorImage,
               help: "Standard style: the image behind the selected item (nine-sliced by its insets)."),
        .toggle("selection-indicator", key: "showsSelectionIndicator", \.showsSelectionIndicator,
                help: "Standard style: draw the selection indicator. Default: yes."),
    ]

    /// Reads the keys of `options`: `items` (symbol names or images), the indices (a number
    /// from 0, or "none"), and the standard style's.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}

extension TabBar.Style: OptionValue { public static var placeholder: String { "style" } }
