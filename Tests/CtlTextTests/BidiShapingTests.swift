import CtlRaster
import CtlUnicode
import Foundation
import Testing

@testable import CtlText

/// Lines put in visual order by the bidi algorithm: the titles, and the rules behind them.
@Suite struct BidiShapingTests {
    let library = FontLibrary()

    /// The index of the first scalar of each glyph's cluster, left to right.
    static func visualClusters(_ line: ShapedLine) -> [Int] {
        var index: [Int: Int] = [:], offset = 0
        for (i, scalar) in line.text.unicodeScalars.enumerated() {
            index[offset] = i
            offset += UTF8.width(scalar)
        }
        return line.glyphs.map { index[$0.cluster]! }
    }

    @Test func aYearInAnArabicTitleReadsLeftToRightAtTheLeft() throws {
        let text = "مرحبا بالعالم 2026"
        let line = ShapedLine.shape(text, font: try library.font(named: "system"), size: 20)
        #expect(line.isRightToLeft)
        // The digits (scalars 14…17) come first on the left, in reading order "2026"; the Arabic
        // follows right to left, its first letter rightmost.
        #expect(Self.visualClusters(line) == [14, 15, 16, 17, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
        #expect(line.glyphs.prefix(4).allSatisfy { $0.level == 2 })
        #expect(line.glyphs.dropFirst(4).allSatisfy { $0.level == 1 })
    }

    @Test func aNumberAfterHebrewInALatinLineKeepsItsOrderAndItsSpaces() throws {
        let text = "Price: שלום עולם 123 items"
        let line = ShapedLine.shape(text, font: try library.font(named: "system"), size: 20)
        #expect(!line.isRightToLeft)
        // "123" is taken into the Hebrew's right-to-left run (numbers after R, rule W7 not
        // applying): it stands at the run's left, read left to right, and the space before
        // "items" stays between the run and "items".
        let expected = Array(0...6) + [17, 18, 19, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7] + Array(20...25)
        #expect(Self.visualClusters(line) == expected)
        #expect(line.glyphs.allSatisfy { $0.id != 0 })
        // Every space has its glyph and its advance.
        let spaces = zip(line.glyphs, Self.visualClusters(line)).filter { [6, 11, 16, 20].contains($0.1) }
        #expect(spaces.count == 4 && spaces.allSatisfy { $0.0.advance > 0 })
    }

    @Test func aHebrewTitleWithALatinWordIsARightToLeftParagraph() throws {
        let text = "אישור OK 2"
        let line = ShapedLine.shape(text, font: try library.font(named: "system"), size: 20)
        #expect(line.isRightToLeft)
        // "OK 2" (a left-to-right run at level 2, its space inside it) to the left, then the
        // space before it, then the Hebrew word right to left, its first letter rightmost.
        #expect(Self.visualClusters(line) == [6, 7, 8, 9, 5, 4, 3, 2, 1, 0])
        #expect(line.glyphs.map(\.level) == [2, 2, 2, 2, 1, 1, 1, 1, 1, 1])
        #expect(line.glyphs.allSatisfy { $0.advance > 0 })
        let width = line.glyphs.reduce(0) { $0 + $1.advance }
        #expect(abs(width - line.width) < 1e-9)
    }

    @Test func theDirectionGivesTheParagraphLevel() throws {
        let font = try library.font(named: "system")
        // Latin first: auto is left to right; forced right to left, the Hebrew word goes left.
        let text = "abc אבג"
        let auto = ShapedLine.shape(text, font: font, size: 20)
        let rtl = ShapedLine.shape(text, font: font, size: 20, direction: .rtl)
        let ltr = ShapedLine.shape(text, font: font, size: 20, direction: .ltr)
        #expect(!auto.isRightToLeft && rtl.isRightToLeft && !ltr.isRightToLeft)
        #expect(Self.visualClusters(auto) == [0, 1, 2, 3, 6, 5, 4])
        #expect(Self.visualClusters(ltr) == Self.visualClusters(auto))
        #expect(Self.visualClusters(rtl) == [6, 5, 4, 3, 0, 1, 2])
        // Hebrew first: auto is right to left, and .ltr overrides it.
        let hebrewFirst = "אבג abc"
        #expect(Self.visualClusters(ShapedLine.shape(hebrewFirst, font: font, size: 20)) == [4, 5, 6, 3, 2, 1, 0])
        #expect(Self.visualClusters(ShapedLine.shape(hebrewFirst, font: font, size: 20, direction: .ltr))
                == [2, 1, 0, 3, 4, 5, 6])
    }

    @Test func theCacheKeepsEachDirectionApart() throws {
        let font = try library.font(named: "system")
        let text = "cache אבג \(UUID().uuidString.prefix(8))"
        let ltr = ShapedLine.shape(text, font: font, size: 13, direction: .ltr)
        let rtl = ShapedLine.shape(text, font: font, size: 13, direction: .rtl)
        #expect(Self.visualClusters(ltr) != Self.visualClusters(rtl))
        #expect(Self.visualClusters(ShapedLine.shape(text, font: font, size: 13, direction: .ltr))
                == Self.visualClusters(ShapedLine.shapeUncached(text, font: font, size: 13, direction: .ltr)))
        #expect(Self.visualClusters(ShapedLine.shape(text, font: font, size: 13, direction: .rtl))
                == Self.visualClusters(ShapedLine.shapeUncached(text, font: font, size: 13, direction: .rtl)))
        #expect(LineKey(faces: font.faces, size: 13, text: text, direction: .ltr)
                != LineKey(faces: font.faces, size: 13, text: text, direction: .rtl))
    }

    @Test func bracketsAtAnOddLevelAreMirrored() throws {
        let font = try library.font(named: "system")
        // In a right-to-left run "(" is drawn with the glyph of ")" (rule L4, Bidi_Mirroring_Glyph,
        // which HarfBuzz applies in a right-to-left buffer), so that it opens towards the text
        // it encloses, on that text's right.
        let rtl = ShapedLine.shape("אב (גד)", font: font, size: 20)
        let clusters = Self.visualClusters(rtl)
        let openGlyph = rtl.glyphs[try #require(clusters.firstIndex(of: 3))]
        let closeGlyph = rtl.glyphs[try #require(clusters.firstIndex(of: 6))]
        let face = openGlyph.face
        let open = try #require(face.glyphIndex(for: "(")), close = try #require(face.glyphIndex(for: ")"))
        #expect(openGlyph.level == 1 && openGlyph.id == close)
        #expect(closeGlyph.face === face && closeGlyph.id == open)
        #expect(closeGlyph.position.x < openGlyph.position.x)
        // At an even level, brackets stay.
        let ltr = ShapedLine.shape("(ab)", font: font, size: 20)
        #expect(ltr.glyphs.first?.id == open && ltr.glyphs.last?.id == close)
    }

    @Test func aFontThatLacksEveryCharacterStillOrdersTheLine() throws {
        // The Latin subset of the fuzzer's seeds has neither Hebrew nor Arabic: every letter
        // is .notdef, yet the line is laid out in visual order and drawn without trouble.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/Fuzz/font/inter-subset.otf").standardized
        let face = try FontFace(data: try Data(contentsOf: url), source: url.lastPathComponent)
        let font = FontLibrary.Font(name: "subset", faces: [face])
        let line = ShapedLine.shape("שלום עולם مرحبا", font: font, size: 20)
        #expect(line.isRightToLeft)
        #expect(line.glyphs.count == 15)
        let clusters = Self.visualClusters(line)
        #expect(clusters == Array((0...14).reversed()))
        for (glyph, cluster) in zip(line.glyphs, clusters) where cluster != 4 && cluster != 9 {
            #expect(glyph.id == 0, "scalar \(cluster)")
        }
        var canvas = try Canvas(width: 200, height: 40)
        canvas.drawText("שלום 12 (x)", font: font, size: 20, paint: .solid(.black), at: Point(0, 30))
    }
}
