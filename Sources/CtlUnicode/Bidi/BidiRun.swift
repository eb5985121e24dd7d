/// A run of characters of one line at one resolved bidi level, as `BidiParagraph.visualRuns`
/// gives them in visual order.
public struct BidiRun: Hashable, Sendable {
    /// The run's characters, as logical indices into the paragraph (ascending).
    public var range: Range<Int>
    /// The resolved level of every character of the run (after rule L1).
    public var level: UInt8

    public init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }

    /// Whether the run is drawn right to left (its level is odd): its characters appear in the
    /// reverse of their logical order.
    public var isRightToLeft: Bool { level & 1 == 1 }
}
