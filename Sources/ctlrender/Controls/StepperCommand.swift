import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender stepper [--value V] [--pressed minus|plus] …`
struct StepperCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "stepper",
        abstract: "Draw a stepper (UIStepper).",
        discussion: """
            Two halves, − and +, one size per look (flat 94×29: a 1 pt tint frame, divider \
            and signs, the pressed half washed with the tint; classic 94×27: grey gradient \
            halves with dark embossed signs, or glosses of --tint). A half is disabled at its \
            limit (− at the minimum, + at the maximum) unless --wraps. --pressed picks the \
            pressed half; --state highlighted without it presses +. Images given for normal \
            only are darkened in a pressed half and faded in a disabled one.
            """)

    @OptionGroup var options: ControlOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The value. Default: 0.", valueName: "v"),
            transform: Parse.number)
    var value: Double?

    @Option(name: [.customLong("minimum-value"), .customLong("min")], parsing: .unconditional,
            help: ArgumentHelp("The value at which − is disabled. Default: 0.", valueName: "v"),
            transform: Parse.number)
    var minimumValue: Double?

    @Option(name: [.customLong("maximum-value"), .customLong("max")], parsing: .unconditional,
            help: ArgumentHelp("The value at which + is disabled. Default: 100.", valueName: "v"),
            transform: Parse.number)
    var maximumValue: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("What a tap adds or takes, above 0. Default: 1.", valueName: "s"),
            transform: Parse.number)
    var stepValue: Double?

    @Flag(inversion: .prefixedNo, help: "Wrap around at the limits (no half is disabled). Default: no.")
    var wraps: Bool?

    @Option(help: ArgumentHelp("The half being pressed: minus or plus.", valueName: "half"))
    var pressed: Stepper.Half?

    @Option(help: ArgumentHelp("The + artwork, per half state (repeatable).", valueName: "[state=]png"),
            transform: Parse.stateString)
    var incrementImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("The − artwork, per half state (repeatable).", valueName: "[state=]png"),
            transform: Parse.stateString)
    var decrementImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("Stretched behind both halves, per half state (repeatable).",
                               valueName: "[state=]png"),
            transform: Parse.stateString)
    var backgroundImage: [StateValue<String>] = []

    @Option(parsing: .unconditional, help: OptionHelp.capInsets(of: "the background images"),
            transform: Parse.insets)
    var backgroundCapInsets: EdgeInsets?

    @Option(help: OptionHelp.resizingMode(of: "the background images"))
    var resizingMode: NineSlice.Mode?

    @Option(help: ArgumentHelp("The divider, for a pair of half states (LEFT/RIGHT, e.g. highlighted/normal) "
                               + "or for all (repeatable).", valueName: "[left/right=]png"),
            transform: DividerArgument.parse)
    var dividerImage: [DividerArgument] = []

    func apply(to control: inout Stepper) throws {
        if let value { control.value = value }
        if let minimumValue { control.minimumValue = minimumValue }
        if let maximumValue { control.maximumValue = maximumValue }
        if let stepValue { control.stepValue = stepValue }
        if let wraps { control.wraps = wraps }
        if let pressed { control.pressed = pressed }
        try control.incrementImage.set(incrementImage) { try ControlImage.load(path: $0) }
        try control.decrementImage.set(decrementImage) { try ControlImage.load(path: $0) }
        try control.backgroundImage.set(backgroundImage) {
            try ControlImage.load(path: $0, capInsets: backgroundCapInsets, resizingMode: resizingMode ?? .stretch)
        }
        try DividerArgument.load(dividerImage, into: &control.dividerImages)
    }
}

extension Stepper.Half: ExpressibleByArgument {}
