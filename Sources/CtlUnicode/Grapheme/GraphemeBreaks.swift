/// The extended grapheme cluster boundaries of a text (UAX #29, Unicode 15.0.0, with rule GB9c
/// of 15.1: an Indic conjunct is one cluster), in order: the index where each cluster ends.
///
/// ```swift
/// let text = "e\u{301}✁\u{200D}✁"
/// let ends = Array(GraphemeBreaks(text.unicodeScalars))  // after "é", after "✁‍✁" (the end)
/// ```
/// The start of the text is not reported; the end of a non-empty text always is. An empty
/// text has none. Clusters are what text layout never splits: a wrapped line or a truncated
/// title ends and starts at these indices only.
///
/// Swift's `Character` is close but not the same: Swift 6.3 takes Extended_Pictographic (GB11)
/// to be only the code points that are Emoji or unassigned, so "✁‍✁" (U+2701 ZWJ U+2701), one
/// cluster to the standard, is two `Character`s. These rules read Extended_Pictographic from
/// emoji-data.txt of the tables' version.
///
/// Boundaries are found as they are asked for, each costing the scalars up to it: O(1) work a
/// scalar, no allocation.
public struct GraphemeBreaks<Scalars: Collection>: Sequence where Scalars.Element == Unicode.Scalar {
    /// The text.
    public let scalars: Scalars
    let joinsIndicConjuncts: Bool

    /// The boundaries of `scalars` (e.g. a `Substring.UnicodeScalarView` or an `[Unicode.Scalar]`).
    public init(_ scalars: Scalars) {
        self.init(scalars, joinsIndicConjuncts: true)
    }

    /// The boundaries with or without the tailoring GB9c (tests compare both).
    init(_ scalars: Scalars, joinsIndicConjuncts: Bool) {
        self.scalars = scalars
        self.joinsIndicConjuncts = joinsIndicConjuncts
    }

    public func makeIterator() -> Iterator {
        Iterator(scalars, rules: GraphemeBreakRules(joinsIndicConjuncts: joinsIndicConjuncts))
    }

    /// Walks a text and yields the end of each of its grapheme clusters in order.
    public struct Iterator: IteratorProtocol {
        private let scalars: Scalars
        /// The next scalar to decide the boundary before (the end index once all are taken).
        private var position: Scalars.Index
        private var rules: GraphemeBreakRules
        private var isFinished = false

        init(_ scalars: Scalars, rules: GraphemeBreakRules) {
            self.scalars = scalars
            self.rules = rules
            position = scalars.startIndex
        }

        /// The end of the next cluster, or nil after the last.
        public mutating func next() -> Scalars.Index? {
            while !isFinished {
                let index = position
                guard index < scalars.endIndex else {
                    isFinished = true
                    return index == scalars.startIndex ? nil : index  // GB2
                }
                position = scalars.index(after: index)
                if rules.isBoundary(before: scalars[index]) { return index }
            }
            return nil
        }
    }
}
