import CtlRaster
import CtlText
import CtlUnicode

/// Draws text: one line at a baseline origin, or lines laid out in a rectangle.
///
/// The glyph outlines are filled with `paint` (or stroked with it, when `stroke` is set),
/// so text takes any paint, transform, clip, alpha, blend mode and shadow as a shape does.
public struct TextOp: Hashable, Sendable {
    /// Where the text goes.
    public enum Placement: Hashable, Sendable {
        /// One line, no wrapping, with the start of its baseline at the point.
        case baseline(Point)
        /// Lines wrapped, aligned and truncated in the rectangle by the layout.
        case rect(Rect, TextLayout)
    }

    /// The text to draw (not empty). Newlines start new lines in a rect.
    public var text: String
    /// The font and its fallback faces.
    public var font: FontLibrary.Font
    /// The font size in points (user units), greater than 0 and at most `TextOp.maxSize`.
    public var size: Double
    /// Fills the glyphs (or their outlines, with `stroke`).
    public var paint: Paint
    /// Where and how the text is placed.
    public var placement: Placement
    /// When set, the glyph outlines are stroked with this style instead of filled. Default: nil.
    public var stroke: StrokeStyle?
    /// Whether a line is drawn under the text. Default: false.
    public var underline: Bool
    /// The direction of each paragraph (UAX #9); `.auto` takes it from the paragraph's first
    /// strong character. In a rect it is the layout's direction. Default: `.auto`.
    public var direction: ParagraphDirection
    /// Alpha, blend mode and shadow for this op alone. Default: none.
    public var effects: OpEffects

    /// The largest font size accepted, in points.
    public static let maxSize = 1000.0

    public init(text: String, font: FontLibrary.Font, size: Double, paint: Paint, placement: Placement,
                stroke: StrokeStyle? = nil, underline: Bool = false, direction: ParagraphDirection = .auto,
                effects: OpEffects = OpEffects()) {
        self.text = text
        self.font = font
        self.size = size
        self.paint = paint
        self.placement = placement
        self.stroke = stroke
        self.underline = underline
        self.direction = direction
        self.effects = effects
    }

    /// Ops are equal when they draw the same: fonts compare by name and by their faces' identity.
    public static func == (a: TextOp, b: TextOp) -> Bool {
        a.text == b.text && a.font.name == b.font.name
            && a.font.faces.elementsEqual(b.font.faces, by: ===)
            && a.size == b.size && a.paint == b.paint && a.placement == b.placement
            && a.stroke == b.stroke && a.underline == b.underline && a.direction == b.direction
            && a.effects == b.effects
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(font.name)
        for face in font.faces { hasher.combine(ObjectIdentifier(face)) }
        hasher.combine(size)
        hasher.combine(paint)
        hasher.combine(placement)
        hasher.combine(stroke)
        hasher.combine(underline)
        hasher.combine(direction)
        hasher.combine(effects)
    }
}

extension TextOp {
    /// Draws the text with the canvas' current state (the op's effects are set by the caller).
    func draw(on canvas: inout Canvas) {
        switch placement {
        case .baseline(let origin):
            canvas.drawText(text, font: font, size: size, paint: paint, at: origin, direction: direction,
                            stroke: stroke, underline: underline)
        case .rect(let rect, var layout):
            layout.direction = direction
            canvas.drawText(text, font: font, size: size, paint: paint, in: rect, layout: layout, stroke: stroke,
                            underline: underline)
        }
    }
}
