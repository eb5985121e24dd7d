import CtlRaster

extension TabBar {
    /// Reads the keys `items` (symbol names or images), `selectedIndex` and `glowIndex` (a
    /// negative index for none), `showsArrow`, `titles`.
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("items", into: &items)
        if let v = spec.value("items"), items.isEmpty { throw v.error("a tab bar needs at least one item") }
        if let v = spec.value("selectedIndex") {
            let index = try Int(spec: v)
            selectedIndex = index >= 0 ? index : nil
        }
        if let v = spec.value("glowIndex") {
            let index = try Int(spec: v)
            glowIndex = index >= 0 ? index : nil
        }
        try spec.read("showsArrow", into: &showsArrow)
        try spec.read("titles", into: &titles)
    }
}

extension TabBar.Item: SpecDecodable {
    /// A symbol's name (`"star"`, `"clock"`, `"person"`, `"magnifier"`, `"more"`), or an image
    /// (a PNG path or an image object) used as a mask.
    public init(spec: SpecValue) throws {
        if let name = spec.raw as? String, let symbol = TabBar.Symbol(rawValue: name) {
            self = .symbol(symbol)
        } else {
            self = .image(try ControlImage(spec: spec))
        }
    }
}
