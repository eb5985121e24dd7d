extension PullRibbon {
    /// The pull ribbon's options, in the order they apply (`ControlOption`), in points.
    public static let options: [ControlOption<PullRibbon>] = [
        .value("pull", key: "pull", \.pull, help: "How far the ribbon is pulled down, 0…75 points. Default: 0.",
               placeholder: "points"),
        .value("wiggle", key: "wiggle", \.wiggle, help: "The wiggle's vertical offset, -10…10 points. Default: 0.",
               placeholder: "points"),
        .value("sway", key: "sway", \.sway, help: "A horizontal offset, -15…15 points. Default: 0.",
               placeholder: "points"),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
