import CtlRaster
import CtlText

/// Where a button's title and image go, as UIKit's `contentRect(forBounds:)`,
/// `titleRect(forContentRect:)` and `imageRect(forContentRect:)` place them (S1, Docs/sources.md#uibutton).
///
/// The content rect is the bounds inset by `contentEdgeInsets`. The title is placed in the
/// content rect inset by `titleEdgeInsets` and, on the left, by the image's width; the
/// image in the content rect inset by `imageEdgeInsets` and, on the right, by the title's
/// width. With the same alignment for both, the image thus sits just left of the title and
/// the pair is aligned as one; each inset moves its own part ("the titleEdgeInsets or
/// imageEdgeInsets values are added to the overall contentEdgeInsets values"). A part
/// wider than its space is narrowed to it (a title is then truncated or wrapped); `fill`
/// stretches a part to its space. The image's origin is rounded to device pixels, so an
/// image drawn at its own scale copies its pixels; the title's is not (see `titleSize`).
///
/// A layout is made once per drawing, from the appearance of the state drawn, and holds
/// everything the drawing reads: the appearance, the rects and the title's lines already
/// laid out in their rect. The drawing is given no title text, only `Title`'s lines, so
/// the title is laid out here and nowhere else.
struct ButtonLayout {
    /// What the button shows in the state laid out.
    var appearance: ButtonAppearance
    var content: Rect
    /// The title's rect (a part of the content); nil for no title.
    var title: Rect? { titleText?.rect }
    /// The title laid out in its rect; nil for no title.
    var titleText: Title?
    var image: Rect?

    /// A title laid out: its lines as `layout` placed them in `rect`, in `font`.
    struct Title {
        var rect: Rect
        var layout: TextLayout
        var lines: [LaidOutLine]
        var font: FontLibrary.Font
    }

    /// Resolves the appearance of `state` and lays the button out in `bounds`.
    ///
    /// - Throws: `FontError` when the title's font cannot be loaded.
    init(_ button: Button, state: ControlState, bounds: Rect, environment: ControlEnvironment) throws {
        try self.init(button, appearance: ButtonAppearance(button, state: state, environment: environment),
                      bounds: bounds, environment: environment)
    }

    /// Lays the button out in `bounds` as `appearance` shows it.
    ///
    /// - Throws: `FontError` when the title's font cannot be loaded.
    init(_ button: Button, appearance a: ButtonAppearance, bounds: Rect, environment: ControlEnvironment) throws {
        appearance = a
        content = Self.inset(bounds, by: button.contentEdgeInsets)
        let imageSize = a.image?.size
        let placer = Placer(horizontal: button.contentHorizontalAlignment,
                            vertical: button.contentVerticalAlignment, environment: environment)
        if let text = a.title {
            var area = Self.inset(content, by: button.titleEdgeInsets)
            area.origin.x += imageSize?.width ?? 0
            area.size.width -= imageSize?.width ?? 0
            let font = try a.titleStyle.loadFont()
            let measurer = FontMeasurer(font: font, size: a.titleStyle.size)
            let size = Self.titleSize(text, measurer: measurer, lineBreakMode: button.lineBreakMode,
                                      maxWidth: max(0, area.size.width))
            let rect = placer.place(size, in: area, narrowingHeight: false, snapping: false)
            let layout = environment.titleLayout(wrap: button.lineBreakMode.wrap,
                                                 align: button.titleAlignment.textAlignment,
                                                 verticalAlign: .center, truncation: button.lineBreakMode.truncation)
            titleText = Title(rect: rect, layout: layout, lines: layout.layout(text, in: rect, measurer: measurer),
                              font: font)
        }
        if let imageSize {
            var area = Self.inset(content, by: button.imageEdgeInsets)
            area.size.width -= title?.width ?? 0
            image = placer.place(imageSize, in: area, narrowingHeight: true, snapping: true)
        }
    }

    /// `r` inset by `insets`, its origin kept where insets larger than `r` leave a negative size.
    static func inset(_ r: Rect, by insets: EdgeInsets) -> Rect {
        Rect(x: r.origin.x + insets.left, y: r.origin.y + insets.top, width: r.size.width - insets.left - insets.right,
             height: r.size.height - insets.top - insets.bottom)
    }

    /// The size of `text` as `measurer` measures it: its widest line (lines wrapped at
    /// `maxWidth` when the mode wraps) by its lines' height. Not rounded: glyphs are placed
    /// continuously, so a title sits at the same place in points at every scale.
    static func titleSize(_ text: String, measurer: FontMeasurer, lineBreakMode: Button.LineBreakMode,
                          maxWidth: Double) -> Size {
        var width: Double, lines: Int
        if lineBreakMode.wrap != .none && maxWidth.isFinite {
            let layout = TextLayout(wrap: lineBreakMode.wrap, truncation: .none)
            let laidOut = layout.layout(text, in: Rect(x: 0, y: 0, width: maxWidth, height: 1e6), measurer: measurer)
            width = laidOut.map(\.width).max() ?? 0
            lines = laidOut.count
        } else {
            let metrics = TextMetrics(of: text, measurer: measurer)
            width = metrics.width
            lines = metrics.lineCount
        }
        let height = Double(max(lines, 1) - 1) * measurer.lineHeight + measurer.ascent + measurer.descent
        return Size(width: width, height: height)
    }

    /// Places parts in their spaces by the content alignment.
    struct Placer {
        var horizontal: Button.HorizontalAlignment
        var vertical: Button.VerticalAlignment
        var environment: ControlEnvironment

        /// `size` placed in `area` (whose width or height may have gone negative: an empty
        /// space at its origin), narrowed to fit, and in height too when `narrowingHeight`
        /// (a title taller than its space overflows it evenly instead); its origin on device
        /// pixels when `snapping`.
        func place(_ size: Size, in area: Rect, narrowingHeight: Bool, snapping: Bool) -> Rect {
            let (x, w) = Self.align(size.width, in: area.origin.x, area.size.width, narrowing: true,
                                    start: horizontal == .left, end: horizontal == .right, fill: horizontal == .fill)
            let (y, h) = Self.align(size.height, in: area.origin.y, area.size.height, narrowing: narrowingHeight,
                                    start: vertical == .top, end: vertical == .bottom, fill: vertical == .fill)
            return snapping ? Rect(x: environment.snap(x), y: environment.snap(y), width: w, height: h)
                : Rect(x: x, y: y, width: w, height: h)
        }

        /// The start and length of a part of `length` on an axis of space `origin`, `space` long.
        static func align(_ length: Double, in origin: Double, _ space: Double, narrowing: Bool,
                          start: Bool, end: Bool, fill: Bool) -> (Double, Double) {
            let space = max(0, space)
            if fill { return (origin, space) }
            let length = narrowing ? min(length, space) : length
            if start { return (origin, length) }
            if end { return (origin + space - length, length) }
            return (origin + (space - length) / 2, length)
        }
    }
}

extension Button {
    /// The natural size (UIKit's `intrinsicContentSize`), from the normal state's content:
    /// image and title side by side plus `contentEdgeInsets`, at least as big as the
    /// background image; a system button with a title is at least the look's minimum
    /// height, and a bezelled one is padded left and right. Whole points. (The title and
    /// image edge insets do not count, as in UIKit.)
    func naturalSize(in environment: ControlEnvironment) -> Size {
        let m = environment.metrics.button
        let content = ButtonAppearance.Content(self, state: .normal, environment: environment)
        let style = content.style
        let image = content.image?.value.size ?? .zero
        var title = Size.zero
        if let text = content.title, let font = try? FontLibrary.shared.font(named: content.font) {
            title = ButtonLayout.titleSize(text, measurer: FontMeasurer(font: font, size: content.fontSize),
                                           lineBreakMode: lineBreakMode, maxWidth: .infinity)
        }
        let insets = contentEdgeInsets
        var width = image.width + title.width + insets.left + insets.right
        var height = max(image.height, title.height) + insets.top + insets.bottom
        if style == .bezel { width += 2 * m.bezelPadding }
        if style == .bezel || (style == .plain && content.title != nil) { height = max(height, m.minimumHeight) }
        if let background = content.backgroundImage?.value.size {
            width = max(width, background.width)
            height = max(height, background.height)
        }
        return Size(width: max(0, width).rounded(.up), height: max(0, height).rounded(.up))
    }
}
