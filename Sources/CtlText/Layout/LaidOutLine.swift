import CtlRaster

/// One line of text placed in a rect by `TextLayout`.
public struct LaidOutLine: Hashable, Sendable {
    /// What to draw: the line's text without the spaces at a wrap, with "…" where it was truncated.
    public var text: String
    /// The part of the laid-out string this line stands for, without the spaces at a wrap
    /// or the newline that ends it (before truncation: the text hidden by "…" is inside it).
    public var range: Range<String.Index>
    /// The start of the line on its baseline, in the rect's coordinates (y down).
    public var origin: Point
    /// The advance width of `text`.
    public var width: Double
    /// Whether `text` had characters replaced by the ellipsis (or, when even "…" does not fit, was emptied).
    public var isTruncated: Bool

    public init(text: String, range: Range<String.Index>, origin: Point, width: Double, isTruncated: Bool) {
        self.text = text
        self.range = range
        self.origin = origin
        self.width = width
        self.isTruncated = isTruncated
    }
}
