/// The ends of the first k characters (grapheme clusters) of a text, found by walking it only
/// as far as asked: breaking one line of a long paragraph walks about twice the line, not the
/// rest of the paragraph.
struct BoundaryList {
    private let text: Substring
    /// The boundaries found so far, in order.
    private(set) var ends: [String.Index] = []
    /// Where the walk goes on from.
    private var cursor: String.Index

    init(_ text: Substring) {
        self.text = text
        cursor = text.startIndex
    }

    /// min(k, the number of characters), walking on as needed.
    mutating func available(_ k: Int) -> Int {
        while ends.count < k && cursor < text.endIndex {
            cursor = text.index(after: cursor)
            ends.append(cursor)
        }
        return min(k, ends.count)
    }

    /// The end of the k-th character, k ≥ 1 (after `available(k)` has said it exists).
    func end(_ k: Int) -> String.Index { ends[k - 1] }
}
