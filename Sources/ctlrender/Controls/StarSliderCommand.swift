import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender star-slider [--value N] [--pulse S] …`
struct StarSliderCommand: ControlCommand, FramesCommand {
    static let configuration = CommandConfiguration(
        commandName: "star-slider",
        abstract: "Draw a star rating slider: five stars, the first N of them on.",
        discussion: """
            Five stars on a 25 % black backdrop, the first N "on": star i is 20×20 points \
            centred at x = 20·(1 + 1.5·(i − 1)), y = 17, in a fixed 160×34 control (room \
            for the 150 % pulse). Flat: \
            outlined and filled stars in the tint; classic: glossy gold stars (tinted when \
            --tint is given). Highlighted draws the touched star at the pulse's peak (150 %) \
            unless --pulse is given. A rating that is not an integer in 0…5 is rounded and \
            clamped with a warning.

            --frames N or --fps F draw the pulse of the rightmost "on" star: to 150 % \
            in 0.15 s and back in 0.1 s, each part ease-in-ease-out (--pulse is then not used).
            """)

    @OptionGroup var options: ControlOptions

    @OptionGroup var frames: FrameOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The rating, 0…5. Default: 0.", valueName: "n"),
            transform: Parse.number)
    var value: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The touched (rightmost on) star's scale, e.g. 1.5 at the pulse's peak. "
                               + "Default: 1 (1.5 when highlighted).", valueName: "s"),
            transform: Parse.number)
    var pulse: Double?

    func apply(to control: inout StarSlider) throws {
        if let value { control.value = value }
        if let pulse { control.pulse = pulse }
    }
}
