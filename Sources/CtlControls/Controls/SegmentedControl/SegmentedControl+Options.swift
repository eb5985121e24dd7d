import CtlRaster

extension SegmentedControl {
    /// The segmented control's options, in the order they apply (`ControlOption`). The
    /// segments come first: the images, widths and disabled segments after them edit them.
    public static let options: [ControlOption<SegmentedControl>] = [
        ControlOption("segments", key: "segments", help: "The titles, comma-separated. Default: First,Second,Third.",
                      placeholder: "a,b,c", form: .value, takesDashValues: true,
                      text: { text in
                          let segments = text.split(separator: ",", omittingEmptySubsequences: false)
                              .map { Segment(title: String($0)) }
                          return { control, _ in control.segments = segments }
                      },
                      spec: { spec, control in
                          if let list = try spec.value("segments")?.array() { control.segments = try list.map(segment) }
                      }),
        ControlOption("segment-images", key: "segmentImages",
                      help: "Images per segment, comma-separated PNGs or SVGs (they replace the titles).",
                      placeholder: "a.png,b.png", form: .value,
                      text: { text in
                          let paths = text.split(separator: ",").map(String.init)
                          return { control, context in
                              let images = try paths.map { try ControlImage.load(path: $0) }
                              // Images alone make the segments; else they go on the segments given.
                              let given = context.given.contains("segments") || context.hasSpec
                              control.setImages(images, makingSegments: !given)
                          }
                      },
                      spec: { spec, control in
                          guard let images = try spec.decode("segmentImages", as: [ControlImage].self) else { return }
                          control.setImages(images, makingSegments: spec.value("segments") == nil)
                      }),
        .index("selected-index", key: "selectedIndex", \.selectedIndex,
               help: "The selected segment, from 0; none (or -1) for none. Default: 0."),
        .index("highlighted-index", key: "highlightedIndex", \.highlightedIndex,
               help: "The segment being pressed, from 0; none (or -1) for none. Default: none."),
        ControlOption("disabled-segments", key: "disabledSegments", help: "Disabled segments, comma-separated indices.",
                      placeholder: "i,j", form: .value, takesDashValues: true,
                      text: { text in
                          let indices = try OptionText.integers(text)
                          return { control, _ in control.disable(indices) }
                      },
                      spec: { spec, control in
                          control.disable(try spec.decode("disabledSegments", as: [Int].self) ?? [])
                      }),
        .flag("momentary", key: "isMomentary", \.isMomentary,
              help: "No selection persists: only the pressed segment shows."),
        ControlOption("widths", key: "widths",
                      help: "Widths per segment in points, comma-separated (0 shares what is left).",
                      placeholder: "w,w", form: .value, takesDashValues: true,
                      text: { text in
                          let widths = try OptionText.numbers(text)
                          return { control, _ in control.setWidths(widths) }
                      },
                      spec: { spec, control in
                          if let widths = try spec.decode("widths", as: [Double].self) { control.setWidths(widths) }
                      }),
        .value("style", key: "style", \.style, help: "iOS 6's style: plain, bordered, bar or bezeled. Default: plain."),
        .perStateImage("background-image", key: "backgroundImage", \.backgroundImage,
                       help: "A background per segment state (repeatable)."),
        .resizing("background-cap-insets", images: [\.backgroundImage],
                  help: ControlOptionHelp.capInsets(of: "the background images"), capInsets: true),
        .resizing("resizing-mode", images: [\.backgroundImage],
                  help: ControlOptionHelp.resizingMode(of: "the background images"), capInsets: false),
        .dividerImages("divider-image", key: "dividerImage", \.dividerImages,
                       help: "The divider for a pair of segment states (LEFT/RIGHT, e.g. selected/normal) or for all "
                           + "(repeatable)."),
        .perState("title-color", key: "titleColor", \.titleColor,
                  help: "The title colour per segment state (repeatable)."),
        .perState("title-shadow-color", key: "titleShadowColor", \.titleShadowColor,
                  help: "The title shadow colour per segment state (repeatable)."),
        .value("title-shadow-offset", key: "titleShadowOffset", \.titleShadowOffset,
               help: "The title shadow's offset in points, DX,DY (e.g. 0,-1). Default: 0,0 (no shadow)."),
        .value("font", key: "font", \.font, help: "The title font (a bundled name or a font file).",
               placeholder: "name|path", takesDashValues: false),
        .value("font-size", key: "fontSize", \.fontSize,
               help: "The title's font size in points. Default: flat 13, classic 15 or 12.", placeholder: "pt"),
    ]

    /// Reads the keys of `options`: `segments` (titles, or objects {"title", "image", "width",
    /// "enabled"}), `selectedIndex` and `highlightedIndex` (a number, or "none" / -1),
    /// `dividerImage` (an image, or an object keyed "LEFT/RIGHT"), per-state values as a value or
    /// an object by state.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }

    /// A segment of a spec's "segments": a title, or an object {"title", "image", "width", "enabled"}.
    private static func segment(_ item: SpecValue) throws -> Segment {
        if item.stringValue != nil { return Segment(title: try item.string()) }
        let o = try item.object()
        var s = Segment()
        try o.read("title", into: &s.title)
        try o.read("image", into: &s.image)
        try o.read("width", into: &s.width)
        try o.read("enabled", into: &s.isEnabled)
        try o.checkUnknownKeys(in: "a segment")
        return s
    }

    /// Gives the segments these images in order; `makingSegments` makes one segment per image first.
    private mutating func setImages(_ images: [ControlImage], makingSegments: Bool) {
        if makingSegments { segments = images.map { Segment(image: $0) } }
        for (i, image) in images.enumerated() where i < segments.count { segments[i].image = image }
    }

    /// Gives the segments these widths in order.
    private mutating func setWidths(_ widths: [Double]) {
        for (i, w) in widths.enumerated() where i < segments.count { segments[i].width = w }
    }

    /// Disables the segments at these indices (those out of range are ignored).
    private mutating func disable(_ indices: [Int]) {
        for i in indices where segments.indices.contains(i) { segments[i].isEnabled = false }
    }
}

extension SegmentedControl.Style: OptionValue { public static var placeholder: String { "style" } }
