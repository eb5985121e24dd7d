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
