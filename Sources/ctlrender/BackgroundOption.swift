import ArgumentParser
import CtlRaster

/// `--background C` for the subcommands that make an image and are not control subcommands
/// (those take it with `ControlOptions`); the same option, the same help.
struct BackgroundOption: ParsableArguments {
    @Option(help: OptionHelp.background, transform: Parse.color)
    var background: Color?

    /// `image` over the background colour; `image` itself without one.
    func apply(to image: Pixmap) -> Pixmap {
        background.map(image.over) ?? image
    }
}
