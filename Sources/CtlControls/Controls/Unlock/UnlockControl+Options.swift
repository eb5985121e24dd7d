extension UnlockControl {
    /// The unlock control's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<UnlockControl>] = [
        .value("position", key: "position", \.position, help: "The thumb's travel along the track, 0…1. Default: 0.",
               placeholder: "p"),
        .toggle("unlocked", key: "unlocked", \.isUnlocked, help: "Draw the open padlock (unlocked). Default: no."),
        .value("opacity", key: "opacity", \.opacity,
               help: "The whole control's opacity, 0…1 (it fades out once unlocked). Default: 1.", placeholder: "a"),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
