@testable import CtlSVG
import CtlRaster
import Testing

/// Where a pattern's tile lands on the device: copied pixel for pixel when it lands unscaled and
/// unturned (at a fractional offset too, as resvg copies it), resampled when it gets there
/// through turned spaces (an element's rotation undone by its patternTransform) and lands
/// between pixels, as resvg resamples it.
@Suite struct PatternPlacementTests {
    let green = Color(r: 0, g: 128, b: 0).premultiplied

    /// Tiles 2 wide, green in their first column, on a shape whose transform is `transform`,
    /// the pattern's `patternTransform`.
    func render(transform: String, patternTransform: String = "") throws -> Pixmap {
        let text = """
            <svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>
            <pattern id='p' patternUnits='userSpaceOnUse' width='2' height='2' \(patternTransform)>
              <rect width='1' height='2' fill='green'/></pattern>
            <rect x='-20' y='-20' width='50' height='50' fill='url(#p)' transform='\(transform)'/></svg>
            """
        return try SVGDocument(data: Array(text.utf8)).render(width: 10, height: 10)
    }

    /// Turned by 30° and back, half a pixel along: each column is half covered, as the
    /// geometry says (copied, the columns would be whole pixels on and off, half a pixel away).
    @Test func tileTurnedBackAndMovedByHalfAPixelIsResampled() throws {
        let image = try render(transform: "translate(0.5) rotate(30)", patternTransform: "patternTransform='rotate(-30)'")
        for x in 2..<6 {
            #expect(abs(Int(image[x, 5].a) - 128) <= 3, "column \(x): \(image[x, 5])")
        }
    }

    /// Never turned, half a pixel along: copied pixel for pixel, crisp.
    @Test func unturnedTileIsCopiedPixelForPixel() throws {
        let image = try render(transform: "translate(0.5)")
        #expect((2..<6).allSatisfy { image[$0, 5] == green || image[$0, 5].a == 0 })
        #expect(image[2, 5] != image[3, 5])
    }

    /// Turned and back at a whole offset: crisp columns, moved by one.
    @Test func tileTurnedBackOnWholePixelsStaysCrisp() throws {
        let image = try render(transform: "translate(1) rotate(30)", patternTransform: "patternTransform='rotate(-30)'")
        #expect(image[2, 5].a == 0 && image[3, 5] == green && image[4, 5].a == 0)
    }
}
