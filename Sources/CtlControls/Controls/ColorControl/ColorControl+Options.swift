extension ColorControl {
    /// The colour picker's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<ColorControl>] = [
        .value("hue", key: "hue", \.hue, help: "The picked hue, 0…1 across. Default: none.", placeholder: "h"),
        .value("saturation", key: "saturation", \.saturation, help: "The picked saturation, 0…1 down. Default: none.",
               placeholder: "s"),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
