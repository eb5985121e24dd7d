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
