@testable import CtlSVG
import Foundation
import Testing

/// XML 1.0's Char production (#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
/// [#x10000-#x10FFFF]): every other character is refused wherever it is written, literally or
/// as a character reference, with its line and column.
@Suite struct XMLCharTests {
    func failure(_ text: String) -> String {
        do {
            _ = try XMLReader.parse(Array(text.utf8))
            return "no error"
        } catch {
            return error.description
        }
    }

    /// Each context a character can be written in, with `X` where it goes, and its column
    /// (on line 2).
    static let contexts: [(name: String, text: String, column: Int)] = [
        ("text", "<svg>\n<g>      X</g></svg>", 10),
        ("attribute value", "<svg>\n<g   id='X'/></svg>", 10),
        ("comment", "<svg>\n<!--     X --></svg>", 10),
        ("CDATA", "<svg>\n<![CDATA[X]]></svg>", 10),
        ("processing instruction", "<svg>\n<?pi     X?></svg>", 10),
        ("entity value", "<!DOCTYPE svg [\n<!ENTITY e 'X'>]><svg/>", 13),
    ]

    @Test(arguments: [UInt32(0x0), 0x1, 0x8, 0xB, 0xC, 0xE, 0x1F, 0xFFFE, 0xFFFF])
    func aForbiddenCharacterIsRefusedInEveryContext(_ value: UInt32) {
        let character = String(Character(Unicode.Scalar(value)!))
        for context in Self.contexts {
            let text = context.text.replacingOccurrences(of: "X", with: character)
            #expect(failure(text) == "2:\(context.column): \(XMLReader.name(of: value)) is not a character XML 1.0 allows",
                    "\(context.name)")
        }
    }

    @Test(arguments: [UInt32(0x9), 0xA, 0xD, 0x20, 0x85, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x10FFFF])
    func anAllowedCharacterIsReadInEveryContext(_ value: UInt32) {
        let character = String(Character(Unicode.Scalar(value)!))
        for context in Self.contexts {
            let text = context.text.replacingOccurrences(of: "X", with: character)
            #expect(failure(text) == "no error", "\(context.name)")
        }
    }

    @Test(arguments: [("&#0;", "U+0000"), ("&#x0;", "U+0000"), ("&#1;", "U+0001"), ("&#x1F;", "U+001F"),
                      ("&#xFFFE;", "U+FFFE"), ("&#65535;", "U+FFFF"), ("&#xD800;", "U+D800"),
                      ("&#x110000;", "a number past U+10FFFF")])
    func aCharacterReferenceToAForbiddenCharacterIsRefused(_ reference: String, _ shown: String) {
        let expected = "2:8: character reference to \(shown), not a character XML 1.0 allows"
        #expect(failure("<svg>\n<g id='\(reference)'/></svg>") == expected)
        #expect(failure("<svg>\n<g>    \(reference)</g></svg>") == expected)
    }

    @Test func allowedCharacterReferencesAreRead() throws {
        let root = try XMLReader.parse(Array("<svg a='&#9;&#xA;&#xD;&#x20;&#xFFFD;&#x10000;'/>".utf8))
        #expect(root["a"] == "\t\n\r \u{FFFD}\u{10000}")
    }

    @Test func theColumnCountsCharactersNotBytes() {
        // Three 2-byte characters and a 4-byte one after `<svg>`: the NUL is the tenth character.
        #expect(failure("<svg>éèà😀\u{0}</svg>") == "1:10: U+0000 is not a character XML 1.0 allows")
    }
}
