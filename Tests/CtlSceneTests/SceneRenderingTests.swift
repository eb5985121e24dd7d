import CtlRaster
@testable import CtlScene
import Testing

@Suite struct SceneRenderingTests {
    /// Every pixel of `pixmap` whose centre is inside `rect` (in pixels) must be `inside`, all others `outside`.
    func expectPixels(_ pixmap: Pixmap, inside: PremultipliedColor, in rect: (x0: Int, y0: Int, x1: Int, y1: Int),
                      outside: PremultipliedColor, sourceLocation: SourceLocation = #_sourceLocation) {
        var wrong = 0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let isIn = x >= rect.x0 && x < rect.x1 && y >= rect.y0 && y < rect.y1
                if pixmap[x, y] != (isIn ? inside : outside) { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ", sourceLocation: sourceLocation)
    }

    let opaqueRed = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    @Test(arguments: [
        (10, 7, 1.0, 10, 7),
        (10, 7, 0.7, 7, 5),       // 10·0.7 is 7.000000000000001 in doubles: still 7
        (88, 44, 1.5, 132, 66),
        (3, 3, 1.0 / 3.0, 1, 1),
        (5, 5, 1e-9, 1, 1),
        (2, 3, 2.25, 5, 7),       // 4.5 → 5, 6.75 → 7
    ])
    func pixelSize(width: Int, height: Int, scale: Double, w: Int, h: Int) throws {
        let scene = Scene(name: "s", width: width, height: height)
        let size = try scene.pixelSize(scale: scale)
        #expect(size.width == w && size.height == h)
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity, -Double.infinity])
    func badScales(scale: Double) {
        let scene = Scene(name: "s", width: 4, height: 4)
        do {
            _ = try scene.render(scale: scale)
            Issue.record("no error for scale \(scale)")
        } catch SceneError.invalidScale(let name, _) {
            #expect(name == "s")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func badScaleMessage() {
        let scene = Scene(name: "s", width: 4, height: 4)
        do {
            _ = try scene.render(scale: 0)
            Issue.record("no error")
        } catch {
            #expect("\(error)" == #"scene "s": the scale must be a finite number greater than 0, not 0"#)
        }
    }

    @Test func tooLargeAtScaleIsRefusedBeforeAllocating() {
        let scene = Scene(name: "big", width: 100, height: 100)
        do {
            _ = try scene.render(scale: 400)
            Issue.record("no error")
        } catch {
            #expect("\(error)" == #"scene "big": at scale 400 the canvas would be 40000×40000 pixels, more than "#
                + "the limit of 32768 pixels a side and 50331648 pixels in all (raise the latter with "
                + "CTLRENDER_MAX_IMAGE_PIXELS=N)")
        }
        // Each side fits, the pixel count does not: 10000 × 10000 > 3 × 2^24.
        #expect(throws: SceneError.self) { try Scene(name: "b", width: 100, height: 100).pixelSize(scale: 100) }
        #expect(throws: SceneError.self) { try Scene(name: "b", width: 1, height: 1).pixelSize(scale: 1e300) }
    }

    @Test func backgroundFillsEveryPixel() throws {
        let opaque = try Scene(name: "s", width: 4, height: 3, background: testRed).render()
        #expect(opaque.width == 4 && opaque.height == 3)
        expectPixels(opaque, inside: opaqueRed, in: (0, 0, 4, 3), outside: opaqueRed)

        let none = try Scene(name: "s", width: 4, height: 3, background: nil).render()
        expectPixels(none, inside: transparent, in: (0, 0, 4, 3), outside: transparent)

        // Straight (10, 20, 30, 128) premultiplies to round(c·128/255) = (5, 10, 15, 128).
        let half = try Scene(name: "s", width: 2, height: 2, background: Color(r: 10, g: 20, b: 30, a: 128)).render()
        let expected = PremultipliedColor(r: 5, g: 10, b: 15, a: 128)
        expectPixels(half, inside: expected, in: (0, 0, 2, 2), outside: expected)
    }

    @Test func pixelAlignedFillCoversWholePixels() throws {
        let scene = try decodeOne(#"""
            {"name": "s", "width": 8, "height": 6, "background": null,
             "ops": [{"op": "fill", "path": "M2 1 H6 V4 H2 Z", "paint": {"color": "red"}}]}
            """#)
        expectPixels(try scene.render(), inside: opaqueRed, in: (2, 1, 6, 4), outside: transparent)
        // At scale 2 everything doubles.
        let twice = try scene.render(scale: 2)
        #expect(twice.width == 16 && twice.height == 12)
        expectPixels(twice, inside: opaqueRed, in: (4, 2, 12, 8), outside: transparent)
    }

    @Test func opsDrawInOrderUnderTheirTransform() throws {
        let scene = try decodeOne(#"""
            {"name": "s", "width": 6, "height": 6, "background": "white",
             "ops": [{"op": "fill", "path": "M0 0 H4 V4 H0 Z", "paint": {"color": "blue"}},
                     {"op": "fill", "path": "M0 0 H2 V2 H0 Z", "paint": {"color": "red"},
                      "transform": [1, 0, 0, 1, 3, 3]}]}
            """#)
        let pixmap = try scene.render()
        let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        let blueP = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        #expect(pixmap[0, 0] == blueP)
        #expect(pixmap[2, 2] == blueP)
        #expect(pixmap[3, 3] == opaqueRed)   // the red square, drawn last, covers the blue one here
        #expect(pixmap[4, 4] == opaqueRed)
        #expect(pixmap[5, 0] == white)
        #expect(pixmap[0, 5] == white)
    }

    @Test func rendererRendersAgainIdentically() throws {
        let scene = try decodeOne(#"""
            {"name": "s", "width": 12, "height": 12, "background": [0, 0, 0, 255],
             "ops": [{"op": "fill", "path": "M1 1 L11 3 L5 11 Z", "paint": {"color": [255, 255, 255, 200]}},
                     {"op": "stroke", "path": "M0 6 H12", "paint": {"color": "lime"}, "width": 1.5}]}
            """#)
        var renderer = try SceneRenderer(scene: scene, scale: 1.5)
        #expect(renderer.pixmap.width == 18 && renderer.pixmap.height == 18)
        #expect(renderer.canvas.transform == Transform(a: 1.5, b: 0, c: 0, d: 1.5, e: 0, f: 0))
        try renderer.render()
        let first = renderer.pixmap
        try renderer.render()
        #expect(renderer.pixmap == first)
        #expect(try scene.render(scale: 1.5) == first)
    }

    @Test func drawOnAnExistingCanvasClearsFirst() throws {
        let scene = Scene(name: "s", width: 3, height: 3, background: nil, ops: [])
        var canvas = try Canvas(width: 3, height: 3)
        canvas.clear(testRed)
        scene.draw(on: &canvas)
        expectPixels(canvas.pixmap, inside: transparent, in: (0, 0, 3, 3), outside: transparent)
    }
}
