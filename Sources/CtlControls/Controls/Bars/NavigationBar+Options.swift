import CtlRaster

extension NavigationBar {
    /// The navigation bar's options, in the order they apply (`ControlOption`): its title and
    /// items, then the options every bar shares.
    public static let options: [ControlOption<NavigationBar>] = [
        .value("title", key: "title", \.title, help: "The title. Default: Title."),
        item("left", key: "leftItem", \.leftItem,
             help: "The left item: back:T, text:T, done:T, plain:T, system:NAME or image:NAME|PNG|SVG."),
        item("right", key: "rightItem", \.rightItem, help: "The right item, as {left}."),
    ] + barStyleOptions + shadowOptions

    /// An item: its short form (`back:Back`) on a command line; that or an object of
    /// bar-button-item keys in a spec.
    static func item(_ name: String, key: String, _ path: WritableKeyPath<NavigationBar, BarButtonItem?> & Sendable,
                     help: String) -> ControlOption<NavigationBar> {
        ControlOption(name, key: key, help: help, placeholder: "item", form: .value,
                      text: { token in
                          { bar, _ in bar[keyPath: path] = try BarButtonItem(token: token) { try ControlImage.load(path: $0) } }
                      },
                      spec: { spec, bar in
                          if let v = spec.value(key) { bar[keyPath: path] = try BarButtonItem(itemSpec: v) }
                      })
    }

    /// Reads the keys of `options` (`leftItem` and `rightItem` a short form such as
    /// `"back:Back"` or an object of bar-button-item keys).
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
