extension ProgressView {
    /// The progress view's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<ProgressView>] = [
        .value("progress", key: "progress", \.progress, help: "The fraction shown, 0…1. Default: 0.5.",
               placeholder: "p"),
        .value("style", key: "style", \.style, help: "default or bar (for toolbars)."),
        .value("progress-tint", key: "progressTint", \.progressTint, help: "The colour of the filled part."),
        .value("track-tint", key: "trackTint", \.trackTint, help: "The colour of the unfilled part."),
        .image("progress-image", key: "progressImage", \.progressImage,
               help: "A PNG or SVG replacing the filled part's colour."),
        .image("track-image", key: "trackImage", \.trackImage, help: "A PNG or SVG replacing the track's colour."),
        .resizing("image-cap-insets", singleImages: [\.progressImage, \.trackImage],
                  help: ControlOptionHelp.capInsets(of: "both images"), capInsets: true),
        .resizing("resizing-mode", singleImages: [\.progressImage, \.trackImage],
                  help: ControlOptionHelp.resizingMode(of: "both images"), capInsets: false),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}

extension ProgressView.Style: OptionValue { public static var placeholder: String { "style" } }
