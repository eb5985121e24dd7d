@testable import CtlSVG
import CtlRaster
import Testing

/// `context-fill` and `context-stroke` in a `use`'s content (SVG 2, as usvg resolves them): the
/// `use`'s gradient or pattern stays in the `use`'s user space, whatever transforms the shapes
/// inside carry, and objectBoundingBox units take the box of the whole content.
@Suite struct UseContextPaintTests {
    let red = Color(r: 255, g: 0, b: 0).premultiplied
    let green = Color(r: 0, g: 128, b: 0).premultiplied
    let clear = Color.clear.premultiplied

    /// Red left of the middle, green right of it.
    static let split = "<stop offset='0.5' stop-color='red'/><stop offset='0.5' stop-color='green'/>"
    /// Two rectangles side by side, each painted with the `use`'s fill.
    static let pair = "<defs><g id='pair'><rect width='5' height='10' fill='context-fill'/>"
        + "<rect x='5' width='5' height='10' fill='context-fill'/></g></defs>"

    func render(_ body: String) throws -> Pixmap {
        try SVGDocument.small(body).render(width: 10, height: 10)
    }

    /// One gradient across both rectangles (each its own box would make each half red).
    @Test func boundingBoxGradientSpansTheWholeContent() throws {
        let image = try render("<linearGradient id='g'>\(Self.split)</linearGradient>\(Self.pair)"
                               + "<use href='#pair' fill='url(#g)'/>")
        #expect(image[2, 5] == red && image[7, 5] == green)
    }

    /// A shape moved inside the content does not take the gradient with it.
    @Test func userSpaceGradientStaysWhereTheUseIs() throws {
        let image = try render("""
            <linearGradient id='g' gradientUnits='userSpaceOnUse' x2='10'>\(Self.split)</linearGradient>
            <defs><rect id='moved' width='5' height='10' transform='translate(5)' fill='context-fill'/></defs>
            <use href='#moved' fill='url(#g)'/>
            """)
        #expect(image[7, 5] == green && image[2, 5] == clear)
    }

    /// A pattern in objectBoundingBox units, content too: tiles of half the content's width,
    /// green in their first quarter of it (each rectangle's own box would halve them).
    @Test func boundingBoxPatternTakesTheContentsBox() throws {
        let image = try render("""
            <pattern id='p' width='0.5' height='1' patternContentUnits='objectBoundingBox'>
              <rect width='0.25' height='1' fill='green'/></pattern>
            \(Self.pair)<use href='#pair' fill='url(#p)'/>
            """)
        #expect(image[1, 5] == green && image[3, 5] == clear && image[6, 5] == green && image[8, 5] == clear)
    }

    /// Text takes the `use`'s paint as a shape does: in the content's box, in user space.
    @Test func textTakesTheContentsBox() throws {
        let doc = try SVGDocument.small("""
            <linearGradient id='g'>\(Self.split)</linearGradient>
            <defs><g id='label'><rect width='10' height='2' fill='context-fill'/>
            <text x='2' y='9' font-size='6' fill='context-fill'>I</text></g></defs>
            <use href='#label' fill='url(#g)'/>
            """)
        var fills: [PaintServer] = []
        func collect(_ nodes: [TreeNode]) {
            for node in nodes {
                switch node {
                case .group(let g): collect(g.children)
                case .path(let p): if let f = p.fill { fills.append(f.paint) }
                case .image: break
                }
            }
        }
        collect(doc.root.children)
        #expect(fills.count >= 2)
        for fill in fills {
            guard case .linear(let g) = fill else {
                Issue.record("a fill that is not the gradient: \(fill)")
                continue
            }
            // The unit square onto the content's box: 10 wide from x = 0, as the rectangle.
            #expect(g.units == .userSpace && g.transform.a == 10 && g.transform.e == 0, "\(g.transform)")
        }
    }

    /// A group's box, as browsers and usvg take it: its children's boxes turned with them.
    @Test func boxOfATurnedGroupHoldsItsChildrensTurnedBoxes() {
        var triangle = Path()
        triangle.move(to: Point(0, 0))
        triangle.line(to: Point(2, 0))
        triangle.line(to: Point(0, 2))
        triangle.close()
        var turned = TreeGroup(element: "g")
        turned.transform = .rotation(Double.pi / 4)
        turned.children = [.path(TreePath(path: triangle))]
        let box = Converter.boxOfBoxes([.group(turned)])
        // The square (0, 0, 2, 2) turned by 45° spans 2√2 down; the triangle alone √2.
        #expect(abs((box?.height ?? 0) - 2 * 2.0.squareRoot()) < 1e-9, "\(String(describing: box))")
    }
}
