extension Stepper {
    /// The stepper's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<Stepper>] = [
        .value("value", key: "value", \.value, help: "The value. Default: 0."),
        .value("minimum-value", aliases: ["min"], key: "minimumValue", \.minimumValue,
               help: "The value at which − is disabled. Default: 0."),
        .value("maximum-value", aliases: ["max"], key: "maximumValue", \.maximumValue,
               help: "The value at which + is disabled. Default: 100."),
        .value("step-value", key: "stepValue", \.stepValue, help: "What a tap adds or takes, above 0. Default: 1.",
               placeholder: "s"),
        .toggle("wraps", key: "wraps", \.wraps, help: "Wrap around at the limits (no half is disabled). Default: no."),
        .value("pressed", key: "pressed", \.pressed, help: "The half being pressed: minus or plus."),
        .perStateImage("increment-image", key: "incrementImage", \.incrementImage,
                       help: "The + artwork, per half state (repeatable)."),
        .perStateImage("decrement-image", key: "decrementImage", \.decrementImage,
                       help: "The − artwork, per half state (repeatable)."),
        .perStateImage("background-image", key: "backgroundImage", \.backgroundImage,
                       help: "Stretched behind both halves, per half state (repeatable)."),
        .resizing("background-cap-insets", images: [\.backgroundImage],
                  help: ControlOptionHelp.capInsets(of: "the background images"), capInsets: true),
        .resizing("resizing-mode", images: [\.backgroundImage],
                  help: ControlOptionHelp.resizingMode(of: "the background images"), capInsets: false),
        .dividerImages("divider-image", key: "dividerImage", \.dividerImages,
                       help: "The divider, for a pair of half states (LEFT/RIGHT, e.g. highlighted/normal) or for all "
                           + "(repeatable)."),
    ]

    /// Reads the keys of `options` (images as an image or an object by half state; `dividerImage`
    /// an image, or an object keyed "LEFT/RIGHT" half states such as "highlighted/normal").
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}

extension Stepper.Half: OptionValue { public static var placeholder: String { "half" } }
