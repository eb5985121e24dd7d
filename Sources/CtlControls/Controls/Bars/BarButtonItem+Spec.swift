import CtlRaster

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
        let backdrop = look.metrics.bars.sampleBackdrop
        let darkBackdrop = look.metrics.bars.sampleDarkBackdrop
        return [
            ControlSample("bordered", BarButtonItem(), backdrops: backdrop),
            ControlSample("plain", BarButtonItem(.title("Edit"), style: .plain), backdrops: backdrop),
            ControlSample("done", BarButtonItem(.title("Done"), style: .done), backdrops: backdrop),
            ControlSample("back", back, backdrops: backdrop),
            ControlSample("black", black, states: [.normal, .highlighted], backdrops: darkBackdrop),
            ControlSample("star", BarButtonItem(.art(.star), style: .plain), backdrops: backdrop),
            ControlSample("add", BarButtonItem(.system(.add), style: .plain), backdrops: backdrop),
            ControlSample("compose-bordered", BarButtonItem(.system(.compose)), states: [.normal], backdrops: backdrop),
            ControlSample("tinted", BarButtonItem(.title("Save"), style: .done), states: [.normal, .highlighted],
                          backdrops: backdrop, tint: BarMetrics.sampleItemTint),
            ControlSample("attributes", custom, states: [.normal, .highlighted], backdrops: backdrop),
        ]
    }
}
