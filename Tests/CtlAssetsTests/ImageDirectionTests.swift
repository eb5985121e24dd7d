@testable import CtlAssets
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// An asset's right-to-left behaviour: `"direction": "mirrors"` (one image, Xcode's Direction
/// "Left to Right", which the system mirrors) and `"directions": ["ltr", "rtl"]` (drawn both
/// ways, Xcode's "Both"), in Contents.json, in plain PNGs, in the incremental build, and the
/// manifest's errors for them.
@Suite struct ImageDirectionTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-direction-\(UUID().uuidString)")

    /// Writes a manifest of `assets` and loads it.
    func manifest(_ assets: String) throws -> Manifest {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let path = out.appendingPathComponent("m.json").path
        try #"{"name": "C", "assets": [\#(assets)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return try Manifest.load(path: path, toolVersion: "test")
    }

    func build(_ assets: String, _ format: OutputFormat) throws -> BuildSummary {
        try AssetBuilder.build(try manifest(assets), options: BuildOptions(format: format, output: out.appendingPathComponent("out").path,
                                                                           jobs: 1, toolVersion: "test"))
    }

    /// The `images` entries of an image set's Contents.json.
    func entries(_ imageset: String) throws -> [[String: String]] {
        let url = out.appendingPathComponent("out/C.xcassets/\(imageset).imageset/Contents.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try #require(json["images"] as? [[String: Any]]).map { $0.compactMapValues { $0 as? String } }
    }

    @Test func contentsJSONSaysEachImagesLanguageDirection() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build("""
            {"name": "Fixed", "control": "slider"},
            {"name": "Mirrored", "control": "back-button", "direction": "mirrors"},
            {"name": "Both", "control": "slider", "value": 0.2, "directions": ["ltr", "rtl"], "scales": [1, 2]}
            """, .xcassets)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        #expect(try entries("Fixed").allSatisfy { $0["language-direction"] == nil })
        let mirrored = try entries("Mirrored")
        #expect(mirrored.map { $0["scale"] } == ["1x", "2x", "3x"])
        #expect(mirrored.allSatisfy { $0["language-direction"] == "left-to-right" }, "\(mirrored)")
        // Both: each scale a left-to-right and a right-to-left entry, the 3x ones without a file.
        let both = try entries("Both")
        #expect(both.map { [$0["scale"], $0["language-direction"], $0["filename"]] } == [
            ["1x", "left-to-right", "Both.png"], ["1x", "right-to-left", "Both-rtl.png"],
            ["2x", "left-to-right", "Both@2x.png"], ["2x", "right-to-left", "Both-rtl@2x.png"],
            ["3x", "left-to-right", nil], ["3x", "right-to-left", nil]])
        let folder = out.appendingPathComponent("out/C.xcassets/Both.imageset")
        let ltr = try PNG.read(path: folder.appendingPathComponent("Both@2x.png").path)
        let rtl = try PNG.read(path: folder.appendingPathComponent("Both-rtl@2x.png").path)
        #expect(ltr.width == rtl.width && ltr != rtl)
        // The right-to-left slider fills from the right: its minimum track (the tint) is at the right.
        let y = ltr.height / 2, tintBlue = { (p: PremultipliedColor) in p.b > 200 && p.r < 100 }
        #expect(tintBlue(ltr[8, y]) && !tintBlue(ltr[ltr.width - 8, y]))
        #expect(!tintBlue(rtl[8, y]) && tintBlue(rtl[rtl.width - 8, y]))
    }

    /// A resizable control drawn both ways has its caps mirrored in the right-to-left images: a
    /// back button's arrow cap is its left inset left to right and its right inset right to left,
    /// in Contents.json and in the Android nine-patch.
    @Test func theCapsOfARightToLeftImageAreMirrored() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let asset = #"{"name": "Back", "control": "back-button", "look": "classic", "title": "", "resizable": true, "#
            + #""directions": ["ltr", "rtl"]}"#
        #expect(try build(asset, .xcassets).failures.isEmpty)
        let url = out.appendingPathComponent("out/C.xcassets/Back.imageset/Contents.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        func caps(_ direction: String, _ scale: String) throws -> (left: Int, right: Int) {
            let entry = try #require(images.first { $0["language-direction"] as? String == direction
                && $0["scale"] as? String == scale })
            let insets = try #require((entry["resizing"] as? [String: Any])?["cap-insets"] as? [String: Int])
            return (try #require(insets["left"]), try #require(insets["right"]))
        }
        for scale in ["1x", "2x", "3x"] {
            let ltr = try caps("left-to-right", scale), rtl = try caps("right-to-left", scale)
            #expect(ltr.left > ltr.right && rtl.left == ltr.right && rtl.right == ltr.left, "\(scale): \(ltr) \(rtl)")
        }
        #expect(try build(asset, .android).failures.isEmpty)
        let ltr = try PNG.read(path: out.appendingPathComponent("out/res/drawable-xhdpi/back.9.png").path)
        let rtl = try PNG.read(path: out.appendingPathComponent("out/res/drawable-ldrtl-xhdpi/back.9.png").path)
        // The top border's black run (the stretchable centre) sits at the mirrored place.
        let run = { (p: Pixmap) in (1..<(p.width - 1)).filter { p[$0, 0].a == 255 } }
        #expect(run(rtl) == run(ltr).map { ltr.width - 1 - $0 }.sorted() && !run(ltr).isEmpty)
    }

    @Test func plainPNGsOfBothDirectionsAndTheIncrementalBuild() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let both = #"{"name": "Knob", "control": "switch", "isOn": true, "directions": ["ltr", "rtl"], "scales": [1]}"#
        #expect(try build(both, .png).builtCount == 1)
        let folder = out.appendingPathComponent("out").path
        let names = { Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }) }
        #expect(try names() == ["Knob.png", "Knob-rtl.png"])
        #expect(try build(both, .png).upToDateCount == 1)
        // Changing the direction rebuilds the asset, and the right-to-left image it no longer draws goes.
        let fixed = #"{"name": "Knob", "control": "switch", "isOn": true, "scales": [1]}"#
        let summary = try build(fixed, .png)
        #expect(summary.builtCount == 1 && summary.filesRemoved == 1, "\(summary)")
        #expect(try names() == ["Knob.png"])
        let mirrors = #"{"name": "Knob", "control": "switch", "isOn": true, "scales": [1], "direction": "mirrors"}"#
        #expect(try build(mirrors, .png).builtCount == 1)
    }

    /// The errors say which key is wrong, and where (file:line:column).
    @Test func badDirectionsAreErrorsAtTheirPlace() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        func message(_ asset: String) throws -> String {
            guard case .failure(let error) = try #require(try manifest(asset).assets.first) else { return "no error" }
            return error.description
        }
        let path = out.appendingPathComponent("m.json").path
        #expect(try message(#"{"name": "A", "control": "slider", "direction": "rtl"}"#) == path
            + #":1:74: assets[0] "A": "direction" must be "fixed" (the default) or "mirrors" (one left-to-right "#
            + #"image the system mirrors right to left), not the string "rtl"; to draw the asset both ways give "#
            + #""directions": ["ltr", "rtl"]"#)
        #expect(try message(#"{"name": "A", "control": "slider", "directions": ["ltr"]}"#).hasSuffix(
            #":1:75: assets[0] "A": "directions" must be ["ltr", "rtl"] (the asset drawn left to right and right to "#
            + #"left), not ["ltr"]"#))
        #expect(try message(#"{"name": "A", "control": "slider", "direction": "mirrors", "directions": ["ltr", "rtl"]}"#)
            .contains(#":1:74: assets[0] "A": give "direction" (one image) or "directions" (drawn both ways), not both"#))
        let icons = PackagePaths.fixtures.appendingPathComponent("Docs/icons.json").path
        #expect(try message(#"{"name": "S", "scene": "\#(icons)", "sceneName": "star", "directions": ["ltr", "rtl"]}"#)
            .contains(#"a scene has no layout direction to draw both ways: give "direction": "mirrors""#))
        #expect(try message(#"{"name": "A", "control": "slider", "layoutDirection": "rtl", "directions": ["ltr", "rtl"]}"#)
            .contains(#":1:80: assets[0] "A": "directions" draws the control both ways: leave out "layoutDirection""#))
        #expect(try message(#"{"name": "A", "control": "slider", "layoutDirection": "up"}"#)
            .contains(#"key "layoutDirection": must be one of "ltr", "rtl", not the string "up""#))
    }
}
