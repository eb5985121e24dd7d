import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender button [--type T] [--title [STATE=]T] …`
struct ButtonCommand: TitledControlCommand, FramesCommand {
    static let configuration = CommandConfiguration(
        commandName: "button",
        abstract: "Draw a button (UIButton).",
        discussion: """
            Layers, bottom to top: background colour, background image (stretched over the \
            button, nine-sliced by --background-cap-insets; in the classic look it replaces the \
            rounded-rect bezel), the glow, then the image left of the title. Options marked \
            [STATE=] are per state and repeatable: --title Play --title selected=Pause. A \
            state without an entry shows normal's, and so does a combined state \
            (highlighted+selected) without its own; images and background images taken from \
            normal are darkened while highlighted and faded while disabled.

            Flat (iOS 7): a system (or rounded-rect) button is text in the tint, 15 pt, that \
            fades while highlighted, greys while disabled and sits on a tinted plate while \
            selected; its images are drawn as templates in the tint (use --type custom to \
            keep their colours). Classic (iOS 6): a white rounded rect with a #385487 bold \
            title that fills with blue (or the tint) while highlighted or selected. Typed \
            buttons draw their standard image (flat 22×22; classic disclosure and contact \
            add 29×31, info 18×19), centred when --size is larger. Without --title or \
            --spec, system, rounded-rect and custom buttons are titled "Button".

            raised-center is the raised centre button of a tab bar (the camera or "+" button \
            standing above the bar between its items), a custom button framed to its \
            background image: a plate taller than the tab bar with a "+" (flat 64×58 in the \
            tint, classic 80×58 glossy, selection blue while highlighted), untitled unless \
            --title is given; an app centres it on the tab bar and moves it up by half the \
            height difference.

            --frames N or --fps F draw a press zoom: 1.1× about the centre in 0.2 s, \
            ease-in-ease-out. Every frame has the zoomed size (the button's plus 5 % of it on \
            each side, rounded up to whole pixels), the button centred; --state highlighted \
            draws it pressed, as it is while it zooms.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @OptionGroup var frames: FrameOptions

    @Option(help: ArgumentHelp("system, custom, rounded-rect, detail-disclosure, info-light, info-dark, "
                               + "contact-add or raised-center. Default: system.", valueName: "type"))
    var type: Button.ButtonType?

    @Option(parsing: .unconditionalSingleValue,
            help: ArgumentHelp("The title, per state (repeatable). '' for none.", valueName: "[state=]text"),
            transform: Parse.stateString)
    var title: [StateValue<String>] = []

    @Option(help: OptionHelp.stateColour("The title colour, per state (repeatable). Default: the type's (flat: the "
                                         + "tint; classic: #385487, white while pressed; custom: white)."),
            transform: Parse.stateValue(Parse.color))
    var titleColor: [StateValue<Color>] = []

    @Option(help: OptionHelp.stateColour("The title shadow colour, per state (repeatable); seen with "
                                         + "--title-shadow-offset. Default: black at 50 %."),
            transform: Parse.stateValue(Parse.color))
    var titleShadowColor: [StateValue<Color>] = []

    @Option(parsing: .unconditional, help: OptionHelp.titleShadowOffset, transform: Parse.offset)
    var titleShadowOffset: Point?

    @Flag(help: "Reverse the title shadow's offset while highlighted.")
    var reversesTitleShadow = false

    @Option(help: ArgumentHelp("The title font: system, system-bold, Inter, Inter-Bold, DejaVu Sans, DejaVu Sans "
                               + "Bold, or a font file or folder. Default: flat system, classic system-bold.",
                               valueName: "name|path"))
    var font: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The title's font size in points. Default: 15.", valueName: "pt"),
            transform: Parse.number)
    var fontSize: Double?

    @Option(help: ArgumentHelp("word-wrap, char-wrap (a multi-line title), clip, truncate-head, truncate-tail "
                               + "or truncate-middle. Default: truncate-middle.", valueName: "mode"))
    var lineBreakMode: Button.LineBreakMode?

    @Option(help: ArgumentHelp("How the lines of a wrapped title line up: left, center or right. Default: left.",
                               valueName: "alignment"))
    var titleAlignment: Button.TitleAlignment?

    @Option(help: ArgumentHelp("A PNG or SVG shown left of the title at its own size (@2x/@3x from a PNG's name), "
                               + "per state (repeatable).", valueName: "[state=]png"),
            transform: Parse.stateString)
    var image: [StateValue<String>] = []

    @Option(help: ArgumentHelp("A PNG or SVG stretched over the button, per state (repeatable).",
                               valueName: "[state=]png"),
            transform: Parse.stateString)
    var backgroundImage: [StateValue<String>] = []

    @Option(parsing: .unconditional, help: OptionHelp.capInsets(of: "the background images"),
            transform: Parse.insets)
    var backgroundCapInsets: EdgeInsets?

    @Option(help: OptionHelp.resizingMode(of: "the background images"))
    var resizingMode: NineSlice.Mode?

    @Option(help: OptionHelp.stateColour("The colour under everything, per state (repeatable). Default: transparent."),
            transform: Parse.stateValue(Parse.color))
    var backgroundColor: [StateValue<Color>] = []

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Rounds the corners and clips the content to them. Default: 0.", valueName: "r"),
            transform: Parse.number)
    var cornerRadius: Double?

    @Option(parsing: .unconditional,
            help: OptionHelp.layoutInsets("Insets of the content rect from the bounds"),
            transform: Parse.insets)
    var contentInsets: EdgeInsets?

    @Option(parsing: .unconditional, help: OptionHelp.layoutInsets("Insets added for the title alone"),
            transform: Parse.insets)
    var titleInsets: EdgeInsets?

    @Option(parsing: .unconditional, help: OptionHelp.layoutInsets("Insets added for the image alone"),
            transform: Parse.insets)
    var imageInsets: EdgeInsets?

    @Option(help: ArgumentHelp("left, center, right or fill (with --layout-direction rtl, left and right swap "
                               + "with the rest of the button). Default: center.", valueName: "alignment"))
    var halign: Button.HorizontalAlignment?

    @Option(help: ArgumentHelp("top, center, bottom or fill. Default: center.", valueName: "alignment"))
    var valign: Button.VerticalAlignment?

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("A white glow while highlighted, centred on the image (else the button), 20 points "
                             + "in radius or less to fit. Default: on for the classic info buttons only."))
    var showsTouchWhenHighlighted: Bool?

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Darken images and background images taken from normal while highlighted (flat system "
              + "buttons fade them). Default: on."))
    var adjustHighlighted: Bool?

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Fade images and background images taken from normal while disabled (flat system buttons "
              + "grey them). Default: on."))
    var adjustDisabled: Bool?

    func apply(to control: inout Button) throws {
        if let type {
            control.type = type
            // The default title names a text button; a typed one shows its glyph alone.
            if (type.isTyped || type == .raisedCenter) && title.isEmpty && options.spec == nil {
                control.title = PerState()
            }
        }
        control.title.set(title)
        control.titleColor.set(titleColor)
        control.titleShadowColor.set(titleShadowColor)
        if let titleShadowOffset { control.titleShadowOffset = titleShadowOffset }
        if reversesTitleShadow { control.reversesTitleShadowWhenHighlighted = true }
        if let font { control.font = font }
        if let fontSize { control.fontSize = fontSize }
        if let lineBreakMode { control.lineBreakMode = lineBreakMode }
        if let titleAlignment { control.titleAlignment = titleAlignment }
        try control.image.set(image) { try ControlImage.load(path: $0) }
        try control.backgroundImage.set(backgroundImage) { try ControlImage.load(path: $0) }
        if backgroundCapInsets != nil || resizingMode != nil {
            // Every background image, the spec's too, takes the caps and the mode.
            control.backgroundImage = try control.backgroundImage.map { image in
                try image.resizable(capInsets: backgroundCapInsets ?? image.capInsets,
                                    resizingMode: resizingMode ?? image.resizingMode)
            }
        }
        control.backgroundColor.set(backgroundColor)
        if let cornerRadius { control.cornerRadius = cornerRadius }
        if let contentInsets { control.contentEdgeInsets = contentInsets }
        if let titleInsets { control.titleEdgeInsets = titleInsets }
        if let imageInsets { control.imageEdgeInsets = imageInsets }
        if let halign { control.contentHorizontalAlignment = halign }
        if let valign { control.contentVerticalAlignment = valign }
        if let showsTouchWhenHighlighted { control.showsTouchWhenHighlighted = showsTouchWhenHighlighted }
        if let adjustHighlighted { control.adjustsImageWhenHighlighted = adjustHighlighted }
        if let adjustDisabled { control.adjustsImageWhenDisabled = adjustDisabled }
    }
}

extension Button.ButtonType: ExpressibleByArgument {}
extension Button.LineBreakMode: ExpressibleByArgument {}
extension Button.TitleAlignment: ExpressibleByArgument {}
extension Button.HorizontalAlignment: ExpressibleByArgument {}
extension Button.VerticalAlignment: ExpressibleByArgument {}
