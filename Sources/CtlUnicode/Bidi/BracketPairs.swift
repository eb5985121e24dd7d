/// Rule N0 and BD16: paired brackets of an isolating run sequence take the direction of the text
/// they enclose. Its buffers are reused from one sequence to the next.
struct BracketPairs {
    /// BD16's stack: at most 63 open brackets, after which the search for pairs stops.
    static let stackLimit = 63

    private struct OpenBracket {
        var position: Int
        var matchKey: UInt32
    }

    private var stack: [OpenBracket] = []
    /// The pairs found, as positions in the sequence of the opening and closing bracket.
    private var pairs: [(open: Int, close: Int)] = []
    /// The characters looked at around pairs and the stack entries compared (a measure of the
    /// work done, over every sequence).
    private(set) var steps = 0

    /// Applies N0 to `types`, the current types of the sequence whose paragraph indices are
    /// `indices`.
    mutating func resolve(_ types: inout [BidiClass], indices: [Int32], classes: [BidiClass],
                          scalars: [Unicode.Scalar], sos: BidiClass, embedding: BidiClass) {
        findPairs(types, indices: indices, scalars: scalars)
        guard !pairs.isEmpty else { return }
        pairs.sort { $0.open < $1.open }

        let opposite: BidiClass = embedding == .leftToRight ? .rightToLeft : .leftToRight
        // The strong direction before the opening bracket of the current pair, found by one scan
        // forward: a pair changes only its own brackets and the marks after them, all at or past
        // its opening bracket, and pairs come in the order of their opening brackets.
        var scanned = 0
        var before = sos
        for pair in pairs {
            while scanned < pair.open {
                steps += 1
                if let direction = NeutralTypes.direction(types[scanned]) { before = direction }
                scanned += 1
            }
            // Pairs nest and BD16 keeps at most 63 open, so each character is inside at most 63
            // pairs: these scans together are linear.
            var foundEmbedding = false
            var foundOpposite = false
            for k in (pair.open + 1)..<pair.close {
                steps += 1
                guard let direction = NeutralTypes.direction(types[k]) else { continue }
                if direction == embedding { foundEmbedding = true; break }
                foundOpposite = true
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                resolved = before == opposite ? opposite : embedding
            } else {
                continue
            }
            set(pair.open, to: resolved, in: &types, indices: indices, classes: classes)
            set(pair.close, to: resolved, in: &types, indices: indices, classes: classes)
        }
    }

    /// Gives the bracket at `position` its resolved type, and the marks after it too (characters
    /// of class NSM, which W1 made ON like the bracket).
    private func set(_ position: Int, to type: BidiClass, in types: inout [BidiClass],
                     indices: [Int32], classes: [BidiClass]) {
        types[position] = type
        var k = position + 1
        while k < types.count && classes[Int(indices[k])] == .nonspacingMark {
            types[k] = type
            k += 1
        }
    }

    /// BD16: the bracket pairs of the sequence, among the characters whose current type is ON.
    private mutating func findPairs(_ types: [BidiClass], indices: [Int32], scalars: [Unicode.Scalar]) {
        stack.removeAll(keepingCapacity: true)
        pairs.removeAll(keepingCapacity: true)
        for k in types.indices where types[k] == .otherNeutral {
            guard let bracket = BidiBrackets.bracket(scalars[Int(indices[k])].value) else { continue }
            if bracket.isOpening {
                if stack.count == Self.stackLimit { return }
                stack.append(OpenBracket(position: k, matchKey: bracket.matchKey))
            } else {
                var match = stack.count - 1
                while match >= 0 && stack[match].matchKey != bracket.matchKey {
                    steps += 1
                    match -= 1
                }
                guard match >= 0 else { continue }
                pairs.append((stack[match].position, k))
                stack.removeSubrange(match...)
            }
        }
    }
}
