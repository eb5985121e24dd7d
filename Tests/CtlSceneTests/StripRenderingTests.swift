import CtlRaster
@testable import CtlScene
import Foundation
import Testing

/// Scenes drawn on several threads (`SceneRenderer(threads:)`): the bytes of one thread for
/// every fixture scene, which between them draw every op kind and effect (fills, strokes,
/// dashes, gradients of every geometry, dithering, images stretched and nine-sliced, text,
/// clips nested and unrestored, alpha, every blend mode, shadows); a scene with an SVG
/// image, or a canvas under the threshold, on one thread.
@Suite struct StripRenderingTests {
    static let files = ["Scenes/effects.json", "Scenes/text.json", "Scenes/peers.json", "Scenes/exact.json",
                        "Scenes/bench-level2.json"]

    static let cases: [(file: String, scene: String)] = files.flatMap { file in
        GoldenFixtures.sceneNames(file).map { (file, $0) }
    }

    @Test func everyFixtureFileHasScenes() {
        for file in Self.files { #expect(!GoldenFixtures.sceneNames(file).isEmpty, "\(file)") }
        #expect(Self.cases.count == 49)
    }

    /// Forced into strips whatever its size (threshold 0), at scales that give odd heights;
    /// the 2048-pixel scenes at a quarter of their size, to keep the debug build quick.
    @Test(arguments: cases)
    func stripsGiveTheBytesOfOneThread(file: String, scene name: String) throws {
        let scene = try #require(GoldenFixtures.scenes(file)[name])
        let scales = scene.width >= 1024 ? [0.25, 0.37] : [1, 1.37]
        for scale in scales {
            var one = try SceneRenderer(scene: scene, scale: scale)
            try one.render()
            #expect(one.stripCount == 1)
            for threads in [2, 3, 4, 7] {
                var many = try SceneRenderer(scene: scene, scale: scale, threads: threads, stripMinimumPixels: 0)
                try many.render()
                #expect(many.stripCount == min(threads, many.pixmap.height), "\(name) at \(scale), \(threads) threads")
                // Rendered twice, as the benchmark does: the strips' buffers are kept and reused.
                try many.render()
                #expect(differences(many.pixmap, one.pixmap) == 0, "\(name) at \(scale), \(threads) threads")
            }
        }
    }

    /// More threads than rows: one row per strip; and a canvas of one row.
    @Test func moreThreadsThanRows() throws {
        let scene = try #require(GoldenFixtures.scenes("Scenes/effects.json")["shadows"])
        for scale in [0.02, 0.05] {
            var one = try SceneRenderer(scene: scene, scale: scale)
            try one.render()
            var many = try SceneRenderer(scene: scene, scale: scale, threads: 16, stripMinimumPixels: 0)
            try many.render()
            #expect(many.stripCount == one.pixmap.height && one.pixmap.height < 16)
            #expect(differences(many.pixmap, one.pixmap) == 0, "at \(scale)")
        }
    }

    @Test func smallCanvasesStayOnOneThread() throws {
        let scene = try #require(GoldenFixtures.scenes("Scenes/peers.json")["contact_sheet_500"])
        let big = try SceneRenderer(scene: scene, threads: 4)
        #expect(big.stripCount == 4)                                 // 1000 × 800 ≥ 512 × 512
        let small = try SceneRenderer(scene: scene, scale: 0.5, threads: 4)
        #expect(small.stripCount == 1)                               // 500 × 400 < 512 × 512
        #expect(try SceneRenderer(scene: scene, scale: 0.5, threads: 4, stripMinimumPixels: 0).stripCount == 4)
        #expect(try SceneRenderer(scene: scene).stripCount == 1)     // one thread asked for
    }

    /// An image drawn from SVG artwork makes the whole scene draw on one thread, with the same bytes.
    @Test func anSVGImageDrawsTheSceneOnOneThread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8" fill="teal"/></svg>"#
            .write(to: folder.appendingPathComponent("dot.svg"), atomically: true, encoding: .utf8)
        let json = #"""
            {"name": "s", "width": 600, "height": 500, "background": "#ffffff", "ops": [
              {"op": "fill", "path": "M 10 10 L 590 40 L 300 490 Z", "paint": {"color": "#ff000080"}},
              {"op": "image", "src": "dot.svg", "rect": [100, 100, 300, 280]}]}
            """#
        let path = folder.appendingPathComponent("s.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try #require(try SceneFile.load(path: path).first)
        #expect(!scene.drawsInStrips)
        var one = try SceneRenderer(scene: scene)
        try one.render()
        var many = try SceneRenderer(scene: scene, threads: 4)
        #expect(many.stripCount == 1)
        try many.render()
        #expect(many.stripCount == 1)
        #expect(differences(many.pixmap, one.pixmap) == 0)
        // The same scene without the SVG image draws in strips.
        var plain = scene
        plain.ops.removeLast()
        #expect(plain.drawsInStrips)
        #expect(try SceneRenderer(scene: plain, threads: 4).stripCount == 4)
    }

    /// An op over a limit is reported by its index, as on one thread.
    @Test func anOpOverALimitIsReportedAsOnOneThread() throws {
        let scene = try #require(GoldenFixtures.scenes("Scenes/peers.json")["contact_sheet_500"])
        var limits = RenderLimits.standard
        limits.pathSegments = 40
        func message(threads: Int) -> String {
            RenderLimits.$current.withValue(limits) {
                do {
                    var renderer = try SceneRenderer(scene: scene, threads: threads)
                    try renderer.render()
                    return "no error"
                } catch {
                    return "\(error)"
                }
            }
        }
        let one = message(threads: 1)
        #expect(one.contains("op"), "\(one)")
        #expect(message(threads: 3) == one)
    }

    /// How many pixels differ (all of them for another size): a count, where the pixmaps
    /// themselves would print a million numbers.
    private func differences(_ a: Pixmap, _ b: Pixmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.pixels.count, b.pixels.count) }
        return zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }
}
