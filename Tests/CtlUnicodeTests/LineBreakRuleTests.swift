import Testing
@testable import CtlUnicode

/// The text of each line if `text` were broken at every opportunity.
private func segments(_ text: String) -> [String] {
    var start = text.unicodeScalars.startIndex
    return LineBreaks(text.unicodeScalars).map { opportunity in
        defer { start = opportunity.index }
        return String(text.unicodeScalars[start..<opportunity.index])
    }
}

/// The rules of UAX #14 on examples of our own, one rule (or one behaviour of the API) each.
@Suite struct LineBreakRuleTests {
    @Test func breaksAfterSpacesNotBeforeThem() {
        #expect(segments("Hello  big world") == ["Hello  ", "big ", "world"])
    }

    @Test func noBreakBeforeClosingPunctuationOrAfterOpening() {
        #expect(segments("Wow! (really) yes.") == ["Wow! ", "(really) ", "yes."])
        #expect(segments("a ( b") == ["a ", "( b"])  // LB14: not after "(" even across spaces
        #expect(segments("x ) y") == ["x ) ", "y"])  // LB7 and LB13: not before the space or ")"
    }

    @Test func breaksAfterAHyphenButNotBeforeANumber() {
        #expect(segments("well-known") == ["well-", "known"])
        #expect(segments("pay -5 or 3-4") == ["pay ", "-5 ", "or ", "3-4"])
        // An em dash (B2) allows a break on both sides, but not between two (LB17).
        #expect(segments("a\u{2014}b\u{2014}\u{2014}c") == ["a", "\u{2014}", "b", "\u{2014}\u{2014}", "c"])
    }

    @Test func numbersStayWhole() {
        #expect(segments("$(12.50) 20% 1,000.5") == ["$(12.50) ", "20% ", "1,000.5"])
        #expect(segments("(12)%") == ["(12)%"])
    }

    @Test func ideographsBreakBetweenThemselvesNotBeforeClosingMarks() {
        #expect(segments("日本語") == ["日", "本", "語"])
        #expect(segments("本です。「次」") == ["本", "で", "す。", "「次」"])
        #expect(segments("ちょっと") == ["ちょっ", "と"])  // small kana are NS (CJ resolved as strict)
    }

    /// Thai, Lao, Khmer and Myanmar (SA) are resolved without a dictionary: no break inside a run.
    @Test func southeastAsianScriptsBreakOnlyAtSpaces() {
        #expect(segments("สวัสดีครับ") == ["สวัสดีครับ"])
        #expect(segments("สวัสดี ครับ") == ["สวัสดี ", "ครับ"])
        #expect(LineBreakClass.resolved("\u{0E31}") == .CM)  // THAI CHARACTER MAI HAN-AKAT (Mn)
        #expect(LineBreakClass.resolved("\u{0E01}") == .AL)  // THAI CHARACTER KO KAI (Lo)
    }

    @Test func clustersOfMarksAndEmojiSequencesStayWhole() {
        #expect(segments("e\u{301}\u{302}x n\u{303}") == ["e\u{301}\u{302}x ", "n\u{303}"])
        #expect(segments("👩‍💻👍🏽 ok") == ["👩‍💻", "👍🏽 ", "ok"])
        #expect(segments("🇫🇷🇩🇪🇮") == ["🇫🇷", "🇩🇪", "🇮"])  // LB30a: regional indicators in pairs
        #expect(segments("हिन्दी भाषा") == ["हिन्दी ", "भाषा"])
    }

    @Test func hardLineBreaksAreMandatory() {
        let text = "a\nb\r\nc\u{2028}d e"
        let opportunities = Array(LineBreaks(Array(text.unicodeScalars)))
        #expect(opportunities.map(\.index) == [2, 5, 7, 9, 10])
        #expect(opportunities.map(\.isMandatory) == [true, true, true, false, true])  // the end: LB3
        #expect(Array(LineBreaks([Unicode.Scalar]())).isEmpty)
        #expect(Array(LineBreaks(Array("x".unicodeScalars))) == [LineBreakOpportunity(index: 1, isMandatory: true)])
    }

    /// LB1: classes outside the rules are resolved (AI, XX and unassigned code points as AL).
    @Test func unresolvedClassesBehaveAsLetters() {
        #expect(LineBreakClass("\u{00A7}") == .AI)  // SECTION SIGN
        #expect(segments("a\u{00A7}b") == ["a\u{00A7}b"])
        #expect(LineBreakClass(Unicode.Scalar(0xE0080)!) == .XX)  // unassigned
        #expect(segments("a\u{E0080}b c") == ["a\u{E0080}b ", "c"])
    }

    @Test func walksOnlyAsFarAsAsked() {
        let text = Array("one two three".unicodeScalars)
        let watched = WatchedScalars(text)
        var iterator = LineBreaks(watched).makeIterator()
        #expect(iterator.next(through: 3)?.index == nil)  // "one " ends before 4
        #expect(watched.highest.value == 3)
        #expect(iterator.next(through: 5)?.index == 4)
        #expect(iterator.next(through: 5) == nil)
        #expect(watched.highest.value == 5)
        var rest: [Int] = []
        while let o = iterator.next() { rest.append(o.index) }
        #expect(rest == [8, 13])
    }

    /// Each scalar is read a bounded number of times, whatever the text: long runs of marks,
    /// of spaces, of numbers, and the LB25 look-ahead past marks.
    @Test func costIsLinear() {
        let n = 100_000
        let texts: [[Unicode.Scalar]] = [
            ["a"] + Array(repeating: "\u{301}", count: n),
            Array(repeating: " ", count: n) + ["a"],
            Array(repeating: "9", count: n),
            Array(repeating: "\u{1F1EB}", count: n),
            Array(repeating: ["$", "(", "\u{301}", "\u{301}", "\u{301}", "x"], count: n / 6).flatMap { $0 },
            ["$", "("] + Array(repeating: "\u{301}", count: n) + ["1"],
        ]
        for text in texts {
            let watched = WatchedScalars(text)
            let count = Array(LineBreaks(watched)).count
            #expect(count >= 1)
            #expect(watched.reads.value <= 2 * text.count + 2, "\(watched.reads.value) reads of \(text.count) scalars")
        }
    }

    /// Text layout splits paragraphs at `Character.isNewline`; those are exactly the hard line
    /// breaks of UAX #14 (BK, CR, LF, NL), so the paragraphs are the mandatory breaks.
    @Test func hardLineBreaksAreTheNewlineCharacters() {
        for code in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(code) else { continue }
            let isHardBreak = LineBreakClassSet.hardBreaks.contains(LineBreakClass(scalar))
            if isHardBreak != Character(scalar).isNewline {
                Issue.record("U+\(String(code, radix: 16, uppercase: true)): \(LineBreakClass(scalar))")
            }
        }
    }

    @Test func generatedTablesHoldTheirFilesValues() {
        #expect(LineBreakClass("a") == .AL)
        #expect(LineBreakClass("\u{05D0}") == .HL)
        #expect(LineBreakClass("\u{3041}") == .CJ)
        #expect(LineBreakClass("\u{0E01}") == .SA)
        #expect(LineBreakClass("\u{1F466}") == .EB)
        #expect(LineBreakClass("\u{1F3FB}") == .EM)
        #expect(LineBreakClass(Unicode.Scalar(0x3FFFD)!) == .ID)  // unassigned, listed as ID
        #expect(LineBreakClass(Unicode.Scalar(0x10FFFF)!) == .XX)  // @missing
        #expect(GeneralCategory("\u{0301}") == .nonspacingMark)
        #expect(GeneralCategory("\u{0903}") == .spacingMark)
        #expect(GeneralCategory(Unicode.Scalar(0x0378)!) == .unassigned)
        #expect("\u{2701}".unicodeScalars.first!.isExtendedPictographic)
        #expect(Unicode.Scalar(0x1FFFD)!.isUnassignedPictographic)
        #expect(!("a" as Unicode.Scalar).isExtendedPictographic)
        for (count, names) in [(LineBreakClass.allCases.count, LineBreakClass.ucdNames),
                               (GeneralCategory.allCases.count, GeneralCategory.ucdNames)] {
            #expect(count == names.count)
        }
        #expect(LineBreakClass.allCases.map { "\($0)" } == LineBreakClass.ucdNames)
    }
}

/// Scalars that remember how often and how far they were read.
struct WatchedScalars: Collection {
    final class Counter { var value = 0 }
    let scalars: [Unicode.Scalar]
    let reads = Counter()
    let highest = Counter()

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars; highest.value = -1 }

    var startIndex: Int { 0 }
    var endIndex: Int { scalars.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Unicode.Scalar {
        reads.value += 1
        highest.value = Swift.max(highest.value, i)
        return scalars[i]
    }
}
