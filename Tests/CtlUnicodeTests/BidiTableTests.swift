import Testing
@testable import CtlUnicode

/// The generated bidi tables (Scripts/unicode-tables, Scripts/unicode-pairs) are well formed and
/// hold what the Unicode 15.0.0 files say.
@Suite struct BidiTableTests {
    @Test func bidiClassTableCoversEveryCodePointWithItsOwnValues() {
        let table = BidiClass.bidiClass
        #expect(table.starts.first == 0)
        #expect(zip(table.starts, table.starts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(table.values.allSatisfy { BidiClass(rawValue: $0) != nil })
        #expect(zip(table.values, table.values.dropFirst()).allSatisfy { $0 != $1 })
        #expect(BidiClass.ucdNames.count == BidiClass.allCases.count)
        // Every class occurs.
        #expect(Set(table.values).count == BidiClass.allCases.count)
    }

    @Test func mappingsAreSortedPairs() {
        for mapping in [BidiMirroring.mirroringGlyph, BidiBrackets.pairedBracket] {
            #expect(zip(mapping.keys, mapping.keys.dropFirst()).allSatisfy { $0 < $1 })
            #expect(mapping.values.count == mapping.count)
        }
        #expect(BidiMirroring.mirroringGlyph.count == 428)
        #expect(BidiBrackets.pairedBracket.count == 128)
        #expect(BidiBrackets.pairedBracket.kinds.count == 128)
        #expect(BidiMirroring.mirroringGlyph[0x10000] == nil)
        #expect(BidiMirroring.mirroringGlyph[0] == nil)
    }

    @Test func everyBracketPairsWithItsCounterpart() {
        let brackets = BidiBrackets.pairedBracket
        for i in 0..<brackets.count {
            let opening = BidiBrackets.bracket(brackets.keys[i])!
            let other = BidiBrackets.bracket(brackets.values[i])!
            // Each pair is one opening and one closing bracket with the same match key.
            #expect(opening.isOpening != other.isOpening)
            #expect(opening.matchKey == other.matchKey)
        }
        #expect(BidiBrackets.bracket(0x41) == nil)
        #expect(BidiBrackets.bracket(0x2329)!.matchKey == BidiBrackets.bracket(0x3009)!.matchKey)
        #expect(BidiBrackets.bracket(0x232A)!.matchKey == BidiBrackets.bracket(0x3009)!.matchKey)
    }
}
