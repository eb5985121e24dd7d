import CtlRaster

extension Button {
    /// The button's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<Button>] = [
        ControlOption("type", key: "type", help: "system, custom, rounded-rect, detail-disclosure, info-light, "
                          + "info-dark, contact-add or raised-center. Default: system.",
                      placeholder: ButtonType.placeholder, form: .value, choices: ButtonType.choices,
                      text: { text in
                          let type = try ButtonType(optionText: text)
                          return { button, _ in
                              // The default title names a text button; a typed one shows its glyph alone.
                              if (type.isTyped || type == .raisedCenter) && button.title == Button.defaultTitle {
                                  button.title = PerState()
                              }
                              button.type = type
                          }
                      },
                      spec: { spec, button in try spec.read("type", into: &button.type) }),
        .perState("title", key: "title", \.title, help: "The title, per state (repeatable). '' for none."),
        .perState("title-color", key: "titleColor", \.titleColor,
                  help: "The title colour, per state (repeatable). Default: the type's (flat: the tint; classic: "
                      + "\(ButtonMetrics.classic.titleColor?.hexString ?? ""), white while pressed; custom: white)."),
        .perState("title-shadow-color", key: "titleShadowColor", \.titleShadowColor,
                  help: "The title shadow colour, per state (repeatable); seen with {title-shadow-offset}. "
                      + "Default: black at 50 %."),
        .value("title-shadow-offset", key: "titleShadowOffset", \.titleShadowOffset,
               help: "The title shadow's offset in points, DX,DY (e.g. 0,-1). Default: 0,0 (no shadow)."),
        .flag("reverses-title-shadow", key: "reversesTitleShadowWhenHighlighted",
              \.reversesTitleShadowWhenHighlighted, help: "Reverse the title shadow's offset while highlighted."),
        .value("font", key: "font", \.font,
               help: "The title font: system, system-bold, Inter, Inter-Bold, DejaVu Sans, DejaVu Sans Bold, or a "
                   + "font file or folder. Default: flat system, classic system-bold.",
               placeholder: "name|path", takesDashValues: false),
        .value("font-size", key: "fontSize", \.fontSize, help: "The title's font size in points. Default: 15.",
               placeholder: "pt", check: { $0 > 0 ? nil : "must be a number of points above 0" }),
        .value("line-break-mode", key: "lineBreakMode", \.lineBreakMode,
               help: "word-wrap, char-wrap (a multi-line title), clip, truncate-head, truncate-tail or "
                   + "truncate-middle. Default: truncate-middle."),
        .value("title-alignment", key: "titleAlignment", \.titleAlignment,
               help: "How the lines of a wrapped title line up: left, center or right. Default: left."),
        .perStateImage("image", key: "image", \.image,
                       help: "A PNG or SVG shown left of the title at its own size (@2x/@3x from a PNG's name), per "
                           + "state (repeatable)."),
        .perStateImage("background-image", key: "backgroundImage", \.backgroundImage,
                       help: "A PNG or SVG stretched over the button, per state (repeatable)."),
        .resizing("background-cap-insets", images: [\.backgroundImage],
                  help: ControlOptionHelp.capInsets(of: "the background images"), capInsets: true),
        .resizing("resizing-mode", images: [\.backgroundImage],
                  help: ControlOptionHelp.resizingMode(of: "the background images"), capInsets: false),
        .perState("background-color", key: "backgroundColor", \.backgroundColor,
                  help: "The colour under everything, per state (repeatable). Default: transparent."),
        .value("corner-radius", key: "cornerRadius", \.cornerRadius,
               help: "Rounds the corners and clips the content to them. Default: 0.", placeholder: "r"),
        .value("content-insets", key: "contentEdgeInsets", \.contentEdgeInsets,
               help: ControlOptionHelp.layoutInsets("Insets of the content rect from the bounds")),
        .value("title-insets", key: "titleEdgeInsets", \.titleEdgeInsets,
               help: ControlOptionHelp.layoutInsets("Insets added for the title alone")),
        .value("image-insets", key: "imageEdgeInsets", \.imageEdgeInsets,
               help: ControlOptionHelp.layoutInsets("Insets added for the image alone")),
        .value("halign", key: "contentHorizontalAlignment", \.contentHorizontalAlignment,
               help: "left, center, right or fill (with {layout-direction} rtl, left and right swap with the rest "
                   + "of the button). Default: center."),
        .value("valign", key: "contentVerticalAlignment", \.contentVerticalAlignment,
               help: "top, center, bottom or fill. Default: center."),
        .toggle("shows-touch-when-highlighted", key: "showsTouchWhenHighlighted", \.showsTouchWhenHighlighted,
                help: "A white glow while highlighted, centred on the image (else the button), 20 points in radius "
                    + "or less to fit. Default: on for the classic info buttons only."),
        .toggle("adjust-highlighted", key: "adjustsImageWhenHighlighted", \.adjustsImageWhenHighlighted,
                help: "Darken images and background images taken from normal while highlighted (flat system "
                    + "buttons fade them). Default: on."),
        .toggle("adjust-disabled", key: "adjustsImageWhenDisabled", \.adjustsImageWhenDisabled,
                help: "Fade images and background images taken from normal while disabled (flat system buttons "
                    + "grey them). Default: on."),
    ]

    /// The title of a button configured by nothing else: what `--type` takes away from a typed one.
    static let defaultTitle = PerState("Button")

    /// Reads the keys of `options` (per-state values as a value for normal or
    /// `{"normal": …, "highlighted": …}`).
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}

extension Button.ButtonType: OptionValue { public static var placeholder: String { "type" } }
extension Button.LineBreakMode: OptionValue { public static var placeholder: String { "mode" } }
extension Button.TitleAlignment: OptionValue { public static var placeholder: String { "alignment" } }
extension Button.HorizontalAlignment: OptionValue { public static var placeholder: String { "alignment" } }
extension Button.VerticalAlignment: OptionValue { public static var placeholder: String { "alignment" } }
