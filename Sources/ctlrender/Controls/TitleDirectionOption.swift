import ArgumentParser
import CtlControls
import CtlRaster
import CtlUnicode

/// `--direction`: the paragraph direction of a control's titles, on the subcommands of the
/// controls that have titles (`ControlKind.hasTitles`).
struct TitleDirectionOption: ParsableArguments {
    @Option(help: ArgumentHelp("The paragraph direction of the titles (Unicode bidi): auto (from the first "
                               + "strong letter), ltr or rtl. Default: auto.", valueName: "direction"))
    var direction: ParagraphDirection?

    /// The option given on the command line, over the spec's `direction`.
    func apply(to options: inout RenderOptions) {
        if let direction { options.textDirection = direction }
    }
}

/// A control subcommand whose control has titles, and so takes `--direction`.
protocol TitledControlCommand: ControlCommand {
    var titleDirection: TitleDirectionOption { get }
}

extension ParagraphDirection: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
