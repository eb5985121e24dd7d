/// Rules P2–P3 and X1–I2 for one paragraph: its base level and the resolved level of every
/// character (before rule L1). Works on bidi classes, with the scalars when there are any (rule
/// N0 needs their bracket properties; without them no character is a bracket, as BidiTest.txt
/// assumes).
struct BidiResolver {
    let classes: [BidiClass]
    let scalars: [Unicode.Scalar]

    /// The base level: 0 or 1 when `direction` says so, else from the first strong character.
    func paragraphLevel(_ direction: ParagraphDirection, partners: [Int32], steps: inout Int) -> UInt8 {
        switch direction {
        case .ltr: 0
        case .rtl: 1
        case .auto: IsolateMatching.firstStrongLevel(classes, partners: partners, in: classes.indices, steps: &steps) ?? 0
        }
    }

    /// The base level and the resolved levels; characters X9 removes get the level of the
    /// character before them (the base level at the start). `steps` counts the work beyond one
    /// pass per rule over the characters: the scans and searches whose length depends on the
    /// text, so that tests can check that hostile text costs about linear work.
    func resolve(_ direction: ParagraphDirection) -> (paragraphLevel: UInt8, levels: [UInt8], steps: Int) {
        var steps = 0
        let partners = IsolateMatching.partners(of: classes)
        let paragraphLevel = paragraphLevel(direction, partners: partners, steps: &steps)
        var levels = [UInt8](repeating: paragraphLevel, count: classes.count)
        var types = classes
        ExplicitLevels.resolve(classes, partners: partners, paragraphLevel: paragraphLevel,
                               levels: &levels, types: &types, steps: &steps)

        let sequences = IsolatingRunSequences(classes: classes, levels: levels, partners: partners)
        var resolver = SequenceResolver(classes: classes, scalars: scalars)
        let runs = sequences.runs
        for start in runs.indices where sequences.startsSequence[start] {
            resolver.indices.removeAll(keepingCapacity: true)
            var r = start
            var lastRun = start
            while r >= 0 {
                for i in runs[r].first...runs[r].last where !classes[i].isRemovedByX9 {
                    resolver.indices.append(Int32(i))
                }
                lastRun = r
                r = Int(sequences.next[r])
            }
            // The explicit levels of the runs around (`levels` of earlier sequences are resolved).
            let level = runs[start].level
            let before = start > 0 ? runs[start - 1].level : paragraphLevel
            let lastIndex = runs[lastRun].last
            let after = classes[lastIndex].isIsolateInitiator || lastRun + 1 == runs.count
                ? paragraphLevel : runs[lastRun + 1].level
            resolver.resolve(level: level, sos: max(level, before), eos: max(level, after),
                             types: types, levels: &levels)
        }

        // Rule X9's characters: the level of the character before them.
        for i in classes.indices where classes[i].isRemovedByX9 {
            levels[i] = i == 0 ? paragraphLevel : levels[i - 1]
        }
        steps += sequences.steps + resolver.brackets.steps
        return (paragraphLevel, levels, steps)
    }
}
