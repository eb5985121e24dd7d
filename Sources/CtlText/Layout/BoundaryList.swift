import CtlUnicode

/// The ends of the first k grapheme clusters of a text (UAX #29, CtlUnicode's
/// `GraphemeBreaks`), found by walking it only as far as asked: breaking one line of a long
/// paragraph walks about twice the line, not the rest of the paragraph.
struct BoundaryList {
    private var clusters: GraphemeBreaks<Substring.UnicodeScalarView>.Iterator
    /// The boundaries found so far, in order.
    private(set) var ends: [String.Index] = []
    /// Whether the walk has passed the end of the text.
    private var isFinished = false

    init(_ text: Substring) {
        clusters = GraphemeBreaks(text.unicodeScalars).makeIterator()
    }

    /// min(k, the number of clusters), walking on as needed.
    mutating func available(_ k: Int) -> Int {
        while ends.count < k && !isFinished {
            if let end = clusters.next() { ends.append(end) } else { isFinished = true }
        }
        return min(k, ends.count)
    }

    /// The end of the k-th cluster, k ≥ 1 (after `available(k)` has said it exists).
    func end(_ k: Int) -> String.Index { ends[k - 1] }
}
