import CtlRaster
import CtlUnicode

/// One line of text placed in a rect by `TextLayout`.
public struct LaidOutLine: Hashable, Sendable {
    /// What to draw: the line's text without the spaces at a wrap, with "…" where it was truncated.
    public var text: String
    /// The part of the laid-out string this line stands for, without the spaces at a wrap
    /// or the newline that ends it (before truncation: the text hidden by "…" is inside it).
    public var range: Range<String.Index>
    /// The left end of the line on its baseline, in the rect's coordinates (y down).
    public var origin: Point
    /// The advance width of `text`.
    public var width: Double
    /// Whether `text` had characters replaced by the ellipsis (or, when even "…" does not fit, was emptied).
    public var isTruncated: Bool
    /// The level of the line's paragraph (UAX #9): 0 left to right, 1 right to left.
    public var paragraphLevel: UInt8
    /// The resolved bidi embedding level of each Unicode scalar of `text` (UAX #9, after rule
    /// L1), resolved with the whole paragraph: what orders the line's runs when it is drawn.
    /// Levels that do not match `text` (another count) are ignored: the text is then resolved
    /// on its own in the paragraph's direction.
    public var levels: [UInt8]

    /// A line whose levels are those of `text` resolved on its own as a paragraph of `direction`.
    public init(text: String, range: Range<String.Index>, origin: Point, width: Double, isTruncated: Bool,
                direction: ParagraphDirection = .auto) {
        self.init(text: text, range: range, origin: origin, width: width, isTruncated: isTruncated,
                  bidi: BidiLine(text, direction: direction))
    }

    init(text: String, range: Range<String.Index>, origin: Point, width: Double, isTruncated: Bool, bidi: BidiLine) {
        self.text = text
        self.range = range
        self.origin = origin
        self.width = width
        self.isTruncated = isTruncated
        paragraphLevel = bidi.paragraphLevel
        levels = bidi.levels
    }

    /// Whether the line's paragraph is right to left.
    public var isRightToLeft: Bool { paragraphLevel & 1 == 1 }

    /// The text with its levels, as shaping takes it.
    var bidiLine: BidiLine { BidiLine(text: text, levels: levels, paragraphLevel: paragraphLevel) }
}
