import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender knob [--value V] [--start-angle A] …`
struct KnobCommand: ControlCommand, FramesCommand {
    static let configuration = CommandConfiguration(
        commandName: "knob",
        abstract: "Draw the custom knob of seed 002 (RWKnobControl).",
        discussion: """
            A track arc from the start angle clockwise to the end angle, and a pointer at the \
            value's angle, both stroked in the tint with butt caps, as the seed's two \
            CAShapeLayers. Angles are radians, 0 along +x, increasing clockwise: a number or \
            forms like -11pi/8 or 3π/8 (negative numbers need no quoting or =). The \
            defaults leave a 45° gap at the bottom. The classic look adds an iOS 6-style \
            metal disc and engraves the lines; the flat look is the seed exactly. Size: \
            free, 100×100 by default (the track's radius follows the shorter side). A value \
            outside the range is clamped with a warning.

            --frames N or --fps F draw the seed's animated turn: the value from the minimum to \
            the maximum in 0.25 s, ease-in-ease-out, through the keyframes start, middle, end \
            (--value is not used).
            """)

    @OptionGroup var options: ControlOptions

    @OptionGroup var frames: FrameOptions

    // Every number here may be negative: the next argument is the value, even with a leading "-".
    @Option(parsing: .unconditional, help: ArgumentHelp("The value. Default: 0.", valueName: "v"))
    var value: Double?

    @Option(name: [.customLong("minimum-value"), .customLong("min")], parsing: .unconditional,
            help: ArgumentHelp("The value at the track's start. Default: 0.", valueName: "v"))
    var minimumValue: Double?

    @Option(name: [.customLong("maximum-value"), .customLong("max")], parsing: .unconditional,
            help: ArgumentHelp("The value at the track's end. Default: 1.", valueName: "v"))
    var maximumValue: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The track's start in radians. Default: -11pi/8.", valueName: "angle"))
    var startAngle: RadiansArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The track's end in radians. Default: 3pi/8.", valueName: "angle"))
    var endAngle: RadiansArgument?

    @Option(help: ArgumentHelp("The track's and pointer's width in points. Default: 2.", valueName: "w"))
    var lineWidth: Double?

    @Option(help: ArgumentHelp("The pointer's length in points. Default: 6.", valueName: "l"))
    var pointerLength: Double?

    @Flag(inversion: .prefixedNo, help: "Write the value (%0.2f) in the centre. Default: no.")
    var showsValueLabel: Bool?

    func apply(to control: inout Knob) throws {
        if let value { control.value = value }
        if let minimumValue { control.minimumValue = minimumValue }
        if let maximumValue { control.maximumValue = maximumValue }
        if let startAngle { control.startAngle = startAngle.radians }
        if let endAngle { control.endAngle = endAngle.radians }
        if let lineWidth { control.lineWidth = lineWidth }
        if let pointerLength { control.pointerLength = pointerLength }
        if let showsValueLabel { control.showsValueLabel = showsValueLabel }
    }
}

/// An angle on the command line: radians, or `-11pi/8`, `3π/8`, `pi`.
struct RadiansArgument: ExpressibleByArgument {
    var radians: Double

    init?(argument: String) {
        guard let v = Radians.parse(argument) else { return nil }
        radians = v
    }
}
