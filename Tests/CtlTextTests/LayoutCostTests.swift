import CtlRaster
import Foundation
import Testing
@testable import CtlText

/// A monospace measurer (every character 10 wide) that counts the characters it is asked
/// to measure: the work of a layout, without timing it.
private final class CountingMono: TextMeasurer {
    var measuredCharacters = 0
    var calls = 0
    func width(of text: Substring) -> Double {
        calls += 1
        let n = text.count
        measuredCharacters += n
        return Double(n) * 10
    }
    var ascent: Double { 15 }
    var descent: Double { 5 }
    var lineHeight: Double { 20 }
    var capHeight: Double { 11 }
}

/// Layout does work linear in the text (up to a log factor of the line length), where it
/// used to measure the whole rest of a paragraph for every line (quadratic).
@Suite struct LayoutCostTests {
    /// n log2(L) characters measured per character, with room: the old layout measured about n²/2L·log n.
    func expectNearLinear(_ measured: Int, characters n: Int, lineLength: Int, _ comment: Comment) {
        let logL = log2(Double(max(lineLength, 2))) + 2
        #expect(Double(measured) <= 8 * Double(n) * logL, comment)
    }

    @Test func aLongWordWrapsInNearLinearWork() {
        let n = 20_000, lineLength = 30
        let text = String(repeating: "a", count: n)
        let m = CountingMono()
        let lines = TextLayout(wrap: .word, truncation: .none)
            .layout(text, in: Rect(x: 0, y: 0, width: Double(lineLength * 10), height: 1e9), measurer: m)
        #expect(lines.count == n / lineLength + 1)
        #expect(lines.dropLast().allSatisfy { $0.text.count == lineLength })
        expectNearLinear(m.measuredCharacters, characters: n, lineLength: lineLength,
                         "\(m.measuredCharacters) characters measured in \(m.calls) calls")
    }

    @Test func manyWordsInAWideLineWrapInNearLinearWork() {
        // Lines of about 2000 characters: measuring every word's prefix would be 400 words × 1000.
        let text = Array(repeating: "word", count: 8_000).joined(separator: " ")
        let m = CountingMono()
        let lines = TextLayout(wrap: .word, truncation: .none)
            .layout(text, in: Rect(x: 0, y: 0, width: 20_000, height: 1e9), measurer: m)
        #expect(lines.count == 20)
        expectNearLinear(m.measuredCharacters, characters: text.count, lineLength: 2000,
                         "\(m.measuredCharacters) characters measured in \(m.calls) calls")
    }

    @Test func charWrapInNearLinearWork() {
        let text = String(repeating: "abc ", count: 5_000)
        let m = CountingMono()
        _ = TextLayout(wrap: .char, truncation: .none)
            .layout(text, in: Rect(x: 0, y: 0, width: 500, height: 1e9), measurer: m)
        expectNearLinear(m.measuredCharacters, characters: text.count, lineLength: 50,
                         "\(m.measuredCharacters) characters measured in \(m.calls) calls")
    }

    @Test func truncatedTextIsBrokenOnlyAsFarAsItShows() {
        // Two lines fit; a text a hundred times longer costs the same as a short one.
        func measured(_ n: Int) -> Int {
            let m = CountingMono()
            let lines = TextLayout(wrap: .word, truncation: .tail)
                .layout(String(repeating: "a", count: n), in: Rect(x: 0, y: 0, width: 300, height: 45), measurer: m)
            #expect(lines.count == 2 && lines[1].text.hasSuffix("…") && lines[1].isTruncated)
            return m.measuredCharacters
        }
        #expect(measured(100_000) == measured(1_000))
    }

    @Test func aLongLineIsTruncatedInNearLinearWork() {
        let n = 50_000
        for mode in [TextTruncation.tail, .head, .middle] {
            let m = CountingMono()
            let lines = TextLayout(wrap: .none, truncation: mode)
                .layout(String(repeating: "ab ", count: n / 3), in: Rect(x: 0, y: 0, width: 200, height: 20), measurer: m)
            #expect(lines.count == 1 && lines[0].text.count <= 20 && lines[0].text.contains("…"))
            // One measurement of the whole line, then the search over the few characters kept.
            #expect(m.measuredCharacters < n + 2_000, "\(mode): \(m.measuredCharacters) characters measured")
        }
    }

    @Test func gallopingFindsWhatBisectionFinds() {
        for n in 0...70 {
            for answer in 0...n {
                var probes: [Int] = []
                let fits = { (k: Int) -> Bool in probes.append(k); return k <= answer }
                let bisected = BinarySearch.largest(upTo: n, where: fits)
                probes = []
                let galloped = BinarySearch.largestGalloping(available: { min($0, n) }, where: fits)
                #expect(galloped == bisected, "n \(n), answer \(answer)")
                #expect(probes.allSatisfy { $0 <= max(1, 2 * answer + 1) && $0 <= n }, "n \(n), answer \(answer): \(probes)")
            }
        }
    }
}
