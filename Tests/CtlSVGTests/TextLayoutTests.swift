import CtlRaster
import Foundation
import Testing
@testable import CtlSVG

/// SVG text layout on its own (no document): chunks, anchors, positions, spacing, decorations,
/// and input that must not break it.
@Suite struct TextLayoutTests {
    static let database = TextFontDatabaseTests.database { $0.serif = "Noto Mono" }
    static var mono: FontDatabase.Entry { database.entries[0] }

    /// A one-span input of `text` at `size` with Noto Mono (600 units per 1000 advance).
    static func input(_ text: String, size: Double = 10, x: Double? = 0, y: Double? = 0,
                      configure: (inout TextSpan<Int>) -> Void = { _ in }) -> TextInput<Int> {
        let count = text.unicodeScalars.count
        var positions = [CharacterPosition](repeating: CharacterPosition(), count: count)
        if count > 0 {
            positions[0].x = x
            positions[0].y = y
        }
        var span = TextSpan(range: 0..<count, font: mono, fontSize: size, paint: 1)
        configure(&span)
        return TextInput(text: text, positions: positions, rotate: [Double](repeating: 0, count: count), spans: [span])
    }

    static func layout(_ input: TextInput<Int>) -> [TextPiece<Int>] {
        TextLayout(input: input, database: database).layout()
    }

    static func bounds(_ pieces: [TextPiece<Int>], kind: TextPiece<Int>.Kind = .glyphs) -> Rect? {
        pieces.filter { $0.kind == kind }.compactMap { $0.path.controlBounds }.reduce(nil) { r, b in r.map { $0.union(b) } ?? b }
    }

    @Test func glyphsSitOnTheBaselineAdvancingByTheFontsWidths() throws {
        let pieces = Self.layout(Self.input("HH", size: 100, x: 10, y: 50))
        #expect(pieces.count == 1 && pieces[0].paint == 1)
        let b = try #require(Self.bounds(pieces))
        #expect(abs(b.maxY - 50) < 0.5)            // H stands on the baseline
        #expect(b.minY < 0 && b.minY > -30)          // and rises about 0.7 em
        #expect(b.minX > 10 && b.maxX < 10 + 120)   // two 0.6 em advances
    }

    @Test func anchorsMoveTheChunkByItsWidth() throws {
        let start = try #require(Self.bounds(Self.layout(Self.input("HHHH", size: 10, x: 100))))
        let middle = try #require(Self.bounds(Self.layout(Self.input("HHHH", size: 10, x: 100) { $0.anchor = .middle })))
        let end = try #require(Self.bounds(Self.layout(Self.input("HHHH", size: 10, x: 100) { $0.anchor = .end })))
        // Noto Mono advances 1229 of 2048 units: 6.0009765625 at size 10.
        let advance = 1229.0 / 2048 * 10
        #expect(abs((start.minX - middle.minX) - 2 * advance) < 1e-9)
        #expect(abs((start.minX - end.minX) - 4 * advance) < 1e-9)
    }

    @Test func anAbsolutePositionStartsANewChunkAndDxShifts() throws {
        var input = Self.input("HH", size: 10, x: 0)
        input.positions[1].x = 50
        let apart = try #require(Self.bounds(Self.layout(input)))
        #expect(apart.maxX > 50 && apart.maxX < 57)
        var shifted = Self.input("HH", size: 10, x: 0)
        shifted.positions[1].dx = 5
        shifted.positions[1].dy = 7
        let s = try #require(Self.bounds(Self.layout(shifted)))
        #expect(abs(s.maxY - 7) < 0.5)
        #expect(s.maxX > 12 + 5 - 1 && s.maxX < 12 + 5)
        #expect(Self.layout(shifted).count == 1)
    }

    @Test func letterAndWordSpacingWidenTheLine() throws {
        let plain = try #require(Self.bounds(Self.layout(Self.input("H H", size: 10) { $0.anchor = .end })))
        let letters = try #require(Self.bounds(Self.layout(Self.input("H H", size: 10) { $0.anchor = .end; $0.letterSpacing = 3 })))
        let words = try #require(Self.bounds(Self.layout(Self.input("H H", size: 10) { $0.anchor = .end; $0.wordSpacing = 4 })))
        // Letter spacing after every cluster but the last; word spacing after the space.
        #expect(abs((plain.minX - letters.minX) - 6) < 1e-9)
        #expect(abs((plain.minX - words.minX) - 4) < 1e-9)
    }

    @Test func textLengthSpreadsTheClusters() throws {
        let b = try #require(Self.bounds(Self.layout(Self.input("HHH", size: 10) { $0.anchor = .end; $0.textLength = 60 })))
        let plain = try #require(Self.bounds(Self.layout(Self.input("HHH", size: 10) { $0.anchor = .end })))
        let width = 3 * 1229.0 / 2048 * 10
        // The two gaps take the difference; the clusters keep their shapes.
        #expect(abs((b.width - plain.width) - (60 - width)) < 1e-9)
    }

    @Test func decorationsComeInOrderWithTheirOwnPaint() throws {
        let pieces = Self.layout(Self.input("HH", size: 10) {
            $0.decorations = TextDecorations(underline: TextDecoration(paint: 2, font: Self.mono, fontSize: 10),
                                             overline: TextDecoration(paint: 3, font: Self.mono, fontSize: 10),
                                             lineThrough: TextDecoration(paint: 4, font: Self.mono, fontSize: 10))
        })
        #expect(pieces.map(\.kind) == [.underline, .overline, .glyphs, .lineThrough])
        #expect(pieces.map(\.paint) == [2, 3, 1, 4])
        let under = try #require(Self.bounds(pieces, kind: .underline))
        #expect(under.minY > 0 && abs(under.width - 2 * 1229.0 / 2048 * 10) < 1e-9)
    }

    @Test func rotationTurnsAGlyphAboutItsOrigin() throws {
        var input = Self.input("H", size: 10)
        input.rotate[0] = 90
        let b = try #require(Self.bounds(Self.layout(input)))
        // Turned clockwise about its origin: its height now runs right, its width down.
        #expect(b.maxX > 6 && b.maxY > 4 && b.minY > -1)
    }

    @Test func textOnAPathFollowsItAndHidesWhatFallsOff() throws {
        var path = Path()
        path.move(to: Point(0, 100))
        path.line(to: Point(0, 0))  // straight up
        let input = Self.input("HHHHHHHHHH", size: 10, x: nil, y: nil) {
            $0.flow = TextPathFlow(id: 1, path: path, startOffset: 0)
        }
        let pieces = Self.layout(input)
        let b = try #require(Self.bounds(pieces))
        #expect(b.maxY <= 100 && b.minY >= 100 - 61)
        #expect(abs(b.minX) < 10 && b.width < 10)
        var short = Path()
        short.move(to: .zero)
        short.line(to: Point(13, 0))
        let cut = Self.layout(Self.input("HHHHHHHHHH", size: 10, x: nil, y: nil) {
            $0.flow = TextPathFlow(id: 1, path: short, startOffset: 0)
        })
        #expect(try #require(Self.bounds(cut)).maxX < 13)   // two clusters fit, the rest are hidden
    }

    @Test func aMissingCharacterIsDrawnFromAFallbackFace() throws {
        let yellowtail = try #require(Self.database.entries.first { $0.family == "yellowtail" })
        let glyphs = ChunkShaper.shape("AЖ", entry: yellowtail, features: [], language: nil, database: Self.database)
        // The first face with Ж (Noto Mono) has every character, so it draws the whole text, as in resvg.
        #expect(glyphs.count == 2)
        #expect(glyphs.allSatisfy { $0.entry === Self.mono && !$0.isMissing })
        let alone = ChunkShaper.shape("A", entry: yellowtail, features: [], language: nil, database: Self.database)
        #expect(alone.count == 1 && alone[0].entry === yellowtail)
    }

    @Test func kerningCanBeTurnedOff() {
        let kerned = ChunkShaper.shapeRuns("AV", entry: Self.mono, features: [], language: nil)
        let plain = ChunkShaper.shapeRuns("AV", entry: Self.mono, features: ["kern=0"], language: nil)
        #expect(kerned.count == 2 && plain.count == 2)
        #expect(plain[0].xAdvance == 1229 && kerned[0].xAdvance == 1229)   // monospace: nothing to kern
    }

    // MARK: Hostile input

    @Test func emptyTextDrawsNothing() {
        #expect(Self.layout(Self.input("")).isEmpty)
        var input = Self.input("HH")
        input.spans = []
        #expect(Self.layout(input).isEmpty)
        input = Self.input("HH")
        input.positions = []   // inconsistent lists are refused, not read past their end
        #expect(Self.layout(input).isEmpty)
    }

    @Test func aHugeFontSizeStaysFinite() throws {
        // Not drawable, but laid out without a trap; the converter drops non-finite paths.
        #expect(Self.layout(Self.input("H", size: 1e300)).count == 1)
        let big = Self.layout(Self.input("H", size: 1e6))
        #expect(try #require(Self.bounds(big)).height > 1e5)
    }

    @Test func aSpanRangePastTheTextIsClamped() {
        var input = Self.input("HH")
        input.spans[0].range = 0..<50
        #expect(Self.layout(input).count == 1)
    }

    @Test func thousandsOfSpansLayOutInOnePass() {
        let count = 5000
        let text = String(repeating: "H", count: count)
        var input = Self.input(text, size: 1)
        let span = input.spans[0]
        input.spans = (0..<count).map { i in
            var s = span
            s.range = i..<(i + 1)
            s.paint = i
            return s
        }
        // One shaping of the whole text for the one font the spans share: shaping it once per
        // span would be 5000 shapings of 5000 characters.
        let shapings = ShapingCount()
        let pieces = ChunkShaper.$count.withValue(shapings) { Self.layout(input) }
        #expect(pieces.count == count)
        #expect(shapings.value == 1, "\(shapings.value) runs shaped")
    }
}
