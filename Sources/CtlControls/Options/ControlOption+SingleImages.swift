import CtlRaster

extension ControlOption {
    /// Cap insets (`capInsets`) or a resizing mode (else) given to the single images (one each,
    /// not per state) at `singleImages`, the spec's too, after the images are set:
    /// `resizing(_:images:help:capInsets:)` for a control whose images are not per state.
    /// Declare it after the image options it changes.
    public static func resizing(
        _ name: String, singleImages: [WritableKeyPath<Root, ControlImage?> & Sendable], help: String,
        capInsets: Bool
    ) -> Self {
        let apply: @Sendable (inout Root, EdgeInsets?, NineSlice.Mode?) throws -> Void = { root, insets, mode in
            for path in singleImages {
                root[keyPath: path] = try root[keyPath: path].map { image in
                    try image.resizable(capInsets: insets ?? image.capInsets, resizingMode: mode ?? image.resizingMode)
                }
            }
        }
        if capInsets {
            let text: TextReader = { text in
                let insets = try EdgeInsets(optionText: text)
                return { root, _ in try apply(&root, insets, nil) }
            }
            return ControlOption(name, key: nil, help: help, placeholder: EdgeInsets.placeholder, form: .value,
                                 takesDashValues: true, text: text, spec: nil)
        }
        let text: TextReader = { text in
            let mode = try NineSlice.Mode(optionText: text)
            return { root, _ in try apply(&root, nil, mode) }
        }
        return ControlOption(name, key: nil, help: help, placeholder: NineSlice.Mode.placeholder, form: .value,
                             choices: NineSlice.Mode.choices, text: text, spec: nil)
    }
}
