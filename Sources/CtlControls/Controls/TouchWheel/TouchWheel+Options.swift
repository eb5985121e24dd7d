extension TouchWheel {
    /// The touch wheel's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<TouchWheel>] = [
        .angle("angle", key: "angle", \.angle, help: "The indicator's angle, 0 at the top, clockwise. Default: 0."),
    ]

    /// Reads the keys of `options`: `angle` in radians (a number, or "pi/4") or degrees ("45deg").
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
