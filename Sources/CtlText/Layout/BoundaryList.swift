/// The ends of the first k characters, or of the first k words, of a text, found by walking
/// it only as far as asked: breaking one line of a long paragraph walks about twice the
/// line, not the rest of the paragraph.
struct BoundaryList {
    /// What a boundary ends.
    enum Unit {
        /// A character (grapheme cluster).
        case character
        /// A word: a run of characters other than breaking spaces.
        case word
    }

    private let text: Substring
    private let unit: Unit
    /// The boundaries found so far, in order.
    private(set) var ends: [String.Index] = []
    /// Where the walk goes on from.
    private var cursor: String.Index
    private var isComplete = false

    init(_ text: Substring, unit: Unit) {
        self.text = text
        self.unit = unit
        cursor = text.startIndex
    }

    /// min(k, the number of boundaries), walking on as needed.
    mutating func available(_ k: Int) -> Int {
        while ends.count < k && !isComplete { walkOne() }
        return min(k, ends.count)
    }

    /// The end of the k-th unit, k ≥ 1 (after `available(k)` has said it exists).
    func end(_ k: Int) -> String.Index { ends[k - 1] }

    private mutating func walkOne() {
        switch unit {
        case .character:
            guard cursor < text.endIndex else { isComplete = true; return }
            cursor = text.index(after: cursor)
            ends.append(cursor)
        case .word:
            guard let start = text[cursor...].firstIndex(where: { !$0.isBreakingSpace }) else {
                isComplete = true
                return
            }
            cursor = text[start...].firstIndex(where: \.isBreakingSpace) ?? text.endIndex
            ends.append(cursor)
        }
    }
}
