import CtlRaster

extension Toolbar.Item {
    /// An item from its short form: `flex`, `fixed:W`, `switch:on|off`, or a bar button
    /// item's (`text:T`, `plain:T`, `done:T`, `back:T`, `system:NAME`, `image:NAME|PNG`).
    ///
    /// - Throws: `ControlError` for a form it does not know or a bad width.
    public init(token: String, loadImage: (String) throws -> ControlImage) throws {
        let t = token.trimmingWhitespace()
        if t == "flex" || t == "flexible" {
            self = .flexibleSpace
        } else if t.hasPrefix("fixed:") {
            let text = t.dropFirst("fixed:".count)
            guard let w = Double(text), w.isFinite, w >= 0 else {
                throw ControlError("toolbar", "\"\(t)\": a fixed space needs a width of 0 or more in points")
            }
            self = .fixedSpace(w)
        } else if t == "switch" || t == "switch:on" || t == "switch:off" {
            self = .switchView(isOn: t != "switch:off")
        } else {
            self = .button(try BarButtonItem(token: t, loadImage: loadImage))
        }
    }

    /// Items from a list of short forms separated by commas.
    public static func list(_ text: String, loadImage: (String) throws -> ControlImage) throws -> [Toolbar.Item] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map {
            try Toolbar.Item(token: String($0), loadImage: loadImage)
        }
    }
}

extension Toolbar {
    /// The toolbars the catalog shows and the goldens pin.
    static func samples(_ look: Look) -> [ControlSample] {
        func list(_ text: String) -> [Item] {
            // The samples' lists are fixed and name no files.
            try! Item.list(text) { _ in throw ControlError("toolbar", "no image files in the samples") }
        }
        var top = Toolbar(items: list("text:Edit,flex,system:search,fixed:20,system:refresh"))
        top.position = .top
        var black = Toolbar(items: list("system:action,flex,system:camera,flex,system:trash"))
        black.barStyle = .black
        var spread = Toolbar(items: list("system:compose,flex,done:Send,flex,system:bookmarks"))
        spread.barTint = BarMetrics.sampleToolbarTint
        return [
            ControlSample("seed", Toolbar()),
            ControlSample("top", top),
            ControlSample("black", black),
            ControlSample("tinted", spread),
            ControlSample("left", Toolbar(items: list("text:Edit,image:heart,image:bolt,switch:off"))),
        ]
    }
}
