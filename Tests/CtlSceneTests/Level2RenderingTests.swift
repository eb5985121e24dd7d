import CtlRaster
@testable import CtlScene
import Foundation
import Testing

/// How scenes with level-2 ops draw: state isolation, clips, alpha, blend modes, shadows, images.
@Suite struct Level2RenderingTests {
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// Renders a 10×10 scene "s" with the given ops (JSON text), images relative to `folder`.
    func render(_ ops: String, folder: String? = nil) throws -> Pixmap {
        let scene = try #require(try SceneFile.decode(sceneJSON(ops: ops), source: "t.json", baseDirectory: folder).first)
        return try scene.render()
    }

    /// The pixels whose centre is inside [x0, x1) × [y0, y1) are `inside`, the others `outside`;
    /// returns how many differ.
    func mismatches(_ p: Pixmap, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int,
                    inside: PremultipliedColor, outside: PremultipliedColor) -> Int {
        var wrong = 0
        for y in 0..<p.height {
            for x in 0..<p.width where p[x, y] != ((x >= x0 && x < x1 && y >= y0 && y < y1) ? inside : outside) {
                wrong += 1
            }
        }
        return wrong
    }

    let whole = #"{"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "blue"}}"#

    @Test func restoreEndsTheClip() throws {
        let image = try render(#"""
            {"op": "save"}, {"op": "clip", "path": "M2 2 H6 V6 H2 Z"},
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}},
            {"op": "restore"}, {"op": "fill", "path": "M0 0 H10 V5 H0 Z", "paint": {"color": "blue"}}
            """#)
        // Top half blue (after restore, unclipped); bottom half red only in the clip's rows 5…6.
        for y in 0..<10 {
            for x in 0..<10 {
                let expected = y < 5 ? blue : (x >= 2 && x < 6 && y < 6 ? red : clear)
                #expect(image[x, y] == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func nestedClipsIntersect() throws {
        let image = try render(#"""
            {"op": "save"}, {"op": "clip", "path": "M1 1 H7 V7 H1 Z"},
            {"op": "save"}, {"op": "clip", "path": "M4 0 H10 V10 H4 Z"},
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}},
            {"op": "restore"}, {"op": "restore"}
            """#)
        #expect(mismatches(image, 4, 1, 7, 7, inside: red, outside: clear) == 0)
    }

    @Test func evenOddClipLeavesAHole() throws {
        let image = try render(#"""
            {"op": "clip", "path": "M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z", "rule": "evenodd"},
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}}
            """#)
        #expect(mismatches(image, 3, 3, 7, 7, inside: clear, outside: red) == 0)
        let nonzero = try render(#"""
            {"op": "clip", "path": "M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z"},
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}}
            """#)
        #expect(mismatches(nonzero, 0, 0, 10, 10, inside: red, outside: clear) == 0)
    }

    @Test func unrestoredSavesArePoppedAfterTheScene() throws {
        let scene = try decodeOne(sceneJSON(ops: #"""
            {"op": "save"}, {"op": "clip", "path": "M0 0 H2 V2 H0 Z"}, {"op": "save"},
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}}
            """#))
        var canvas = try Canvas(width: 10, height: 10)
        scene.draw(on: &canvas)
        #expect(canvas.saveCount == 0)
        // The clip is gone: a fill after the scene covers the whole canvas.
        canvas.fill(testPath { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)) }, paint: .solid(testBlue))
        #expect(mismatches(canvas.pixmap, 0, 0, 10, 10, inside: blue, outside: clear) == 0)
        // A renderer drawing it again gets the same pixels.
        var renderer = try SceneRenderer(scene: scene)
        try renderer.render()
        let first = renderer.pixmap
        try renderer.render()
        #expect(renderer.pixmap == first)
        #expect(mismatches(first, 0, 0, 2, 2, inside: red, outside: clear) == 0)
    }

    @Test func alphaScalesTheOpAndDoesNotLeak() throws {
        let image = try render(#"""
            {"op": "fill", "path": "M0 0 H10 V5 H0 Z", "paint": {"color": "red"}, "alpha": 0.5},
            {"op": "fill", "path": "M0 5 H10 V10 H0 Z", "paint": {"color": "blue"}}
            """#)
        // Red at half coverage: 255 · 0.5 = 127.5, so 127 or 128 in each of r and a.
        let top = image[3, 2]
        #expect(top.g == 0 && top.b == 0 && top.r == top.a && (127...128).contains(top.a))
        #expect(image[3, 7] == blue)
    }

    @Test func alphaZeroDrawsNothing() throws {
        let image = try render(#"{"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}, "alpha": 0}"#)
        #expect(mismatches(image, 0, 0, 0, 0, inside: clear, outside: clear) == 0)
    }

    @Test func destinationOutErasesUnderTheDrawingOnly() throws {
        let image = try render(#"""
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}},
            {"op": "fill", "path": "M2 2 H5 V5 H2 Z", "paint": {"color": "black"}, "blend": "destination-out"},
            {"op": "fill", "path": "M6 6 H8 V8 H6 Z", "paint": {"color": "blue"}}
            """#)
        for y in 0..<10 {
            for x in 0..<10 {
                let expected = (x >= 2 && x < 5 && y >= 2 && y < 5) ? clear : (x >= 6 && x < 8 && y >= 6 && y < 8 ? blue : red)
                #expect(image[x, y] == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func multiplyBlendsWithTheBackdrop() throws {
        // Backdrop (255, 128, 0); source (128, 255, 255) multiply → (128, 128, 0) by B = Cb·Cs, rounded.
        let image = try render(#"""
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": [255, 128, 0, 255]}},
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": [128, 255, 255, 255]}, "blend": "multiply"}
            """#)
        let p = image[5, 5]
        #expect(p.a == 255 && p.b == 0)
        #expect(abs(Int(p.r) - 128) <= 1 && abs(Int(p.g) - 128) <= 1)
    }

    @Test func hardShadowIsTheShapeMovedInTheShadowColour() throws {
        let image = try render(#"""
            {"op": "fill", "path": "M1 1 H4 V4 H1 Z", "paint": {"color": "red"},
             "shadow": {"dx": 4, "dy": 5, "blur": 0, "color": "blue"}},
            {"op": "fill", "path": "M8 0 H10 V2 H8 Z", "paint": {"color": "red"}}
            """#)
        for y in 0..<10 {
            for x in 0..<10 {
                let shape = x >= 1 && x < 4 && y >= 1 && y < 4
                let shadow = x >= 5 && x < 8 && y >= 6 && y < 9
                let later = x >= 8 && y < 2  // drawn after: no shadow of its own
                #expect(image[x, y] == (shape || later ? red : shadow ? blue : clear), "pixel \(x),\(y)")
            }
        }
    }

    @Test func imageOpDrawsTheFileRelativeToTheSceneFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ctlscene-l2r-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir + "/img", withIntermediateDirectories: true)
        let a = PremultipliedColor(r: 10, g: 20, b: 30, a: 255), b = PremultipliedColor(r: 0, g: 100, b: 0, a: 100)
        try PNG.write(try Pixmap(width: 2, height: 1, pixels: [a.packed, b.packed]), to: dir + "/img/two.png")
        let json = sceneJSON(ops: #"""
            {"op": "image", "src": "img/two.png", "rect": [3, 4, 2, 1]},
            {"op": "image", "src": "img/two.png", "rect": [0, 6, 4, 2], "filter": "nearest"}
            """#)
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/scene.json"))
        let scene = try #require(try SceneFile.load(path: dir + "/scene.json").first)
        let image = try scene.render()
        // 1:1 onto whole pixels copies them; ×2 nearest repeats each pixel in a 2×2 block.
        #expect(image[3, 4] == a && image[4, 4] == b)
        for y in 6..<8 {
            #expect(image[0, y] == a && image[1, y] == a && image[2, y] == b && image[3, y] == b)
        }
        #expect(image[5, 4] == clear && image[4, 8] == clear)
    }

    @Test func tintedImageDrawsInTheTintColour() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ctlscene-l2t-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let opaque = PremultipliedColor(r: 200, g: 10, b: 10, a: 255), none = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
        try PNG.write(try Pixmap(width: 2, height: 1, pixels: [opaque.packed, none.packed]), to: dir + "/mask.png")
        let image = try render(#"{"op": "image", "src": "mask.png", "rect": [0, 0, 2, 1], "tint": "blue"}"#, folder: dir)
        #expect(image[0, 0] == blue && image[1, 0] == clear)
    }
}

extension Level2RenderingTests {
    /// `copy` with a transparent colour must leave transparent pixels under the drawing
    /// (Fa = 1, Fb = 0), as Skia's kSrc does.
    @Test func copyOfATransparentColourClears() throws {
        let image = try render(#"""
            {"op": "fill", "path": "M0 0 H10 V10 H0 Z", "paint": {"color": "red"}},
            {"op": "fill", "path": "M0 0 H5 V10 H0 Z", "paint": {"color": [0, 0, 0, 0]}, "blend": "copy"}
            """#)
        #expect(mismatches(image, 0, 0, 5, 10, inside: clear, outside: red) == 0)
    }
}
