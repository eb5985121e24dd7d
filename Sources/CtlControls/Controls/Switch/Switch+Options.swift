extension Switch {
    /// The switch's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<Switch>] = ControlOption.flagPair(
        "on", "off", key: "isOn", \.isOn, help: ("Draw the switch on.", "Draw the switch off (the default).")) + [
        .value("on-tint", key: "onTintColor", \.onTintColor,
               help: "The track's colour when on. Default: flat "
                   + "\(SwitchMetrics.flat[.light].onTrack.first?.color.hexString.uppercased() ?? ""), classic blue."),
        .value("off-tint", key: "tintColor", \.tintColor,
               help: "UIKit's tintColor for a switch: the off outline (classic: the off half). Default: {tint}, "
                   + "else grey."),
        .value("thumb-tint", key: "thumbTintColor", \.thumbTintColor, help: "The thumb's colour. Default: white."),
        .image("on-image", key: "onImage", \.onImage,
               help: "iOS 6 artwork inside the track when on (79×27 points; classic only)."),
        .image("off-image", key: "offImage", \.offImage, help: "iOS 6 artwork inside the track when off (classic only)."),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
