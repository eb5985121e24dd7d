import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender button [--type T] [--title [STATE=]T] …`
struct ButtonCommand: ControlCommand, FramesCommand {
    static let configuration = CommandConfiguration(
        commandName: "button",
        abstract: "Draw a button (UIButton).",
        discussion: """
            Layers, bottom to top: background colour, background image (stretched over the \
            button, nine-sliced by --background-insets; in the classic look it replaces the \
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

            raised-center (seed 004's raised centre tab button) is a custom button framed \
            to its background image: a plate taller than the tab bar with a "+" (flat \
            64×58 in the tint, classic 80×58 glossy, selection blue while highlighted), \
            untitled unless --title is given; the seed centres it on the tab bar and \
            moves it up by half the height difference.

            --frames N or --fps F draw seed 000's zoom: 1.1× about the centre in 0.2 s, \
            ease-in-ease-out. Every frame has the zoomed size (the button's plus 5 % of it on \
            each side, rounded up to whole pixels), the button centred; --state highlighted \
            draws it pressed, as when the seed zooms it.
            """)

    @OptionGroup var options: ControlOptions

    @OptionGroup var frames: FrameOptions

    @Option(help: ArgumentHelp("system, custom, rounded-rect, detail-disclosure, info-light, info-dark, "
                               + "contact-add or raised-center. Default: system.", valueName: "type"))
    var type: Button.ButtonType?

    @Option(help: ArgumentHelp("The title, per state (repeatable). '' for none.", valueName: "[state=]text"))
    var title: [StateValue<String>] = []

    @Option(help: ArgumentHelp("The title colour, per state (repeatable). Default: the type's (flat: the tint; "
                               + "classic: #385487, white while pressed; custom: white).",
                               valueName: "[state=]colour"))
    var titleColor: [StateValue<Color>] = []

    @Option(help: ArgumentHelp("The title shadow colour, per state (repeatable); seen with --title-shadow-offset. "
                               + "Default: black at 50 %.", valueName: "[state=]colour"))
    var titleShadowColor: [StateValue<Color>] = []

    @Option(help: ArgumentHelp("The title shadow's offset in points. Default: 0,0 (no shadow).", valueName: "dx,dy"))
    var titleShadowOffset: Point?

    @Flag(help: "Reverse the title shadow's offset while highlighted.")
    var reversesTitleShadow = false

    @Option(help: ArgumentHelp("The title font: system, system-bold, Inter, Inter-Bold, DejaVu Sans, DejaVu Sans "
                               + "Bold, or a font file or folder. Default: flat system, classic system-bold.",
                               valueName: "name|path"))
    var font: String?

    @Option(help: ArgumentHelp("The title size in points. Default: 15.", valueName: "pt"))
    var fontSize: Double?

    @Option(help: ArgumentHelp("word-wrap, char-wrap (a multi-line title), clip, truncate-head, truncate-tail "
                               + "or truncate-middle. Default: truncate-middle.", valueName: "mode"))
    var lineBreakMode: Button.LineBreakMode?

    @Option(help: ArgumentHelp("How the lines of a wrapped title line up: left, center or right. Default: left.",
                               valueName: "alignment"))
    var titleAlignment: Button.TitleAlignment?

    @Option(help: ArgumentHelp("A PNG shown left of the title at its own size (@2x/@3x from the file name), "
                               + "per state (repeatable).", valueName: "[state=]png"))
    var image: [StateValue<String>] = []

    @Option(help: ArgumentHelp("A PNG stretched over the button, per state (repeatable).",
                               valueName: "[state=]png"))
    var backgroundImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("Cap insets of the background images in points, T,L,B,R: the corners keep "
                               + "their size and the rest stretches or tiles.", valueName: "insets"))
    var backgroundInsets: EdgeInsets?

    @Option(help: ArgumentHelp("How the background images fill between their caps: stretch or tile. "
                               + "Default: stretch.", valueName: "mode"))
    var resize: NineSlice.Mode?

    @Option(help: ArgumentHelp("The colour under everything, per state (repeatable). Default: clear.",
                               valueName: "[state=]colour"))
    var backgroundColor: [StateValue<Color>] = []

    @Option(help: ArgumentHelp("Rounds the corners and clips the content to them. Default: 0.", valueName: "r"))
    var cornerRadius: Double?

    @Option(help: ArgumentHelp("Insets of the content rect from the bounds, T,L,B,R. Default: 0.",
                               valueName: "insets"))
    var contentInsets: EdgeInsets?

    @Option(help: ArgumentHelp("Insets added for the title alone, T,L,B,R (negative moves outwards).",
                               valueName: "insets"))
    var titleInsets: EdgeInsets?

    @Option(help: ArgumentHelp("Insets added for the image alone, T,L,B,R.", valueName: "insets"))
    var imageInsets: EdgeInsets?

    @Option(help: ArgumentHelp("left, center, right or fill. Default: center.", valueName: "alignment"))
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
        if backgroundInsets != nil || resize != nil {
            // Every background image, the spec's too, takes the caps and the mode.
            control.backgroundImage = try control.backgroundImage.map { image in
                try ControlImage(image.pixmap, scale: image.scale, capInsets: backgroundInsets ?? image.capInsets,
                                 resizingMode: resize ?? image.resizingMode, isTemplate: image.isTemplate)
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
