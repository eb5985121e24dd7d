import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender segmented [--segments A,B,C] [--selected-index I|none] …`
struct SegmentedCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "segmented",
        abstract: "Draw a segmented control (UISegmentedControl).",
        discussion: """
            Flat (iOS 7): 29 high, a 1 pt tint frame and dividers, the selected segment filled \
            with the tint, a pressed one washed with it, a disabled one faded. Classic (iOS 6): \
            --style plain (44 high, grey, the selected segment blue and depressed), bordered \
            (with a dark border), bar (30 high, blue-grey, tintable) or bezeled (44 high, small \
            titles, tintable). Each segment has its own state: selected (--selected-index), highlighted \
            (--highlighted-index, or the selected one with --state highlighted), disabled \
            (--disabled-segments, or all with --state disabled). Background images per state \
            replace the chrome (a normal one is darkened for the selected segment); each segment \
            shows its part, the caps facing its neighbours cropped.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The titles, comma-separated. Default: First,Second,Third.", valueName: "a,b,c"))
    var segments: String?

    @Option(help: ArgumentHelp("Images per segment, comma-separated PNGs or SVGs (they replace the titles).",
                               valueName: "a.png,b.png"))
    var segmentImages: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The selected segment, from 0; none (or -1) for none. Default: 0.", valueName: "i"),
            transform: Parse.index)
    var selectedIndex: ItemIndex?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The segment being pressed, from 0; none (or -1) for none. Default: none.",
                               valueName: "i"),
            transform: Parse.index)
    var highlightedIndex: ItemIndex?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Disabled segments, comma-separated indices.", valueName: "i,j"),
            transform: Parse.integers)
    var disabledSegments: [Int]?

    @Flag(help: "No selection persists: only the pressed segment shows.")
    var momentary = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Widths per segment in points, comma-separated (0 shares what is left).",
                               valueName: "w,w"),
            transform: Parse.numbers)
    var widths: [Double]?

    @Option(help: ArgumentHelp("iOS 6's style: plain, bordered, bar or bezeled. Default: plain.", valueName: "style"))
    var style: SegmentedControl.Style?

    @Option(help: ArgumentHelp("A background per segment state (repeatable).", valueName: "[state=]png"),
            transform: Parse.stateString)
    var backgroundImage: [StateValue<String>] = []

    @Option(parsing: .unconditional, help: OptionHelp.capInsets(of: "the background images"),
            transform: Parse.insets)
    var backgroundCapInsets: EdgeInsets?

    @Option(help: OptionHelp.resizingMode(of: "the background images"))
    var resizingMode: NineSlice.Mode?

    @Option(help: ArgumentHelp("The divider for a pair of segment states (LEFT/RIGHT, e.g. selected/normal) "
                               + "or for all (repeatable).", valueName: "[left/right=]png"),
            transform: DividerArgument.parse)
    var dividerImage: [DividerArgument] = []

    @Option(help: OptionHelp.stateColour("The title colour per segment state (repeatable)."),
            transform: Parse.stateValue(Parse.color))
    var titleColor: [StateValue<Color>] = []

    @Option(help: OptionHelp.stateColour("The title shadow colour per segment state (repeatable)."),
            transform: Parse.stateValue(Parse.color))
    var titleShadowColor: [StateValue<Color>] = []

    @Option(parsing: .unconditional, help: OptionHelp.titleShadowOffset, transform: Parse.offset)
    var titleShadowOffset: Point?

    @Option(help: ArgumentHelp("The title font (a bundled name or a font file).", valueName: "name|path"))
    var font: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The title's font size in points. Default: flat 13, classic 15 or 12.", valueName: "pt"),
            transform: Parse.number)
    var fontSize: Double?

    func apply(to control: inout SegmentedControl) throws {
        if let segments { control.segments = segments.split(separator: ",", omittingEmptySubsequences: false)
            .map { SegmentedControl.Segment(title: String($0)) } }
        if let segmentImages {
            let images = try segmentImages.split(separator: ",").map { try ControlImage.load(path: String($0)) }
            if self.segments == nil && options.spec == nil { control.segments = images.map { .init(image: $0) } }
            for (i, image) in images.enumerated() where i < control.segments.count { control.segments[i].image = image }
        }
        if let selectedIndex { control.selectedIndex = selectedIndex.index }
        if let highlightedIndex { control.highlightedIndex = highlightedIndex.index }
        for i in disabledSegments ?? [] where control.segments.indices.contains(i) {
            control.segments[i].isEnabled = false
        }
        if momentary { control.isMomentary = true }
        for (i, w) in (widths ?? []).enumerated() where i < control.segments.count { control.segments[i].width = w }
        if let style { control.style = style }
        try control.backgroundImage.set(backgroundImage) {
            try ControlImage.load(path: $0, capInsets: backgroundCapInsets, resizingMode: resizingMode ?? .stretch)
        }
        try DividerArgument.load(dividerImage, into: &control.dividerImages)
        control.titleColor.set(titleColor)
        control.titleShadowColor.set(titleShadowColor)
        if let titleShadowOffset { control.titleShadowOffset = titleShadowOffset }
        if let font { control.font = font }
        if let fontSize { control.fontSize = fontSize }
    }
}

extension SegmentedControl.Style: ExpressibleByArgument {}
