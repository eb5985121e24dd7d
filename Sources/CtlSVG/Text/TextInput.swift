import CtlRaster
import CtlUnicode

/// A `text` element resolved for layout: one string of characters (after white-space
/// processing), the positions SVG gives each character, and the spans that style them.
/// Built from the document by `TextBuilder`; laid out by `TextLayout`. Generic over `Paint`,
/// the fill and stroke a span is drawn with, which layout carries through untouched.
///
/// Characters are Unicode scalars: index `i` of `positions` and `rotate` is the text's
/// `i`-th scalar, as resvg counts them.
struct TextInput<Paint> {
    var text: String
    /// Per character: what `x`, `y`, `dx` and `dy` say for it (nil: nothing).
    var positions: [CharacterPosition]
    /// Per character: the rotation in degrees (0 when none applies).
    var rotate: [Double]
    /// The spans in text order; each covers a range of characters, without gaps or overlaps
    /// (characters in no span are not drawn).
    var spans: [TextSpan<Paint>]
    var writingMode: WritingMode = .horizontal
    /// The base direction of each chunk's bidi paragraph: the `text` element's `direction`
    /// (`auto` under `unicode-bidi: plaintext`).
    var direction: ParagraphDirection = .ltr
    /// The `unicode-bidi` of the elements, as the control characters the bidi algorithm sees.
    var embeddings: [BidiEmbedding] = []
}

/// What an element's `x`, `y`, `dx`, `dy` lists say about one character, in user units.
struct CharacterPosition: Equatable {
    var x: Double?
    var y: Double?
    var dx: Double?
    var dy: Double?
}

enum WritingMode: Equatable {
    case horizontal, topToBottom
}

enum TextAnchor: Equatable {
    case start, middle, end
}

/// `baseline-shift` of one element on the way from the `text` to a span.
enum BaselineShift: Equatable {
    case baseline
    case sub
    case `super`
    /// A length in user units, up positive.
    case length(Double)
}

/// The baselines of `dominant-baseline` and `alignment-baseline`.
enum Baseline: Equatable {
    case auto, alphabetic, ideographic, hanging, mathematical, central, middle
    case textBeforeEdge, textAfterEdge
}

enum LengthAdjust: Equatable {
    case spacing, spacingAndGlyphs
}

/// How a text-decoration line is drawn: the paint of the element that declared it, the
/// font and size whose metrics place it.
struct TextDecoration<Paint> {
    var paint: Paint
    var font: FontDatabase.Entry
    var fontSize: Double
}

struct TextDecorations<Paint> {
    var underline: TextDecoration<Paint>?
    var overline: TextDecoration<Paint>?
    var lineThrough: TextDecoration<Paint>?
}

/// A path the characters of a span follow (`textPath`), in the text's user space.
struct TextPathFlow: Equatable {
    /// Identifies the `textPath` element, so that adjacent spans of one element share a chunk.
    var id: Int
    var path: Path
    /// `startOffset`, in user units along the path.
    var startOffset: Double
    /// How closely distances along the path are measured (see `PathMeasure`).
    var accuracy: Double = 0.5
}

/// Characters `range` (scalar indices into `TextInput.text`) drawn with one style.
struct TextSpan<Paint> {
    var range: Range<Int>
    var font: FontDatabase.Entry
    var fontSize: Double
    /// OpenType feature settings beyond the defaults ("kern=0", "smcp").
    var features: [String] = []
    var letterSpacing: Double = 0
    var wordSpacing: Double = 0
    /// From the `text` down to the span's element, outermost first.
    var baselineShifts: [BaselineShift] = []
    var dominantBaseline: Baseline = .auto
    var alignmentBaseline: Baseline = .auto
    var anchor: TextAnchor = .start
    var textLength: Double?
    var lengthAdjust: LengthAdjust = .spacing
    var decorations = TextDecorations<Paint>()
    var paint: Paint
    var visible = true
    var flow: TextPathFlow?
    /// A BCP 47 language tag for shaping (`xml:lang`), if any.
    var language: String?
}

/// One path of laid-out text, in the text's user space, in drawing order; or a colour glyph
/// (an SVG document of the font) to draw in its place.
struct TextPiece<Paint> {
    enum Kind: Equatable {
        case glyphs, underline, overline, lineThrough, colorGlyph, colorBitmap
    }
    var path: Path
    var paint: Paint
    var kind: Kind
    /// For `colorGlyph`: the glyph's SVG document and the map from its space (font units,
    /// y down) to the text's user space.
    var colorGlyph: (document: [UInt8], id: UInt32, transform: Transform)? = nil
    /// For `colorBitmap`: the glyph's image, the rectangle it fills in the glyph's space
    /// (user units, y down, the pen at the origin) and the map to the text's user space.
    var colorBitmap: (pixmap: Pixmap, rect: Rect, transform: Transform)? = nil
}
