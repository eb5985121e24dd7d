import CtlRaster

extension SegmentedControl {
    /// Reads `segments` (titles, or objects {"title", "image", "width", "enabled"}),
    /// `segmentImages`, `widths`, `disabledSegments`, `selectedIndex` (a number, or "none" / -1),
    /// `highlightedIndex`, `isMomentary`, `style`, `backgroundImage`, `titleColor`,
    /// `titleShadowColor` (each a value or an object by state), `dividerImage` (an image, or an
    /// object keyed "LEFT/RIGHT"), `titleShadowOffset`, `font`, `fontSize`.
    public init(spec: SpecObject) throws {
        self.init()
        if let list = try spec.value("segments")?.array() {
            segments = try list.map { item in
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
        }
        if let images = try spec.decode("segmentImages", as: [ControlImage].self) {
            if spec.value("segments") == nil { segments = images.map { Segment(image: $0) } }
            for (i, image) in images.enumerated() where i < segments.count { segments[i].image = image }
        }
        if let widths = try spec.decode("widths", as: [Double].self) {
            for (i, w) in widths.enumerated() where i < segments.count { segments[i].width = w }
        }
        for i in try spec.decode("disabledSegments", as: [Int].self) ?? [] where segments.indices.contains(i) {
            segments[i].isEnabled = false
        }
        if let v = spec.value("selectedIndex") {
            if let s = v.stringValue, s == "none" { selectedIndex = nil } else {
                let i = try Int(spec: v)
                selectedIndex = i < 0 ? nil : i
            }
        }
        try spec.read("highlightedIndex", into: &highlightedIndex)
        try spec.read("isMomentary", into: &isMomentary)
        try spec.read("style", into: &style)
        try spec.read("backgroundImage", into: &backgroundImage)
        try spec.read("dividerImage", into: &dividerImages)
        try spec.read("titleColor", into: &titleColor)
        try spec.read("titleShadowColor", into: &titleShadowColor)
        try spec.read("titleShadowOffset", into: &titleShadowOffset)
        try spec.read("font", into: &font)
        try spec.read("fontSize", into: &fontSize)
    }
}
