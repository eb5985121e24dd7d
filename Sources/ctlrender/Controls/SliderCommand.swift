import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender slider [--value V] [--minimum-value V] [--maximum-value V] …`
struct SliderCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "slider",
        abstract: "Draw a slider (UISlider).",
        discussion: """
            The minimum track runs from the track's left end to the thumb's centre, the maximum \
            track from there to the right end, and the thumb is drawn on top. The height is fixed \
            by the look (flat 31 points, classic 23; a taller thumb image makes it taller); the \
            width is free (default 118). Highlighted is the pressed thumb (the classic thumb greys \
            a little; the flat one does not change); disabled fades the slider. Per-state images \
            take [STATE=]PNG and may be repeated; a state without its own image uses normal's. \
            A value outside the range is clamped, with a warning; a minimum not below the maximum \
            is an error.

            --thumb bubble draws the thumb of seed 000's Recipe 2-3 instead: a 40×100 image \
            whose bar (40×20, dark grey, white outline) sits on the track, and, while \
            highlighted only, a 40-point bubble above it shaded from black (minimum) to white \
            (maximum) with the value printed as %0.1f in a grey 3-point ring. The slider is \
            then 100 high (the recipe's 40-point frame grown by 60 while touched).
            """)

    @OptionGroup var options: ControlOptions

    @Option(help: ArgumentHelp("The value shown, clamped to the range. Default: 0.5.", valueName: "v"))
    var value: Double?

    @Option(name: [.customLong("minimum-value"), .customLong("min")],
            help: ArgumentHelp("The value at the left end. Default: 0.", valueName: "v"))
    var minimumValue: Double?

    @Option(name: [.customLong("maximum-value"), .customLong("max")],
            help: ArgumentHelp("The value at the right end. Default: 1.", valueName: "v"))
    var maximumValue: Double?

    @Option(help: ArgumentHelp("The colour left of the thumb. Default: the tint (flat), the blue gloss (classic).",
                               valueName: "colour"))
    var minimumTrackTint: Color?

    @Option(help: ArgumentHelp("The colour right of the thumb. Default: grey (flat), the white gloss (classic).",
                               valueName: "colour"))
    var maximumTrackTint: Color?

    @Option(help: ArgumentHelp("The colour of the default thumb. Default: white.", valueName: "colour"))
    var thumbTint: Color?

    @Option(help: ArgumentHelp("A PNG replacing the track left of the thumb, for normal or for STATE; repeatable.",
                               valueName: "[state=]png"))
    var minimumTrackImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("A PNG replacing the track right of the thumb, for normal or for STATE; repeatable.",
                               valueName: "[state=]png"))
    var maximumTrackImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("Cap insets of the track images in points, T,L,B,R (makes them resizable; "
                               + "without them a track image is stretched whole).", valueName: "insets"))
    var trackImageInsets: EdgeInsets?

    @Option(help: ArgumentHelp("How resizable track images fill between their caps: stretch or tile. "
                               + "Default: stretch.", valueName: "mode"))
    var trackImageMode: NineSlice.Mode = .stretch

    @Option(help: ArgumentHelp("A PNG replacing the thumb, for normal or for STATE; repeatable.",
                               valueName: "[state=]png"))
    var thumbImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("A PNG at the left end (the track shortens).", valueName: "png"))
    var minimumValueImage: String?

    @Option(help: ArgumentHelp("A PNG at the right end (the track shortens).", valueName: "png"))
    var maximumValueImage: String?

    @Option(help: ArgumentHelp("The thumb when no thumb image is given: default (the look's) or bubble (seed 000's "
                               + "Recipe 2-3, the bubble showing while highlighted). Default: default.",
                               valueName: "style"))
    var thumb: Slider.ThumbStyle?

    func apply(to control: inout Slider) throws {
        if let value { control.value = value }
        if let minimumValue { control.minimumValue = minimumValue }
        if let maximumValue { control.maximumValue = maximumValue }
        if let minimumTrackTint { control.minimumTrackTint = minimumTrackTint }
        if let maximumTrackTint { control.maximumTrackTint = maximumTrackTint }
        if let thumbTint { control.thumbTint = thumbTint }
        let track = { (path: String) in
            try ControlImage.load(path: path, capInsets: trackImageInsets, resizingMode: trackImageMode)
        }
        try control.minimumTrackImage.set(minimumTrackImage, track)
        try control.maximumTrackImage.set(maximumTrackImage, track)
        try control.thumbImage.set(thumbImage) { try ControlImage.load(path: $0) }
        if let minimumValueImage { control.minimumValueImage = try ControlImage.load(path: minimumValueImage) }
        if let maximumValueImage { control.maximumValueImage = try ControlImage.load(path: maximumValueImage) }
        if let thumb { control.thumbStyle = thumb }
    }
}

extension Slider.ThumbStyle: ExpressibleByArgument {}
