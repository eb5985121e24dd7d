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

private func texts(_ text: String, width: Double, height: Double = 1000, _ layout: TextLayout) -> [String] {
    layout.layout(text, in: Rect(x: 0, y: 0, width: width, height: height), measurer: Mono()).map(\.text)
}

private let word = TextLayout(wrap: .word, truncation: .none)
private let char = TextLayout(wrap: .char, truncation: .none)

@Test func wordWrapBreaksAtTheLastSpaceThatFits() {
    #expect(texts("Hello world foo", width: 110, word) == ["Hello world", "foo"])
    #expect(texts("Hello world foo", width: 100, word) == ["Hello", "world foo"])
    #expect(texts("Hello world foo", width: 1000, word) == ["Hello world foo"])
}

@Test func wordWrapBreaksAWordWiderThanTheLineByCharacters() {
    #expect(texts("a verylongword b", width: 50, word) == ["a", "veryl", "ongwo", "rd b"])
}

@Test func wordWrapKeepsInnerSpacesAndDropsThoseAtTheBreak() {
    #expect(texts("ab   cd  ef", width: 70, word) == ["ab   cd", "ef"])
    #expect(texts("ab   cd  ef", width: 60, word) == ["ab", "cd  ef"])
    // Trailing spaces hang: "abc" plus spaces still fits in 30.
    let lines = word.layout("abc    ", in: Rect(x: 0, y: 0, width: 30, height: 100), measurer: Mono())
    #expect(lines.map(\.text) == ["abc"])
    #expect(lines[0].width == 30)
    // Leading spaces of a paragraph are kept and count.
    #expect(texts("  hi there", width: 50, word) == ["  hi", "there"])
}

@Test func newlinesStartLinesAndEmptyParagraphsAreEmptyLines() {
    #expect(texts("one\n\ntwo\n", width: 100, word) == ["one", "", "two", ""])
    #expect(texts("a\r\nb", width: 100, word) == ["a", "b"])
    #expect(texts("", width: 100, word) == [""])
}

@Test func lineRangesPointIntoTheText() {
    let text = "Hello world foo\nbar"
    let lines = word.layout(text, in: Rect(x: 0, y: 0, width: 100, height: 1000), measurer: Mono())
    #expect(lines.map { String(text[$0.range]) } == ["Hello", "world foo", "bar"])
}

@Test func charWrapBreaksAnywhere() {
    #expect(texts("Hello world", width: 40, char) == ["Hell", "o wo", "rld"])
    #expect(texts("Hello world", width: 60, char) == ["Hello", "world"])
    #expect(texts("abc", width: 5, char) == ["a", "b", "c"])  // at least one character a line
}

@Test func noWrapKeepsEachParagraphOnOneLine() {
    let layout = TextLayout(wrap: .none, truncation: .none)
    let lines = layout.layout("Hello world\nx", in: Rect(x: 0, y: 0, width: 50, height: 10), measurer: Mono())
    #expect(lines.map(\.text) == ["Hello world", "x"])
    #expect(lines.map(\.width) == [110, 10])
    #expect(lines.map(\.isTruncated) == [false, false])
}

@Test func alignmentPlacesEachLine() {
    let rect = Rect(x: 10, y: 0, width: 200, height: 100)
    func xs(_ align: TextAlignment) -> [Double] {
        TextLayout(align: align).layout("Hello\nabc", in: rect, measurer: Mono()).map(\.origin.x)
    }
    #expect(xs(.left) == [10, 10])
    #expect(xs(.center) == [85, 95] as [Double])  // 10 + (200 - w) / 2
    #expect(xs(.right) == [160, 180] as [Double])  // 210 - w
}

@Test func verticalAlignmentMovesTheBlock() {
    let rect = Rect(x: 0, y: 5, width: 200, height: 100)
    func baselines(_ v: TextVerticalAlignment) -> [Double] {
        TextLayout(verticalAlign: v).layout("one\ntwo", in: rect, measurer: Mono()).map(\.origin.y)
    }
    // Block height: 1 × 20 + 15 + 5 = 40.
    #expect(baselines(.top) == [20, 40] as [Double])  // 5 + 15, then + 20
    #expect(baselines(.center) == [50, 70] as [Double])  // block top 5 + (100 - 40) / 2 = 35
    #expect(baselines(.bottom) == [80, 100] as [Double])  // block top 105 - 40 = 65
}

@Test func singleLineTruncationAtTailMiddleAndHead() {
    func cut(_ mode: TextTruncation, _ width: Double) -> String {
        texts("Hello world", width: width, TextLayout(wrap: .none, truncation: mode))[0]
    }
    #expect(cut(.tail, 90) == "Hello wo…")
    #expect(cut(.tail, 60) == "Hello…")
    #expect(cut(.tail, 70) == "Hello…")  // "Hello …" would keep a space before the ellipsis
    #expect(cut(.middle, 70) == "Hel…rld")
    #expect(cut(.middle, 90) == "Hell…orld")
    #expect(cut(.head, 80) == "…o world")
    #expect(cut(.head, 70) == "…world")
    #expect(cut(.tail, 110) == "Hello world")  // fits: untouched
    for mode in [TextTruncation.tail, .middle, .head] {
        #expect(cut(mode, 10) == "…")
        #expect(cut(mode, 5) == "")  // narrower than the ellipsis
    }
}

@Test func truncatedLinesReportTheirWidthAndPlacement() {
    let layout = TextLayout(wrap: .none, align: .right, truncation: .tail)
    let line = layout.layout("Hello world", in: Rect(x: 0, y: 0, width: 95, height: 20), measurer: Mono())[0]
    #expect(line.text == "Hello wo…")
    #expect(line.width == 90)
    #expect(line.origin.x == 5)
    #expect(line.isTruncated)
}

@Test func truncationNeverSplitsAGraphemeCluster() {
    let layout = TextLayout(wrap: .none, truncation: .tail)
    // "Ca\u{301}fe\u{301} ok": 7 characters, the accents combine.
    #expect(texts("Ca\u{301}fe\u{301} ok", width: 40, layout) == ["Ca\u{301}f…"])
    #expect(texts("👍🏽👍🏽👍🏽", width: 20, layout) == ["👍🏽…"])
    #expect(texts("🇫🇷🇩🇪x", width: 20, TextLayout(wrap: .none, truncation: .middle)) == ["🇫🇷…"])
}

@Test func linesBelowTheRectAreDroppedAndTheLastGetsAnEllipsis() {
    // Lines: one / two / three / four; a 45-high rect holds 2 (15 + 5 + 20 ≤ 45 < 15 + 5 + 40).
    #expect(texts("one two three four", width: 50, height: 45, TextLayout()) == ["one", "two…"])
    #expect(texts("one two three four", width: 50, height: 40, TextLayout()) == ["one", "two…"])
    #expect(texts("one two three four", width: 50, height: 39.9, TextLayout()) == ["one…"])
    // The ellipsis is at the end even for head truncation; a full last line is cut to make room.
    #expect(texts("abc def", width: 30, height: 20, TextLayout(truncation: .head)) == ["ab…"])
    // At least one line, even in a rect shorter than a line.
    #expect(texts("abc def", width: 30, height: 3, TextLayout()) == ["ab…"])
    // Without truncation, every line is kept.
    #expect(texts("one two three four", width: 50, height: 45, word) == ["one", "two", "three", "four"])
}

@Test func metricsMeasureTheWidestLine() {
    let m = TextMetrics(of: "Hi\nthere  ", measurer: Mono())
    #expect(m == TextMetrics(width: 50, ascent: 15, descent: 5, lineHeight: 20, capHeight: 11, lineCount: 2))
    #expect(m.height == 40)
    #expect(TextMetrics(of: "", measurer: Mono()).height == 20)
}

@Test func linesFittingCountsWholeLines() {
    #expect(TextLayout.linesFitting(height: 20, ascent: 15, descent: 5, lineHeight: 20) == 1)
    #expect(TextLayout.linesFitting(height: 59.99, ascent: 15, descent: 5, lineHeight: 20) == 2)
    #expect(TextLayout.linesFitting(height: 60, ascent: 15, descent: 5, lineHeight: 20) == 3)
    #expect(TextLayout.linesFitting(height: 0, ascent: 15, descent: 5, lineHeight: 20) == 1)
}
