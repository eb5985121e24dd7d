extension SearchBar {
    /// The search bar's options, in the order they apply (`ControlOption`): the field, the
    /// options every bar shares, then the scope bar and the Cancel button.
    public static let options: [ControlOption<SearchBar>] = [
        .value("placeholder", key: "placeholder", \.placeholder,
               help: "The placeholder, shown when there is no text. Default: Search."),
        .value("text", key: "text", \.text, help: "The text in the field (shows the clear button). Default: none."),
    ] + barStyleOptions + [
        ControlOption("scopes", key: "scopes", help: "The scope bar's titles, comma-separated. Default: no scope bar.",
                      placeholder: "a,b,c", form: .value, takesDashValues: true,
                      text: { text in
                          let titles = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                          guard !titles.contains(where: \.isEmpty) else {
                              throw OptionTextError("needs titles separated by commas")
                          }
                          return { bar, _ in bar.scopes = titles }
                      },
                      spec: { spec, bar in try spec.read("scopes", into: &bar.scopes) }),
        .value("selected-scope", key: "selectedScope", \.selectedScope, help: "The selected scope, from 0. Default: 0.",
               placeholder: "i"),
        .flag("cancel", key: "showsCancelButton", \.showsCancelButton, help: "Show a Cancel button after the field."),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
