import CtlRaster
import CtlUnicode
import Foundation
import Testing

@testable import CtlText

/// A monospace measurer (every character 10 wide) that counts the characters it measures.
private final class CountingMono: TextMeasurer {
    var measuredCharacters = 0
    func width(of text: Substring) -> Double {
        measuredCharacters += text.count
        return Double(text.count) * 10
    }
    var ascent: Double { 15 }
    var descent: Double { 5 }
    var lineHeight: Double { 20 }
    var capHeight: Double { 11 }
}

/// Paragraphs resolved once by the bidi algorithm, lines reordered after breaking.
@Suite struct BidiLayoutTests {
    let library = FontLibrary()

    @Test func aWrappedLineKeepsItsParagraphsDirection() throws {
        // The paragraph starts with Hebrew: right to left. Its second line, "def ghi", alone
        // would be left to right; cut from the paragraph it keeps level 1 with its Latin at 2.
        let lines = TextLayout(wrap: .word, truncation: .none)
            .layout("אבג abc def ghi", in: Rect(x: 0, y: 0, width: 75, height: 100), measurer: CountingMono())
        #expect(lines.map(\.text) == ["אבג abc", "def ghi"])
        #expect(lines.allSatisfy { $0.isRightToLeft && $0.paragraphLevel == 1 })
        #expect(lines[0].levels == [1, 1, 1, 1, 2, 2, 2])
        #expect(lines[1].levels == [2, 2, 2, 2, 2, 2, 2])
        // Each newline starts a paragraph resolved on its own.
        let two = TextLayout().layout("אבג\nabc", in: Rect(x: 0, y: 0, width: 500, height: 100), measurer: CountingMono())
        #expect(two.map(\.paragraphLevel) == [1, 0])
        let forced = TextLayout(direction: .rtl)
            .layout("abc\nabc", in: Rect(x: 0, y: 0, width: 500, height: 100), measurer: CountingMono())
        #expect(forced.map(\.paragraphLevel) == [1, 1] && forced.allSatisfy { $0.levels == [2, 2, 2] })
    }

    @Test func aLineIsDrawnWithItsParagraphsLevels() throws {
        let font = try library.font(named: "system")
        // Drawn with the paragraph's levels, the second line (Latin in a Hebrew paragraph)
        // differs from the same text drawn on its own only in its levels, not its order
        // (a left-to-right run is in logical order at level 2 too), but the first line's
        // order puts "abc" to the left of the Hebrew.
        let lines = TextLayout(wrap: .word, truncation: .none)
            .layout("אבג abc def ghi", font: font, size: 20, in: Rect(x: 0, y: 0, width: 90, height: 200))
        try #require(lines.count >= 2)
        let first = ShapedLine.shape(lines[0].bidiLine, font: font, size: 20)
        let firstText = Array(lines[0].text.unicodeScalars)
        let placed = zip(first.glyphs, BidiShapingTests.visualClusters(first))
        let latinX = placed.filter { $0.0.level == 2 }.map(\.0.position.x)
        let hebrewX = placed.filter { $0.0.level == 1 && firstText[$0.1] != " " }.map(\.0.position.x)
        #expect(!latinX.isEmpty && !hebrewX.isEmpty && latinX.max()! < hebrewX.min()!)
        let second = ShapedLine.shape(lines[1].bidiLine, font: font, size: 20)
        #expect(second.isRightToLeft && second.glyphs.allSatisfy { $0.level == 2 })
        // Drawing the lines draws those shapes: the same pixels as each shape's outline filled.
        var drawn = try Canvas(width: 100, height: 60)
        drawn.drawText(lines, font: font, size: 20, paint: .solid(.black))
        var expected = try Canvas(width: 100, height: 60)
        var path = Path()
        for line in lines {
            path.append(ShapedLine.shape(line.bidiLine, font: font, size: 20).path()
                .transformed(by: .translation(line.origin.x, line.origin.y)))
        }
        expected.fill(path, paint: .solid(.black), rule: .nonzero)
        #expect(drawn.pixmap == expected.pixmap)
    }

    @Test func anRTLLineIsTruncatedAtItsLogicalEndOnTheLeft() throws {
        let font = try library.font(named: "system")
        let text = "שלום עולם ומלואו"
        let lines = TextLayout(wrap: .none, truncation: .tail)
            .layout(text, font: font, size: 20, in: Rect(x: 0, y: 0, width: 90, height: 40))
        let line = try #require(lines.first)
        #expect(line.isTruncated && line.text.hasSuffix("…") && text.hasPrefix(line.text.dropLast()))
        #expect(line.levels.count == line.text.unicodeScalars.count && line.levels.allSatisfy { $0 == 1 })
        let shaped = ShapedLine.shape(line.bidiLine, font: font, size: 20)
        let ellipsis = line.text.unicodeScalars.count - 1
        #expect(BidiShapingTests.visualClusters(shaped).first == ellipsis)
        #expect(shaped.width <= 90 + 1e-9)
        // A left-to-right line keeps its ellipsis on the right, and a Latin word cut at the tail
        // of a Hebrew paragraph too: the ellipsis follows it, at the paragraph's level (left).
        let latin = try #require(TextLayout(wrap: .none).layout("Hello wonderful world", font: font, size: 20,
                                                                 in: Rect(x: 0, y: 0, width: 90, height: 40)).first)
        #expect(BidiShapingTests.visualClusters(ShapedLine.shape(latin.bidiLine, font: font, size: 20)).last
                == latin.text.unicodeScalars.count - 1)
        let mixed = try #require(TextLayout(wrap: .none).layout("שלום wonderful world", font: font, size: 20,
                                                                 in: Rect(x: 0, y: 0, width: 110, height: 40)).first)
        #expect(mixed.isTruncated && mixed.levels.last == 1 && mixed.levels.dropLast().last == 2)
        let mixedShaped = ShapedLine.shape(mixed.bidiLine, font: font, size: 20)
        #expect(BidiShapingTests.visualClusters(mixedShaped).first == mixed.text.unicodeScalars.count - 1)
    }

    @Test func aLongMixedParagraphIsLaidOutInNearLinearWork() {
        // 100 000 characters of Hebrew, Latin, digits and brackets in one paragraph.
        let unit = "שלום world 123 (אבג) "
        let text = String(repeating: unit, count: 100_000 / unit.count + 1)
        for direction in [ParagraphDirection.auto, .ltr] {
            let m = CountingMono()
            let lines = TextLayout(wrap: .word, truncation: .none, direction: direction)
                .layout(text, in: Rect(x: 0, y: 0, width: 400, height: 1e9), measurer: m)
            #expect(lines.count > 2_000)
            #expect(lines.allSatisfy { $0.levels.count == $0.text.unicodeScalars.count })
            #expect(lines.allSatisfy { $0.paragraphLevel == (direction == .ltr ? 0 : 1) })
            let logL = log2(40.0) + 2
            #expect(Double(m.measuredCharacters) <= 8 * Double(text.count) * logL,
                    "\(m.measuredCharacters) characters measured")
        }
    }

    @Test func hostileControlsLayOutAndDraw() throws {
        let font = try library.font(named: "system")
        let deep = String(repeating: "\u{2067}", count: 130) + "abc 123" + String(repeating: "\u{2069}", count: 130)
        let deepEmbeddings = String(repeating: "\u{202B}\u{202A}", count: 70) + "abc אבג" + String(repeating: "\u{202C}", count: 3)
        let unpaired = ["\u{2069}\u{202C}abc\u{202E}def", "\u{2066}אבג", "a\u{202D}\u{2068}", "\u{200F}", "\u{2029}x\u{2029}",
                        "a\u{1C}אב\u{1D}c", "\u{E0001}\u{10FFFF}\u{0378} 1"]
        for text in [deep, deepEmbeddings] + unpaired {
            for direction in ParagraphDirection.allCases {
                let line = ShapedLine.shape(text, font: font, size: 12, direction: direction)
                #expect(line.width.isFinite)
                #expect(line.glyphs.allSatisfy { $0.level <= 126 })
                let lines = TextLayout(wrap: .char, truncation: .middle, direction: direction)
                    .layout(text, font: font, size: 12, in: Rect(x: 0, y: 0, width: 30, height: 50))
                #expect(lines.allSatisfy { $0.levels.count == $0.text.unicodeScalars.count })
                var canvas = try Canvas(width: 40, height: 60)
                canvas.drawText(lines, font: font, size: 12, paint: .solid(.black))
                canvas.drawText(text, font: font, size: 12, paint: .solid(.black), at: Point(0, 20), direction: direction)
            }
        }
        // Past the depth limit (125) the isolates overflow and are ignored: "abc 123", at level
        // 126 inside the 63 that count, is still read left to right.
        let line = ShapedLine.shape(deep, font: font, size: 12)
        let inner = BidiShapingTests.visualClusters(line).filter { (130..<137).contains($0) }
        #expect(inner == Array(130..<137))
        #expect(line.glyphs.map(\.level).max() == 126)
    }

    @Test func drawingAtAPointTakesADirection() throws {
        let font = try library.font(named: "system")
        func pixels(_ direction: ParagraphDirection) throws -> Pixmap {
            var canvas = try Canvas(width: 160, height: 30)
            canvas.drawText("abc אבג 12", font: font, size: 16, paint: .solid(.black), at: Point(2, 20),
                            direction: direction)
            return canvas.pixmap
        }
        #expect(try pixels(.auto) == pixels(.ltr))
        #expect(try pixels(.rtl) != pixels(.ltr))
        // Latin text draws the same in either direction.
        var a = try Canvas(width: 100, height: 30), b = try Canvas(width: 100, height: 30)
        a.drawText("Sign In", font: font, size: 16, paint: .solid(.black), at: Point(2, 20))
        b.drawText("Sign In", font: font, size: 16, paint: .solid(.black), at: Point(2, 20), direction: .rtl)
        #expect(a.pixmap == b.pixmap)
    }
}
