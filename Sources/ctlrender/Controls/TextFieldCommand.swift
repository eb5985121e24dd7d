import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender text-field [--border-style S] [--text T] [--placeholder T] …`
struct TextFieldCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-field",
        abstract: "Draw a text field (UITextField).",
        discussion: """
            One line of text, or the grey placeholder while there is none, in a border: \
            rounded-rect (flat: white, radius 5, a one-pixel #C2C2C2 outline, 30 points tall; \
            classic: radius 8.5, a grey-blue outline with an inner shadow, 31 tall), bezel, line \
            or none. Size: free, 200 wide by default. Highlighted means editing: the \
            insertion point follows the text in the tint and a long text shows its end. \
            Disabled changes nothing unless --disabled-background-image replaces the \
            background image (a rounded-rect field gives no cue that it is disabled). \
            Background images replace a line or bezel border, or give a borderless field one; \
            a rounded-rect field ignores them, as UIKit does.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(help: ArgumentHelp("rounded-rect, bezel, line or none. Default: rounded-rect.", valueName: "style"))
    var borderStyle: TextField.BorderStyle?

    // A text may begin with "-": the next argument is the text whatever it looks like.
    @Option(parsing: .unconditional, help: ArgumentHelp("The text. Default: none.", valueName: "text"))
    var text: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Shown in grey while there is no text. Default: none.", valueName: "text"))
    var placeholder: String?

    @Option(help: OptionHelp.colour("The text's colour. Default: black."), transform: Parse.color)
    var textColor: Color?

    @Option(help: ArgumentHelp("system, system-bold, Inter, Inter-Bold, DejaVu Sans, DejaVu Sans Bold, or a font "
                               + "file or folder. Default: system.", valueName: "name|path"))
    var font: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The text's font size in points. Default: 17.", valueName: "pt"),
            transform: Parse.number)
    var fontSize: Double?

    @Option(help: ArgumentHelp("natural (left, or right when laid out right to left), left, center or right. "
                               + "Default: natural.", valueName: "alignment"))
    var textAlignment: TextField.Alignment?

    @Option(help: ArgumentHelp("A view left of the text: magnifier (the search glass) or a PNG or SVG at its own size.",
                               valueName: "magnifier|png"))
    var leftView: String?

    @Option(help: ArgumentHelp("A view right of the text: magnifier or a PNG or SVG at its own size.",
                               valueName: "magnifier|png"))
    var rightView: String?

    @Option(help: ArgumentHelp("When the clear button shows with some text: never, always, while-editing "
                               + "(highlighted) or unless-editing. Default: never.", valueName: "mode"))
    var clearButtonMode: TextField.ClearButtonMode?

    @Option(help: ArgumentHelp("A PNG or SVG stretched over the field, replacing a line or bezel border.",
                               valueName: "png"))
    var backgroundImage: String?

    @Option(help: ArgumentHelp("A PNG or SVG replacing the background image while disabled.", valueName: "png"))
    var disabledBackgroundImage: String?

    @Option(parsing: .unconditional, help: OptionHelp.capInsets(of: "the background images"),
            transform: Parse.insets)
    var backgroundCapInsets: EdgeInsets?

    @Option(help: OptionHelp.resizingMode(of: "the background images"))
    var resizingMode: NineSlice.Mode?

    func apply(to control: inout TextField) throws {
        if let borderStyle { control.borderStyle = borderStyle }
        if let text { control.text = text }
        if let placeholder { control.placeholder = placeholder }
        if let textColor { control.textColor = textColor }
        if let font { control.font = font }
        if let fontSize { control.fontSize = fontSize }
        if let textAlignment { control.textAlignment = textAlignment }
        if let leftView { control.leftView = try sideView(leftView) }
        if let rightView { control.rightView = try sideView(rightView) }
        if let clearButtonMode { control.clearButtonMode = clearButtonMode }
        if let backgroundImage { control.background = try ControlImage.load(path: backgroundImage) }
        if let disabledBackgroundImage {
            control.disabledBackground = try ControlImage.load(path: disabledBackgroundImage)
        }
        if backgroundCapInsets != nil || resizingMode != nil {
            // Both background images, the spec's too, take the caps and the mode.
            control.background = try control.background.map(resized)
            control.disabledBackground = try control.disabledBackground.map(resized)
        }
    }

    /// "magnifier", else the PNG at that path.
    private func sideView(_ argument: String) throws -> TextField.SideView {
        argument == "magnifier" ? .magnifier : .image(try ControlImage.load(path: argument))
    }

    /// `image` with the command's caps and resizing mode.
    private func resized(_ image: ControlImage) throws -> ControlImage {
        try image.resizable(capInsets: backgroundCapInsets ?? image.capInsets,
                            resizingMode: resizingMode ?? image.resizingMode)
    }
}

extension TextField.BorderStyle: ExpressibleByArgument {}
extension TextField.ClearButtonMode: ExpressibleByArgument {}
extension TextField.Alignment: ExpressibleByArgument {}
