import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender progress [--progress P] [--style default|bar] …`
struct ProgressCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Draw a progress view (UIProgressView).",
        discussion: """
            The track is the unfilled part; the progress fills it from the left. The height is \
            fixed by the style (flat: 2 points, bar 2.5; classic: 9); the width is free \
            (default 150). Images replace the tints and are stretched over their parts (by \
            their cap insets when given). A progress outside 0…1 is clamped, with a warning.
            """)

    @OptionGroup var options: ControlOptions

    @Option(help: ArgumentHelp("The fraction shown, 0…1. Default: 0.5.", valueName: "p"))
    var progress: Double?

    @Option(help: ArgumentHelp("default or bar (for toolbars).", valueName: "style"))
    var style: ProgressView.Style?

    @Option(help: ArgumentHelp("The colour of the filled part.", valueName: "colour"))
    var progressTint: Color?

    @Option(help: ArgumentHelp("The colour of the unfilled part.", valueName: "colour"))
    var trackTint: Color?

    @Option(help: ArgumentHelp("A PNG replacing the filled part's colour.", valueName: "png"))
    var progressImage: String?

    @Option(help: ArgumentHelp("A PNG replacing the track's colour.", valueName: "png"))
    var trackImage: String?

    @Option(help: ArgumentHelp("Cap insets of both images in points, T,L,B,R (makes them resizable).",
                               valueName: "insets"))
    var imageInsets: EdgeInsets?

    func apply(to control: inout ProgressView) throws {
        if let progress { control.progress = progress }
        if let style { control.style = style }
        if let progressTint { control.progressTint = progressTint }
        if let trackTint { control.trackTint = trackTint }
        if let progressImage {
            control.progressImage = try ControlImage.load(path: progressImage, capInsets: imageInsets)
        }
        if let trackImage { control.trackImage = try ControlImage.load(path: trackImage, capInsets: imageInsets) }
    }
}

extension ProgressView.Style: ExpressibleByArgument {}
