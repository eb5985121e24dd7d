import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender unlock [--position P] [--unlocked] [--opacity A] …`
struct UnlockCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Draw the slide-to-unlock lock control of seed 000.",
        discussion: """
            The seed's four elements: a backdrop, the lock image (a padlock, open with \
            --unlocked), the drag track and the thumb. Layout (chosen; the seed gives none), \
            280×112 by default: padlock centred at the top, track 16 points in from the sides \
            and 14 above the bottom, thumb 64×36 inside it at --position (0 = the seed's \
            reset at the left, 1 = the far end; the seed unlocks past 75 %). --opacity is the \
            seed's fade-out on success. Highlighted darkens the thumb. Values outside 0…1 \
            are clamped with a warning.
            """)

    @OptionGroup var options: ControlOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The thumb's travel along the track, 0…1. Default: 0.", valueName: "p"))
    var position: Double?

    @Flag(inversion: .prefixedNo, help: "Draw the open padlock (the seed's success). Default: no.")
    var unlocked: Bool?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The whole control's opacity, 0…1 (the seed's fade-out). Default: 1.", valueName: "a"))
    var opacity: Double?

    func apply(to control: inout UnlockControl) throws {
        if let position { control.position = position }
        if let unlocked { control.isUnlocked = unlocked }
        if let opacity { control.opacity = opacity }
    }
}
