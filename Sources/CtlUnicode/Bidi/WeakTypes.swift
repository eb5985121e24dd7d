/// Rules W1–W7: the weak types of an isolating run sequence, each rule a pass over it in order.
enum WeakTypes {
    static func resolve(_ types: inout [BidiClass], sos: BidiClass) {
        nonspacingMarks(&types, sos: sos)
        numbersAfterArabicLetters(&types, sos: sos)
        separatorsBetweenNumbers(&types)
        terminatorsNextToNumbers(&types)
        remainingWeakTypes(&types, sos: sos)
    }

    /// W1: a nonspacing mark takes the type of the character before it (ON after an isolate
    /// initiator or PDI, sos at the start).
    private static func nonspacingMarks(_ types: inout [BidiClass], sos: BidiClass) {
        for k in types.indices where types[k] == .nonspacingMark {
            if k == 0 {
                types[k] = sos
            } else {
                let previous = types[k - 1]
                types[k] = previous.isIsolateInitiator || previous == .popDirectionalIsolate ? .otherNeutral : previous
            }
        }
    }

    /// W2 and W3: European digits after an Arabic letter are Arabic numbers; AL becomes R.
    private static func numbersAfterArabicLetters(_ types: inout [BidiClass], sos: BidiClass) {
        var lastStrong = sos
        for k in types.indices {
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
    }

    /// W4: one separator between two numbers of a kind joins them.
    private static func separatorsBetweenNumbers(_ types: inout [BidiClass]) {
        guard types.count >= 3 else { return }
        for k in 1..<(types.count - 1) {
            let before = types[k - 1]
            guard before == types[k + 1] else { continue }
            if types[k] == .europeanSeparator && before == .europeanNumber {
                types[k] = .europeanNumber
            } else if types[k] == .commonSeparator && (before == .europeanNumber || before == .arabicNumber) {
                types[k] = before
            }
        }
    }

    /// W5: terminators next to European digits are European digits.
    private static func terminatorsNextToNumbers(_ types: inout [BidiClass]) {
        let count = types.count
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
    }

    /// W6 and W7: the separators and terminators left are neutral; European digits after
    /// left-to-right text (or sos L) are L.
    private static func remainingWeakTypes(_ types: inout [BidiClass], sos: BidiClass) {
        var lastStrong = sos
        for k in types.indices {
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
