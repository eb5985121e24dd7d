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

            --thumb bubble draws a thumb that shows the value while it is dragged instead: a \
            40×100 image whose bar (40×20, dark grey, white outline) sits on the track, and, \
            while highlighted only, a 40-point bubble above it shaded from black (minimum) to \
            white (maximum) with the value printed as %0.1f in a grey 3-point ring. The slider \
            is then 100 high (a 40-point slider grown by 60 for the bubble).
            """)

    @OptionGroup var options: ControlOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The value shown, clamped to the range. Default: 0.5.", valueName: "v"),
            transform: Parse.number)
    var value: Double?

    @Option(name: [.customLong("minimum-value"), .customLong("min")], parsing: .unconditional,
            help: ArgumentHelp("The value at the left end. Default: 0.", valueName: "v"), transform: Parse.number)
    var minimumValue: Double?

    @Option(name: [.customLong("maximum-value"), .customLong("max")], parsing: .unconditional,
            help: ArgumentHelp("The value at the right end. Default: 1.", valueName: "v"), transform: Parse.number)
    var maximumValue: Double?

    @Option(help: OptionHelp.colour("The colour left of the thumb. Default: the tint (flat), the blue gloss "
                                    + "(classic)."), transform: Parse.color)
    var minimumTrackTint: Color?

    @Option(help: OptionHelp.colour("The colour right of the thumb. Default: grey (flat), the white gloss "
                                    + "(classic)."), transform: Parse.color)
    var maximumTrackTint: Color?

    @Option(help: OptionHelp.colour("The colour of the default thumb. Default: white."), transform: Parse.color)
    var thumbTint: Color?

    @Option(help: ArgumentHelp("A PNG or SVG replacing the track left of the thumb, per state (repeatable).",
                               valueName: "[state=]png"), transform: Parse.stateString)
    var minimumTrackImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("A PNG or SVG replacing the track right of the thumb, per state (repeatable).",
                               valueName: "[state=]png"), transform: Parse.stateString)
    var maximumTrackImage: [StateValue<String>] = []

    @Option(parsing: .unconditional,
            help: OptionHelp.capInsets(of: "the track images (without them a track image is stretched whole)"),
            transform: Parse.insets)
    var trackCapInsets: EdgeInsets?

    @Option(help: OptionHelp.resizingMode(of: "resizable track images"))
    var resizingMode: NineSlice.Mode?

    @Option(help: ArgumentHelp("A PNG or SVG replacing the thumb, per state (repeatable).",
                               valueName: "[state=]png"), transform: Parse.stateString)
    var thumbImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("A PNG or SVG at the left end (the track shortens).", valueName: "png"))
    var minimumValueImage: String?

    @Option(help: ArgumentHelp("A PNG or SVG at the right end (the track shortens).", valueName: "png"))
    var maximumValueImage: String?

    @Option(help: ArgumentHelp("The thumb when no thumb image is given: default (the look's) or bubble (a bar "
                               + "with a bubble showing the value while highlighted). Default: default.",
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
            try ControlImage.load(path: path, capInsets: trackCapInsets, resizingMode: resizingMode ?? .stretch)
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
