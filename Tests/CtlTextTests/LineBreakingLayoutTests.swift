import CtlRaster
import Testing
@testable import CtlText

/// A made-up monospace font: every character (grapheme cluster) is 10 wide.
private struct Mono: TextMeasurer {
    func width(of text: Substring) -> Double { Double(text.count) * 10 }
    var ascent: Double { 15 }
    var descent: Double { 5 }
    var lineHeight: Double { 20 }
    var capHeight: Double { 11 }
}

private func lines(_ text: String, width: Double, _ wrap: TextWrap = .word,
                   truncation: TextTruncation = .none, height: Double = 1e6) -> [String] {
    TextLayout(wrap: wrap, truncation: truncation)
        .layout(text, in: Rect(x: 0, y: 0, width: width, height: height), measurer: Mono()).map(\.text)
}

/// Word wrap at the line break opportunities of UAX #14 (where the old rule broke only at spaces).
@Suite struct LineBreakingLayoutTests {
    @Test func wrapsAfterAHyphen() {
        #expect(lines("well-known fact", width: 60) == ["well-", "known", "fact"])
        // A minus before a number is not a hyphen: "-5" stays whole.
        #expect(lines("pay -5 now", width: 50) == ["pay", "-5", "now"])
    }

    @Test func keepsPunctuationWithItsWord() {
        // No break before "!" even after a space (French spacing), nor after "(" and its spaces.
        #expect(lines("a Stop !", width: 70) == ["a", "Stop !"])
        #expect(lines("go ( now", width: 50) == ["go", "( now"])
    }

    @Test func wrapsIdeographsBetweenThemButNotBeforeClosingMarks() {
        #expect(lines("日本語の文章", width: 30) == ["日本語", "の文章"])
        // "。" never starts a line (the old rule, finding no space, cut before it).
        #expect(lines("今日は。明日", width: 30) == ["今日", "は。明", "日"])
    }

    /// SA without a dictionary: a run of Thai has no opportunity inside it. It wraps at spaces,
    /// and a run wider than the line is cut between grapheme clusters, as any too-wide word.
    @Test func thaiWrapsAtSpacesOnly() {
        let thai = "สวัสดีครับ"  // 7 grapheme clusters
        #expect(thai.count == 7)
        #expect(lines(thai + " ok", width: 80) == [thai, "ok"])
        #expect(lines(thai, width: 40) == ["สวัสดี", "ครับ"])  // ส วั ส ดี | ค รั บ
    }

    @Test func everyHardLineBreakStartsALine() {
        #expect(lines("one\u{000B}two\u{000C}three\u{0085}four\u{2028}five\u{2029}six\r\nseven", width: 1000)
            == ["one", "two", "three", "four", "five", "six", "seven"])
    }

    /// UAX #14 allows a break between a space and a combining mark after it (LB18, LB10), inside
    /// a grapheme cluster: wrapping does not take it.
    @Test func anOpportunityInsideAClusterIsNotTaken() {
        let text = "ab \u{301}cd ef"  // a, b, space + U+0301, c, d…: "ab \u{301}cd" is one word
        #expect(lines(text, width: 50) == ["ab \u{301}cd", "ef"])
        #expect(lines(text, width: 40) == ["ab \u{301}c", "d ef"])  // too wide: cut between characters
        // A space that carries a mark is no breaking space: it is neither dropped nor trimmed.
        #expect(lines("ab \u{301} cd", width: 30) == ["ab \u{301}", "cd"])
        for width in stride(from: 10.0, through: 80, by: 10) {
            #expect(lines(text, width: width).allSatisfy { $0.unicodeScalars.first != "\u{301}" })
        }
    }

    /// Char wrap, word wrap and truncation cut between grapheme clusters only: a letter with
    /// combining marks, an emoji ZWJ sequence, a Devanagari conjunct (क्ष: KA, VIRAMA, SSA,
    /// one character by rule GB9c) stay whole.
    @Test func noWrapOrTruncationSplitsAGraphemeCluster() {
        let marks = "e\u{301}\u{302}\u{323}", emoji = "👩🏽‍💻", conjunct = "क्ष"
        let text = marks + emoji + conjunct + "ab"
        #expect(text.count == 5)
        #expect(lines(text, width: 10, .char) == [marks, emoji, conjunct, "a", "b"])
        #expect(lines(text, width: 25, .char) == [marks + emoji, conjunct + "a", "b"])
        for width in [10.0, 20, 30] {
            let wrapped = lines(text, width: width)
            #expect(wrapped.joined() == text)
            #expect(wrapped.flatMap { Array($0) } == Array(text), "width \(width): \(wrapped)")
        }
        func truncated(_ mode: TextTruncation, _ width: Double) -> String {
            TextLayout(wrap: .none, truncation: mode)
                .layout(text, in: Rect(x: 0, y: 0, width: width, height: 20), measurer: Mono())[0].text
        }
        #expect(truncated(.tail, 30) == marks + emoji + "…")
        #expect(truncated(.head, 30) == "…ab")
        #expect(truncated(.head, 40) == "…" + conjunct + "ab")
        #expect(truncated(.middle, 40) == marks + emoji + "…b")
        // The last line that fits, wrapped before the conjunct (ideograph or emoji, then a letter:
        // an opportunity), then ended by "…".
        #expect(lines(text + " " + text, width: 40, truncation: .tail, height: 20) == [marks + emoji + "…"])
    }
}
