import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender knob [--value V] [--start-angle A] …`
struct KnobCommand: ControlCommand, FramesCommand {
    static let configuration = CommandConfiguration(
        commandName: "knob",
        abstract: "Draw a knob: a circular track arc and a pointer at the value, in the tint.",
        discussion: """
            A track arc from the start angle clockwise to the end angle, and a pointer at the \
            value's angle, both stroked in the tint with butt caps. Angles are 0 along +x, \
            increasing clockwise, in radians (-11pi/8, 3π/8, 1.2) or degrees (45deg). The \
            defaults leave a 45° gap at the bottom. The flat look draws the two lines alone; \
            the classic look adds an iOS 6-style metal disc and engraves them. Size: free, \
            100×100 by default (the track's radius follows the shorter side). A value outside \
            the range is clamped with a warning.

            --frames N or --fps F draw the knob's animated turn: the value from the minimum to \
            the maximum in 0.25 s, ease-in-ease-out, through the keyframes start, middle, end \
            (--value is not used).
            """)

    @OptionGroup var options: ControlOptions

    @OptionGroup var frames: FrameOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The value. Default: 0.", valueName: "v"),
            transform: Parse.number)
    var value: Double?

    @Option(name: [.customLong("minimum-value"), .customLong("min")], parsing: .unconditional,
            help: ArgumentHelp("The value at the track's start. Default: 0.", valueName: "v"), transform: Parse.number)
    var minimumValue: Double?

    @Option(name: [.customLong("maximum-value"), .customLong("max")], parsing: .unconditional,
            help: ArgumentHelp("The value at the track's end. Default: 1.", valueName: "v"), transform: Parse.number)
    var maximumValue: Double?

    @Option(parsing: .unconditional,
            help: OptionHelp.angle("The track's start. Default: -11pi/8."),
            transform: Parse.radians)
    var startAngle: Double?

    @Option(parsing: .unconditional,
            help: OptionHelp.angle("The track's end. Default: 3pi/8."),
            transform: Parse.radians)
    var endAngle: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The track's and pointer's width in points. Default: 2.", valueName: "w"),
            transform: Parse.number)
    var lineWidth: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The pointer's length in points. Default: 6.", valueName: "l"),
            transform: Parse.number)
    var pointerLength: Double?

    @Flag(inversion: .prefixedNo, help: "Write the value (%0.2f) in the centre. Default: no.")
    var showsValueLabel: Bool?

    func apply(to control: inout Knob) throws {
        if let value { control.value = value }
        if let minimumValue { control.minimumValue = minimumValue }
        if let maximumValue { control.maximumValue = maximumValue }
        if let startAngle { control.startAngle = startAngle }
        if let endAngle { control.endAngle = endAngle }
        if let lineWidth { control.lineWidth = lineWidth }
        if let pointerLength { control.pointerLength = pointerLength }
        if let showsValueLabel { control.showsValueLabel = showsValueLabel }
    }
}
