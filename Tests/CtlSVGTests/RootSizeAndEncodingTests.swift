import CtlRaster
import Testing

@testable import CtlSVG

/// The root's size when it has none to be a percentage of (usvg's rule: the drawing's extent),
/// and documents in a single-byte encoding that their XML declaration names.
@Suite struct RootSizeAndEncodingTests {
    static func size(_ root: String, _ body: String) throws -> Size {
        try SVGDocument(data: Array("<svg xmlns='http://www.w3.org/2000/svg'\(root)>\(body)</svg>".utf8)).size
    }

    static let shapes = "<rect x='10' y='20' width='30' height='40' stroke='black' stroke-width='8'/>"
        + "<g transform='translate(5 5)'><circle cx='50' cy='5' r='5'/></g>"

    @Test func withoutAViewBoxAPercentageOrMissingSizeIsTheDrawingsExtent() throws {
        // Right: the circle's 60 (its box 50…60 moved by 5); bottom: the rect's 60 and half its
        // stroke, 64. Both sides, even one given in pixels.
        for root in ["", " width='100%'", " height='50%'", " width='80%' height='20'"] {
            #expect(try Self.size(root, Self.shapes) == Size(width: 60, height: 64), "\(root)")
        }
        // Nothing drawn: the default 100 × 100 (times the percentages).
        #expect(try Self.size("", "") == Size(width: 100, height: 100))
        #expect(try Self.size(" width='50%'", "<rect width='0' height='5'/>") == Size(width: 50, height: 100))
    }

    @Test func aViewBoxOrAbsoluteSizesStillDecide() throws {
        #expect(try Self.size(" viewBox='0 0 30 20'", Self.shapes) == Size(width: 30, height: 20))
        #expect(try Self.size(" width='50%' viewBox='0 0 30 20'", Self.shapes) == Size(width: 15, height: 20))
        #expect(try Self.size(" width='7' height='9'", Self.shapes) == Size(width: 7, height: 9))
    }

    @Test func aZeroOrNegativeSizeIsStillRefused() throws {
        for root in [" width='0' height='10'", " width='10' height='-5'"] {
            #expect(throws: SVGError.self) { try Self.size(root, Self.shapes) }
        }
    }

    /// A document in windows-1251 whose rect's id is "Мир" (0xCC 0xE8 0xF0).
    static func cyrillic(_ encoding: String, _ id: [UInt8] = [0xCC, 0xE8, 0xF0]) -> [UInt8] {
        Array("<?xml version='1.0' encoding='\(encoding)'?>\n<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\n<rect id='".utf8)
            + id + Array("' width='4' height='6'/></svg>".utf8)
    }

    @Test func aDeclaredSingleByteEncodingIsReadAsItsCharacters() throws {
        for label in ["windows-1251", "Windows-1251", "cp1251"] {
            let document = try SVGDocument(data: Self.cyrillic(label))
            #expect(document.elementSize(id: "Мир") == Size(width: 4, height: 6), "\(label)")
        }
        // Latin-1 is read as windows-1252, as browsers read it: 0x80 is the euro sign.
        let euro = try SVGDocument(data: Self.cyrillic("ISO-8859-1", [0x80, 0xE9]))
        #expect(euro.elementSize(id: "€é") != nil)
        // Without a declaration the bytes must be UTF-8.
        #expect(throws: SVGError.self) { try SVGDocument(data: Array(Self.cyrillic("windows-1251").drop { $0 != 0x0A }.dropFirst())) }
    }

    @Test func anUndefinedByteOrAnUnknownEncodingIsAnErrorThatSaysWhere() throws {
        // 0x98 is the one byte windows-1251 leaves undefined; it follows 'М' at column 11.
        do {
            _ = try SVGDocument(data: Self.cyrillic("windows-1251", [0xCC, 0x98]))
            Issue.record("read")
        } catch let error as SVGError {
            #expect(error.position == XMLPosition(line: 3, column: 12), "\(error)")
            #expect(error.message.contains("byte 0x98 is not a character in windows-1251"), "\(error)")
        }
        do {
            _ = try SVGDocument(data: Self.cyrillic("shift_jis"))
            Issue.record("read")
        } catch let error as SVGError {
            #expect(error.message.contains("not UTF-8 text (byte 0xCC) and declares the encoding shift_jis, which is not supported"),
                    "\(error)")
        }
    }
}
