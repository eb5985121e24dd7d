@testable import CtlSVG
import Testing

@Suite struct XMLReaderTests {
    func parse(_ text: String) throws(SVGError) -> Element {
        try XMLReader.parse(Array(text.utf8))
    }

    /// The error's "line:column: message" for a document that must fail.
    func failure(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func elementsAttributesAndText() throws {
        let root = try parse("<?xml version=\"1.0\"?>\n<svg xmlns='http://www.w3.org/2000/svg' a=\"1\" b='two'>a &amp; b<g/></svg>")
        #expect(root.name == "svg")
        #expect(root.isSVG)
        #expect(root["a"] == "1")
        #expect(root["b"] == "two")
        #expect(root.position == XMLPosition(line: 2, column: 1))
        guard case .text(let text, _) = root.children.first else { Issue.record("no text"); return }
        #expect(text == "a & b")
        #expect(root.childElements.map(\.name) == ["g"])
    }

    @Test func characterReferencesCDATAAndComments() throws {
        let root = try parse("<svg><![CDATA[<x>]]>&#65;&#x42;<!-- c --><?pi x?></svg>")
        #expect(root.textContent == "<x>AB")
    }

    @Test func entitiesHoldingMarkupAreExpanded() throws {
        let root = try parse("""
            <!DOCTYPE svg [ <!ENTITY R "<rect id='r' width='5'/>"> <!ENTITY W "7"> ]>
            <svg xmlns="http://www.w3.org/2000/svg"><g width="&W;">&R;&R;</g></svg>
            """)
        let g = root.childElements[0]
        #expect(g["width"] == "7")
        #expect(g.childElements.map(\.name) == ["rect", "rect"])
        #expect(g.childElements[0].position == XMLPosition(line: 2, column: 56))
    }

    @Test func namespaces() throws {
        let root = try parse("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\
            <use xlink:href="#a"/><s:g xmlns:s="http://www.w3.org/2000/svg" xmlns="urn:other"><rect/></s:g></svg>
            """)
        #expect(root.childElements[0]["xlink:href"] == "#a")
        let g = root.childElements[1]
        #expect(g.isSVG && g.name == "g")
        #expect(!g.childElements[0].isSVG)
    }

    @Test(arguments: [
        ("", "1:1: the file is empty: not an SVG document"),
        ("hello", "1:1: not XML: expected the root element `<svg …>`"),
        ("<svg><g></svg>", "1:9: end tag </svg> does not match <g> opened at 1:6"),
        ("<svg>", "1:6: unexpected end of file: element <svg> is not closed"),
        ("<svg a='1' a='2'/>", "1:12: attribute a given twice"),
        ("<svg a='<'/>", "1:9: `<` inside an attribute value"),
        ("<svg>&nope;</svg>", "1:6: undefined entity &nope;"),
        ("<svg/><svg/>", "1:7: unexpected content after the root element"),
        ("<svg>\n  <g x=1/></svg>", "2:8: expected a quoted attribute value"),
        ("<svg><!-- x", "1:6: unterminated comment"),
        ("<x:svg/>", "1:1: undeclared namespace prefix `x`"),
        ("<svg>&#0;</svg>", "1:6: character reference to U+0000, not a character XML 1.0 allows"),
        ("<svg>&#99999999999;</svg>", "1:6: character reference to a number past U+10FFFF, not a character XML 1.0 allows"),
    ])
    func malformedInputIsAnErrorWithItsPlace(_ text: String, _ expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func truncatedDocumentsFailEverywhere() {
        let full = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY a 'b'>]><svg a='1'><g>&a;<![CDATA[x]]></g></svg>"
        let bytes = Array(full.utf8)
        for n in 0..<bytes.count {
            #expect(throws: SVGError.self) { try XMLReader.parse(Array(bytes[..<n])) }
        }
        #expect(throws: Never.self) { try XMLReader.parse(bytes) }
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300)
        #expect(failure("<svg>" + deep + "</svg>").hasSuffix("elements nest deeper than 256 levels"))
        let fine = String(repeating: "<g>", count: 200) + String(repeating: "</g>", count: 200)
        #expect(failure("<svg>" + fine + "</svg>") == "no error")
    }

    @Test func entityExpansionBombStops() {
        var doctype = "<!DOCTYPE svg [<!ENTITY l0 'lollollollollol'>"
        for i in 1...6 {
            let refs = String(repeating: "&l\(i - 1);", count: 10)
            doctype += "<!ENTITY l\(i) '\(refs)'>"
        }
        doctype += "]>"
        let message = failure(doctype + "<svg>&l6;</svg>")
        #expect(message.contains("entity expansion exceeds") || message.contains("entities nest deeper"))
        #expect(failure(doctype + "<svg a='&l6;'/>").contains("entity expansion exceeds"))
    }

    @Test func recursiveEntitiesStop() {
        let message = failure("<!DOCTYPE svg [<!ENTITY a '&a;'>]><svg>&a;</svg>")
        #expect(message.contains("entities nest deeper"))
    }

    @Test func notUTF8IsRefused() {
        var bytes = Array("<svg>\n<t>".utf8)
        bytes.append(0xC0)
        bytes += Array("</t></svg>".utf8)
        #expect(throws: SVGError("the file is not UTF-8 text (byte 0xC0)", at: XMLPosition(line: 2, column: 4))) {
            try XMLReader.parse(bytes)
        }
    }
}
