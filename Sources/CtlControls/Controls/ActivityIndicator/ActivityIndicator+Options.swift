extension ActivityIndicator {
    /// The activity indicator's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<ActivityIndicator>] = [
        .value("style", key: "style", \.style, help: "white-large, white or gray. Default: white."),
        .value("color", key: "color", \.color, help: "The spokes' colour, overriding the style's."),
        .value("phase", key: "phase", \.phase,
               help: "The step of the animation, 0…11; other whole numbers wrap (-1 is 11). Default: 0.",
               placeholder: "k"),
        animationOption("animating", isAnimating: true, key: "isAnimating",
                        help: "Draw the turning wheel at --phase (the default)."),
        animationOption("stopped", isAnimating: false, key: nil,
                        help: "Draw a stopped indicator: nothing, unless --no-hides-when-stopped."),
        .toggle("hides-when-stopped", key: "hidesWhenStopped", \.hidesWhenStopped,
                help: "Whether a stopped indicator draws nothing. Default: yes."),
    ]

    /// `--animating` or `--stopped`: a flag that sets `isAnimating`. The spec's "isAnimating" is
    /// read by `--animating`'s declaration, the key both flags write.
    private static func animationOption(_ name: String, isAnimating: Bool, key: String?,
                                        help: String) -> ControlOption<ActivityIndicator> {
        ControlOption(name, key: key, help: help, placeholder: "", form: .flag,
                      text: { _ in { indicator, _ in indicator.isAnimating = isAnimating } },
                      spec: key.map { key in { spec, indicator in try spec.read(key, into: &indicator.isAnimating) } })
    }

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}

extension ActivityIndicator.Style: OptionValue { public static var placeholder: String { "style" } }
