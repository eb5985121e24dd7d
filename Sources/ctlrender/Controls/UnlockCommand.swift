import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender unlock [--position P] [--unlocked] [--opacity A] …`
struct UnlockCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Draw a slide-to-unlock control: a padlock above a track whose thumb is dragged to unlock.",
        discussion: """
            Four elements: a backdrop, the lock image (a padlock, open with --unlocked), the \
            drag track and the thumb. 280×112 by default: padlock centred at the top, track \
            16 points in from the sides and 14 above the bottom, thumb 64×36 inside it at \
            --position (0 = at rest at the left, 1 = the far end; dragging it past 75 % \
            unlocks). --opacity is the fade-out after unlocking. Highlighted darkens the \
            thumb. Values outside 0…1 are clamped with a warning.
            """)

    @OptionGroup var options: ControlOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The thumb's travel along the track, 0…1. Default: 0.", valueName: "p"),
            transform: Parse.number)
    var position: Double?

    @Flag(inversion: .prefixedNo, help: "Draw the open padlock (unlocked). Default: no.")
    var unlocked: Bool?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The whole control's opacity, 0…1 (it fades out once unlocked). Default: 1.", valueName: "a"),
            transform: Parse.number)
    var opacity: Double?

    func apply(to control: inout UnlockControl) throws {
        if let position { control.position = position }
        if let unlocked { control.isUnlocked = unlocked }
        if let opacity { control.opacity = opacity }
    }
}
