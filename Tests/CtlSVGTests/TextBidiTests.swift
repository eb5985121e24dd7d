import CtlRaster
import CtlUnicode
import Foundation
import Testing
@testable import CtlSVG

/// Bidirectional SVG text: each chunk a bidi paragraph in the text's `direction`, the
/// `unicode-bidi` of its elements, mirrored glyphs, positions that stay with their characters.
@Suite struct TextBidiTests {
    static let database = TextFontDatabaseTests.database { $0.serif = "DejaVu Sans" }
    static var dejaVu: FontDatabase.Entry { database.entries.first { $0.family == "dejavu sans" }! }

    /// The chunk's characters (scalar offsets) left to right on the image.
    static func visualOrder(_ text: String, direction: ParagraphDirection = .ltr,
                            embeddings: [BidiEmbedding] = []) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        let bidi = ChunkBidi(scalars[...], direction: direction, embeddings: embeddings)
        return bidi.runs.flatMap { $0.isRightToLeft ? Array($0.range.reversed()) : Array($0.range) }
    }

    /// A one-chunk input of `text` in DejaVu Sans, one span per range of `paints`.
    static func input(_ text: String, paints: [Range<Int>]? = nil, size: Double = 20) -> TextInput<Int> {
        let count = text.unicodeScalars.count
        var positions = [CharacterPosition](repeating: CharacterPosition(), count: count)
        positions[0].x = 0
        positions[0].y = 0
        let spans = (paints ?? [0..<count]).enumerated().map { i, r in
            TextSpan(range: r, font: dejaVu, fontSize: size, paint: i + 1)
        }
        return TextInput(text: text, positions: positions, rotate: [Double](repeating: 0, count: count), spans: spans)
    }

    /// The clusters of the input's only chunk, in visual order.
    static func clusters(_ input: TextInput<Int>) -> [TextCluster] {
        let layout = TextLayout(input: input, database: database)
        let scalars = Array(input.text.unicodeScalars)
        return layout.shapedClusters(layout.chunks(count: scalars.count)[0], scalars: scalars)
    }

    @Test func theTextsDirectionIsEachChunksParagraphDirection() {
        // "abc אבג": a left-to-right paragraph starts at the left with "abc"; a right-to-left
        // one starts at the right, the Latin word still read left to right.
        #expect(Self.visualOrder("abc אבג", direction: .ltr) == [0, 1, 2, 3, 6, 5, 4])
        #expect(Self.visualOrder("abc אבג", direction: .rtl) == [6, 5, 4, 3, 0, 1, 2])
        // plaintext: the paragraph takes the direction of its first strong character.
        #expect(Self.visualOrder("אבג abc", direction: .auto) == [4, 5, 6, 3, 2, 1, 0])
    }

    @Test func numbersKeepTheirOrderAndTheirSpacesAmongRightToLeftWords() {
        // The year after Arabic letters is an Arabic number (W2), drawn left to right at the
        // left of the word, in either paragraph direction.
        let year = "مرحبا 2026"
        #expect(Self.visualOrder(year, direction: .rtl) == [6, 7, 8, 9, 5, 4, 3, 2, 1, 0])
        #expect(Self.visualOrder(year, direction: .ltr) == [6, 7, 8, 9, 5, 4, 3, 2, 1, 0])
        let scalars = Array(year.unicodeScalars)
        #expect(ChunkBidi(scalars[...], direction: .ltr, embeddings: []).levels == [1, 1, 1, 1, 1, 1, 2, 2, 2, 2])
        // After Hebrew the digits stay European numbers: "123" keeps its order, and the space
        // before "items" stays between them.
        let price = "Price: שלום עולם 123 items"
        #expect(Self.visualOrder(price) == Array(0...6) + [17, 18, 19] + Array((7...16).reversed()) + Array(20...25))
        // Drawn so: the clusters come in that order.
        #expect(Self.clusters(Self.input(year)).map(\.charIndex) == [6, 7, 8, 9, 5, 4, 3, 2, 1, 0])
    }

    @Test func unicodeBidiPutsItsControlsAroundTheElementsCharacters() {
        let text = "abc def"
        func tspan(_ kind: UnicodeBidi, rtl: Bool) -> [BidiEmbedding] {
            [BidiEmbedding(range: 4..<7, kind: kind, isRightToLeft: rtl, depth: 1)]
        }
        // bidi-override: the element's characters are drawn in its direction, whatever they are.
        #expect(Self.visualOrder(text, embeddings: tspan(.bidiOverride, rtl: true)) == [0, 1, 2, 3, 6, 5, 4])
        #expect(Self.visualOrder(text, embeddings: tspan(.isolateOverride, rtl: true)) == [0, 1, 2, 3, 6, 5, 4])
        // An embedding of Latin letters stays left to right inside (they are strong L).
        #expect(Self.visualOrder(text, embeddings: tspan(.embed, rtl: true)) == [0, 1, 2, 3, 4, 5, 6])
        // normal adds nothing; an LTR override makes Hebrew read left to right.
        #expect(Self.visualOrder(text, embeddings: tspan(.normal, rtl: true)) == Array(0..<7))
        #expect(Self.visualOrder("אבג", embeddings: [BidiEmbedding(range: 0..<3, kind: .bidiOverride,
                                                                 isRightToLeft: false, depth: 1)]) == [0, 1, 2])
        // An embedding takes part in its neighbours' resolution; an isolate does not. In
        // "א 1 b" with "1" right to left: embedded, the space after "א" ends at a right-to-left
        // level and goes with the Hebrew; isolated, the isolate is a neutral to its
        // neighbours, the spaces lie between R and L and take the paragraph's direction.
        let mixed = "א 1 b"
        let embedded = Self.visualOrder(mixed, embeddings: [BidiEmbedding(range: 2..<3, kind: .embed, isRightToLeft: true, depth: 1)])
        let isolated = Self.visualOrder(mixed, embeddings: [BidiEmbedding(range: 2..<3, kind: .isolate, isRightToLeft: true, depth: 1)])
        #expect(embedded == [2, 1, 0, 3, 4])
        #expect(isolated == [0, 1, 2, 3, 4])
    }

    @Test func mirroredCharactersAtOddLevelsDrawTheirMirrors() throws {
        let face = Self.dejaVu.face
        let open = try #require(face.shape("(").first?.glyph)
        let close = try #require(face.shape(")").first?.glyph)
        #expect(open != close)
        // "א(ב)": the parentheses between Hebrew letters are at level 1.
        let clusters = Self.clusters(Self.input("א(ב)"))
        #expect(clusters.map(\.charIndex) == [3, 2, 1, 0])
        let glyphOf = Dictionary(uniqueKeysWithValues: clusters.map { ($0.charIndex, $0.glyphs.first?.id) })
        #expect(glyphOf[1] == close && glyphOf[3] == open)
        // At level 0 they are themselves.
        let ltr = Dictionary(uniqueKeysWithValues: Self.clusters(Self.input("a(b)")).map { ($0.charIndex, $0.glyphs.first?.id) })
        #expect(ltr[1] == open && ltr[3] == close)
    }

    @Test func arabicInAnOverrideWithLatinLettersStillJoins() {
        // Alone, "بب" joins: an initial and a final form.
        let alone = ChunkShaper.shapeRuns("بب", entry: Self.dejaVu, features: [], language: nil)
        #expect(alone.count == 2 && alone[0].id != alone[1].id)
        // Overridden right to left with Latin letters in the same run, its letters keep those forms.
        let text = "ab بب"
        let runs = ChunkShaper.runs(of: text, embeddings: [BidiEmbedding(range: 0..<5, kind: .bidiOverride,
                                                                         isRightToLeft: true, depth: 0)])
        let glyphs = ChunkShaper.shapeRuns(text, runs: runs, entry: Self.dejaVu, features: [], language: nil)
        #expect(glyphs.filter { $0.cluster >= 3 }.map(\.id).sorted() == alone.map(\.id).sorted())
        // And the whole is drawn right to left: "bb" glyph order reversed, the Latin at the right.
        #expect(glyphs.map(\.cluster).first ?? -1 >= 3 && glyphs.last?.cluster == 0)
    }

    @Test func positionsStayWithTheirCharactersAfterReordering() throws {
        // "AB", each its own paint, overridden right to left: B is drawn left of A, and the
        // dy given to the first character (A) moves A.
        var input = Self.input("AB", paints: [0..<1, 1..<2])
        input.embeddings = [BidiEmbedding(range: 0..<2, kind: .bidiOverride, isRightToLeft: true, depth: 0)]
        input.positions[0].dy = 10
        let pieces = TextLayout(input: input, database: Self.database).layout()
        let a = try #require(pieces.first { $0.paint == 1 }?.path.controlBounds)
        let b = try #require(pieces.first { $0.paint == 2 }?.path.controlBounds)
        #expect(a.minX >= b.maxX - 1)
        #expect(abs(a.maxY - 10) < 0.5 && abs(b.maxY) < 0.5)
    }

    @Test func paragraphSeparatorsAndDeepNestingAreResolvedWithoutTrouble() {
        // A paragraph separator inside a chunk ends one paragraph and starts another.
        #expect(Self.visualOrder("אב\u{2029}cd") == [1, 0, 2, 3, 4])
        // 200 nested isolates, past the algorithm's depth of 125: every character is kept once.
        let text = String(repeating: "aא", count: 100)
        let nested = (0..<200).map { BidiEmbedding(range: $0..<200, kind: .isolate, isRightToLeft: $0 % 2 == 0, depth: $0 + 1) }
        #expect(Self.visualOrder(text, embeddings: nested).sorted() == Array(0..<200))
    }

    @Test func eachChunkReceivesOnlyTheEmbeddingsOverIt() {
        // 2000 characters, each a chunk of its own (an x each) in an isolate of its own, under
        // one override of the whole text: each chunk gets two embeddings, not 2001.
        let n = 2000
        var input = Self.input(String(repeating: "a", count: n))
        for i in 0..<n { input.positions[i].x = Double(i) }
        input.embeddings = [BidiEmbedding(range: 0..<n, kind: .bidiOverride, isRightToLeft: true, depth: 0)]
            + (0..<n).map { BidiEmbedding(range: $0..<($0 + 1), kind: .isolate, isRightToLeft: false, depth: 1) }
        let chunks = TextLayout(input: input, database: Self.database).chunks(count: n)
        #expect(chunks.count == n)
        #expect(chunks.allSatisfy { $0.embeddings.count == 2 && $0.embeddings[1].range == $0.range })
    }

    // MARK: Through documents

    /// The mean x of the pixels of one colour (red or blue) in `image`.
    static func meanX(_ image: Pixmap, red: Bool) -> Double? {
        var sum = 0, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.a > 200 else { continue }
                if red ? (p.r > 200 && p.b < 50) : (p.b > 200 && p.r < 50) {
                    sum += x
                    count += 1
                }
            }
        }
        return count == 0 ? nil : Double(sum) / Double(count)
    }

    @Test func aDocumentsDirectionAndUnicodeBidiReachTheLayout() throws {
        let doc = TextDocumentTests()
        /// The mean x of the red ink minus that of the blue (nil when either is missing).
        func redRightOfBlue(_ body: String) throws -> Double? {
            let image = try doc.render(body, width: 160)
            guard let red = Self.meanX(image, red: true), let blue = Self.meanX(image, red: false) else { return nil }
            return red - blue
        }
        let red = "fill='#ff0000'", blue = "fill='#0000ff'"
        // bidi-override on a tspan: its first character (red) is drawn right of its second.
        // (The tspan starts the chunk, so its direction also makes the anchor's start the right.)
        let overridden = try redRightOfBlue("<text x='80' y='30' font-size='20'><tspan unicode-bidi='bidi-override' "
                                            + "direction='rtl'><tspan \(red)>H</tspan><tspan \(blue)>H</tspan></tspan></text>")
        #expect(overridden.map { $0 > 0 } == true)
        let normal = try redRightOfBlue("<text x='80' y='30' font-size='20'><tspan direction='rtl'>"
                                        + "<tspan \(red)>H</tspan><tspan \(blue)>H</tspan></tspan></text>")
        #expect(normal.map { $0 < 0 } == true)
        // direction='rtl' on the text: the paragraph starts at the right, with the Latin word.
        let rtl = try redRightOfBlue("<text x='150' y='30' font-size='20' direction='rtl'><tspan \(red)>HH</tspan>"
                                     + "<tspan \(blue)> אב</tspan></text>")
        #expect(rtl.map { $0 > 0 } == true)
        let ltr = try redRightOfBlue("<text x='10' y='30' font-size='20'><tspan \(red)>HH</tspan><tspan \(blue)> אב</tspan></text>")
        #expect(ltr.map { $0 < 0 } == true)
        // plaintext on the text: the direction of its first strong character (Hebrew here).
        let plain = try redRightOfBlue("<text x='80' y='30' font-size='20' unicode-bidi='plaintext'><tspan \(red)>אב</tspan>"
                                       + "<tspan \(blue)> HH</tspan></text>")
        #expect(plain.map { $0 > 0 } == true)
    }

    @Test func textAnchorStartAndEndFollowTheDirection() throws {
        let doc = TextDocumentTests()
        let start = try #require(doc.inkBox(try doc.render("<text x='50' y='30' font-size='20' direction='rtl'>HH</text>")))
        let end = try #require(doc.inkBox(try doc.render("<text x='50' y='30' font-size='20' direction='rtl' text-anchor='end'>HH</text>")))
        // Right to left, the start is the right edge and the end the left.
        #expect(start.maxX <= 50 && start.minX < 40)
        #expect(end.minX >= 50 && end.maxX > 60)
    }
}

extension TextBidiTests {
    /// A `textPath` chunk is a bidi paragraph as any other: its clusters follow the path in
    /// visual order, a right-to-left word read from its end (as resvg places them).
    @Test func textOnAPathFollowsThePathInVisualOrder() throws {
        var input = Self.input("abc אבג", paints: (0..<7).map { $0..<($0 + 1) })
        var line = Path()
        line.move(to: Point(0, 50))
        line.line(to: Point(1000, 50))
        for i in input.spans.indices { input.spans[i].flow = TextPathFlow(id: 1, path: line, startOffset: 0) }
        let pieces = TextLayout(input: input, database: Self.database).layout()
        func left(_ paint: Int) throws -> Double {
            try #require(pieces.first { $0.paint == paint && $0.kind == .glyphs }?.path.controlBounds).minX
        }
        // Paints are characters + 1: a b c, then ג ב א left to right.
        let order = try [1, 2, 3, 7, 6, 5].map(left)
        #expect(order == order.sorted() && Set(order).count == order.count)
    }
}
