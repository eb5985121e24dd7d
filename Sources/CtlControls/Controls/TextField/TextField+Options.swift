extension TextField {
    /// The text field's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<TextField>] = [
        .value("border-style", key: "borderStyle", \.borderStyle,
               help: "rounded-rect, bezel, line or none. Default: rounded-rect."),
        .value("text", key: "text", \.text, help: "The text. Default: none."),
        .value("placeholder", key: "placeholder", \.placeholder,
               help: "Shown in grey while there is no text. Default: none."),
        .value("text-color", key: "textColor", \.textColor,
               help: "The text's colour, the same in every appearance. Default: the label colour (black; white in "
                   + "the dark appearance)."),
        .value("font", key: "font", \.font,
               help: "system, system-bold, Inter, Inter-Bold, DejaVu Sans, DejaVu Sans Bold, or a font file or "
                   + "folder. Default: system.", placeholder: "name|path", takesDashValues: false),
        .value("font-size", key: "fontSize", \.fontSize, help: "The text's font size in points. Default: 17.",
               placeholder: "pt"),
        .flag("adjusts-font-size", key: "adjustsFontSizeToFitWidth", \.adjustsFontSizeToFitWidth,
              help: "Shrink the text's font until the text fits the field's width, down to {minimum-font-size} "
                  + "(UIKit's adjustsFontSizeToFitWidth); the placeholder and editing keep their size."),
        .value("minimum-font-size", key: "minimumFontSize", \.minimumFontSize,
               help: "The smallest size {adjusts-font-size} shrinks the text to, in points. Default: 0 (down to "
                   + "1 point).", placeholder: "pt",
               check: { $0 >= 0 ? nil : "must be a number of points from 0" }),
        .value("text-alignment", key: "textAlignment", \.textAlignment,
               help: "natural (left, or right when laid out right to left), left, center or right. "
                   + "Default: natural."),
        sideView("left-view", key: "leftView", \.leftView,
                 help: "A view left of the text: magnifier (the search glass) or a PNG or SVG at its own size."),
        sideView("right-view", key: "rightView", \.rightView,
                 help: "A view right of the text: magnifier or a PNG or SVG at its own size."),
        .value("clear-button-mode", key: "clearButtonMode", \.clearButtonMode,
               help: "When the clear button shows with some text: never, always, while-editing (highlighted) or "
                   + "unless-editing. Default: never."),
        // UIKit's `background` and `disabledBackground`, keyed backgroundImage and
        // disabledBackgroundImage because a spec's "background" is the image's backdrop.
        .image("background-image", key: "backgroundImage", \.background,
               help: "A PNG or SVG stretched over the field, replacing a line or bezel border."),
        .image("disabled-background-image", key: "disabledBackgroundImage", \.disabledBackground,
               help: "A PNG or SVG replacing the background image while disabled."),
        .resizing("background-cap-insets", singleImages: [\.background, \.disabledBackground],
                  help: ControlOptionHelp.capInsets(of: "the background images"), capInsets: true),
        .resizing("resizing-mode", singleImages: [\.background, \.disabledBackground],
                  help: ControlOptionHelp.resizingMode(of: "the background images"), capInsets: false),
    ]

    /// Reads the keys of `options` (`leftView` and `rightView` are `"magnifier"` or an image).
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
        // A spec's font size is refused where it is written; the command line's by `validate`.
        if let v = spec.value("fontSize"), let size = fontSize, !(size > 0) {
            throw v.error("must be a number of points above 0")
        }
    }

    /// A view beside the text: `magnifier`, else a PNG or SVG read when applied.
    private static func sideView(_ name: String, key: String,
                                 _ path: WritableKeyPath<TextField, SideView?> & Sendable,
                                 help: String) -> ControlOption<TextField> {
        ControlOption(name, key: key, help: help, placeholder: "magnifier|png", form: .value,
                      text: { text in
                          { field, _ in
                              field[keyPath: path] = text == "magnifier"
                                  ? .magnifier : .image(try ControlImage.load(path: text))
                          }
                      },
                      spec: { spec, field in try spec.read(key, into: &field[keyPath: path]) })
    }
}

extension TextField.SideView: SpecDecodable {
    /// `"magnifier"`, or an image (a PNG path or an image object).
    public init(spec: SpecValue) throws {
        if let name = spec.stringValue, name == "magnifier" {
            self = .magnifier
        } else {
            self = .image(try ControlImage(spec: spec))
        }
    }
}

extension TextField.BorderStyle: OptionValue { public static var placeholder: String { "style" } }
extension TextField.ClearButtonMode: OptionValue { public static var placeholder: String { "mode" } }
extension TextField.Alignment: OptionValue { public static var placeholder: String { "alignment" } }
