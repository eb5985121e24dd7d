import CtlRaster
import CtlUnicode

/// A `TextMeasurer` backed by the shaper: widths of shaped runs of a font at a size.
///
/// Each width shapes the whole run with HarfBuzz (kerning and ligatures count); the
/// vertical metrics are the primary face's, as `ShapedLine` reports them.
public struct FontMeasurer: TextMeasurer, Sendable {
    /// The font and its fallback faces.
    public let font: FontLibrary.Font
    /// The font size in points.
    public let size: Double
    public let ascent: Double
    public let descent: Double
    public let lineHeight: Double
    public let capHeight: Double

    /// A measurer of `font` at `size` points.
    public init(font: FontLibrary.Font, size: Double) {
        let empty = ShapedLine.shape("", font: font, size: size)
        self.font = font
        self.size = size
        ascent = empty.ascent
        descent = empty.descent
        lineHeight = empty.lineHeight
        capHeight = empty.capHeight
    }

    public func width(of text: Substring) -> Double { width(of: text, direction: .auto) }

    public func width(of text: Substring, direction: ParagraphDirection) -> Double {
        text.isEmpty ? 0 : ShapedLine.shape(String(text), font: font, size: size, direction: direction).width
    }
}

extension TextMetrics {
    /// Measures `text` in `font` at `size` points, without wrapping (lines split at newlines).
    public init(of text: String, font: FontLibrary.Font, size: Double) {
        self.init(of: text, measurer: FontMeasurer(font: font, size: size))
    }
}

extension TextLayout {
    /// The lines of `text` in `font` at `size` points, placed in `rect`.
    public func layout(_ text: String, font: FontLibrary.Font, size: Double, in rect: Rect) -> [LaidOutLine] {
        layout(text, in: rect, measurer: FontMeasurer(font: font, size: size))
    }
}
