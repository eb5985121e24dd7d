// article: Sources/CtlSVG/CtlSVG.docc/GettingStarted.md
// article block
import CtlRaster
import CtlSVG

/// A 24 × 24 icon: a blue circle with a white plus.
let plusIcon = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="11" fill="#007AFF"/>
      <path d="M12 6v12M6 12h12" stroke="white" stroke-width="2.5" stroke-linecap="round"/>
    </svg>
    """

/// Renders `svg` at `scale` times its own size into a PNG file at `path`, and returns what the
/// drawing left out, as `LINE:COLUMN: …` lines.
func renderSVG(_ svg: String, scale: Double, to path: String) throws -> [String] {
    let document = try SVGDocument(data: Array(svg.utf8))
    let width = Int((document.size.width * scale).rounded(.up))
    let height = Int((document.size.height * scale).rounded(.up))
    try PNG.write(try document.render(width: width, height: height), to: path)
    return document.messages
}
// article block end

// article block
/// Renders the SVG file at `path` at @3x into a PNG file at `output`, and returns the warnings
/// as `FILE:LINE:COLUMN: …` lines.
func renderSVGFile(at path: String, to output: String) throws -> [String] {
    let artwork = try SVGArtwork(path: path)
    try PNG.write(try artwork.render(scale: 3), to: output)
    return artwork.warnings
}
// article block end

// article block
/// Draws `svg` twice on a 72 × 48 pixel canvas: at its own size at the top left, then twice
/// as large to its right.
func drawTwice(_ svg: String) throws -> Pixmap {
    let document = try SVGDocument(data: Array(svg.utf8))
    var canvas = try Canvas(width: 72, height: 48)
    document.draw(on: &canvas, transform: .identity)
    document.draw(on: &canvas, transform: Transform.scale(2, 2).concatenating(.translation(24, 0)))
    try canvas.checkLimits()
    return canvas.pixmap
}
// article block end

import CtlTestSupport
import Testing

/// Runs the code of CtlSVG's getting-started article (the regions above are its code blocks, as
/// `ArticleCodeTests` checks) and holds it to what the article says.
@Suite struct SVGArticleTests {
    static let blue = Color(r: 0, g: 0x7A, b: 0xFF).premultiplied

    @Test func theIconIsRenderedAtTheScaleWithNothingLeftOut() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let messages = try renderSVG(plusIcon, scale: 2, to: folder.path("plus@2x.png"))
        #expect(messages.isEmpty)
        let icon = try PNG.read(path: folder.path("plus@2x.png"))
        #expect((icon.width, icon.height) == (48, 48))
        #expect(icon[24, 24] == Color.white.premultiplied, "the plus at the centre")
        #expect(icon[10, 36] == Self.blue, "the circle between the plus' arms")
        #expect(icon[0, 0].a == 0, "transparent outside the circle")
    }

    @Test func whatADocumentLeavesOutIsReturnedWithItsLineAndColumn() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let svg = plusIcon.replacingOccurrences(of: "</svg>", with: "  <foreignObject/>\n</svg>")
        let messages = try renderSVG(svg, scale: 1, to: folder.path("plus.png"))
        #expect(messages.count == 1 && messages[0].hasPrefix("4:3: <foreignObject> skipped"), "\(messages)")
    }

    @Test func aBrokenDocumentThrowsWithItsLineAndColumnAndWritesNothing() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let broken = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\">\n  <path d=\"M0 0\"</svg>"
        #expect { try renderSVG(broken, scale: 1, to: folder.path("broken.png")) } throws: { error in
            (error as? SVGError)?.position?.line == 2 && "\(error)".hasPrefix("2:")
        }
        #expect(!folder.exists("broken.png"))
    }

    @Test func aFileIsRenderedAt3xAndItsErrorsNameIt() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let input = try folder.write(plusIcon, "plus.svg")
        let warnings = try renderSVGFile(at: input, to: folder.path("plus@3x.png"))
        #expect(warnings.isEmpty)
        let icon = try PNG.read(path: folder.path("plus@3x.png"))
        #expect((icon.width, icon.height) == (72, 72))
        #expect(icon[36, 36] == Color.white.premultiplied)
        let broken = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n</svg>", "broken.svg")
        #expect { try renderSVGFile(at: broken, to: folder.path("broken.png")) } throws: { error in
            "\(error)".hasPrefix(broken + ":")
        }
    }

    @Test func theDocumentIsDrawnTwiceAtTwoSizes() throws {
        let canvas = try drawTwice(plusIcon)
        #expect((canvas.width, canvas.height) == (72, 48))
        #expect(canvas[12, 12] == Color.white.premultiplied, "the plus of the small one")
        #expect(canvas[48, 24] == Color.white.premultiplied, "the plus of the large one, at (24, 0) + 2 × (12, 12)")
        #expect(canvas[5, 18] == Self.blue && canvas[34, 36] == Self.blue, "the circles")
        #expect(canvas[12, 40].a == 0, "below the small one, nothing")
    }
}
