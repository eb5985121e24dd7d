extension ActivityIndicator {
    /// The activity indicator's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<ActivityIndicator>] = [
        .value("style", key: "style", \.style, help: "white-large, white or gray. Default: white."),
        .value("color", key: "color", \.color, help: "The spokes' colour, overriding the style's."),
        .value("phase", key: "phase", \.phase,
               help: "The step of the animation, 0…11; other whole numbers wrap (-1 is 11). Default: 0.",
               placeholder: "k"),
    ] + ControlOption.flagPair(
        "animating", "stopped", key: "isAnimating", \.isAnimating,
        help: ("Draw the turning wheel at {phase} (the default).",
               "Draw a stopped indicator: nothing, unless {no-hides-when-stopped}.")) + [
        .toggle("hides-when-stopped", key: "hidesWhenStopped", \.hidesWhenStopped,
                help: "Whether a stopped indicator draws nothing. Default: yes."),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}

extension ActivityIndicator.Style: OptionValue { public static var placeholder: String { "style" } }
