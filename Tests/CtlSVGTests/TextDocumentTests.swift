@testable import CtlSVG
import CtlRaster
import CtlText
import Foundation
import Testing

/// SVG text through the whole document: fonts from a folder, positions, paint, and documents
/// that try to break it.
@Suite struct TextDocumentTests {
    static let options: SVGOptions = {
        var o = SVGOptions()
        o.fontFolders = [TextFontDatabaseTests.fonts]
        o.skipSystemFonts = true
        o.serifFamily = "Noto Mono"
        o.fontFamily = "Noto Mono"
        return o
    }()

    func render(_ body: String, width: Int = 100, height: Int = 40, options: SVGOptions = Self.options) throws -> Pixmap {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
            + "width='\(width)' height='\(height)'>\(body)</svg>"
        return try SVGDocument(data: Array(text.utf8), options: options).render(width: width, height: height)
    }

    /// The box of the pixels with any coverage, or nil when none has.
    func inkBox(_ image: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a > 0 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test func textIsDrawnWithTheFolderFontAtItsPosition() throws {
        let image = try render("<text x='10' y='30' font-size='20' fill='#008000'>HH</text>")
        let box = try #require(inkBox(image))
        // Noto Mono: 0.6 em advances, capitals 0.714 em tall, on the baseline y = 30.
        #expect(box.maxY == 29 && box.minY >= 14 && box.minY <= 16)
        #expect(box.minX >= 10 && box.maxX <= 10 + 24)
        let green = Color(r: 0, g: 128, b: 0).premultiplied
        #expect((0..<image.height).contains { y in (0..<image.width).contains { image[$0, y] == green } })
    }

    @Test func anchorsAndTspansPlaceTheText() throws {
        let start = try #require(inkBox(try render("<text x='50' y='30' font-size='20'>HH</text>")))
        let end = try #require(inkBox(try render("<text x='50' y='30' font-size='20' text-anchor='end'>HH</text>")))
        #expect(start.minX >= 50 && end.maxX <= 50)
        let moved = try #require(inkBox(try render("<text x='10' y='30' font-size='20'>H<tspan dy='-10' fill='red'>H</tspan></text>")))
        #expect(moved.minY < start.minY - 5)
    }

    @Test func textWithNothingToDrawIsNotAnError() throws {
        for body in ["<text/>", "<text x='10' y='10'>   \n\t  </text>", "<text><tspan/></text>",
                     "<text x='10' y='30' display='none'>H</text>", "<text x='10' y='30' fill='none'>H</text>",
                     "<text x='10' y='30' font-size='0'>H</text>"] {
            #expect(inkBox(try render(body)) == nil, "\(body)")
        }
    }

    @Test func badNumbersAreIgnoredNotDrawnAtInfinity() throws {
        for body in ["<text x='NaN' y='30' font-size='20'>H</text>", "<text x='1e400' y='30' font-size='20'>H</text>",
                     "<text x='10' y='30' dx='1e400 NaN' rotate='NaN 1e999' font-size='20'>HH</text>",
                     "<text x='10' y='30' font-size='1e30'>H</text>", "<text x='10' y='30' font-size='1e-30'>H</text>",
                     "<text x='10' y='30' letter-spacing='1e308' font-size='20'>HHH</text>",
                     "<text x='10' y='30' textLength='1e308' lengthAdjust='spacingAndGlyphs'>HHH</text>"] {
            _ = try render(body)  // must not trap, hang or throw
        }
        // An unparsable x is as if none were given: the text starts at 0.
        let box = try #require(inkBox(try render("<text x='NaN' y='30' font-size='20'>H</text>")))
        #expect(box.minX < 5)
    }

    @Test func thousandsOfTspansAndDeepNesting() throws {
        let many = (0..<3000).map { "<tspan fill='#\(String($0 % 4096, radix: 16))'>H</tspan>" }.joined()
        // The spans share one font: the text is shaped once, not once per span (3000 shapings of
        // 3000 characters).
        let shapings = ShapingCount()
        let image = try ChunkShaper.$count.withValue(shapings) { try render("<text x='0' y='30' font-size='1'>\(many)</text>") }
        #expect(inkBox(image) != nil)
        #expect(shapings.value == 1, "\(shapings.value) runs shaped")
        let deep = String(repeating: "<tspan>", count: 200) + "H" + String(repeating: "</tspan>", count: 200)
        #expect(inkBox(try render("<text x='10' y='30' font-size='20'>\(deep)</text>")) != nil)
    }

    @Test func trefAndTextPathThatPointNowhereOrAtThemselves() throws {
        _ = try render("<text id='t' x='10' y='30'><tref xlink:href='#t'/>H</text>")
        _ = try render("<text x='10' y='30'><tref xlink:href='#missing'/></text>")
        #expect(inkBox(try render("<text x='10' y='30'><textPath xlink:href='#missing'>H</textPath></text>")) == nil)
        let onPath = try render("""
            <path id='p' d='M 10 30 L 90 30'/><text font-size='20'><textPath href='#p'>HH</textPath></text>
            """)
        let box = try #require(inkBox(onPath))
        #expect(box.minX >= 10 && box.maxY == 29)
    }

    @Test func aGarbageFontFileInTheFolderLeavesTheRestUsable() throws {
        var options = Self.options
        options.fontFolders = [URL(fileURLWithPath: TextFontDatabaseTests.fonts).deletingLastPathComponent().path]
        #expect(inkBox(try render("<text x='10' y='30' font-size='20'>H</text>", options: options)) != nil)
        // Without any folder, and no serif family, the bundled fonts still draw the text.
        var bare = SVGOptions()
        bare.skipSystemFonts = true
        bare.fontFamily = "No Such Family"
        #expect(inkBox(try render("<text x='10' y='30' font-size='20'>H</text>", options: bare)) != nil)
    }
}

/// Colour glyphs from a font's SVG table.
@Suite struct TextColorGlyphTests {
    static let folder = URL(fileURLWithPath: TextFontDatabaseTests.fonts).deletingLastPathComponent().path

    @Test func theSVGTableGivesADocumentPerGlyph() throws {
        let emoji = try FontFace(path: Self.folder + "/TwitterColorEmoji.subset.ttf")
        let id = try #require(emoji.glyphIndex(for: "\u{1F600}"))
        let document = try #require(SVGGlyphTable.document(face: emoji, glyph: id))
        #expect(String(decoding: document.prefix(4), as: UTF8.self) == "<svg")
        #expect(SVGGlyphTable.document(face: emoji, glyph: 60_000) == nil)
        let plain = try FontFace(path: TextFontDatabaseTests.fonts + "/NotoMono-Regular.ttf")
        #expect(SVGGlyphTable.document(face: plain, glyph: 1) == nil)
    }

    @Test func aFreedFacesTableIsNotGivenToTheFaceThatTakesItsAddress() throws {
        // A face freed after its table was read, then a face without one: the allocator often
        // hands the second the first one's address, and it must still get no documents.
        for _ in 0..<20 {
            do {
                let emoji = try FontFace(path: Self.folder + "/TwitterColorEmoji.subset.ttf")
                let id = try #require(emoji.glyphIndex(for: "\u{1F600}"))
                #expect(SVGGlyphTable.document(face: emoji, glyph: id) != nil)
            }
            let plain = try FontFace(path: TextFontDatabaseTests.fonts + "/NotoMono-Regular.ttf")
            let documents = (UInt32(0)..<64).filter { SVGGlyphTable.document(face: plain, glyph: $0) != nil }
            #expect(documents.isEmpty, "a font without an SVG table got documents for glyphs \(documents)")
        }
    }

    @Test func anEmojiIsDrawnInItsColours() throws {
        var options = TextDocumentTests.options
        options.fontFolders = [Self.folder]
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'>"
            + "<text x='4' y='32' font-size='32' font-family='Twitter Color Emoji' fill='black'>\u{1F600}</text></svg>"
        let image = try SVGDocument(data: Array(text.utf8), options: options).render(width: 40, height: 40)
        // The face is yellow (#FFCC4D), not the text's black fill.
        let yellow = Color(r: 0xFF, g: 0xCC, b: 0x4D).premultiplied
        #expect((0..<40).contains { y in (0..<40).contains { image[$0, y] == yellow } })
    }

    @Test func aBitmapEmojiIsDrawnFromItsStrike() throws {
        let emoji = try FontFace(path: Self.folder + "/NotoColorEmojiCBDT.subset.ttf")
        let id = try #require(emoji.glyphIndex(for: "\u{1F600}"))
        let bitmap = try #require(emoji.colorBitmap(id))
        #expect(bitmap.pixelsPerEm > 0 && bitmap.pixmap.width > 0 && bitmap.top > 0)
        let plain = try FontFace(path: TextFontDatabaseTests.fonts + "/NotoMono-Regular.ttf")
        #expect(plain.colorBitmap(try #require(plain.glyphIndex(for: "H"))) == nil)
        var options = TextDocumentTests.options
        options.fontFolders = [Self.folder]
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'>"
            + "<text x='4' y='32' font-size='32' font-family='Noto Color Emoji'>\u{1F600}</text></svg>"
        let image = try SVGDocument(data: Array(text.utf8), options: options).render(width: 40, height: 40)
        // Yellow-orange face pixels: much more red than blue, opaque.
        #expect((0..<40).contains { y in (0..<40).contains { let p = image[$0, y]; return p.a == 255 && p.r > 200 && p.b < 100 } })
    }
}
