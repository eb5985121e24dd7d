import CtlRaster

extension Toolbar {
    /// The toolbar's options, in the order they apply (`ControlOption`): its items and
    /// position, then the options every bar shares.
    public static let options: [ControlOption<Toolbar>] = [
        ControlOption("items", key: "items",
                      help: "The items, comma-separated: flex, fixed:W, text:T (bordered), plain:T, done:T, back:T, "
                          + "system:NAME (add, action, compose, trash, refresh, search, camera, bookmarks), "
                          + "image:NAME|PNG|SVG (star, moon, heart, bolt), switch:on|off.",
                      placeholder: "list", form: .value,
                      text: { list in { bar, _ in bar.items = try Item.list(list) { try ControlImage.load(path: $0) } } },
                      spec: { spec, bar in try bar.readItems(spec) }),
        .value("position", key: "position", \.position, help: "bottom or top: the side of the shadow. Default: bottom."),
    ] + barStyleOptions + shadowOptions

    /// Reads the keys of `options`: `items` a comma-separated string of short forms, or an array
    /// of short forms and bar-button-item objects.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }

    /// Reads a spec's `items`, if given.
    private mutating func readItems(_ spec: SpecObject) throws {
        guard let v = spec.value("items") else { return }
        let load: (String) throws -> ControlImage = { path in try ControlImage(spec: v.member("image", path)) }
        do {
            if let text = v.stringValue {
                items = try Item.list(text, loadImage: load)
            } else {
                items = try v.array().map { e in
                    if let token = e.stringValue {
                        do { return try Item(token: token, loadImage: load) } catch let error as ControlError {
                            throw e.error(error.message)
                        }
                    }
                    return .button(try BarButtonItem(itemSpec: e))
                }
            }
        } catch let error as ControlError {
            throw v.error(error.message)
        }
    }
}

extension Toolbar.Position: OptionValue { public static var placeholder: String { "position" } }
