import CtlControls
import CtlRaster
import CtlSVG
import CtlTestSupport
import Foundation
import Testing

/// A `ControlImage` made from an SVG: its size in points is the SVG's, and each drawing draws the
/// SVG at the canvas' scale, with the adjustments and template fill it was given replayed.
@Suite struct VectorImageTests {
    let path = PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg").path

    func canvas(scale: Double, width: Int, height: Int) throws -> Canvas {
        var c = try Canvas(width: width, height: height)
        c.transform = .scale(scale, scale)
        return c
    }

    @Test func theSizeIsTheSVGsAndTheBitmapIsDrawnAtTheScaleAsked() throws {
        let image = try ControlImage.load(path: path)
        let artwork = try #require(image.artwork)
        #expect(image.size == Size(width: 24, height: 24) && image.scale == 1 && image.pixmap.width == 24)
        let three = try image.bitmap(scale: 3)
        #expect(three.artwork == nil && three.scale == 3 && three.size == image.size)
        #expect(three.pixmap == (try artwork.render(scale: 3)))
        // A bitmap stays as it is.
        let png = try ControlImage(try artwork.render(scale: 1))
        #expect(try png.bitmap(scale: 3) == png)
    }

    @Test func editsAreReplayedOnEachDrawing() throws {
        let image = try ControlImage.load(path: path)
        let artwork = try #require(image.artwork)
        let edited = image.adjusted([.fade(0.5)]).filled(with: Color(hex: 0x007AFF)).adjusted([.darken(0.3)])
        #expect(!edited.isTemplate && edited.artwork != nil)
        var expected = try artwork.render(scale: 2)
        ColorAdjustment.fade(0.5).apply(to: &expected)
        expected = Tint.template(expected, color: Color(hex: 0x007AFF))
        ColorAdjustment.darken(0.3).apply(to: &expected)
        #expect(try edited.bitmap(scale: 2).pixmap == expected)
        // Drawn at its own size at scale 2, on whole pixels: the same pixels.
        var c = try canvas(scale: 2, width: 48, height: 48)
        edited.draw(in: &c, at: Point(0, 0))
        #expect(c.pixmap == expected)
    }

    @Test func aTemplateIsFilledWithTheTintAtTheCanvasScale() throws {
        let image = try ControlImage.load(path: path, isTemplate: true)
        let artwork = try #require(image.artwork)
        var c = try canvas(scale: 3, width: 72, height: 72)
        image.draw(in: &c, at: Point(0, 0), tint: Color(hex: 0xFF2D55))
        #expect(c.pixmap == Tint.template(try artwork.render(scale: 3), color: Color(hex: 0xFF2D55)))
    }

    @Test func capsAreInPointsAndCutFromTheDrawingAtTheScale() throws {
        let image = try ControlImage.load(path: path).resizable(capInsets: EdgeInsets(all: 8), resizingMode: .tile)
        let artwork = try #require(image.artwork, "resizable keeps the artwork")
        var c = try canvas(scale: 3, width: 180, height: 90)
        image.draw(in: &c, rect: Rect(x: 0, y: 0, width: 60, height: 30))
        var expected = try canvas(scale: 3, width: 180, height: 90)
        expected.draw(try NineSlice(image: try artwork.render(scale: 3), scale: 3, insets: EdgeInsets(all: 8), mode: .tile),
                      in: Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(c.pixmap == expected.pixmap)
        #expect(throws: NineSliceError.self) { try image.resizable(capInsets: EdgeInsets(all: 13), resizingMode: .stretch) }
    }

    @Test func aBadSVGNamesItsLineAndColumn() throws {
        let bad = PackagePaths.fixtures.appendingPathComponent("Artwork/bad.svg").path
        #expect(throws: SVGFileError.self) { try ControlImage.load(path: bad) }
        do {
            _ = try ControlImage.load(path: bad)
        } catch {
            #expect("\(error)".hasSuffix("bad.svg:3:1: expected an attribute name"), "\(error)")
        }
    }
}
