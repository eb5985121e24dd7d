import CtlRaster
import CtlUnicode
import Testing
@testable import CtlText

/// A made-up monospace font: every Swift `Character` is 10 wide.
private struct Mono: TextMeasurer {
    func width(of text: Substring) -> Double { Double(text.count) * 10 }
    var ascent: Double { 15 }
    var descent: Double { 5 }
    var lineHeight: Double { 20 }
    var capHeight: Double { 11 }
}

/// A made-up font where every Unicode scalar is 10 wide: a part of a cluster is narrower than
/// the whole, so a cut inside one would fit where the whole does not.
private struct ScalarMono: TextMeasurer {
    func width(of text: Substring) -> Double { Double(text.unicodeScalars.count) * 10 }
    var ascent: Double { 15 }
    var descent: Double { 5 }
    var lineHeight: Double { 20 }
    var capHeight: Double { 11 }
}

private func lines(_ text: String, width: Double, _ wrap: TextWrap,
                   measurer: some TextMeasurer = Mono()) -> [String] {
    TextLayout(wrap: wrap, truncation: .none)
        .layout(text, in: Rect(x: 0, y: 0, width: width, height: 1e6), measurer: measurer).map(\.text)
}

private func truncated(_ text: String, _ mode: TextTruncation, width: Double,
                       measurer: some TextMeasurer = Mono()) -> String {
    TextLayout(wrap: .none, truncation: mode)
        .layout(text, in: Rect(x: 0, y: 0, width: width, height: 20), measurer: measurer)[0].text
}

/// Wrapping and truncation cut text at the grapheme cluster boundaries of UAX #29 (CtlUnicode's
/// `GraphemeBreaks`), not at those of Swift's `Character`, which differ on rule GB11.
@Suite struct GraphemeClusterLayoutTests {
    /// U+2701 UPPER BLADE SCISSORS, ZWJ, U+2701: one cluster (GB11: both are
    /// Extended_Pictographic), which Swift 6.3 takes for two characters, "✁‍" and "✁".
    static let scissors = "\u{2701}\u{200D}\u{2701}"

    @Test func aZWJSequenceOfPictographsIsNeverSplit() {
        let s = Self.scissors
        #expect(lines(s, width: 1, .char) == [s])
        #expect(lines(s + "ab", width: 10, .char) == [s, "a", "b"])
        #expect(lines("ab" + s, width: 10, .word) == ["a", "b", s])
        #expect(truncated(s + "ab", .tail, width: 20) == "…")       // not "✁‍…"
        #expect(truncated(s + "ab", .tail, width: 30) == s + "…")
        #expect(truncated("ab" + s, .head, width: 20) == "…")       // not "…✁"
        #expect(truncated("ab" + s, .head, width: 30) == "…" + s)
        #expect(truncated(s + "x" + s, .middle, width: 20) == "…")
    }

    /// A Devanagari conjunct is one cluster (the tailoring GB9c): even where its first
    /// consonant and virama alone would fit, a line or a truncation keeps it whole.
    @Test func anIndicConjunctIsNeverSplit() {
        let conjunct = "\u{0915}\u{094D}\u{0937}", joined = "\u{0915}\u{094D}\u{200D}\u{0937}"  // क्ष, क्‍ष
        #expect(lines(conjunct + "a", width: 20, .char, measurer: ScalarMono()) == [conjunct, "a"])
        #expect(lines(joined + "a", width: 30, .char, measurer: ScalarMono()) == [joined, "a"])
        #expect(lines("a " + conjunct, width: 20, .word, measurer: ScalarMono()) == ["a", conjunct])
        #expect(truncated(conjunct + "ab", .tail, width: 30, measurer: ScalarMono()) == "…")  // not "क्…"
        #expect(truncated(conjunct + "ab", .tail, width: 40, measurer: ScalarMono()) == conjunct + "…")
        #expect(truncated("ab" + conjunct, .head, width: 30, measurer: ScalarMono()) == "…")  // not "…ष" nor "…्ष"
    }

    /// The rule: every line of char and word wrap, at every width, and every truncation ends
    /// and starts at a boundary of `GraphemeBreaks`, for texts with clusters of every kind.
    @Test func everyCutIsAClusterBoundary() {
        let texts = [
            Self.scissors + "a\u{2388}\u{200D}\u{1F000}b" + Self.scissors,  // pictographs that are not emoji
            "क्षत्रिय " + "\u{0915}\u{094D}\u{200D}\u{0937}" + "ab",            // Devanagari conjuncts (GB9c)
            "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}\u{1F1EE}",                  // flags, a lone indicator
            "\u{1100}\u{1161}\u{11A8}\u{AC00}\u{11A8}e\u{301}\u{302}x",         // Hangul jamo, marks
            "\u{0600}1\u{0903}a\u{0308}\u{200D}b",                              // Prepend, SpacingMark
        ]
        for text in texts {
            let ends = Set(GraphemeBreaks(text.unicodeScalars).map { text.unicodeScalars.distance(from: text.startIndex, to: $0) })
            for wrap in [TextWrap.char, .word] {
                for width in stride(from: 10.0, through: 100, by: 10) {
                    let wrapped = lines(text, width: width, wrap)
                    var offset = 0
                    for line in wrapped {
                        offset += line.unicodeScalars.count
                        #expect(ends.contains(offset), "\(wrap) \(width): \(wrapped)")
                        if offset < text.unicodeScalars.count
                            && text.unicodeScalars[text.unicodeScalars.index(text.startIndex, offsetBy: offset)] == " " {
                            offset += 1  // the space where the line wrapped
                        }
                    }
                    #expect(offset == text.unicodeScalars.count)
                }
            }
            let count = text.unicodeScalars.count
            for width in stride(from: 10.0, through: 100, by: 10) {
                for mode in [TextTruncation.tail, .head, .middle] {
                    let parts = truncated(text, mode, width: width).split(separator: "…", omittingEmptySubsequences: false)
                    guard parts.count == 2 else { continue }  // the whole text fits
                    let front = parts[0].unicodeScalars.count, back = parts[1].unicodeScalars.count
                    #expect(ends.contains(front) || front == 0, "\(mode) \(width)")
                    #expect(ends.contains(count - back) || back == 0, "\(mode) \(width)")
                }
            }
        }
    }
}
