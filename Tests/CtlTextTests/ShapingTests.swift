import CtlRaster
import Foundation
import CHarfBuzz
import Testing

@testable import CtlText

@Suite struct ShapingTests {
    let library = FontLibrary()

    @Test func kerningNarrowsAV() throws {
        let font = try library.font(named: "system")
        let av = ShapedLine.shape("AV", font: font, size: 100).width
        let a = ShapedLine.shape("A", font: font, size: 100).width
        let v = ShapedLine.shape("V", font: font, size: 100).width
        #expect(a > 0 && v > 0)
        #expect(av < a + v - 1)  // Inter kerns AV through GPOS by several points at 100 pt
    }

    @Test func ligatureGivesFewerGlyphs() throws {
        let face = try library.face(named: "DejaVu Sans")
        let glyphs = Shaper.shape("ffi", face: face)
        #expect(glyphs.count < 3)
        // Every glyph's cluster is a character offset in "ffi".
        #expect(glyphs.allSatisfy { (0..<3).contains($0.cluster) })
    }

    @Test func arabicLettersJoin() throws {
        let font = try library.font(named: "system")
        let word = "سلام"
        let joined = ShapedLine.shape(word, font: font, size: 20)
        #expect(joined.isRightToLeft)
        #expect(joined.glyphs.allSatisfy { $0.id != 0 && $0.face.familyName == "DejaVu Sans" })
        // The first letter, seen, joined to the next: its initial form differs from its isolated form.
        let isolatedSeen = try #require(ShapedLine.shape("س", font: font, size: 20).glyphs.first?.id)
        let initialSeen = try #require(joined.glyphs.first { $0.cluster == 0 }?.id)
        #expect(initialSeen != isolatedSeen)
        let isolated = word.map { ShapedLine.shape(String($0), font: font, size: 20).glyphs[0].id }
        #expect(joined.glyphs.map(\.id) != isolated && joined.glyphs.map(\.id) != isolated.reversed())
    }

    @Test func hebrewRunsRightToLeft() throws {
        let font = try library.font(named: "system")
        let word = "שלום"
        let line = ShapedLine.shape(word, font: font, size: 20)
        #expect(line.isRightToLeft)
        #expect(line.glyphs.count == 4)
        let first = try #require(line.glyphs.first { $0.cluster == 0 })
        #expect(line.glyphs.allSatisfy { $0.cluster == 0 || $0.position.x < first.position.x })
        // Clusters (UTF-8 offsets, 2 bytes a letter) descend left to right.
        #expect(line.glyphs.map(\.cluster) == [6, 4, 2, 0])
    }

    @Test func latinLineStaysLeftToRight() throws {
        let line = try ShapedLine.shape("abc", fontNamed: "system", size: 20, library: library)
        #expect(!line.isRightToLeft)
        #expect(line.glyphs.map(\.cluster) == [0, 1, 2])
        let xs = line.glyphs.map(\.position.x)
        #expect(xs[0] == 0 && xs[0] < xs[1] && xs[1] < xs[2])
    }

    @Test func fallbackDrawsEveryCharacter() throws {
        let inter = try library.face(named: "Inter")
        for scalar in "☂שＡ".unicodeScalars where scalar != "Ａ" {
            try #require(inter.glyphIndex(for: scalar) == nil, "Inter has \(scalar); pick another")
        }
        let text = "Hello Привет ☂ ok"
        let line = ShapedLine.shape(text, font: try library.font(named: "system"), size: 17)
        #expect(line.glyphs.allSatisfy { $0.id != 0 })
        // Every character except the spaces leaves a glyph (no ligature here crosses a script).
        let nonSpace = text.filter { $0 != " " }.count
        #expect(line.glyphs.filter { !$0.face.glyphPath($0.id).isEmpty }.count == nonSpace)
        let umbrellaOffset = text.utf8.distance(from: text.startIndex, to: text.firstIndex(of: "☂")!)
        let umbrella = try #require(line.glyphs.first { $0.cluster == umbrellaOffset })
        #expect(umbrella.face.familyName == "DejaVu Sans")
        #expect(line.glyphs.first?.face === inter)
        #expect(line.glyphs.last?.face === inter)
        // Pen positions only grow.
        for (a, b) in zip(line.glyphs, line.glyphs.dropFirst()) { #expect(a.position.x < b.position.x) }
    }

    @Test func metricsAndWidthScaleWithSize() throws {
        let font = try library.font(named: "system")
        let small = ShapedLine.shape("Title", font: font, size: 10)
        let big = ShapedLine.shape("Title", font: font, size: 40)
        #expect(abs(big.width - 4 * small.width) < 1e-9)
        #expect(abs(big.ascent - 4 * small.ascent) < 1e-9)
        #expect(small.ascent > small.capHeight && small.descent > 0)
        #expect(small.lineHeight >= small.ascent + small.descent)
        let face = font.primary
        #expect(abs(small.capHeight - face.capHeight / face.unitsPerEm * 10) < 1e-9)
    }

    @Test func pathIsPlacedInPointsYDown() throws {
        let font = try library.font(named: "system")
        let line = ShapedLine.shape("H", font: font, size: 100)
        let bounds = try #require(line.path().controlBounds)
        // An "H" stands on the baseline (y = 0) and reaches up to the cap height (negative y).
        #expect(abs(bounds.maxY) < 0.01)
        #expect(abs(bounds.minY + line.capHeight) < 0.5)
        #expect(bounds.minX > 0 && bounds.maxX < line.width)
        let shifted = ShapedLine.shape("HH", font: font, size: 100)
        let second = try #require(shifted.glyphs.last)
        #expect(abs(second.position.x - line.width) < 1e-9)
    }

    @Test func emptyTextIsEmpty() throws {
        let line = ShapedLine.shape("", font: try library.font(named: "system"), size: 12)
        #expect(line.glyphs.isEmpty && line.width == 0 && line.path().isEmpty && line.ascent > 0)
    }

    @Test func runsSplitByFaceAndScript() throws {
        let font = try library.font(named: "system")
        let text = "ab שלום cd"
        let runs = TextRun.split(text, faces: font.faces)
        #expect(runs.map { String(text[$0.range]) } == ["ab ", "שלום ", "cd"])
        #expect(runs.map(\.faceIndex) == [0, 1, 0])
        #expect(runs.map(\.script) == [hb_script_from_string("Latn", -1), hb_script_from_string("Hebr", -1),
                                         hb_script_from_string("Latn", -1)])
        // A range of the text (one bidi level run) is split alone, its neutrals taking its own script.
        let hebrew = text.index(text.startIndex, offsetBy: 3)..<text.index(text.startIndex, offsetBy: 8)
        let inside = TextRun.split(text, range: hebrew, faces: font.faces)
        #expect(inside.map { String(text[$0.range]) } == ["שלום "] && inside.map(\.faceIndex) == [1])
    }
}
