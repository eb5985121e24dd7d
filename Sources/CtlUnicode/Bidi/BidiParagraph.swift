/// One paragraph of text resolved by the Unicode Bidirectional Algorithm (UAX #9, Unicode
/// 15.0.0): the embedding level of every character, and the visual order of any line of it.
///
/// Implemented, as the standard states them, with no deviation: P2–P3 (the first strong
/// character outside isolates, unless `direction` gives the level), X1–X10 (embeddings,
/// overrides and isolates to the depth of 125, with the overflow counters; level runs and
/// isolating run sequences), W1–W7, N0 (bracket pairs of BidiBrackets.txt with canonical
/// equivalents, BD16's stack of 63), N1–N2, I1–I2, L1 (segment and paragraph separators, and
/// whitespace and isolate controls before them and at the end of a line, at the paragraph
/// level) and L2 (reordering). Rule P1 (splitting text into paragraphs) is the caller's: a
/// paragraph separator may only be the last scalar. L3 (combining marks) is not applied, as the
/// standard allows; L4 is `Unicode.Scalar.bidiMirror`, for the caller to apply at odd levels.
///
/// The characters rule X9 removes (embedding and override controls, BN) get the level of the
/// character before them, so they stay next to it in the visual order. Work is about linear in
/// the length (BD16's pair search is bounded by its stack, isolating run sequences are linked
/// by binary search), and no input, however nested or unpaired, stops it.
public struct BidiParagraph: Sendable {
    /// The paragraph's embedding level: 0 left to right, 1 right to left.
    public let paragraphLevel: UInt8
    /// Resolved level of each scalar after rules X1–I2 (before L1); characters X9 removes get
    /// the level of the character before them (the paragraph level at the start).
    public let levels: [UInt8]
    /// The Bidi_Class of each scalar (rule L1 reads them).
    let classes: [BidiClass]

    /// One paragraph (a paragraph separator may only be its last scalar).
    public init(_ scalars: [Unicode.Scalar], direction: ParagraphDirection = .auto) {
        var classes: [BidiClass] = []
        classes.reserveCapacity(scalars.count)
        for scalar in scalars { classes.append(BidiClass(scalar)) }
        self.init(classes: classes, scalars: scalars, direction: direction)
    }

    /// A paragraph given by the bidi classes of its characters, as BidiTest.txt gives them: no
    /// character is a paired bracket (rule N0 has nothing to do).
    init(classes: [BidiClass], direction: ParagraphDirection) {
        self.init(classes: classes, scalars: [], direction: direction)
    }

    private init(classes: [BidiClass], scalars: [Unicode.Scalar], direction: ParagraphDirection) {
        let resolved = BidiResolver(classes: classes, scalars: scalars).resolve(direction)
        paragraphLevel = resolved.paragraphLevel
        levels = resolved.levels
        self.classes = classes
    }

    /// Whether the paragraph is right to left (its level is odd).
    public var isRightToLeft: Bool { paragraphLevel & 1 == 1 }

    /// Levels of the scalars of `line` (indices into the paragraph) after rule L1.
    public func lineLevels(_ line: Range<Int>) -> [UInt8] {
        precondition(line.lowerBound >= 0 && line.upperBound <= levels.count,
                     "line \(line) is outside the paragraph of \(levels.count) scalars")
        var result = Array(levels[line])
        // Marks X9's characters that follow the character before them (levels never reach it).
        let followsPrevious: UInt8 = .max
        // L1, from the end of the line back: separators, and whitespace and isolate controls
        // that end the line or come before a separator, go to the paragraph level, with X9's
        // characters among them.
        var trailing = true
        for i in line.reversed() {
            let k = i - line.lowerBound
            switch classes[i] {
            case .segmentSeparator, .paragraphSeparator:
                result[k] = paragraphLevel
                trailing = true
            case .whiteSpace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate,
                 .popDirectionalIsolate:
                if trailing { result[k] = paragraphLevel }
            case let type where type.isRemovedByX9:
                result[k] = trailing ? paragraphLevel : followsPrevious
            default:
                trailing = false
            }
        }
        for k in result.indices where result[k] == followsPrevious {
            result[k] = k == 0 ? paragraphLevel : result[k - 1]
        }
        return result
    }

    /// Runs of one level of `line`, in visual order left to right (L2); each range holds
    /// logical indices; a run with an odd level is drawn reversed.
    public func visualRuns(_ line: Range<Int>) -> [BidiRun] {
        var steps = 0
        return Reordering.visualRuns(levels: lineLevels(line), startingAt: line.lowerBound, steps: &steps)
    }

    /// The indices of `line` in visual order, left to right (L2).
    public func visualOrder(_ line: Range<Int>) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(line.count)
        for run in visualRuns(line) {
            if run.isRightToLeft { order.append(contentsOf: run.range.reversed()) }
            else { order.append(contentsOf: run.range) }
        }
        return order
    }
}
