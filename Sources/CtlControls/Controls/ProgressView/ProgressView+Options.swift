import CtlRaster

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
        resizing("image-cap-insets", help: ControlOptionHelp.capInsets(of: "both images"), capInsets: true),
        resizing("resizing-mode", help: ControlOptionHelp.resizingMode(of: "both images"), capInsets: false),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }

    /// Cap insets (`capInsets`) or a resizing mode (else) given to both images, the spec's too:
    /// `ControlOption.resizing` for the two single images (not per state) of a progress view.
    private static func resizing(_ name: String, help: String, capInsets: Bool) -> ControlOption<ProgressView> {
        let apply: @Sendable (inout ProgressView, EdgeInsets?, NineSlice.Mode?) throws -> Void = { view, insets, mode in
            for path in [\ProgressView.progressImage, \ProgressView.trackImage] {
                view[keyPath: path] = try view[keyPath: path].map { image in
                    try image.resizable(capInsets: insets ?? image.capInsets, resizingMode: mode ?? image.resizingMode)
                }
            }
        }
        if capInsets {
            return ControlOption(name, key: nil, help: help, placeholder: EdgeInsets.placeholder, form: .value,
                                 takesDashValues: true,
                                 text: { text in
                                     let insets = try EdgeInsets(optionText: text)
                                     return { view, _ in try apply(&view, insets, nil) }
                                 }, spec: nil)
        }
        return ControlOption(name, key: nil, help: help, placeholder: NineSlice.Mode.placeholder, form: .value,
                             choices: NineSlice.Mode.choices,
                             text: { text in
                                 let mode = try NineSlice.Mode(optionText: text)
                                 return { view, _ in try apply(&view, nil, mode) }
                             }, spec: nil)
    }
}

extension ProgressView.Style: OptionValue { public static var placeholder: String { "style" } }
