import ArgumentParser
import CtlControls

/// `ctlrender back-button [--title T]`
struct BackButtonCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "back-button",
        abstract: "Draw a back button: an arrow-shaped, stretchable background with a title.",
        discussion: """
            As wide as the title (measured as sizeWithFont measures it) plus the caps. \
            Classic: iOS 6's navigation-bar back button, 30 high, a left-pointing arrow with \
            a blue-grey gloss (darker while highlighted) and a white bold 12-pt title. Flat: \
            iOS 7's chevron and a 17-pt title in the tint, 44 high, faded while highlighted. \
            Disabled fades it. With --title '' it is the stretchable background alone, whose \
            cap insets (the arrow, the right corners) `ctlrender build` uses to nine-slice it. \
            The height is fixed; --size changes the width.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The title ('' for none). Default: Back.", valueName: "text"))
    var title: String?

    func apply(to control: inout BackButton) throws {
        if let title { control.title = title }
    }
}
