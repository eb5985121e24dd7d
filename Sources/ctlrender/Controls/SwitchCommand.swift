import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender switch [--on|--off] [--on-tint C] …`
struct SwitchCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "switch",
        abstract: "Draw a switch (UISwitch).",
        discussion: """
            One size per look, whatever --size says: flat 51×31 (iOS 7: a green pill when on, \
            white in a grey outline when off, a white thumb that widens while highlighted), \
            classic 79×27 (iOS 6: blue with a white ON, light grey with a grey OFF, a grey-white \
            knob). Disabled fades the switch; selected changes nothing. The switch's own tint \
            (--off-tint, else --tint) colours the off outline (classic: the off half). \
            --on-image and --off-image are iOS 6's: the flat look ignores them, as iOS 7 does.
            """)

    @OptionGroup var options: ControlOptions

    enum Value: String, EnumerableFlag {
        case on, off

        static func help(for value: Value) -> ArgumentHelp? {
            value == .on ? "Draw the switch on." : "Draw the switch off (the default)."
        }
    }

    @Flag var value: Value?

    @Option(help: OptionHelp.colour("The track's colour when on. Default: flat #4CD964, classic blue."),
            transform: Parse.color)
    var onTint: Color?

    @Option(help: OptionHelp.colour("UIKit's tintColor for a switch: the off outline (classic: the off half). "
                                    + "Default: --tint, else grey."), transform: Parse.color)
    var offTint: Color?

    @Option(help: OptionHelp.colour("The thumb's colour. Default: white."), transform: Parse.color)
    var thumbTint: Color?

    @Option(help: ArgumentHelp("iOS 6 artwork inside the track when on (79×27 points; classic only).",
                               valueName: "png"))
    var onImage: String?

    @Option(help: ArgumentHelp("iOS 6 artwork inside the track when off (classic only).", valueName: "png"))
    var offImage: String?

    func apply(to control: inout Switch) throws {
        if let value { control.isOn = value == .on }
        if let onTint { control.onTintColor = onTint }
        if let offTint { control.tintColor = offTint }
        if let thumbTint { control.thumbTintColor = thumbTint }
        if let onImage { control.onImage = try ControlImage.load(path: onImage) }
        if let offImage { control.offImage = try ControlImage.load(path: offImage) }
    }
}
