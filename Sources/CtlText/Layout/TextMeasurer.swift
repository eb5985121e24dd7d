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
}
