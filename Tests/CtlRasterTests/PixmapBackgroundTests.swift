import Testing
@testable import CtlRaster

/// `Pixmap.over(_:)`: an image on a background colour, as drawing it onto a canvas cleared to it.
@Suite struct PixmapBackgroundTests {
    @Test func overAColourIsDrawingOnACanvasClearedToIt() throws {
        var image = try Pixmap(width: 3, height: 1)
        image.pixels = [Color.clear, Color(r: 255, g: 0, b: 0, a: 128), Color(r: 0, g: 0, b: 255)]
            .map { $0.premultiplied.packed }
        let background = Color(r: 0x12, g: 0x80, b: 0x40)
        var canvas = try Canvas(width: 3, height: 1)
        canvas.clear(background)
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 3, height: 1), filter: .nearest)
        let flattened = image.over(background)
        #expect(flattened == canvas.pixmap)
        #expect(flattened[0, 0] == background.premultiplied)
        #expect(flattened[2, 0] == Color(r: 0, g: 0, b: 255).premultiplied)
    }

    @Test func overATranslucentColourKeepsTheTransparentPixelsTranslucent() throws {
        let image = try Pixmap(width: 2, height: 2)
        let background = Color(r: 255, g: 255, b: 255, a: 64)
        #expect(image.over(background).pixels.allSatisfy { $0 == background.premultiplied.packed })
    }
}
