/// Rules W1–W7, N0–N2 and I1–I2 on one isolating run sequence at a time. Its buffers are reused
/// from one sequence to the next, so a paragraph allocates them once.
struct SequenceResolver {
    let classes: [BidiClass]
    let scalars: [Unicode.Scalar]
    /// The sequence's characters, as indices into the paragraph, in order.
    var indices: [Int32] = []
    /// The current type of each character of the sequence.
    var types: [BidiClass] = []
    var brackets = BracketPairs()

    init(classes: [BidiClass], scalars: [Unicode.Scalar]) {
        self.classes = classes
        self.scalars = scalars
    }

    /// Resolves the sequence in `indices`, whose characters are at `level`, between the levels
    /// `sos` and `eos` (X10), reading and writing the paragraph's `types` and `levels`.
    mutating func resolve(level: UInt8, sos sosLevel: UInt8, eos eosLevel: UInt8,
                          types paragraphTypes: inout [BidiClass], levels: inout [UInt8]) {
        let sos: BidiClass = sosLevel & 1 == 1 ? .rightToLeft : .leftToRight
        let eos: BidiClass = eosLevel & 1 == 1 ? .rightToLeft : .leftToRight
        let embedding: BidiClass = level & 1 == 1 ? .rightToLeft : .leftToRight
        types.removeAll(keepingCapacity: true)
        for i in indices { types.append(paragraphTypes[Int(i)]) }

        WeakTypes.resolve(&types, sos: sos)
        if !scalars.isEmpty {
            brackets.resolve(&types, indices: indices, classes: classes, scalars: scalars,
                             sos: sos, embedding: embedding)
        }
        NeutralTypes.resolve(&types, sos: sos, eos: eos, embedding: embedding)

        // I1–I2.
        for k in types.indices {
            let i = Int(indices[k])
            let type = types[k]
            paragraphTypes[i] = type
            if level & 1 == 0 {
                if type == .rightToLeft { levels[i] = level + 1 }
                else if type == .arabicNumber || type == .europeanNumber { levels[i] = level + 2 }
            } else if type == .leftToRight || type == .arabicNumber || type == .europeanNumber {
                levels[i] = level + 1
            }
        }
    }
}

/// Rules W1–W7: the weak types of an isolating run sequence.
enum WeakTypes {
    static func resolve(_ types: inout [BidiClass], sos: BidiClass) {
        let count = types.count
        // W1: a nonspacing mark takes the type of the character before it (ON after an isolate
        // initiator or PDI, sos at the start).
        for k in 0..<count where types[k] == .nonspacingMark {
            if k == 0 {
                types[k] = sos
            } else {
                let previous = types[k - 1]
                types[k] = previous.isIsolateInitiator || previous == .popDirectionalIsolate ? .otherNeutral : previous
            }
        }
        // W2 and W3: European digits after Arabic letters are Arabic numbers; AL becomes R.
        var lastStrong = sos
        for k in 0..<count {
            switch types[k] {
            case .leftToRight, .rightToLeft:
                lastStrong = types[k]
            case .arabicLetter:
                lastStrong = .arabicLetter
                types[k] = .rightToLeft
            case .europeanNumber where lastStrong == .arabicLetter:
                types[k] = .arabicNumber
            default:
                break
            }
        }
        // W4: one separator between two numbers of a kind joins them.
        if count >= 3 {
            for k in 1..<(count - 1) {
                let before = types[k - 1]
                guard before == types[k + 1] else { continue }
                if types[k] == .europeanSeparator && before == .europeanNumber {
                    types[k] = .europeanNumber
                } else if types[k] == .commonSeparator && (before == .europeanNumber || before == .arabicNumber) {
                    types[k] = before
                }
            }
        }
        // W5: terminators next to European digits are European digits.
        var k = 0
        while k < count {
            guard types[k] == .europeanTerminator else { k += 1; continue }
            var end = k
            while end < count && types[end] == .europeanTerminator { end += 1 }
            if (k > 0 && types[k - 1] == .europeanNumber) || (end < count && types[end] == .europeanNumber) {
                for j in k..<end { types[j] = .europeanNumber }
            }
            k = end
        }
        // W6 and W7: the separators and terminators left are neutral; European digits after
        // left-to-right text are left to right.
        lastStrong = sos
        for k in 0..<count {
            switch types[k] {
            case .europeanSeparator, .europeanTerminator, .commonSeparator:
                types[k] = .otherNeutral
            case .leftToRight, .rightToLeft:
                lastStrong = types[k]
            case .europeanNumber where lastStrong == .leftToRight:
                types[k] = .leftToRight
            default:
                break
            }
        }
    }
}

/// Rules N1–N2: the neutral and isolate types of an isolating run sequence.
enum NeutralTypes {
    /// The strong direction a resolved type counts as next to neutrals: digits count as R.
    static func direction(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .leftToRight: .leftToRight
        case .rightToLeft, .europeanNumber, .arabicNumber: .rightToLeft
        default: nil
        }
    }

    static func resolve(_ types: inout [BidiClass], sos: BidiClass, eos: BidiClass, embedding: BidiClass) {
        let count = types.count
        var k = 0
        while k < count {
            guard types[k].isNeutralOrIsolate else { k += 1; continue }
            var end = k
            while end < count && types[end].isNeutralOrIsolate { end += 1 }
            // After rules W1–W7 every other type is L, R, EN or AN.
            let before = k == 0 ? sos : direction(types[k - 1]) ?? embedding
            let after = end == count ? eos : direction(types[end]) ?? embedding
            let resolved = before == after ? before : embedding
            for j in k..<end { types[j] = resolved }
            k = end
        }
    }
}
