import CtlAssets
import CtlRaster
import CtlSVG
import CtlTestSupport
import Foundation
import Testing

/// SVG assets (`"svg": FILE`): drawn at each scale from the SVG, not scaled up from 1×; sizes in
/// points from the SVG unless `size` is given; template and resizable; errors that name the
/// SVG file with a line and column.
@Suite struct SVGAssetTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-svg-asset-\(UUID().uuidString)")
    var out: String { root.appendingPathComponent("out").path }
    let star = PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg")
    let bad = PackagePaths.fixtures.appendingPathComponent("Artwork/bad.svg")

    /// Writes a manifest of `assets` (JSON objects) beside copies of the artwork, and returns its path.
    func manifest(_ assets: String) throws -> String {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for file in [star, bad] {
            let copy = root.appendingPathComponent(file.lastPathComponent)
            if !FileManager.default.fileExists(atPath: copy.path) { try FileManager.default.copyItem(at: file, to: copy) }
        }
        let path = root.appendingPathComponent("m.json").path
        try #"{"name": "Icons", "assets": [\#(assets)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func build(_ path: String, _ format: OutputFormat) throws -> BuildSummary {
        try AssetBuilder.build(try Manifest.load(path: path, toolVersion: "test"),
                               options: BuildOptions(format: format, output: out, jobs: 1, toolVersion: "test"))
    }

    func image(_ name: String) throws -> Pixmap { try PNG.read(path: (out as NSString).appendingPathComponent(name)) }

    /// `p` scaled up `k` times as a bitmap is (bilinear, as an image drawn larger).
    func upscaled(_ p: Pixmap, by k: Int) throws -> Pixmap {
        var canvas = try Canvas(width: p.width * k, height: p.height * k)
        canvas.drawImage(p, in: Rect(x: 0, y: 0, width: Double(p.width * k), height: Double(p.height * k)))
        return canvas.pixmap
    }

    /// Pixels of `a` and `b` (the same size) whose channels differ by more than `tolerance`.
    func differing(_ a: Pixmap, _ b: Pixmap, tolerance: Int = 0) -> Int {
        var count = 0
        for (x, y) in zip(a.pixels, b.pixels) {
            for shift in [0, 8, 16, 24] {
                let p = Int((x >> UInt32(shift)) & 0xFF), q = Int((y >> UInt32(shift)) & 0xFF)
                if abs(p - q) > tolerance {
                    count += 1
                    break
                }
            }
        }
        return count
    }

    @Test func eachScaleIsDrawnFromTheSVGNotScaledUp() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = try build(try manifest(#"{"name": "Star", "svg": "star.svg", "template": true}"#), .png)
        #expect(summary.builtCount == 1 && summary.failures.isEmpty, "\(summary.failures)")
        let artwork = try SVGArtwork(path: star.path)
        #expect(artwork.size == Size(width: 24, height: 24))
        let one = try image("Star.png"), two = try image("Star@2x.png"), three = try image("Star@3x.png")
        #expect([one.width, two.width, three.width] == [24, 48, 72] && three.height == 72)
        // Each scale is the SVG drawn at that scale, pixel for pixel…
        #expect(three == (try artwork.render(scale: 3)))
        #expect(two == (try artwork.render(scale: 2)))
        #expect(one == (try artwork.render(scale: 1)))
        // …which a 1× image scaled up is not: its edges are soft where the 3× drawing's are sharp.
        let upscaled = try upscaled(one, by: 3)
        #expect(differing(three, upscaled, tolerance: 32) > 200, "\(differing(three, upscaled, tolerance: 32))")
        // The star is drawn: its fill colour in the middle of an arm, transparent in a corner.
        #expect(three[36, 12] == Color(hex: 0xF5A623).premultiplied && three[2, 2].a == 0)
    }

    @Test func theCatalogMarksTheTemplate() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try build(try manifest(#"{"name": "Star", "svg": "star.svg", "template": true}"#), .xcassets)
        let contents = try #require(FileManager.default.contents(
            atPath: (out as NSString).appendingPathComponent("Icons.xcassets/Star.imageset/Contents.json")))
        let text = String(decoding: contents, as: UTF8.self)
        #expect(text.contains(#""template-rendering-intent" : "template""#), "\(text)")
        #expect(try image("Icons.xcassets/Star.imageset/Star@3x.png") == (try SVGArtwork(path: star.path).render(scale: 3)))
    }

    @Test func aGivenSizeScalesTheDrawingToFitIt() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try build(try manifest(#"{"name": "Big", "svg": "star.svg", "size": "48x48", "scales": [1, 2]}"#), .png)
        let artwork = try SVGArtwork(path: star.path)
        // 48 points is twice the SVG's 24: the 1× image is the SVG drawn at 2×.
        #expect(try image("Big.png") == (try artwork.render(scale: 2)))
        #expect(try image("Big@2x.png") == (try artwork.render(scale: 4)))
        // A wider box keeps the aspect: the star is centred, the sides stay clear.
        _ = try build(try manifest(#"{"name": "Wide", "svg": "star.svg", "size": "48x24", "scales": [1]}"#), .png)
        let wide = try image("Wide.png")
        #expect(wide.width == 48 && wide.height == 24)
        #expect((0..<24).allSatisfy { wide[5, $0].a == 0 && wide[42, $0].a == 0 })
        #expect(wide[24, 6] == Color(hex: 0xF5A623).premultiplied)
    }

    @Test func aResizableSVGHasCapsInPoints() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let asset = #"{"name": "Pad", "svg": "star.svg", "resizable": {"capInsets": [8, 8, 8, 8]}}"#
        var summary = try build(try manifest(asset), .android)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        // Android's xxxhdpi is 4×: 96 pixels and a one-pixel border, the caps 32 pixels each.
        let patch = try image("res/drawable-xxxhdpi/pad.9.png")
        #expect(patch.width == 98 && patch.height == 98)
        let black = Color.black.premultiplied
        #expect(patch[0, 32].a == 0 && patch[0, 33] == black && patch[0, 64] == black && patch[0, 65].a == 0)
        summary = try build(try manifest(asset), .xcassets)
        let contents = try #require(FileManager.default.contents(
            atPath: (out as NSString).appendingPathComponent("Icons.xcassets/Pad.imageset/Contents.json")))
        #expect(String(decoding: contents, as: UTF8.self).contains(#""mode" : "9-part""#))
    }

    /// The manifest's errors: each names the asset and where, and a bad SVG its own line and column.
    @Test func errors() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        func message(_ asset: String) -> String {
            do {
                let m = try Manifest.load(path: try manifest(asset), toolVersion: "test")
                if case .failure(let error) = try #require(m.assets.first) { return "\(error)" }
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"{"name": "B", "svg": "bad.svg"}"#)
                .contains(#"m.json:1:51: assets[0] "B": "#), "\(message(#"{"name": "B", "svg": "bad.svg"}"#))")
        #expect(message(#"{"name": "B", "svg": "bad.svg"}"#).contains("bad.svg:3:1: "))
        #expect(message(#"{"name": "N", "svg": "none.svg"}"#).contains("none.svg: no such file"))
        #expect(message(#"{"name": "S", "svg": "star.svg", "states": ["normal", "disabled"]}"#)
                .contains("an SVG has only the normal state"))
        #expect(message(#"{"name": "S", "svg": "star.svg", "resizable": true}"#).contains("an SVG has no caps of its own"))
        #expect(message(#"{"name": "S", "svg": "star.svg", "resizable": {"insets": [1, 1, 1, 1]}}"#)
                .contains(#""insets" is now "capInsets""#))
        #expect(message(#"{"name": "S", "svg": "star.svg", "resizable": {"capInsets": [0, 20, 0, 20]}}"#)
                .contains("leave no stretchable point"))
        #expect(message(#"{"name": "S", "svg": "star.svg", "size": "0x4"}"#).contains(#"key "size""#))
        #expect(message(#"{"name": "S", "svg": "star.svg", "look": "flat"}"#).contains(#""look""#))
        #expect(message(#"{"name": "S", "svg": "star.svg", "scene": "x.json"}"#).contains("only one of"))
    }
}
