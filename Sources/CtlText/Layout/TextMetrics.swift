/// The size of a text in one font at one size, for sizing controls. In points.
public struct TextMetrics: Hashable, Sendable {
    /// The advance width of the widest line (lines split at newlines only; trailing spaces excluded).
    public var width: Double
    /// Distance from the baseline up to the top of a line (positive).
    public var ascent: Double
    /// Distance from the baseline down to the bottom of a line (positive).
    public var descent: Double
    /// Distance between consecutive baselines.
    public var lineHeight: Double
    /// Height of capital letters above the baseline.
    public var capHeight: Double
    /// The number of lines (newlines + 1).
    public var lineCount: Int

    public init(width: Double, ascent: Double, descent: Double, lineHeight: Double, capHeight: Double,
                lineCount: Int = 1) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.capHeight = capHeight
        self.lineCount = lineCount
    }

    /// Measures `text` without wrapping.
    public init(of text: String, measurer: some TextMeasurer) {
        let paragraphs = LineBreaker.paragraphs(text)
        let width = paragraphs.map { measurer.width(of: $0.trimmingTrailingSpaces) }.max() ?? 0
        self.init(width: width, ascent: measurer.ascent, descent: measurer.descent,
                  lineHeight: measurer.lineHeight, capHeight: measurer.capHeight,
                  lineCount: paragraphs.count)
    }

    /// The height of the block of lines: `(lineCount - 1) × lineHeight + ascent + descent`.
    public var height: Double { Double(max(lineCount, 1) - 1) * lineHeight + ascent + descent }
}
