import CtlAssets
import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender build`: every format from one manifest, Contents.json key by key, nine-patch
/// borders, incremental runs, determinism across --jobs, and a bad asset among good ones.
@Suite struct BuildTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-build-\(UUID().uuidString)")
    let manifest = PackagePaths.fixtures.appendingPathComponent("Manifests/demo.json").path

    func build(_ format: OutputFormat, into folder: String, jobs: Int = 2, force: Bool = false,
               manifestPath: String? = nil) throws -> BuildSummary {
        let m = try Manifest.load(path: manifestPath ?? manifest, toolVersion: "test")
        return try AssetBuilder.build(m, options: BuildOptions(format: format, output: folder, jobs: jobs, force: force,
                                                               toolVersion: "test"))
    }

    /// A JSON object's values as text, to compare with literals.
    func text(_ value: Any?) -> [String: String]? {
        (value as? [String: Any])?.mapValues { "\($0)" }
    }

    func json(_ path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: path), "\(path)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every file under `folder` (relative paths) with its bytes.
    func tree(_ folder: String) -> [String: Data] { OutputTree.files(folder) }

    @Test func xcassetsContentsAreXcodes() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build(.xcassets, into: out.path)
        #expect(summary.failures.isEmpty && summary.builtCount == 4)
        let root = out.appendingPathComponent("Demo.xcassets").path
        let catalog = try json(root + "/Contents.json")
        #expect(catalog.keys.sorted() == ["info"])
        #expect(text(catalog["info"]) == ["author": "ctlrender", "version": "1"])
        // Each state has its imageset; each image its PNG of the right size.
        for name in ["Meter", "Meter-highlighted", "Meter-selected", "Meter-disabled"] where
            ProgressView.kind.states.map({ $0 == .normal ? "Meter" : "Meter-\($0)" }).contains(name) {
            let set = try json("\(root)/\(name).imageset/Contents.json")
            let images = try #require(set["images"] as? [[String: Any]])
            #expect(images.map { $0["scale"] as? String } == ["1x", "2x", "3x"])
            for (i, image) in images.enumerated() {
                let file = try #require(image["filename"] as? String)
                #expect(file == name + ["", "@2x", "@3x"][i] + ".png")
                #expect(image["idiom"] as? String == "universal")
                #expect(image["resizing"] == nil)
                let png = try PNG.read(path: "\(root)/\(name).imageset/\(file)")
                #expect(png.width == 80 * (i + 1) && png.height == 2 * (i + 1))
            }
            // Render As: Default, as Xcode writes it: no properties at all.
            #expect(set["properties"] == nil)
        }
        let star = try json("\(root)/Star.imageset/Contents.json")
        #expect(star["properties"] as? [String: String] == ["template-rendering-intent": "template"])
    }

    @Test func resizingIsInPixelsOfEachEntrysFile() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try build(.xcassets, into: out.path)
        let root = out.appendingPathComponent("Demo.xcassets").path
        // Pill: insets 0,5,0,5 points, tiled, drawn 40×9 points.
        let pill = try #require(try json("\(root)/Pill.imageset/Contents.json")["images"] as? [[String: Any]])
        for (i, image) in pill.enumerated() {
            let s = i + 1
            let resizing = try #require(image["resizing"] as? [String: Any])
            #expect(resizing["mode"] as? String == "3-part-horizontal")
            #expect(text(resizing["cap-insets"]) == ["left": "\(5 * s)", "right": "\(5 * s)"])
            #expect(text(resizing["center"]) == ["mode": "tile", "width": "\(40 * s - 10 * s)"])
        }
        // Track: the control's own caps (the classic capsule's 4.5-point ends, 5 in whole
        // points), drawn as small as they allow: 5 + 1 + 5 = 11 points wide, 9 high, at every scale.
        let track = try #require(try json("\(root)/Track.imageset/Contents.json")["images"] as? [[String: Any]])
        #expect(track.count == 3)
        for (i, image) in track.enumerated() {
            let s = i + 1
            let resizing = try #require(image["resizing"] as? [String: Any])
            #expect(text(resizing["cap-insets"]) == ["left": "\(5 * s)", "right": "\(5 * s)"])
            #expect(text(resizing["center"]) == ["mode": "stretch", "width": "\(s)"])
            let file = try #require(image["filename"] as? String)
            let png = try PNG.read(path: "\(root)/Track.imageset/\(file)")
            #expect(png.width == 11 * s && png.height == 9 * s)
        }
    }

    @Test func androidNinePatchBordersMatchTheInsetsAtEachDensity() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build(.android, into: out.path)
        #expect(summary.failures.isEmpty)
        for (folder, density) in [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)] {
            let res = out.appendingPathComponent("res/drawable-\(folder)").path
            let patch = try PNG.read(path: res + "/pill_normal.9.png")
            let w = Int((40 * density).rounded(.up)), h = Int((9 * density).rounded(.up))
            #expect(patch.width == w + 2 && patch.height == h + 2)
            let cap = Int((5 * density).rounded(.up))
            let b = NinePatch.borders(of: patch)
            #expect(b.top == [cap..<(w - cap)] && b.bottom == [cap..<(w - cap)], "\(folder)")
            #expect(b.left == [0..<h] && b.right == [0..<h], "\(folder)")
            // Corners stay clear, as Android's tools require.
            #expect(patch[0, 0].a == 0 && patch[w + 1, h + 1].a == 0)
            #expect(FileManager.default.fileExists(atPath: res + "/star.png"))
            #expect(FileManager.default.fileExists(atPath: res + "/pill_highlighted.9.png"))
        }
        let selector = try String(contentsOfFile: out.appendingPathComponent("res/drawable/pill.xml").path, encoding: .utf8)
        #expect(selector.contains(#"<item android:state_pressed="true" android:drawable="@drawable/pill_highlighted" />"#))
        #expect(selector.contains(#"<item android:state_enabled="false" android:drawable="@drawable/pill_disabled" />"#))
        #expect(selector.contains(#"<item android:drawable="@drawable/pill_normal" />"#))
    }

    @Test func pngFormatNamesByStateAndScale() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try build(.png, into: out.path)
        let names = Set(tree(out.path).keys)
        for n in ["Track.png", "Track@3x.png", "Star@2x.png", "Pill-highlighted@2x.png", "Pill-disabled.png"] {
            #expect(names.contains(n), "\(n)")
        }
    }

    @Test func aSecondRunRewritesNothingAndForceRewritesAll() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try build(.xcassets, into: out.path)
        let pngPath = out.appendingPathComponent("Demo.xcassets/Star.imageset/Star@2x.png").path
        let before = try FileManager.default.attributesOfItem(atPath: pngPath)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let again = try build(.xcassets, into: out.path)
        #expect(again.builtCount == 0 && again.upToDateCount == 4 && again.filesWritten == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: pngPath)[.modificationDate] as? Date == before)
        // A deleted output is rebuilt; --force rebuilds all.
        try FileManager.default.removeItem(atPath: pngPath)
        let repaired = try build(.xcassets, into: out.path)
        #expect(repaired.builtCount == 1 && FileManager.default.fileExists(atPath: pngPath))
        #expect(try build(.xcassets, into: out.path, force: true).builtCount == 4)
    }

    @Test func aChangedInputRebuildsOnlyItsAsset() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let dir = out.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let scene = try String(contentsOfFile: PackagePaths.fixtures.appendingPathComponent("Manifests/star.json").path,
                               encoding: .utf8)
        try scene.write(to: dir.appendingPathComponent("star.json"), atomically: true, encoding: .utf8)
        let m = #"{"assets": [{"name": "Star", "scene": "star.json"}, {"name": "Bar", "control": "progress"}]}"#
        try m.write(to: dir.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        let folder = out.appendingPathComponent("out").path
        let path = dir.appendingPathComponent("m.json").path
        #expect(try build(.png, into: folder, manifestPath: path).builtCount == 2)
        try scene.replacingOccurrences(of: "black", with: "red")
            .write(to: dir.appendingPathComponent("star.json"), atomically: true, encoding: .utf8)
        let second = try build(.png, into: folder, manifestPath: path)
        #expect(second.builtCount == 1 && second.upToDateCount == 1)
        #expect(second.assets[0].name == "Star")
    }

    /// An SVG asset depends on the images the SVG names: one changed, removed or added
    /// rebuilds it (and only it), with the new pixels.
    @Test func anSVGsImageChangingRebuildsItsAsset() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let dir = out.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let image = dir.appendingPathComponent("dot.png")
        func writeDot(_ color: PremultipliedColor) throws {
            var pixmap = try Pixmap(width: 4, height: 4)
            for y in 0..<4 { for x in 0..<4 { pixmap[x, y] = color } }
            try Data(try PNG.encode(pixmap)).write(to: image)
        }
        try writeDot(PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image href="dot.png" width="8" height="8"/></svg>"#
            .write(to: dir.appendingPathComponent("art.svg"), atomically: true, encoding: .utf8)
        let m = #"{"assets": [{"name": "Art", "svg": "art.svg", "scales": [1]}, {"name": "Bar", "control": "progress"}]}"#
        try m.write(to: dir.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        let folder = out.appendingPathComponent("out").path
        let path = dir.appendingPathComponent("m.json").path
        let art = (folder as NSString).appendingPathComponent("Art.png")
        func centre() throws -> PremultipliedColor {
            let data = try #require(FileManager.default.contents(atPath: art))
            return try PNG.decode([UInt8](data), source: art)[4, 4]
        }
        #expect(try build(.png, into: folder, manifestPath: path).builtCount == 2)
        #expect(try centre() == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(try build(.png, into: folder, manifestPath: path).builtCount == 0)

        try writeDot(PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        let changed = try build(.png, into: folder, manifestPath: path)
        #expect(changed.builtCount == 1 && changed.upToDateCount == 1 && changed.assets[0].name == "Art")
        #expect(try centre() == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))

        // Removed: the SVG draws without it (an empty image); added back: drawn again.
        try FileManager.default.removeItem(at: image)
        #expect(try build(.png, into: folder, manifestPath: path).builtCount == 1)
        #expect(try centre().a == 0)
        try writeDot(PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        #expect(try build(.png, into: folder, manifestPath: path).builtCount == 1)
        #expect(try centre() == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func jobsDoNotChangeTheBytes() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        for format in OutputFormat.allCases {
            let one = out.appendingPathComponent("\(format)-1").path, four = out.appendingPathComponent("\(format)-4").path
            _ = try build(format, into: one, jobs: 1)
            _ = try build(format, into: four, jobs: 4)
            let a = tree(one), b = tree(four)
            #expect(!a.isEmpty && a == b, "\(format)")
        }
    }

    @Test func aBadAssetIsReportedAndTheOthersBuild() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let m = """
            {"assets": [
              {"name": "Good", "control": "progress"},
              {"name": "NoSuch", "control": "dial"},
              {"name": "BadValue", "control": "progress", "progress": "lots"},
              {"name": "MissingImage", "control": "progress", "trackImage": "nowhere.png"},
              {"name": "BadInsets", "control": "progress", "resizable": {"capInsets": [0, -1, 0, 0]}},
              {"control": "progress"},
              {"name": "Good", "control": "progress"},
              {"name": "AlsoGood", "scene": "\(PackagePaths.fixtures.path)/Manifests/star.json"}
            ]}
            """
        let path = out.appendingPathComponent("m.json").path
        try m.write(toFile: path, atomically: true, encoding: .utf8)
        let summary = try build(.png, into: out.appendingPathComponent("o").path, manifestPath: path)
        #expect(summary.builtCount == 2)
        let messages = summary.failures.map(\.description)
        #expect(messages.count == 6)
        #expect(messages[0].contains(#"assets[1] "NoSuch": key "control": unknown control "dial""#))
        #expect(messages[1].contains(#"assets[2] "BadValue": key "progress": must be a number"#))
        #expect(messages[2].contains(#"assets[3] "MissingImage": key "trackImage""#) && messages[2].contains("nowhere.png"))
        #expect(messages[3].contains(#""BadInsets": key "resizable.capInsets": cap insets must not be negative (the left inset is -1)"#))
        #expect(messages[4].contains(#"assets[5]: an asset needs a "name""#))
        #expect(messages[5].contains(#"assets[6] "Good": the name is already used by assets[0]"#))
    }

    @Test func theREADMEsExampleManifestBuildsInEveryFormat() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let example = PackagePaths.fixtures.appendingPathComponent("Docs/controls.json").path
        for format in OutputFormat.allCases {
            let summary = try build(format, into: out.appendingPathComponent("\(format)").path, manifestPath: example)
            #expect(summary.failures.isEmpty && summary.builtCount == 7, "\(format): \(summary.failures)")
        }
    }
}
