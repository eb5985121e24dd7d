extension ImageKnob {
    /// The image knob's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<ImageKnob>] = [
        .angle("angle", key: "angle", \.angle, help: "The rotation, clockwise, 0…5 radians. Default: 0."),
    ]

    /// Reads the keys of `options`: `angle` in radians (a number or a string such as "5pi/4").
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
