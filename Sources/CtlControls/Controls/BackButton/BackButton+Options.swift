extension BackButton {
    /// The back button's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<BackButton>] = [
        .value("title", key: "title", \.title, help: "The title ('' for none). Default: Back."),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
