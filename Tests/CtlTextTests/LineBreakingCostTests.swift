import CtlRaster
import Foundation
import Testing
@testable import CtlText

/// A monospace measurer (every character 10 wide) that counts the characters it measures.
private final class CountingMono: TextMeasurer {
    var measuredCharacters = 0
    func width(of text: Substring) -> Double {
        let n = text.count
        measuredCharacters += n
        return Double(n) * 10
    }
    var ascent: Double { 15 }
    var descent: Double { 5 }
    var lineHeight: Double { 20 }
    var capHeight: Double { 11 }
}

/// Wrapping at UAX #14 opportunities keeps the cost of layout about linear in a 100 000-character
/// paragraph, whatever its script, and truncated text is broken only as far as it shows.
/// Work is counted (characters measured), never timed.
@Suite struct LineBreakingCostTests {
    static let n = 100_000
    /// Texts of at least n characters, one paragraph each, of kinds that take different paths:
    /// words with hyphens, numbers and parentheses; ideographs (an opportunity at every
    /// character); Thai (no opportunity: every line is cut between characters); marks.
    static let paragraphs: [(String, String)] = [
        ("mixed", repeated("well-known (12.50) words, 日本語 สวัสดี 👩🏽‍💻 e\u{301} ")),
        ("ideographs", repeated("日本語の文章。")),
        ("Thai", repeated("สวัสดีครับ")),
        ("marks", repeated("e\u{301}\u{302}")),
    ]

    /// `unit` repeated to n characters or a few more.
    static func repeated(_ unit: String) -> String {
        String(repeating: unit, count: n / unit.count + 1)
    }

    @Test(arguments: paragraphs.map(\.0))
    func aLongParagraphWrapsInNearLinearWork(_ kind: String) {
        let text = Self.paragraphs.first { $0.0 == kind }!.1
        let lineLength = 30
        let m = CountingMono()
        let lines = TextLayout(wrap: .word, truncation: .none)
            .layout(text, in: Rect(x: 0, y: 0, width: Double(lineLength * 10), height: 1e9), measurer: m)
        #expect(text.count >= Self.n)
        #expect(lines.count >= text.count / lineLength)
        #expect(lines.allSatisfy { $0.text.count <= lineLength })
        let bound = 8 * Double(text.count) * (log2(Double(lineLength)) + 2)
        #expect(Double(m.measuredCharacters) <= bound, "\(kind): \(m.measuredCharacters) characters measured")
    }

    @Test(arguments: paragraphs.map(\.0))
    func truncatedTextIsBrokenOnlyAsFarAsItShows(_ kind: String) {
        let text = Self.paragraphs.first { $0.0 == kind }!.1
        func measured(_ text: String) -> Int {
            let m = CountingMono()
            let lines = TextLayout(wrap: .word, truncation: .tail)
                .layout(text, in: Rect(x: 0, y: 0, width: 300, height: 45), measurer: m)
            #expect(lines.count == 2 && lines[1].isTruncated)
            return m.measuredCharacters
        }
        // The whole paragraph costs what its first thousand characters cost.
        #expect(measured(text) == measured(String(text.prefix(1_000))))
    }

    @Test func opportunitiesAreLookedForOnlyAsFarAsAsked() {
        let text = Self.paragraphs[0].1[...]
        var opportunities = BreakOpportunities(text)
        let limit = text.index(text.startIndex, offsetBy: 30)
        let found = opportunities.opportunities(after: text.startIndex, through: limit)
        #expect(found.map { text.distance(from: text.startIndex, to: $0) } == [5, 11, 19, 26, 27, 28, 30])
        #expect(opportunities.searched == limit)
    }
}
