import CtlRaster

extension BarButtonItem {
    /// The bar button item's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<BarButtonItem>] = [
        content("title", help: "The title. Default: Edit.", placeholder: "text", takesDashValues: true,
                text: { title in .title(title) }, spec: { spec in try spec.decode("title", as: String.self).map(Content.title) }),
        content("image", help: "An image mask instead of a title: star, moon, heart, bolt, or a PNG or SVG (only its "
                    + "alpha counts).", placeholder: "name|png",
                text: { name in try BarArt(rawValue: name).map(Content.art) ?? .image(try ControlImage.load(path: name)) },
                spec: { spec in try spec.value("image").map(Content.init(image:)) }),
        ControlOption("system", key: "system",
                      help: "A system item instead of a title: add, action, compose, trash, refresh, search, camera, "
                          + "bookmarks.",
                      placeholder: BarSystemItem.placeholder, form: .value, choices: BarSystemItem.choices,
                      text: { text in
                          let system = try BarSystemItem(optionText: text)
                          return { item, context in
                              try OptionConflictError.check(contentNames, context)
                              item.content = .system(system)
                          }
                      },
                      spec: { spec, item in
                          if let system = try spec.decode("system", as: BarSystemItem.self) { item.content = .system(system) }
                      }),
        .value("style", key: "style", \.style, help: "plain, bordered or done. Default: bordered."),
        .flag("back", key: "back", \.isBackButton, help: "Draw a back button (pointing left)."),
        .value("bar-style", key: "barStyle", \.barStyle,
               help: "The bar under the item: default or black (classic plates). Default: default."),
        .value("bar-tint", key: "barTint", \.barTint, help: "A bar tint colouring the classic plate."),
        .perStateImage("background-image", key: "backgroundImage", \.backgroundImage,
                       help: "A background image replacing the plate, per state (repeatable), stretched over the item."),
        .resizing("background-cap-insets", images: [\.backgroundImage],
                  help: ControlOptionHelp.capInsets(of: "the background images"), capInsets: true),
        .resizing("resizing-mode", images: [\.backgroundImage],
                  help: ControlOptionHelp.resizingMode(of: "the background images"), capInsets: false),
        .perState("title-color", key: "titleColor", \.titleColor, help: "The title colour, per state (repeatable)."),
        .perState("title-shadow-color", key: "titleShadowColor", \.titleShadowColor,
                  help: "The title shadow colour, per state (repeatable)."),
        .value("title-shadow-offset", key: "titleShadowOffset", \.titleShadowOffset,
               help: ControlOptionHelp.titleShadowOffset),
        .value("font-size", key: "fontSize", \.fontSize, help: "The title's font size in points.", placeholder: "pt",
               check: { $0 > 0 ? nil : "must be above 0, not \($0)" }),
    ]

    /// The options that each set what the item shows: one of them at a time.
    static let contentNames = ["title", "image", "system"]

    /// An option setting what the item shows: `text` reads the command line's value (when the
    /// option is applied, so that an image is read then), `spec` the spec's, if any.
    static func content(_ name: String, help: String, placeholder: String, takesDashValues: Bool = false,
                        text: @escaping @Sendable (String) throws -> Content,
                        spec: @escaping @Sendable (SpecObject) throws -> Content?) -> ControlOption<BarButtonItem> {
        ControlOption(name, key: name, help: help, placeholder: placeholder, form: .value,
                      takesDashValues: takesDashValues,
                      text: { value in
                          { item, context in
                              try OptionConflictError.check(contentNames, context)
                              item.content = try text(value)
                          }
                      },
                      spec: { object, item in
                          if let content = try spec(object) { item.content = content }
                      })
    }

    /// Reads the keys of `options` (per-state values as a value for normal or
    /// `{"normal": …, "highlighted": …}`), and `font`, which a spec alone sets.
    public init(spec: SpecObject) throws {
        self.init()
        let kinds = Self.contentNames.filter(spec.has)
        if kinds.count > 1, let v = spec.value(kinds[1]) {
            throw v.error("give one of \"title\", \"image\" and \"system\", not \(kinds.count)")
        }
        try Self.options.read(spec, into: &self)
        try spec.read("font", into: &font)
    }
}

extension BarButtonItem.Style: OptionValue { public static var placeholder: String { "style" } }
