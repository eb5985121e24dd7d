import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender segmented [--segments A,B,C] [--selected N|none] …`
struct SegmentedCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "segmented",
        abstract: "Draw a segmented control (UISegmentedControl).",
        discussion: """
            Flat (iOS 7): 29 high, a 1 pt tint frame and dividers, the selected segment filled \
            with the tint, a pressed one washed with it, a disabled one faded. Classic (iOS 6): \
            --style plain (44 high, grey, the selected segment blue and depressed), bordered \
            (with a dark border), bar (30 high, blue-grey, tintable) or bezeled (44 high, small \
            titles, tintable). Each segment has its own state: selected (--selected), highlighted \
            (--highlighted-segment, or the selected one with --state highlighted), disabled \
            (--disabled-segments, or all with --state disabled). Background images per state \
            replace the chrome (a normal one is darkened for the selected segment); each segment \
            shows its part, the caps facing its neighbours cropped.
            """)

    @OptionGroup var options: ControlOptions

    @Option(help: ArgumentHelp("The titles, comma-separated. Default: First,Second,Third.", valueName: "a,b,c"))
    var segments: String?

    @Option(help: ArgumentHelp("Images per segment, comma-separated PNGs (they replace the titles).",
                               valueName: "a.png,b.png"))
    var segmentImages: String?

    @Option(help: ArgumentHelp("The selected segment from 0, or none. Default: 0.", valueName: "n|none"))
    var selected: String?

    @Option(help: ArgumentHelp("The segment being pressed.", valueName: "n"))
    var highlightedSegment: Int?

    @Option(help: ArgumentHelp("Disabled segments, comma-separated indices.", valueName: "i,j"))
    var disabledSegments: String?

    @Flag(help: "No selection persists: only the pressed segment shows.")
    var momentary = false

    @Option(help: ArgumentHelp("Widths per segment in points, comma-separated (0 shares what is left).",
                               valueName: "w,w"))
    var widths: String?

    @Option(help: ArgumentHelp("iOS 6's style: plain, bordered, bar or bezeled. Default: plain.", valueName: "style"))
    var style: SegmentedControl.Style?

    @Option(help: ArgumentHelp("A background per segment state (repeatable).", valueName: "[state=]png"))
    var backgroundImage: [StateValue<String>] = []

    @Option(help: ArgumentHelp("Cap insets of the background images in points, T,L,B,R.", valueName: "insets"))
    var backgroundInsets: EdgeInsets?

    @Option(help: ArgumentHelp("The divider for a pair of segment states (LEFT/RIGHT, e.g. selected/normal) "
                               + "or for all (repeatable).", valueName: "[left/right=]png"))
    var dividerImage: [DividerArgument] = []

    @Option(help: ArgumentHelp("The title colour per segment state (repeatable).", valueName: "[state=]colour"))
    var titleColor: [StateValue<Color>] = []

    @Option(help: ArgumentHelp("The title shadow colour per segment state (repeatable).", valueName: "[state=]colour"))
    var titleShadowColor: [StateValue<Color>] = []

    @Option(help: ArgumentHelp("The title shadow's offset in points.", valueName: "dx,dy"))
    var titleShadowOffset: Point?

    @Option(help: ArgumentHelp("The title font (a bundled name or a font file).", valueName: "name|path"))
    var font: String?

    @Option(help: ArgumentHelp("The title size in points. Default: flat 13, classic 15 or 12.", valueName: "pt"))
    var fontSize: Double?

    func validate() throws {
        if let selected, selected != "none", Int(selected) == nil {
            throw ValidationError("--selected must be a segment index or none, not \"\(selected)\"")
        }
        for (name, list) in [("--widths", widths), ("--disabled-segments", disabledSegments)] {
            if let list, list.split(separator: ",").contains(where: { Double($0.trimmingCharacters(in: .whitespaces)) == nil }) {
                throw ValidationError("\(name) takes numbers separated by commas, not \"\(list)\"")
            }
        }
    }

    func apply(to control: inout SegmentedControl) throws {
        if let segments { control.segments = segments.split(separator: ",", omittingEmptySubsequences: false)
            .map { SegmentedControl.Segment(title: String($0)) } }
        if let segmentImages {
            let images = try segmentImages.split(separator: ",").map { try ControlImage.load(path: String($0)) }
            if self.segments == nil && options.spec == nil { control.segments = images.map { .init(image: $0) } }
            for (i, image) in images.enumerated() where i < control.segments.count { control.segments[i].image = image }
        }
        if let selected { control.selectedIndex = selected == "none" ? nil : Int(selected).flatMap { $0 < 0 ? nil : $0 } }
        if let highlightedSegment { control.highlightedIndex = highlightedSegment }
        for i in numbers(disabledSegments).map(Int.init) where control.segments.indices.contains(i) {
            control.segments[i].isEnabled = false
        }
        if momentary { control.isMomentary = true }
        for (i, w) in numbers(widths).enumerated() where i < control.segments.count { control.segments[i].width = w }
        if let style { control.style = style }
        try control.backgroundImage.set(backgroundImage) { try ControlImage.load(path: $0, capInsets: backgroundInsets) }
        try DividerArgument.load(dividerImage, into: &control.dividerImages)
        control.titleColor.set(titleColor)
        control.titleShadowColor.set(titleShadowColor)
        if let titleShadowOffset { control.titleShadowOffset = titleShadowOffset }
        if let font { control.font = font }
        if let fontSize { control.fontSize = fontSize }
    }

    private func numbers(_ list: String?) -> [Double] {
        (list ?? "").split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }
}

extension SegmentedControl.Style: ExpressibleByArgument {}
