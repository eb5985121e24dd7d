extension StarSlider {
    /// The star slider's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<StarSlider>] = [
        .value("value", key: "value", \.value, help: "The rating, 0…5. Default: 0.", placeholder: "n"),
        .value("pulse", key: "pulse", \.pulse,
               help: "The touched (rightmost on) star's scale, e.g. 1.5 at the pulse's peak. Default: 1 (1.5 when "
                   + "highlighted).", placeholder: "s"),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
