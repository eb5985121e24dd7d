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
        // A sequence holds at most every character: no growing in the loop.
        indices.reserveCapacity(classes.count)
        types.reserveCapacity(classes.count)
    }

    /// Resolves the sequence in `indices`, whose characters are at `level`, between the levels
    /// `sos` and `eos` (X10), from the paragraph's `types` after rules X1–X8; sets the levels of
    /// the sequence's characters in `levels`.
    mutating func resolve(level: UInt8, sos sosLevel: UInt8, eos eosLevel: UInt8,
                          types paragraphTypes: [BidiClass], levels: inout [UInt8]) {
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
            if level & 1 == 0 {
                if type == .rightToLeft { levels[i] = level + 1 }
                else if type == .arabicNumber || type == .europeanNumber { levels[i] = level + 2 }
            } else if type == .leftToRight || type == .arabicNumber || type == .europeanNumber {
                levels[i] = level + 1
            }
        }
    }
}
