/// Rule X10: the level runs of a paragraph (rule X9's characters left out) and the isolating run
/// sequences they form, each with its sos and eos.
struct IsolatingRunSequences {
    /// A level run: the first and last characters of a maximal stretch of one level, not counting
    /// the characters X9 removes (which may sit inside it).
    struct LevelRun {
        var first: Int
        var last: Int
        /// The explicit level of its characters (rules X1–X8).
        var level: UInt8
    }

    private(set) var runs: [LevelRun] = []
    /// For each run, the run that continues its isolating run sequence (after an isolate's
    /// matching PDI), or -1.
    private(set) var next: [Int32] = []
    /// For each run, whether it starts an isolating run sequence.
    private(set) var startsSequence: [Bool] = []
    /// The steps of the binary searches that link runs (a measure of the work done).
    private(set) var steps = 0

    init(classes: [BidiClass], levels: [UInt8], partners: [Int32]) {
        var current: LevelRun? = nil
        for i in classes.indices where !classes[i].isRemovedByX9 {
            if let run = current, run.level == levels[i] {
                current!.last = i
            } else {
                if let run = current { runs.append(run) }
                current = LevelRun(first: i, last: i, level: levels[i])
            }
        }
        if let run = current { runs.append(run) }

        next = [Int32](repeating: -1, count: runs.count)
        startsSequence = [Bool](repeating: true, count: runs.count)
        for r in runs.indices {
            let first = runs[r].first
            guard classes[first] == .popDirectionalIsolate, partners[first] >= 0 else { continue }
            // The run whose last character is this PDI's initiator, if it ends there (an
            // overflowing isolate's initiator shares the PDI's run and ends nothing).
            let initiator = Int(partners[first])
            let before = run(containing: initiator, below: r)
            if runs[before].last == initiator {
                next[before] = Int32(r)
                startsSequence[r] = false
            }
        }
    }

    /// The index of the run among `runs[..<limit]` that holds `index` (binary search on firsts).
    private mutating func run(containing index: Int, below limit: Int) -> Int {
        var low = 0
        var high = limit
        while high - low > 1 {
            steps += 1
            let middle = (low + high) / 2
            if runs[middle].first <= index { low = middle } else { high = middle }
        }
        return low
    }
}
