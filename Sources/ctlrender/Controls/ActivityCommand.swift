import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender activity [--style white-large|white|gray] [--color C] [--phase K] …`
struct ActivityCommand: ControlCommand, FramesCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity",
        abstract: "Draw an activity indicator (UIActivityIndicatorView).",
        discussion: """
            Twelve spokes fading from the head back against the clockwise rotation. The size is \
            fixed by the style: 20×20 points for white and gray, 37×37 for white-large (--size \
            is ignored). White spokes need a dark --background. --phase K draws step K of the \
            animation's twelve (the head K × 30° clockwise from the top); a sequence of K = 0…11 \
            is one turn. A stopped indicator draws nothing unless --no-hides-when-stopped.

            --frames N or --fps F draw the spin: one turn in 1 s at an even pace, each frame \
            the step current at its time, starting at --phase; the turn is a cycle, so \
            --frames 12 draws each step once.
            """)

    /// Whether the wheel is turning.
    enum Animation: String, EnumerableFlag {
        case animating, stopped

        static func help(for value: Animation) -> ArgumentHelp? {
            switch value {
            case .animating: return "Draw the turning wheel at --phase (the default)."
            case .stopped: return "Draw a stopped indicator: nothing, unless --no-hides-when-stopped."
            }
        }
    }

    @OptionGroup var options: ControlOptions

    @OptionGroup var frames: FrameOptions

    @Option(help: ArgumentHelp("white-large, white or gray. Default: white.", valueName: "style"))
    var style: ActivityIndicator.Style?

    @Option(help: OptionHelp.colour("The spokes' colour, overriding the style's."), transform: Parse.color)
    var color: Color?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The step of the animation, 0…11; other whole numbers wrap (-1 is 11). Default: 0.",
                               valueName: "k"),
            transform: Parse.integer)
    var phase: Int?

    @Flag var animation: Animation?

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Whether a stopped indicator draws nothing. Default: yes."))
    var hidesWhenStopped: Bool?

    func apply(to control: inout ActivityIndicator) throws {
        if let style { control.style = style }
        if let color { control.color = color }
        if let phase { control.phase = phase }
        if let animation { control.isAnimating = animation == .animating }
        if let hidesWhenStopped { control.hidesWhenStopped = hidesWhenStopped }
    }
}

extension ActivityIndicator.Style: ExpressibleByArgument {}
