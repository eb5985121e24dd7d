/// Rule L2 of the Unicode Bidirectional Algorithm on levels alone: the runs of one level of a
/// line, in visual order.
enum VisualOrder {
    /// The maximal runs of equal level of `levels` (one level a scalar, after rule L1), in
    /// visual order left to right: from the highest level down to the lowest odd level, every
    /// sequence of runs at that level or higher is reversed. Each range holds logical indices;
    /// a run at an odd level is itself drawn reversed.
    ///
    /// - Complexity: O(n + r × d) for n levels in r runs of d distinct levels.
    static func runs(levels: [UInt8]) -> [(range: Range<Int>, level: UInt8)] {
        var runs: [(range: Range<Int>, level: UInt8)] = []
        var start = 0
        for i in levels.indices where i + 1 == levels.count || levels[i + 1] != levels[i] {
            runs.append((start..<i + 1, levels[i]))
            start = i + 1
        }
        guard let highest = runs.map(\.level).max(),
              let lowestOdd = runs.map(\.level).filter({ $0 & 1 == 1 }).min()
        else { return runs }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < runs.count {
                guard runs[i].level >= level else { i += 1; continue }
                var end = i
                while end < runs.count && runs[end].level >= level { end += 1 }
                runs[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return runs
    }
}
