import CtlUnicode

/// One line of text with the bidi embedding level of each of its Unicode scalars (UAX #9, after
/// rule L1): what shaping needs to put the line's runs in visual order.
///
/// A line is either a text resolved on its own as one paragraph (`init(_:direction:)`) or a line
/// cut from a longer paragraph, whose levels were resolved with the whole paragraph
/// (`TextLayout` makes those). Two lines are equal when their texts have the same UTF-8 bytes
/// and their levels are the same, so a line can key the caches of shaped and drawn lines.
struct BidiLine: Hashable, Sendable {
    let text: String
    /// The paragraph's level: 0 left to right, 1 right to left.
    let paragraphLevel: UInt8
    /// The level of each scalar of `text`, or empty when every scalar is at `paragraphLevel`
    /// (left-to-right text, the common case, keeps no array).
    private let storedLevels: [UInt8]

    /// `text` resolved as one paragraph of the given direction (`.auto`: from its first strong
    /// character, rules P2–P3). A paragraph separator inside the text (U+2029, a newline, U+001C…)
    /// ends a paragraph there; the paragraphs after it take the first one's direction.
    init(_ text: String, direction: ParagraphDirection) {
        if direction != .rtl,
           text.unicodeScalars.allSatisfy({ $0.value < ParagraphLevels.firstRightToLeftScalar }) {
            self.init(text: text, paragraphLevel: 0, normalizedLevels: [])  // all at level 0 (see ParagraphLevels)
            return
        }
        let bidi = ParagraphLevels(Array(text.unicodeScalars), direction: direction)
        self.init(text: text, levels: bidi.lineLevels(0..<bidi.count), paragraphLevel: bidi.paragraphLevel)
    }

    /// `text` with the given levels, one a scalar. Levels that do not match the text (a count other
    /// than its scalars') are replaced by the text resolved on its own in the paragraph's direction.
    init(text: String, levels: [UInt8], paragraphLevel: UInt8) {
        let paragraphLevel = paragraphLevel & 1
        guard levels.count == text.unicodeScalars.count else {
            self.init(text, direction: paragraphLevel == 1 ? .rtl : .ltr)
            return
        }
        let uniform = levels.allSatisfy { $0 == paragraphLevel }
        self.init(text: text, paragraphLevel: paragraphLevel, normalizedLevels: uniform ? [] : levels)
    }

    private init(text: String, paragraphLevel: UInt8, normalizedLevels: [UInt8]) {
        self.text = text
        self.paragraphLevel = paragraphLevel
        storedLevels = normalizedLevels
    }

    /// The bytes the line holds (its text's and its levels'), for the cost of a cache entry.
    var byteCount: Int { text.utf8.count + storedLevels.count }

    /// Whether the line's paragraph is right to left.
    var isRightToLeft: Bool { paragraphLevel & 1 == 1 }

    /// The level of each scalar of `text`.
    var levels: [UInt8] {
        storedLevels.isEmpty ? Array(repeating: paragraphLevel, count: text.unicodeScalars.count) : storedLevels
    }

    /// The line's runs of one level in visual order, left to right (rule L2), each as a range of
    /// `text`; a run at an odd level is drawn right to left.
    ///
    /// - Complexity: O(n × d) for n scalars and d distinct levels (d ≤ 126), O(n) when the
    ///   levels are uniform.
    func visualRuns() -> [(range: Range<String.Index>, level: UInt8)] {
        guard !text.isEmpty else { return [] }
        guard !storedLevels.isEmpty else { return [(text.startIndex..<text.endIndex, paragraphLevel)] }
        var bounds = Array(text.unicodeScalars.indices)
        bounds.append(text.endIndex)
        return VisualOrder.runs(levels: storedLevels).map { (bounds[$0.range.lowerBound]..<bounds[$0.range.upperBound], $0.level) }
    }

    static func == (a: BidiLine, b: BidiLine) -> Bool {
        a.paragraphLevel == b.paragraphLevel && a.storedLevels == b.storedLevels
            && a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(paragraphLevel)
        hasher.combine(storedLevels)
        // Canonically equivalent strings hash alike, so strings equal by their bytes do too.
        hasher.combine(text)
    }
}
