import CtlRaster
@testable import CtlSVG
import Foundation
import Testing

/// The resvg options of `SVGOptions` (dpi, an injected style sheet) and the element queries
/// behind `ctlrender svg --query-all` and `--export-id`.
@Suite struct SVGOptionsAndQueryTests {
    func document(_ text: String, _ edit: (inout SVGOptions) -> Void = { _ in }) throws -> SVGDocument {
        var options = SVGOptions()
        edit(&options)
        return try SVGDocument(data: Array(text.utf8), options: options)
    }

    /// Every absolute unit is read at the dpi: 1in, 2.54cm, 25.4mm, 72pt and 6pc are one inch.
    @Test(arguments: ["1in", "2.54cm", "25.4mm", "72pt", "6pc"])
    func absoluteUnitsFollowTheDPI(_ inch: String) throws {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='\(inch)' height='10px'/>"
        #expect(abs(try document(text).size.width - 96) < 1e-9)
        #expect(abs(try document(text) { $0.dpi = 300 }.size.width - 300) < 1e-9)
        // px and user units do not depend on it.
        #expect(try document(text) { $0.dpi = 300 }.size.height == 10)
    }

    /// The injected sheet is cascaded before the document's: it beats a presentation attribute,
    /// loses to the document's rule of the same specificity and to a `style` attribute.
    @Test func anInjectedStyleSheetComesFirst() throws {
        let text = """
            <svg xmlns='http://www.w3.org/2000/svg' width='3' height='1'><style>.b{fill:#00ff00}</style>
            <rect class='a' width='1' height='1' fill='red'/><rect class='b' x='1' width='1' height='1'/>
            <rect class='a' x='2' width='1' height='1' style='fill:#ff00ff'/></svg>
            """
        let image = try document(text) { $0.styleSheet = ".a{fill:#0000ff} .b{fill:#0000ff}" }.render(width: 3, height: 1)
        #expect(image[0, 0] == Color(r: 0, g: 0, b: 255).premultiplied)
        #expect(image[1, 0] == Color(r: 0, g: 255, b: 0).premultiplied)
        #expect(image[2, 0] == Color(r: 255, g: 0, b: 255).premultiplied)
    }

    @Test func identifiedElementsAreListedInDocumentPixels() throws {
        let d = try document("""
            <svg xmlns='http://www.w3.org/2000/svg' id='root' width='10' height='10' viewBox='0 0 20 20'>
              <g id='g' transform='translate(4 0)'><rect id='r' x='2' y='2' width='4' height='6' stroke='black' stroke-width='2'/></g>
              <rect id='hidden' width='5' height='5' display='none'/><defs><rect id='d' width='1' height='1'/></defs>
            </svg>
            """)
        // The group's box holds the stroke (1 unit each side), the shape's does not; /2 for the viewBox.
        #expect(d.identifiedElements == [
            SVGIdentifiedElement(id: "g", bounds: Rect(x: 2.5, y: 0.5, width: 3, height: 4)),
            SVGIdentifiedElement(id: "r", bounds: Rect(x: 3, y: 1, width: 2, height: 3)),
        ])
        #expect(d.elementSize(id: "r") == Size(width: 2, height: 3) && d.elementSize(id: "d") == nil)
        let r = try d.renderElement(id: "r", width: 2, height: 3, in: Rect(x: 0, y: 0, width: 2, height: 3))
        #expect(r[0, 0] == Color.black.premultiplied && r[1, 2] == Color.black.premultiplied)
        #expect(throws: SVGError.self) {
            try d.renderElement(id: "root", width: 1, height: 1, in: Rect(x: 0, y: 0, width: 1, height: 1))
        }
    }
}
