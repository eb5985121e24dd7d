import Testing
@testable import CtlUnicode

/// The rules of UAX #9 on small examples of our own, the titles of issue 37 among them.
@Suite struct BidiParagraphTests {
    private func paragraph(_ text: String, _ direction: ParagraphDirection = .auto) -> BidiParagraph {
        BidiParagraph(Array(text.unicodeScalars), direction: direction)
    }

    /// Classes by short name, for the rules that the characters do not matter to.
    private func paragraph(classes names: String, _ direction: ParagraphDirection = .auto) -> BidiParagraph {
        BidiParagraph(classes: names.split(separator: " ").map { BidiClass(shortName: $0)! }, direction: direction)
    }

    // MARK: The titles of issue 37

    @Test func arabicWithAYearIsRightToLeftWithTheDigitsInOrder() {
        let text = "مرحبا بالعالم 2026"
        let bidi = paragraph(text)
        #expect(bidi.paragraphLevel == 1)
        #expect(bidi.levels == [UInt8](repeating: 1, count: 14) + [2, 2, 2, 2])
        // Drawn from the left: the year, digits in their own order, then the Arabic, reversed.
        #expect(bidi.visualOrder(0..<18) == [14, 15, 16, 17, 13] + (0...12).reversed())
    }

    @Test func hebrewInsideEnglishKeepsTheNumberAndItsSpace() {
        let text = "Price: שלום עולם 123 items"
        let scalars = Array(text.unicodeScalars)
        let bidi = paragraph(text)
        #expect(bidi.paragraphLevel == 0)
        let digits = scalars.indices.filter { ("0"..."9").contains(Character(scalars[$0])) }
        #expect(digits.map { bidi.levels[$0] } == [2, 2, 2])
        let items = scalars.count - 5
        #expect(bidi.levels[(items - 1)...].allSatisfy { $0 == 0 })
        let order = bidi.visualOrder(0..<scalars.count)
        // "Price: " first, then the right-to-left part with "123" at its left in logical order,
        // and " items" (with its space) last; every scalar is placed once.
        #expect(Array(order.prefix(7)) == Array(0..<7))
        #expect(Array(order[7..<10]) == digits)
        #expect(Array(order.suffix(6)) == Array((items - 1)..<scalars.count))
        #expect(order.sorted() == Array(scalars.indices))
        #expect(String(String.UnicodeScalarView(order.map { scalars[$0] })) == "Price: 123 םלוע םולש items")
    }

    @Test func hebrewFirstMakesTheParagraphRightToLeft() {
        let text = "אישור OK 2"
        let bidi = paragraph(text)
        #expect(bidi.paragraphLevel == 1)
        #expect(bidi.levels == [1, 1, 1, 1, 1, 1, 2, 2, 2, 2])
        // "OK 2" at the left, in order, then the space, then the Hebrew reversed.
        #expect(bidi.visualOrder(0..<10) == [6, 7, 8, 9, 5, 4, 3, 2, 1, 0])
        // Given a direction, the first strong character does not decide it.
        #expect(paragraph(text, .ltr).paragraphLevel == 0)
        #expect(paragraph("OK", .rtl).paragraphLevel == 1)
    }

    // MARK: P2–P3

    @Test func paragraphLevelSkipsIsolatesAndDefaultsToLeftToRight() {
        #expect(paragraph(classes: "ON R").paragraphLevel == 1)
        #expect(paragraph(classes: "AL").paragraphLevel == 1)
        #expect(paragraph(classes: "RLI R PDI L").paragraphLevel == 0)
        #expect(paragraph(classes: "LRI L PDI R").paragraphLevel == 1)
        // An isolate without its PDI hides the rest of the paragraph.
        #expect(paragraph(classes: "FSI R").paragraphLevel == 0)
        #expect(paragraph(classes: "EN ON WS").paragraphLevel == 0)
        #expect(paragraph(classes: "").paragraphLevel == 0)
    }

    // MARK: X1–X10

    @Test func embeddingsOverridesAndIsolatesRaiseTheLevel() {
        #expect(paragraph(classes: "L RLE L PDF L").levels == [0, 0, 2, 2, 0])
        #expect(paragraph(classes: "L LRE L PDF L", .rtl).levels == [2, 2, 2, 2, 2])
        // An override makes its characters strong: R as L, L as R.
        #expect(paragraph(classes: "R LRO R R PDF", .rtl).levels == [1, 1, 2, 2, 2])
        #expect(paragraph(classes: "L RLO L L PDF").levels == [0, 0, 1, 1, 1])
        // An isolate's content does not touch the text around it; FSI looks at its first strong.
        #expect(paragraph(classes: "L RLI L PDI L").levels == [0, 0, 2, 0, 0])
        #expect(paragraph(classes: "L FSI R L PDI L").levels == [0, 0, 1, 2, 0, 0])
        #expect(paragraph(classes: "L FSI L R PDI L").levels == [0, 0, 2, 3, 0, 0])
    }

    @Test func isolatingRunSequenceJoinsTextAcrossAnIsolate() {
        // The EN after the isolate sees the AL before it (W2): it is an Arabic number, level 2.
        #expect(paragraph(classes: "AL LRI L PDI EN", .ltr).levels == [1, 1, 2, 1, 2])
        // Across an embedding instead, the EN starts a new sequence (sos L): W7 makes it L.
        #expect(paragraph(classes: "AL LRE L PDF EN", .ltr).levels == [1, 1, 2, 2, 0])
    }

    // MARK: W1–W7, N1–N2

    @Test func weakTypes() {
        // W1: a mark takes the type of the character before it.
        #expect(paragraph(classes: "R NSM", .ltr).levels == [1, 1])
        // W2 and I2: European digits after an Arabic letter are Arabic numbers.
        #expect(paragraph(classes: "AL EN", .ltr).levels == [1, 2])
        // W4: one separator between digits joins them; two do not.
        #expect(paragraph(classes: "R EN CS EN", .ltr).levels == [1, 2, 2, 2])
        #expect(paragraph(classes: "R EN CS CS EN", .ltr).levels == [1, 2, 1, 1, 2])
        // W5: a currency sign next to digits is part of the number.
        #expect(paragraph(classes: "R ET EN", .ltr).levels == [1, 2, 2])
        // W7: digits after left-to-right text are L.
        #expect(paragraph(classes: "L EN", .rtl).levels == [2, 2])
    }

    @Test func neutralsTakeTheDirectionAroundThemOrTheEmbedding() {
        #expect(paragraph(classes: "R WS R", .ltr).levels == [1, 1, 1])
        #expect(paragraph(classes: "R WS L", .ltr).levels == [1, 0, 0])
        // Digits count as R for the neutrals next to them (N1).
        #expect(paragraph(classes: "R ON EN", .ltr).levels == [1, 1, 2])
    }

    // MARK: N0

    @Test func bracketPairsTakeTheDirectionOfTheirContent() {
        // ")" sits between "b" (L) and "א" (R): alone (N1) it would take the embedding direction R;
        // paired with "(" around the L and after an L, it is L (N0 c.1).
        let pair = paragraph("a(b)א", .rtl)
        #expect(pair.levels == [2, 2, 2, 2, 1])
        // Unpaired, "]" does follow N1.
        #expect(paragraph("a(b]א", .rtl).levels == [2, 2, 2, 1, 1])
        // Canonical equivalents pair: U+2329 with U+3009, U+3008 with U+232A (BD16).
        #expect(paragraph("a\u{2329}b\u{3009}א", .rtl).levels == [2, 2, 2, 2, 1])
        #expect(paragraph("a\u{3008}b\u{232A}א", .rtl).levels == [2, 2, 2, 2, 1])
        // Without a strong type inside, N0 leaves the pair to N1.
        #expect(paragraph("a( )א", .rtl).levels == [2, 1, 1, 1, 1])
        // A mark after a resolved bracket follows it.
        #expect(paragraph("a(b)\u{0301}א", .rtl).levels == [2, 2, 2, 2, 2, 1])
    }

    // MARK: L1–L2

    @Test func lineLevelsPutTrailingWhitespaceAndSeparatorsAtTheParagraphLevel() {
        let bidi = paragraph("אב גד\tה ", .ltr)
        #expect(bidi.levels == [1, 1, 1, 1, 1, 1, 1, 0])
        // Whole paragraph: the tab (between two R, level 1 before L1) and the final space go to
        // level 0.
        #expect(bidi.lineLevels(0..<8) == [1, 1, 1, 1, 1, 0, 1, 0])
        // A line that ends after "אב ": its space is trailing whitespace of that line.
        #expect(bidi.lineLevels(0..<3) == [1, 1, 0])
        #expect(bidi.lineLevels(3..<6) == [1, 1, 0])
        #expect(bidi.lineLevels(2..<2) == [])
    }

    @Test func visualRunsAreInDrawingOrder() {
        let bidi = paragraph("abc אבג def")
        #expect(bidi.visualRuns(0..<11) == [BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<7, level: 1),
                                            BidiRun(range: 7..<11, level: 0)])
        let rtl = paragraph("אבג abc 12")
        #expect(rtl.visualRuns(0..<10) == [BidiRun(range: 4..<10, level: 2), BidiRun(range: 0..<4, level: 1)])
        #expect(rtl.visualRuns(0..<10).map(\.isRightToLeft) == [false, true])
        #expect(rtl.visualOrder(4..<10) == [4, 5, 6, 7, 8, 9])
        #expect(rtl.visualOrder(0..<5) == [4, 3, 2, 1, 0])
    }

    @Test func charactersRemovedByX9FollowTheCharacterBeforeThem() {
        // a RLE b PDF c ZWJ: the controls and the BN take the level of what precedes them.
        let bidi = paragraph("a\u{202B}b\u{202C}c\u{200D}")
        #expect(bidi.levels == [0, 0, 2, 2, 0, 0])
        #expect(paragraph("\u{202B}a").levels == [0, 2])
        let order = bidi.visualOrder(0..<6)
        #expect(order.sorted() == Array(0..<6))
        // In a right-to-left paragraph the removed controls stay next to their neighbours.
        let rtl = paragraph("א\u{200D}ב", .rtl)
        #expect(rtl.visualOrder(0..<3) == [2, 1, 0])
    }

    // MARK: L4

    @Test func mirroredGlyphs() {
        #expect(Unicode.Scalar("(").bidiMirror == ")")
        #expect(Unicode.Scalar("]").bidiMirror == "[")
        #expect(Unicode.Scalar("\u{2264}").bidiMirror == "\u{2265}")   // ≤ ≥
        #expect(Unicode.Scalar("\u{2329}").bidiMirror == "\u{232A}")
        #expect(Unicode.Scalar("a").bidiMirror == nil)
        #expect(Unicode.Scalar("\u{221B}").bidiMirror == nil)           // mirrored, no counterpart
    }

    @Test func bidiClassOfCharactersAndDefaults() {
        #expect(BidiClass("a") == .leftToRight)
        #expect(BidiClass("\u{05D0}") == .rightToLeft)
        #expect(BidiClass("\u{0627}") == .arabicLetter)
        #expect(BidiClass("\u{0661}") == .arabicNumber)
        #expect(BidiClass("\u{2067}") == .rightToLeftIsolate)
        #expect(BidiClass("\u{05FF}") == .rightToLeft)              // unassigned: @missing R
        #expect(BidiClass("\u{20C5}") == .europeanTerminator)       // unassigned: @missing ET
        #expect(BidiClass("\u{E0080}") == .boundaryNeutral)         // default ignorable
        #expect(BidiClass(code: 0xD800) == .leftToRight)            // a surrogate code point
        #expect(BidiClass.allCases.allSatisfy { BidiClass(shortName: Substring($0.shortName)) == $0 })
    }
}
