import Testing
@testable import CtlUnicode

@Suite struct PropertyTableTests {
    @Test func looksUpTheRangeThatHoldsACodePoint() {
        let table = PropertyTable<EastAsianWidth>(starts: [0, 0x20, 0x7F, 0x3000], values: [0, 4, 0, 5])
        #expect(table[0x00] == .neutral)
        #expect(table[0x1F] == .neutral)
        #expect(table[0x20] == .narrow)
        #expect(table[0x7E] == .narrow)
        #expect(table[0x7F] == .neutral)
        #expect(table[0x2FFF] == .neutral)
        #expect(table[0x3000] == .wide)
        #expect(table[0x10FFFF] == .wide)
        #expect(table.ranges.map(\.last) == [0x1F, 0x7E, 0x2FFF, 0x10FFFF])
    }

    @Test func generatedTableCoversEveryCodePointWithItsOwnValues() {
        let table = EastAsianWidth.eastAsianWidth
        #expect(table.starts.first == 0)
        #expect(zip(table.starts, table.starts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(table.values.allSatisfy { EastAsianWidth(rawValue: $0) != nil })
        // Merged: no two neighbouring ranges share a value.
        #expect(zip(table.values, table.values.dropFirst()).allSatisfy { $0 != $1 })
        #expect(EastAsianWidth.ucdNames.count == EastAsianWidth.allCases.count)
    }

    /// Values from EastAsianWidth.txt 15.0.0, one of each kind, including a default (@missing) one.
    @Test func eastAsianWidthOfKnownCharacters() {
        #expect(EastAsianWidth("A") == .narrow)
        #expect(EastAsianWidth("\u{00A1}") == .ambiguous)
        #expect(EastAsianWidth("\u{3042}") == .wide)        // HIRAGANA LETTER A
        #expect(EastAsianWidth("\u{FF21}") == .fullwidth)   // FULLWIDTH LATIN CAPITAL LETTER A
        #expect(EastAsianWidth("\u{FF61}") == .halfwidth)   // HALFWIDTH IDEOGRAPHIC FULL STOP
        #expect(EastAsianWidth("\u{05D0}") == .neutral)     // HEBREW LETTER ALEF
        #expect(EastAsianWidth(Unicode.Scalar(0x3FFFD)!) == .wide)  // unassigned, @missing W
    }
}
