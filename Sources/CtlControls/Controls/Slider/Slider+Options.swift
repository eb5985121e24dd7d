extension Slider {
    /// The slider's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<Slider>] = [
        .value("value", key: "value", \.value, help: "The value shown, clamped to the range. Default: 0.5."),
        .value("minimum-value", aliases: ["min"], key: "minimumValue", \.minimumValue,
               help: "The value at the left end. Default: 0."),
        .value("maximum-value", aliases: ["max"], key: "maximumValue", \.maximumValue,
               help: "The value at the right end. Default: 1."),
        .value("minimum-track-tint", key: "minimumTrackTintColor", \.minimumTrackTint,
               help: "The colour left of the thumb. Default: the tint (flat), the blue gloss (classic)."),
        .value("maximum-track-tint", key: "maximumTrackTintColor", \.maximumTrackTint,
               help: "The colour right of the thumb. Default: grey (flat), the white gloss (classic)."),
        .value("thumb-tint", key: "thumbTintColor", \.thumbTint, help: "The colour of the default thumb. Default: white."),
        .perStateImage("minimum-track-image", key: "minimumTrackImage", \.minimumTrackImage,
                       help: "A PNG or SVG replacing the track left of the thumb, per state (repeatable)."),
        .perStateImage("maximum-track-image", key: "maximumTrackImage", \.maximumTrackImage,
                       help: "A PNG or SVG replacing the track right of the thumb, per state (repeatable)."),
        .resizing("track-cap-insets", images: [\.minimumTrackImage, \.maximumTrackImage],
                  help: ControlOptionHelp.capInsets(
                      of: "the track images (without them a track image is stretched whole)"),
                  capInsets: true),
        .resizing("resizing-mode", images: [\.minimumTrackImage, \.maximumTrackImage],
                  help: ControlOptionHelp.resizingMode(of: "resizable track images"), capInsets: false),
        .perStateImage("thumb-image", key: "thumbImage", \.thumbImage,
                       help: "A PNG or SVG replacing the thumb, per state (repeatable)."),
        .image("minimum-value-image", key: "minimumValueImage", \.minimumValueImage,
               help: "A PNG or SVG at the left end (the track shortens)."),
        .image("maximum-value-image", key: "maximumValueImage", \.maximumValueImage,
               help: "A PNG or SVG at the right end (the track shortens)."),
        .value("thumb", key: "thumb", \.thumbStyle,
               help: "The thumb when no thumb image is given: default (the look's) or bubble (a bar with a bubble "
                   + "showing the value while highlighted). Default: default."),
    ]

    /// Reads the keys of `options` (images as an image or an object of images by state).
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}

extension Slider.ThumbStyle: OptionValue { public static var placeholder: String { "style" } }
