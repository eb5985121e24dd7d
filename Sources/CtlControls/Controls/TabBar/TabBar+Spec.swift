import CtlRaster

extension TabBar {
    /// Reads the keys `items` (symbol names or images), `selectedIndex` and `glowIndex` (an
    /// index from 0, or `"none"`), `showsArrow`, `titles`, and for the standard style `style`,
    /// `itemTint`, `selectedImageTint`, `selectionIndicatorImage`, `showsSelectionIndicator`.
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("items", into: &items)
        if let v = spec.value("items"), items.isEmpty { throw v.error("a tab bar needs at least one item") }
        if let v = spec.value("selectedIndex") { selectedIndex = try Self.index(v) }
        if let v = spec.value("glowIndex") { glowIndex = try Self.index(v) }
        try spec.read("showsArrow", into: &showsArrow)
        try spec.read("titles", into: &titles)
        try spec.read("style", into: &style)
        try spec.read("itemTint", into: &itemTint)
        try spec.read("selectedImageTint", into: &selectedImageTint)
        try spec.read("selectionIndicatorImage", into: &selectionIndicatorImage)
        try spec.read("showsSelectionIndicator", into: &showsSelectionIndicator)
    }

    /// An item's index: a whole number from 0, or `"none"` or a negative number for none.
    private static func index(_ v: SpecValue) throws -> Int? {
        if let s = v.stringValue, s == "none" { return nil }
        let index = try Int(spec: v)
        return index >= 0 ? index : nil
    }
}

extension TabBar.Item: SpecDecodable {
    /// A symbol's name (`"star"`, `"clock"`, `"person"`, `"magnifier"`, `"more"`), or an image
    /// (a PNG path or an image object) used as a mask.
    public init(spec: SpecValue) throws {
        if let name = spec.stringValue, let symbol = TabBar.Symbol(rawValue: name) {
            self = .symbol(symbol)
        } else {
            self = .image(try ControlImage(spec: spec))
        }
    }
}
