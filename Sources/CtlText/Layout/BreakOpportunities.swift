import CtlUnicode

/// The places where a paragraph may wrap: its line break opportunities (UAX #14) that are also
/// grapheme cluster boundaries, found only as far as asked, so that wrapping one line walks
/// the paragraph up to the end of what fits on it and no further.
///
/// One walk serves all the lines of the paragraph: the rules of UAX #14 read what comes before
/// a break, so the opportunities are those of the whole paragraph, never of a line's text on
/// its own. An opportunity inside a grapheme cluster (UAX #14 allows one between a space and a
/// combining mark that follows it, or between a ZWJ and a pictograph that is not an emoji) is
/// not taken: a line never splits a cluster (UAX #29, CtlUnicode's `GraphemeBreaks`).
struct BreakOpportunities {
    private var breaks: LineBreaks<Substring.UnicodeScalarView>.Iterator
    private var clusters: GraphemeBreaks<Substring.UnicodeScalarView>.Iterator
    /// Where the walk of the paragraph's grapheme clusters is: every opportunity before it is
    /// checked.
    private var clusterEnd: String.Index
    /// The opportunities found, in order; those before `first` are behind the current line.
    private var found: [String.Index] = []
    private var first = 0
    /// How far the opportunities have been looked for.
    private(set) var searched: String.Index

    init(_ paragraph: Substring) {
        breaks = LineBreaks(paragraph.unicodeScalars).makeIterator()
        clusters = GraphemeBreaks(paragraph.unicodeScalars).makeIterator()
        clusterEnd = paragraph.startIndex
        searched = paragraph.startIndex
    }

    /// The opportunities after `start` and at or before `limit`, in order. `start` must not
    /// be before the `start` of an earlier call (lines are asked for in order).
    mutating func opportunities(after start: String.Index, through limit: String.Index) -> ArraySlice<String.Index> {
        if limit > searched {
            while let opportunity = breaks.next(through: limit) {
                if isClusterBoundary(opportunity.index) { found.append(opportunity.index) }
            }
            searched = limit
        }
        while first < found.count && found[first] <= start { first += 1 }
        if first > 64 && first > found.count / 2 {  // those behind are never asked for again
            found.removeFirst(first)
            first = 0
        }
        var end = first
        while end < found.count && found[end] <= limit { end += 1 }
        return found[first..<end]
    }

    /// Whether `index` (at or after every index asked before) is a boundary of the paragraph's
    /// grapheme clusters: the walk of the clusters goes on to it.
    private mutating func isClusterBoundary(_ index: String.Index) -> Bool {
        while clusterEnd < index, let end = clusters.next() { clusterEnd = end }
        return clusterEnd == index
    }
}
