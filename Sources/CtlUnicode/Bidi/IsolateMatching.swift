/// Rule BD9 and rules P2–P3: which isolate initiators and PDIs match, and the first strong
/// character of a stretch of text outside the isolates it holds.
enum IsolateMatching {
    /// For each isolate initiator, the index of its matching PDI; for each matched PDI, the index
    /// of its initiator; -1 for every other character and for unmatched ones. A paragraph
    /// separator closes every isolate open before it (the paragraph ends there).
    static func partners(of classes: [BidiClass]) -> [Int32] {
        var partner = [Int32](repeating: -1, count: classes.count)
        var open: [Int32] = []
        for i in classes.indices {
            switch classes[i] {
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                open.append(Int32(i))
            case .popDirectionalIsolate:
                if let initiator = open.popLast() {
                    partner[Int(initiator)] = Int32(i)
                    partner[i] = initiator
                }
            case .paragraphSeparator:
                open.removeAll(keepingCapacity: true)
            default:
                break
            }
        }
        return partner
    }

    /// The level (0 for L, 1 for R or AL) of the first strong character in `range`, skipping the
    /// characters between an isolate initiator and its matching PDI (an unmatched initiator hides
    /// the rest of the paragraph); nil when there is none. Stops at a paragraph separator.
    ///
    /// Each character is looked at by the innermost isolate around it only, since nested isolates
    /// are jumped over: the scans of every FSI of a paragraph together are linear. `steps` counts
    /// the characters looked at.
    static func firstStrongLevel(_ classes: [BidiClass], partners: [Int32], in range: Range<Int>,
                                 steps: inout Int) -> UInt8? {
        var i = range.lowerBound
        while i < range.upperBound {
            steps += 1
            switch classes[i] {
            case .leftToRight:
                return 0
            case .rightToLeft, .arabicLetter:
                return 1
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                let pdi = Int(partners[i])
                if pdi < 0 { return nil }
                i = pdi
            case .paragraphSeparator:
                return nil
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
