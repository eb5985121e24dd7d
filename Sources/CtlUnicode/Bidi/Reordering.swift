/// Rule L2: the visual order of a line from the levels of its characters.
enum Reordering {
    /// The runs of equal level of a line whose characters (logical indices from `first`) have
    /// `levels`, in visual order: from the highest level down to the lowest odd one, every
    /// maximal sequence of runs at that level or higher is reversed.
    ///
    /// Works on runs, not characters: the cost is the number of runs times the number of levels
    /// (at most 126), whatever the length of the runs; `steps` counts the runs visited.
    static func visualRuns(levels: [UInt8], startingAt first: Int, steps: inout Int) -> [BidiRun] {
        var runs: [BidiRun] = []
        var start = 0
        while start < levels.count {
            var end = start + 1
            while end < levels.count && levels[end] == levels[start] { end += 1 }
            runs.append(BidiRun(range: (first + start)..<(first + end), level: levels[start]))
            start = end
        }
        var highest: UInt8 = 0
        var lowestOdd: UInt8 = .max
        for run in runs {
            highest = max(highest, run.level)
            if run.level & 1 == 1 { lowestOdd = min(lowestOdd, run.level) }
        }
        guard lowestOdd != .max else { return runs }
        var level = highest
        while level >= lowestOdd {
            var r = 0
            while r < runs.count {
                steps += 1
                guard runs[r].level >= level else { r += 1; continue }
                var end = r + 1
                while end < runs.count && runs[end].level >= level { end += 1 }
                runs[r..<end].reverse()
                r = end
            }
            level -= 1
        }
        return runs
    }
}
