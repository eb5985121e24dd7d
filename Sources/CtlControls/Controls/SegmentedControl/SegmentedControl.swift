import CtlRaster

/// UIKit's `UISegmentedControl` (Docs/sources.md#uisegmentedcontrol): a row of segments, each showing a title
/// or an image, one of them selected (or none), the ends rounded.
///
/// A segment's state is its own: selected (the selected index, unless momentary), highlighted
/// (`highlightedIndex`, the one being tapped), disabled (its own flag, or the whole control's).
/// The flat look is iOS 7's single style (tint frame and dividers, the selected segment filled
/// with the tint); the classic look draws iOS 6's four styles. Custom backgrounds per state
/// replace the look's chrome: each segment draws the background for its state, its hidden caps
/// cropped (S4's technique: drawn oversized and clipped), the selected one darkened
/// automatically when it came from normal; dividers come per pair of segment states.
public struct SegmentedControl: Control {
    /// iOS 6's `segmentedControlStyle`.
    public enum Style: String, SpecEnum, Sendable {
        /// 44 high, large titles, grey segments, the selected one blue and depressed.
        case plain
        /// Plain with a dark border.
        case bordered
        /// 30 high, small titles, every segment blue-grey (tintable), the selected darker.
        case bar
        /// 44 high, small titles, tintable.
        case bezeled
    }

    /// One segment: a title or an image (the image wins), a width (nil to share), enabled or not.
    public struct Segment: Hashable, Sendable {
        public var title: String?
        public var image: ControlImage?
        /// In points; nil or 0 shares the width left by the others equally.
        public var width: Double?
        public var isEnabled: Bool

        public init(title: String? = nil, image: ControlImage? = nil, width: Double? = nil, isEnabled: Bool = true) {
            self.title = title
            self.image = image
            self.width = width
            self.isEnabled = isEnabled
        }
    }

    /// Default: "First", "Second", "Third".
    public var segments: [Segment] = ["First", "Second", "Third"].map { Segment(title: $0) }
    /// The selected segment, or nil for none (`UISegmentedControlNoSegment`). Default: 0.
    public var selectedIndex: Int? = 0
    /// The segment being tapped, or nil. Default: nil.
    public var highlightedIndex: Int?
    /// Whether no selection persists (then only the highlighted segment shows). Default: false.
    public var isMomentary = false
    /// iOS 6's style (the flat look ignores it). Default: `.plain`.
    public var style: Style = .plain
    /// Custom backgrounds per segment state, replacing the look's chrome.
    public var backgroundImage = PerState<ControlImage>()
    /// Custom dividers per pair of segment states.
    public var dividerImages = DividerImages()
    /// Title attributes per segment state: colour and shadow colour; one shadow offset, font and size.
    public var titleColor = PerState<Color>()
    public var titleShadowColor = PerState<Color>()
    public var titleShadowOffset = Point.zero
    /// A bundled font name or a font file; nil for the style's. Default: nil.
    public var font: String?
    /// In points; nil for the style's. Default: nil.
    public var fontSize: Double?

    public init() {}

    public init(titles: [String], selectedIndex: Int? = 0, style: Style = .plain) {
        segments = titles.map { Segment(title: $0) }
        self.selectedIndex = selectedIndex
        self.style = style
    }

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let a = appearance(environment)
        let content = segments.map { s -> Double in
            if let image = s.image { return image.size.width }
            guard let title = s.title, !title.isEmpty else { return 0 }
            return (try? titleStyle(for: .normal, appearance: a, environment: environment).measure(title).width) ?? 0
        }
        let m = environment.metrics.segmented
        let shared = max(m.minimumSegmentWidth, (content.max() ?? 0) + 2 * m.padding).rounded(.up)
        let width = segments.reduce(0.0) { $0 + (($1.width ?? 0) > 0 ? $1.width! : shared) }
        return .fixedHeight(Size(width: max(width, 1), height: a.height))
    }

    public func validate() throws -> [String] {
        guard !segments.isEmpty else { throw ControlError("segmented", "a segmented control needs at least one segment") }
        if let fontSize, !(fontSize > 0 && fontSize.isFinite) {
            throw ControlError("segmented", "the font size must be above 0, not \(fontSize)")
        }
        for (i, s) in segments.enumerated() where s.width.map({ !($0 >= 0 && $0.isFinite) }) ?? false {
            throw ControlError("segmented", "segment \(i)'s width must be 0 or more, not \(s.width!)")
        }
        var warnings: [String] = []
        for (name, index) in [("selected", selectedIndex), ("highlighted", highlightedIndex)] {
            if let index, !segments.indices.contains(index) {
                warnings.append("segmented: \(name) index \(index) is outside 0…\(segments.count - 1); no segment is \(name)")
            }
        }
        return warnings
    }

    /// The state of segment `i` when the whole control is in `state`.
    public func state(ofSegment i: Int, in state: ControlState) -> ControlState {
        var s = ControlState.normal
        if !isMomentary && selectedIndex == i { s.insert(.selected) }
        if highlightedIndex == i || (state.contains(.highlighted) && highlightedIndex == nil && selectedIndex == i) {
            s.insert(.highlighted)
        }
        if state.contains(.disabled) || !(segments.indices.contains(i) && segments[i].isEnabled) { s.insert(.disabled) }
        return s
    }

    /// The look of the style in the environment's look.
    func appearance(_ environment: ControlEnvironment) -> SegmentedMetrics.Appearance {
        let styles = environment.metrics.segmented.styles
        return styles[style] ?? styles[.plain]!
    }
}
