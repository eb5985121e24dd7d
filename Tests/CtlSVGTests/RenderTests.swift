import Foundation
@testable import CtlSVG
import CtlRaster
import Testing

/// Documents drawn and checked pixel by pixel where the answer is known exactly.
@Suite struct RenderTests {
    func render(_ body: String, size: Int = 10, attributes: String = "") throws -> (Pixmap, SVGDocument) {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
            + "width='\(size)' height='\(size)' \(attributes)>\(body)</svg>"
        let document = try SVGDocument(data: Array(text.utf8))
        return (try document.render(width: size, height: size), document)
    }

    let red = Color(r: 255, g: 0, b: 0).premultiplied
    let green = Color(r: 0, g: 128, b: 0).premultiplied
    let clear = Color.clear.premultiplied

    @Test func cssSpecificityAndStyleAttribute() throws {
        let (image, _) = try render("""
            <style>rect { fill: red } .a { fill: green } #r2 { fill: red }</style>
            <rect width='5' height='10' class='a'/>
            <rect id='r2' x='5' width='5' height='10' class='a' style='fill: green'/>
            """)
        #expect(image[2, 5] == green)
        #expect(image[7, 5] == green)
    }

    @Test func pseudoClassesAndCombinators() throws {
        let (image, _) = try render("""
            <style>g > rect:first-child { fill: green } g rect:last-child { fill: green }
            rect + rect { stroke: none } g:hover rect { fill: red }</style>
            <g><rect width='5' height='10' fill='red'/><rect x='5' width='5' height='10' fill='red'/></g>
            """)
        #expect(image[2, 5] == green)
        #expect(image[7, 5] == green)
    }

    @Test func useInheritsFromUseAndSymbolViewBox() throws {
        let (image, _) = try render("""
            <defs><rect id='r' width='5' height='5'/>
            <symbol id='s' viewBox='0 0 1 1'><rect width='1' height='1' fill='green'/></symbol></defs>
            <use xlink:href='#r' fill='green'/>
            <use href='#s' x='5' y='5' width='5' height='5'/>
            """)
        #expect(image[2, 2] == green)
        #expect(image[7, 7] == green)
        #expect(image[7, 2] == clear)
    }

    @Test func unitsAndPercentages() throws {
        let (image, _) = try render("<rect x='50%' width='0.5in' height='3.75pt' fill='green'/>", size: 100)
        // 0.5in = 48 px, 3.75pt = 5 px.
        #expect(image[50, 2] == green && image[97, 2] == green && image[49, 2] == clear)
        #expect(image[60, 4] == green && image[60, 5] == clear)
    }

    @Test func clipPathAndMask() throws {
        let (image, _) = try render("""
            <clipPath id='c'><rect width='5' height='10'/></clipPath>
            <mask id='m' maskUnits='userSpaceOnUse'><rect width='10' height='5' fill='white'/></mask>
            <rect width='10' height='10' fill='green' clip-path='url(#c)' mask='url(#m)'/>
            """)
        #expect(image[2, 2] == green)
        #expect(image[7, 2] == clear)
        #expect(image[2, 7] == clear)
    }

    @Test func linearGradientInBoundingBoxUnits() throws {
        let (image, _) = try render("""
            <linearGradient id='g'><stop offset='0' stop-color='black'/><stop offset='1' stop-color='white'/></linearGradient>
            <rect width='100' height='10' fill='url(#g)'/>
            """, size: 100)
        #expect(image[0, 5].r < 3)
        #expect(abs(Int(image[50, 5].r) - 129) <= 2)
        #expect(image[99, 5].r > 252)
    }

    @Test func switchTakesTheFirstMatchingLanguage() throws {
        let (image, _) = try render("""
            <switch><rect systemLanguage='fr' width='10' height='10' fill='red'/>
            <rect systemLanguage='en-US' width='10' height='10' fill='green'/></switch>
            """)
        #expect(image[5, 5] == green)
    }

    @Test func pathDataIsDrawnUpToItsFirstError() throws {
        let (image, document) = try render("<path d='M0 0 H10 V5 H0 Z M 0 5 L 5 x' fill='green'/>")
        #expect(image[5, 2] == green)
        #expect(image[5, 7] == clear)
        #expect(document.skipped.count == 1)
    }

    @Test func displayNoneAndVisibility() throws {
        let (image, _) = try render("""
            <g display='none'><rect width='10' height='10' fill='red'/></g>
            <g visibility='hidden'><rect width='5' height='10' fill='red'/>
            <rect x='5' width='5' height='10' fill='green' visibility='visible'/></g>
            """)
        #expect(image[2, 5] == clear)
        #expect(image[7, 5] == green)
    }

    @Test func unsupportedElementsAreSkippedAndListed() throws {
        let (image, document) = try render("<foreignObject/><rect width='10' height='10' fill='green'/>")
        #expect(image[5, 5] == green)
        #expect(document.skipped.map(\.element) == ["foreignObject"])
        #expect(document.skipped[0].position == XMLPosition(line: 1, column: 108))
    }

    @Test func hostileNumbersDoNotCrash() throws {
        for value in ["1e400", "NaN", "-1e308", "inf", "1e-400", "99999999999999999999999"] {
            let (image, _) = try render("""
                <rect x='\(value)' width='\(value)' height='5' fill='green' transform='scale(\(value))'/>
                <circle r='\(value)'/><path d='M 0 0 L \(value) 5'/>
                """)
            #expect(image.width == 10)
        }
    }

    @Test func colourForms() throws {
        let (image, _) = try render("""
            <rect width='5' height='5' fill='red icc-color(acmecmyk, 0.1, 0.2)' color='red'/>
            <rect width='5' height='5' fill='#008000'/>
            <rect x='5' width='5' height='5' color='rgb(0, 50.2%, 0)' fill='CurrentColor'/>
            <rect y='5' width='5' height='5' fill='hsl(120, 100%, 25.1%)'/>
            <rect x='5' y='5' width='5' height='5' fill='url(#missing) green'/>
            """)
        for (x, y) in [(2, 2), (7, 2), (2, 7), (7, 7)] { #expect(image[x, y] == green, "(\(x), \(y))") }
    }

    @Test func cssTransformWithUnits() throws {
        let (image, _) = try render("<rect width='5' height='5' fill='green' style='transform: translate(5px, 5px) rotate(0.5turn) translate(-5px, -5px)'/>")
        #expect(image[2, 2] == clear)
        #expect(image[7, 7] == green)
        #expect(TransformParser.parse("translate(10-5)") == .translation(10, -5))
        #expect(TransformParser.parse("translate(10em)") == nil)
    }

    /// The files a document's images name, for whoever must know what it depends on: each
    /// once, in document order, found or not; an embedded image, a URL and an image inside a
    /// nested SVG image name none.
    @Test func filesNamedListsTheImagesFilesOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-svg-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var dot = try Pixmap(width: 1, height: 1)
        dot[0, 0] = Color(r: 255, g: 0, b: 0).premultiplied
        try Data(try PNG.encode(dot)).write(to: folder.appendingPathComponent("dot.png"))
        let inner = "<svg xmlns='http://www.w3.org/2000/svg' width='2' height='2'>"
            + "<image href='dot.png' width='2' height='2'/><image href='inner.png' width='2' height='2'/></svg>"
        let nested = "data:image/svg+xml;base64," + Data(inner.utf8).base64EncodedString()
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'>"
            + "<image href='dot.png' width='4' height='4'/><image href='gone.png' width='4' height='4'/>"
            + "<image href='dot.png' x='1' width='2' height='2'/><image href='https://example.com/a.png' width='1' height='1'/>"
            + "<image href=\"\(nested)\" width='2' height='2'/></svg>"
        var options = SVGOptions()
        options.resourcesFolder = folder.path
        let document = try SVGDocument(data: Array(text.utf8), options: options)
        #expect(document.filesNamed == [folder.appendingPathComponent("dot.png").path,
                                        folder.appendingPathComponent("gone.png").path])
    }
}

@Suite struct HostileDocumentTests {
    @Test func deeplyNestedLayersStayBounded() throws {
        let open = String(repeating: "<g opacity='0.99'>", count: 200)
        let close = String(repeating: "</g>", count: 200)
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='50' height='50'>\(open)"
            + "<rect width='50' height='50' fill='green'/>\(close)</svg>"
        let image = try SVGDocument(data: Array(text.utf8)).render(width: 50, height: 50)
        #expect(image[25, 25].g > 100)
    }

    @Test func useBombIsCapped() throws {
        var defs = "<rect id='l0' width='1' height='1'/>"
        for i in 1...8 {
            let uses = (0..<10).map { _ in "<use href='#l\(i - 1)'/>" }.joined()
            defs += "<g id='l\(i)'>\(uses)</g>"
        }
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><defs>\(defs)</defs>"
            + "<use href='#l8'/></svg>"
        let document = try SVGDocument(data: Array(text.utf8))
        // Reported once, though every element past the cap is left out.
        #expect(document.skipped.filter { $0.reason.contains("instantiates more than") }.count == 1)
        #expect(document.skipped.contains { $0.reason.contains("more than 100000 elements through references") })
    }

    /// A document's own elements are capped at 200 000, those references make of them at 100 000:
    /// 150 000 plain elements draw, 150 000 made by `use`s do not.
    @Test func referencedElementsAreCappedBelowTheDocumentsOwn() throws {
        let own = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
            + String(repeating: "<rect width='1' height='1'/>", count: 150_000) + "</svg>"
        #expect(try SVGDocument(data: Array(own.utf8)).skipped.isEmpty)
        let row = "<g id='row'>" + String(repeating: "<rect width='1' height='1'/>", count: 1_500) + "</g>"
        let made = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><defs>\(row)</defs>"
            + String(repeating: "<use href='#row'/>", count: 100) + "</svg>"
        let skipped = try SVGDocument(data: Array(made.utf8)).skipped
        #expect(skipped.count == 1 && skipped[0].reason.contains("through references"), "\(skipped)")
    }

}
