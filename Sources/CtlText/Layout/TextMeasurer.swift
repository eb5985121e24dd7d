import CtlUnicode

/// What line layout needs to know about a font at one size: how wide a run of text is,
/// and the vertical metrics of a line.
///
/// `TextLayout` works against this protocol so that it can be tested with a made-up
/// monospace font; `FontMeasurer` is the implementation backed by the real shaper.
/// All values are in points.
public protocol TextMeasurer {
    /// The advance width of `text` laid out as one line, shaped as a whole (kerning and
    /// ligatures inside it count).
    func width(of text: Substring) -> Double
    /// The advance width of `text` laid out as one line of a paragraph of `direction` (UAX #9).
    /// Default: `width(of:)`, for measurers whose widths do not depend on the order of runs.
    func width(of text: Substring, direction: ParagraphDirection) -> Double
    /// Distance from the baseline up to the top of a line (positive).
    var ascent: Double { get }
    /// Distance from the baseline down to the bottom of a line (positive).
    var descent: Double { get }
    /// Distance between the baselines of two consecutive lines.
    var lineHeight: Double { get }
    /// Height of capital letters above the baseline.
    var capHeight: Double { get }
}

extension TextMeasurer {
    /// The advance width of `text` laid out as one line.
    public func width(of text: String) -> Double { width(of: text[...]) }

    public func width(of text: Substring, direction: ParagraphDirection) -> Double { width(of: text) }
}

/// A measurer that measures every text in one paragraph direction, so that the line breaker
/// (which knows nothing of direction) measures lines as they will be drawn.
struct DirectedMeasurer<Base: TextMeasurer>: TextMeasurer {
    let base: Base
    let direction: ParagraphDirection

    func width(of text: Substring) -> Double { base.width(of: text, direction: direction) }
    var ascent: Double { base.ascent }
    var descent: Double { base.descent }
    var lineHeight: Double { base.lineHeight }
    var capHeight: Double { base.capHeight }
}
