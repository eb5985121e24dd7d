import CtlRaster
import CtlText
import CtlUnicode

/// How a control's text looks: font, size, colour and an optional shadow.
public struct TextStyle: Hashable, Sendable {
    /// A bundled font name (`system`, `system-bold`, …) or the path of a font file.
    public var font: String
    /// In points.
    public var size: Double
    public var color: Color
    /// A shadow under the text (iOS 6's embossed titles). Default: none.
    public var shadow: TextShadow?

    public init(font: String, size: Double, color: Color, shadow: TextShadow? = nil) {
        self.font = font
        self.size = size
        self.color = color
        self.shadow = shadow
    }

    /// The font, loaded once per name by the shared library.
    ///
    /// - Throws: `FontError` when the name is unknown or the file is not a usable font.
    public func loadFont() throws -> FontLibrary.Font {
        try FontLibrary.shared.font(named: font)
    }

    /// The size of `text` on one line (lines split at newlines only).
    public func measure(_ text: String) throws -> TextMetrics {
        TextMetrics(of: text, font: try loadFont(), size: size)
    }
}

/// A text shadow: an offset in points, a blur (as CSS, 0 for a sharp copy) and a colour.
public struct TextShadow: Hashable, Sendable {
    public var offset: Point
    public var blur: Double
    public var color: Color

    public init(offset: Point, blur: Double = 0, color: Color) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

extension TextStyle {
    /// Whether text in this style leaves a mark: a visible colour, or a shadow.
    var isVisible: Bool { color.a > 0 || shadow != nil }

    /// Draws `lines`, laid out in `font` at this style's size (by CtlText's `TextLayout`), in
    /// this style's colour under its shadow, through `Canvas.drawText(_:font:size:paint:…)`.
    public func draw(_ lines: [LaidOutLine], font: FontLibrary.Font, on canvas: inout Canvas) {
        guard isVisible else { return }
        canvas.save()
        if let s = shadow {
            canvas.shadow = Shadow(offset: s.offset, blur: s.blur, color: s.color)
        }
        canvas.drawText(lines, font: font, size: size, paint: .solid(color))
        canvas.restore()
    }
}

extension Canvas {
    /// Draws `text` in `style`, laid out in `rect` (one line unless `wrap` says otherwise;
    /// truncated with "…" when it does not fit), centred by default: CtlText's `TextLayout`
    /// lays it out, with `direction` as its paragraph direction, and `TextStyle.draw(_:font:on:)`
    /// draws the lines. In a mirrored (right-to-left) drawing the text is drawn in `rect` the
    /// right way round. A control's titles are drawn with `drawTitle` (ControlEnvironment+Titles),
    /// which takes the direction from the control's environment.
    ///
    /// - Throws: `FontError` when the style's font cannot be loaded.
    public mutating func drawText(_ text: String, style: TextStyle, in rect: Rect,
                                  align: TextAlignment = .center, verticalAlign: TextVerticalAlignment = .center,
                                  wrap: TextWrap = .none, truncation: TextTruncation = .tail,
                                  direction: ParagraphDirection = .auto) throws {
        try drawText(text, style: style, in: rect,
                     layout: TextLayout(wrap: wrap, align: align, verticalAlign: verticalAlign, truncation: truncation,
                                        direction: direction))
    }

    /// Draws `text` laid out by `layout` in `rect`, the right way round in a mirrored drawing.
    mutating func drawText(_ text: String, style: TextStyle, in rect: Rect, layout: TextLayout) throws {
        guard !text.isEmpty, style.isVisible, style.size > 0, style.size.isFinite else { return }
        let font = try style.loadFont()
        drawKeepingOrientation(in: rect) { canvas in
            style.draw(layout.layout(text, font: font, size: style.size, in: rect), font: font, on: &canvas)
        }
    }
}
