import ArgumentParser
import CtlControls

/// `ctlrender pull-ribbon [--pull P] [--wiggle W] [--sway S]`
struct PullRibbonCommand: ControlCommand, FramesCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull-ribbon",
        abstract: "Draw a pull ribbon: a red ribbon hanging from the top edge, pulled down to trigger an action.",
        discussion: """
            A red ribbon with a notch at its bottom, hanging at x = 10 with its bottom at \
            y = 75 at rest (the rest of it above the top edge), pulled down by --pull points \
            (0…75; pulling it further than 75 triggers the action). Flat: a flat red shape; \
            classic: satin red with stitched seams and a shadow. Highlighted (touched) darkens \
            it; disabled fades it. --wiggle moves it vertically (the hint that it can be pulled: \
            10 points down and back) and --sway horizontally (a tilt of the device sways it by \
            up to ±15), for animation frames. Size: free, 64×150 by default (the travel fits). \
            Values out of range are clamped with a warning.

            --frames N or --fps F draw the wiggle: 10 points down in 0.25 s and back in \
            0.25 s, each half ease-in-ease-out (--wiggle is then not used).
            """)

    @OptionGroup var options: ControlOptions

    @OptionGroup var frames: FrameOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("How far the ribbon is pulled down, 0…75 points. Default: 0.", valueName: "points"),
            transform: Parse.number)
    var pull: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The wiggle's vertical offset, -10…10 points. Default: 0.", valueName: "points"),
            transform: Parse.number)
    var wiggle: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("A horizontal offset, -15…15 points. Default: 0.", valueName: "points"),
            transform: Parse.number)
    var sway: Double?

    func apply(to control: inout PullRibbon) throws {
        if let pull { control.pull = pull }
        if let wiggle { control.wiggle = wiggle }
        if let sway { control.sway = sway }
    }
}
