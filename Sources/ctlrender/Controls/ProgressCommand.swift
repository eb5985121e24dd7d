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

    @Option(parsing: .unconditional, help: ArgumentHelp("The fraction shown, 0…1. Default: 0.5.", valueName: "p"),
            transform: Parse.number)
    var progress: Double?

    @Option(help: ArgumentHelp("default or bar (for toolbars).", valueName: "style"))
    var style: ProgressView.Style?

    @Option(help: OptionHelp.colour("The colour of the filled part."), transform: Parse.color)
    var progressTint: Color?

    @Option(help: OptionHelp.colour("The colour of the unfilled part."), transform: Parse.color)
    var trackTint: Color?

    @Option(help: ArgumentHelp("A PNG or SVG replacing the filled part's colour.", valueName: "png"))
    var progressImage: String?

    @Option(help: ArgumentHelp("A PNG or SVG replacing the track's colour.", valueName: "png"))
    var trackImage: String?

    @Option(parsing: .unconditional, help: OptionHelp.capInsets(of: "both images"), transform: Parse.insets)
    var imageCapInsets: EdgeInsets?

    @Option(help: OptionHelp.resizingMode(of: "both images"))
    var resizingMode: NineSlice.Mode?

    func apply(to control: inout ProgressView) throws {
        if let progress { control.progress = progress }
        if let style { control.style = style }
        if let progressTint { control.progressTint = progressTint }
        if let trackTint { control.trackTint = trackTint }
        let load = { (path: String) in
            try ControlImage.load(path: path, capInsets: imageCapInsets, resizingMode: resizingMode ?? .stretch)
        }
        if let progressImage { control.progressImage = try load(progressImage) }
        if let trackImage { control.trackImage = try load(trackImage) }
    }
}

extension ProgressView.Style: ExpressibleByArgument {}
