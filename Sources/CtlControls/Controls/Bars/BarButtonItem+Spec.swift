import CtlRaster

extension BarButtonItem {
    /// Reads the keys `title`, `image` (an art name or an image), `system`, `style`, `back`,
    /// `barStyle`, `barTint`, `backgroundImage`, `titleColor`, `titleShadowColor` (per state),
    /// `titleShadowOffset`, `font`, `fontSize`.
    public init(spec: SpecObject) throws {
        self.init()
        let kinds = ["title", "image", "system"].filter(spec.has)
        if kinds.count > 1, let v = spec.value(kinds[1]) {
            throw v.error("give one of \"title\", \"image\" and \"system\", not \(kinds.count)")
        }
        if let v = try spec.decode("title", as: String.self) { content = .title(v) }
        if let v = spec.value("image") { content = try Content(image: v) }
        if let v = try spec.decode("system", as: BarSystemItem.self) { content = .system(v) }
        try spec.read("style", into: &style)
        try spec.read("back", into: &isBackButton)
        try spec.read("barStyle", into: &barStyle)
        try spec.read("barTint", into: &barTint)
        try spec.read("backgroundImage", into: &backgroundImage)
        try spec.read("titleColor", into: &titleColor)
        try spec.read("titleShadowColor", into: &titleShadowColor)
        try spec.read("titleShadowOffset", into: &titleShadowOffset)
        try spec.read("font", into: &font)
        if let v = spec.value("fontSize") {
            let size = try Double(spec: v)
            guard size > 0 else { throw v.error("must be above 0, not \(size)") }
            fontSize = size
        }
    }
}

extension BarButtonItem.Content {
    /// An image item from a spec value: an art name (`"star"`) or an image (a PNG path or object).
    init(image v: SpecValue) throws {
        if let name = v.stringValue, let art = BarArt(rawValue: name) {
            self = .art(art)
        } else {
            self = .image(try ControlImage(spec: v))
        }
    }

    /// Whether the content is a title.
    var isTitle: Bool {
        if case .title = self { return true }
        return false
    }
}

/// The bar button items the catalog shows and the goldens pin.
extension BarButtonItem {
    static func samples(_ look: Look) -> [ControlSample] {
        var back = BarButtonItem(.title("Back"))
        back.isBackButton = true
        var black = BarButtonItem(.title("Edit"))
        black.barStyle = .black
        var custom = BarButtonItem(.title("Custom"))
        custom.titleColor = PerState([.normal: .systemYellow, .highlighted: .systemRed])
        custom.titleShadowColor = PerState(Color.black.opacity(0.8))
        custom.titleShadowOffset = Point(0, 1)
        let backdrop = look.bars.sampleBackdrop
        let darkBackdrop = look.bars.sampleDarkBackdrop
        return [
            ControlSample("bordered", BarButtonItem(), backdrop: backdrop),
            ControlSample("plain", BarButtonItem(.title("Edit"), style: .plain), backdrop: backdrop),
            ControlSample("done", BarButtonItem(.title("Done"), style: .done), backdrop: backdrop),
            ControlSample("back", back, backdrop: backdrop),
            ControlSample("black", black, states: [.normal, .highlighted], backdrop: darkBackdrop),
            ControlSample("star", BarButtonItem(.art(.star), style: .plain), backdrop: backdrop),
            ControlSample("add", BarButtonItem(.system(.add), style: .plain), backdrop: backdrop),
            ControlSample("compose-bordered", BarButtonItem(.system(.compose)), states: [.normal], backdrop: backdrop),
            ControlSample("tinted", BarButtonItem(.title("Save"), style: .done), states: [.normal, .highlighted],
                          backdrop: backdrop, tint: BarMetrics.sampleItemTint),
            ControlSample("attributes", custom, states: [.normal, .highlighted], backdrop: backdrop),
        ]
    }
}
