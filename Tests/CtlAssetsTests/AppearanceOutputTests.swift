import CtlAssets
import CtlRaster
import CtlSVG
import CtlTestSupport
import Foundation
import Testing

/// What a build writes for an asset drawn in several appearances: file names (light ones as
/// they always were, byte for byte), Contents.json as Xcode writes the appearances, Android's
/// night folders, and an incremental build that redraws only the appearances whose inputs changed.
@Suite struct AppearanceOutputTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-appearance-out-\(UUID().uuidString)")
    var out: String { root.appendingPathComponent("out").path }
    let fixtures = PackagePaths.fixtures.appendingPathComponent("XcodeAppearances")

    /// Writes a manifest of `assets` beside star.svg and star-dark.svg, and returns its path.
    func manifest(_ assets: String) throws -> String {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let text = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg"), encoding: .utf8)
        for (file, colour) in [("star.svg", "#F5A623"), ("star-dark.svg", "#0A84FF")] {
            let target = root.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: target.path) { continue }
            try text.replacingOccurrences(of: "#F5A623", with: colour, options: .caseInsensitive)
                .write(to: target, atomically: true, encoding: .utf8)
        }
        let path = root.appendingPathComponent("m.json").path
        try #"{"name": "Icons", "assets": [\#(assets)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func build(_ path: String, _ format: OutputFormat, into folder: String? = nil) throws -> BuildSummary {
        try AssetBuilder.build(try Manifest.load(path: path, toolVersion: "test"),
                               options: BuildOptions(format: format, output: folder ?? out, jobs: 2, toolVersion: "test"))
    }

    /// Every file under `folder` (relative paths) with its bytes, the build record left out.
    func tree(_ folder: String) -> [String: Data] { OutputTree.files(folder, skipping: ".ctlrender") }

    /// The files each appearance adds are named with its suffix before the scale, and the light
    /// files are those of the same asset without appearances, byte for byte.
    @Test func lightFilesKeepTheirNamesAndBytes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = #"{"name": "Bar", "control": "progress", "progress": 0.5, "scales": [1, 2], "directions": ["ltr", "rtl"]}"#
        _ = try build(try manifest(plain), .png, into: root.appendingPathComponent("plain").path)
        let path = try manifest(plain.replacingOccurrences(
            of: "}", with: #", "appearances": ["any", "dark", "high-contrast", "dark-high-contrast"]}"#))
        let summary = try build(path, .png)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let light = tree(root.appendingPathComponent("plain").path), all = tree(out)
        #expect(Set(all.keys) == Set(light.keys.flatMap { name -> [String] in
            let (stem, scale) = name.hasSuffix("@2x.png") ? (String(name.dropLast(7)), "@2x.png")
                                                          : (String(name.dropLast(4)), ".png")
            return ["", "-dark", "-high-contrast", "-dark-high-contrast"].map { stem + $0 + scale }
        }), "\(all.keys.sorted())")
        #expect(all.keys.contains("Bar-rtl-dark@2x.png") && all.keys.contains("Bar-dark-high-contrast.png"))
        for (name, bytes) in light { #expect(all[name] == bytes, "\(name) changed") }
        // The dark image is drawn in the dark palette: not the light one.
        #expect(all["Bar-dark@2x.png"] != all["Bar@2x.png"])
    }

    /// The dark file of an SVG asset is what its dark images show, fitted into the asset's size;
    /// without one, the dark images are the asset's SVG read in the dark appearance.
    @Test func theDarkFileIsDrawnIntoTheAssetsSize() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = try build(try manifest(#"{"name": "Star", "svg": "star.svg", "dark": "star-dark.svg", "#
            + #""size": "30x30", "scales": [2]}, {"name": "Same", "svg": "star.svg", "appearances": ["any", "dark"], "#
            + #""scales": [1]}"#), .png)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let dark = try PNG.read(path: out + "/Star-dark@2x.png"), light = try PNG.read(path: out + "/Star@2x.png")
        let darkArtwork = try SVGArtwork(path: root.appendingPathComponent("star-dark.svg").path, appearance: .dark)
        #expect(dark == (try darkArtwork.render(fitting: Size(width: 30, height: 30), scale: 2)))
        #expect(dark.width == 60 && light.width == 60 && dark != light)
        let star = try SVGArtwork(path: root.appendingPathComponent("star.svg").path, appearance: .dark)
        #expect(try PNG.read(path: out + "/Same-dark.png") == (try star.render(fitting: star.size, scale: 1)))
    }

    /// Contents.json of image sets with appearances as Xcode writes them, key for key and as
    /// text (Fixtures/XcodeAppearances, README there): each entry of a dark or high-contrast
    /// slot has `appearances`, luminosity first; every slot Xcode's Appearances and High Contrast
    /// make is there, one not drawn without a filename. The order of the slots and the
    /// `appearances` of each are checked against a Contents.json Xcode wrote (GitUp's
    /// separator.colorset: Any, Dark, High Contrast, Dark + High Contrast).
    @Test func contentsJSONListsTheAppearancesAsXcodeDoes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = try AssetBuilder.build(
            try Manifest.load(path: fixtures.appendingPathComponent("manifest.json").path, toolVersion: "test"),
            options: BuildOptions(format: .xcassets, output: out, jobs: 2, toolVersion: "test"))
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let catalog = URL(fileURLWithPath: out).appendingPathComponent("Appearances.xcassets")
        let expectedFolder = fixtures.appendingPathComponent("Appearances.xcassets")
        let sets = try FileManager.default.contentsOfDirectory(atPath: expectedFolder.path).filter { $0.hasSuffix(".imageset") }
        #expect(sets.count == 4)
        for set in sets.sorted() {
            let expected = try String(contentsOf: expectedFolder.appendingPathComponent(set + "/Contents.json"), encoding: .utf8)
            let ours = try String(contentsOf: catalog.appendingPathComponent(set + "/Contents.json"), encoding: .utf8)
                .replacingOccurrences(of: #""author" : "ctlrender""#, with: #""author" : "xcode""#)
            #expect(ours == expected, "\(set):\n\(ours)")
            // Every filename is a file written into the set.
            for case let file as String in (try JSONSerialization.jsonObject(with: Data(ours.utf8)) as? [String: Any])?["images"]
                .flatMap({ $0 as? [[String: Any]] })?.compactMap({ $0["filename"] }) ?? [] {
                #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent(set + "/" + file).path),
                        "\(set)/\(file)")
            }
        }
        // Xcode's own file: its slots' appearances in order, against one scale of ours.
        let reference = try JSONSerialization.jsonObject(
            with: Data(contentsOf: fixtures.appendingPathComponent("separator.colorset.Contents.json"))) as? [String: Any]
        let xcodeSlots = (reference?["colors"] as? [[String: Any]])?.map { $0["appearances"] as? [[String: String]] ?? [] }
        let contrast = try JSONSerialization.jsonObject(
            with: Data(contentsOf: catalog.appendingPathComponent("Contrast.imageset/Contents.json"))) as? [String: Any]
        let images = try #require(contrast?["images"] as? [[String: Any]])
        let ourSlots = images.filter { $0["scale"] as? String == "2x" }.map { $0["appearances"] as? [[String: String]] ?? [] }
        #expect(xcodeSlots?.count == 4 && ourSlots == xcodeSlots, "\(ourSlots) ≠ Xcode's \(String(describing: xcodeSlots))")
    }

    /// Android: dark images in `drawable-night-<density>` (and `drawable-ldrtl-night-…` drawn
    /// right to left), nine-patches there too, one state list for both; high contrast has no
    /// resource qualifier, so those images are left out with a warning.
    @Test func androidPutsTheDarkImagesInNightFolders() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest(##"{"name": "Pill", "control": "button", "type": "custom", "title": "", "##
            + ##""backgroundColor": "#34aadc", "cornerRadius": 8, "resizable": true, "directions": ["ltr", "rtl"], "##
            + ##""states": ["normal", "highlighted"], "appearances": ["any", "dark", "high-contrast"]}"##)
        let summary = try build(path, .android)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        guard case .built(_, let warnings) = summary.assets[0].outcome else {
            Issue.record("\(summary.assets[0].outcome)")
            return
        }
        #expect(warnings.contains { $0.contains("no resource qualifier for increased contrast") && $0.contains("\"high-contrast\"") },
                "\(warnings)")
        let files = Set(tree(out).keys)
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            for folder in ["drawable", "drawable-night", "drawable-ldrtl", "drawable-ldrtl-night"] {
                #expect(files.contains("res/\(folder)-\(density)/pill_normal.9.png"), "\(folder)-\(density)")
                #expect(files.contains("res/\(folder)-\(density)/pill_highlighted.9.png"))
            }
        }
        #expect(files.contains("res/drawable/pill.xml"))
        #expect(!files.contains { $0.contains("contrast") }, "\(files.sorted())")
        #expect(files.count == 5 * 4 * 2 + 1)
        let night = try PNG.read(path: out + "/res/drawable-night-xhdpi/pill_normal.9.png")
        let day = try PNG.read(path: out + "/res/drawable-xhdpi/pill_normal.9.png")
        #expect(night.width == day.width && night.height == day.height)
        // The same nine-patch border (stretch and content runs) in both.
        let (a, b) = (NinePatch.borders(of: night), NinePatch.borders(of: day))
        #expect(a.top == b.top && a.left == b.left && a.bottom == b.bottom && a.right == b.right)
        // With --strict the warning fails the asset: it writes nothing.
        var options = BuildOptions(format: .android, output: root.appendingPathComponent("strict").path, jobs: 1,
                                   toolVersion: "test")
        options.strict = true
        let strict = try AssetBuilder.build(try Manifest.load(path: path, toolVersion: "test"), options: options)
        #expect(strict.failures.count == 1)
    }

    /// aapt2 links the night resources into an APK whose table has the night configuration, and
    /// aapt lists it among the APK's configurations.
    @Test(.enabled(if: AndroidTools.runs(with: AndroidTools.aapt2) && AndroidTools.runs(with: AndroidTools.aapt),
                   "aapt and aapt2 are not installed (Debian: apt-get install aapt)"))
    func aaptPackagesTheNightResources() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let aapt = try #require(AndroidTools.aapt), aapt2 = try #require(AndroidTools.aapt2)
        let summary = try build(try manifest(##"{"name": "Pill", "control": "button", "type": "custom", "title": "", "##
            + ##""backgroundColor": "#34aadc", "cornerRadius": 8, "resizable": true, "directions": ["ltr", "rtl"], "##
            + ##""states": ["normal", "highlighted"], "appearances": ["any", "dark"]}, "##
            + ##"{"name": "Star", "svg": "star.svg", "dark": "star-dark.svg"}"##), .android)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let work = root.appendingPathComponent("aapt").path
        let apk = try AndroidTools.linkAPK(aapt2, res: out + "/res", work: work)
        let dump = try AndroidTools.run(aapt2, ["dump", "resources", apk])
        try #require(dump.status == 0, "\(dump.output)")
        for config in ["(night-xhdpi-v8) (file) res/drawable-night-xhdpi-v8/star.png",
                       "(ldrtl-night-xhdpi-v8) (file) res/drawable-ldrtl-night-xhdpi-v8/pill_normal.9.png",
                       "(night-mdpi-v8) (file) res/drawable-night-mdpi-v8/pill_highlighted.9.png"] {
            #expect(dump.output.contains(config), "\(config) not in:\n\(dump.output)")
        }
        let configurations = try AndroidTools.run(aapt, ["dump", "configurations", apk])
        let lines = Set(configurations.output.split(separator: "\n").map(String.init))
        #expect(lines.isSuperset(of: ["night-xxxhdpi-v8", "ldrtl-night-xxxhdpi-v8", "xxxhdpi-v4"]), "\(lines.sorted())")
        // aapt2 has no qualifier for increased contrast: a -highcontrast folder is refused.
        let refusedFolder = root.appendingPathComponent("hc/res/drawable-highcontrast-xhdpi")
        try FileManager.default.createDirectory(at: refusedFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: out + "/res/drawable-xhdpi/star.png",
                                         toPath: refusedFolder.appendingPathComponent("star.png").path)
        let refused = try AndroidTools.run(aapt2, ["compile", "--dir", root.appendingPathComponent("hc/res").path,
                                                   "-o", work + "/hc.zip"])
        #expect(refused.status != 0 && refused.output.contains("invalid configuration"), "\(refused.output)")
    }

    /// Changing only the dark file redraws only the dark images (and rewrites the image set's
    /// Contents.json); changing nothing redraws nothing; listing a new appearance draws only it.
    @Test func aChangedDarkFileRedrawsOnlyTheDarkImages() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let asset = #"{"name": "Star", "svg": "star.svg", "dark": "star-dark.svg"}"#
        let path = try manifest(asset)
        #expect(try build(path, .xcassets).builtCount == 1)
        let again = try build(path, .xcassets)
        #expect(again.builtCount == 0 && again.upToDateCount == 1 && again.filesWritten == 0)
        let dark = root.appendingPathComponent("star-dark.svg")
        try (try String(contentsOf: dark, encoding: .utf8)).replacingOccurrences(of: "#0A84FF", with: "#30D158",
                                                                                   options: .caseInsensitive)
            .write(to: dark, atomically: true, encoding: .utf8)
        let set = "Icons.xcassets/Star.imageset/"
        let lightBefore = tree(out).filter { !$0.key.contains("-dark") }
        let changed = try build(path, .xcassets)
        guard case .built(let files, _) = changed.assets[0].outcome else {
            Issue.record("\(changed.assets[0].outcome)")
            return
        }
        #expect(Set(files) == Set([set + "Star-dark.png", set + "Star-dark@2x.png", set + "Star-dark@3x.png",
                                   set + "Contents.json"]), "\(files.sorted())")
        #expect(tree(out).filter { !$0.key.contains("-dark") } == lightBefore)
        // The record now holds the new dark files: the next build is up to date again.
        #expect(try build(path, .xcassets).upToDateCount == 1)
        // A further appearance: only its images are drawn.
        _ = try manifest(asset.replacingOccurrences(of: "}", with: #", "appearances": ["any", "dark", "high-contrast"]}"#))
        let added = try build(path, .xcassets)
        guard case .built(let more, _) = added.assets[0].outcome else {
            Issue.record("\(added.assets[0].outcome)")
            return
        }
        #expect(Set(more) == Set([1, 2, 3].map { set + "Star-high-contrast\($0 == 1 ? "" : "@\($0)x").png" }
                                    + [set + "Contents.json"]), "\(more.sorted())")
        // An appearance leaving the list: its files are removed, the others stay, only the
        // image set's Contents.json is written.
        _ = try manifest(asset)
        let removed = try build(path, .xcassets)
        guard case .built(let rewritten, _) = removed.assets[0].outcome else {
            Issue.record("\(removed.assets[0].outcome)")
            return
        }
        #expect(rewritten == [set + "Contents.json"] && removed.filesRemoved == 3, "\(rewritten), \(removed.filesRemoved)")
        #expect(tree(out).filter { !$0.key.contains("-dark") } .count == lightBefore.count)
        #expect(!FileManager.default.fileExists(atPath: out + "/" + set + "Star-high-contrast@2x.png"))
        // Back to the light image alone: nothing is drawn, the dark files go.
        _ = try manifest(#"{"name": "Star", "svg": "star.svg"}"#)
        let lightOnly = try build(path, .xcassets)
        guard case .built(let lightFiles, _) = lightOnly.assets[0].outcome else {
            Issue.record("\(lightOnly.assets[0].outcome)")
            return
        }
        #expect(lightFiles == [set + "Contents.json"] && lightOnly.filesRemoved == 3, "\(lightFiles)")
        _ = try manifest(asset)
        #expect(try build(path, .xcassets).builtCount == 1)
        // A deleted dark image is drawn again, with its appearance only.
        try FileManager.default.removeItem(atPath: out + "/" + set + "Star-dark@2x.png")
        let repaired = try build(path, .xcassets)
        guard case .built(let redrawn, _) = repaired.assets[0].outcome else {
            Issue.record("\(repaired.assets[0].outcome)")
            return
        }
        #expect(Set(redrawn) == Set([set + "Star-dark.png", set + "Star-dark@2x.png", set + "Star-dark@3x.png",
                                     set + "Contents.json"]), "\(redrawn.sorted())")
    }

    /// The issue's case: changing a control's dark colour redraws its dark images alone, drawn
    /// in that colour.
    @Test func aChangedDarkColourRedrawsOnlyTheDarkImages() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let asset = #"{"name": "Bar", "control": "progress", "progress": 1, "scales": [1, 2], "#
            + ##""dark": {"tint": "#ff9f0a"}}"##
        let path = try manifest(asset)
        #expect(try build(path, .png).builtCount == 1)
        let light = try PNG.read(path: out + "/Bar@2x.png"), dark = try PNG.read(path: out + "/Bar-dark@2x.png")
        let middle = (light.width / 2, light.height / 2)
        #expect(dark[middle.0, middle.1] == Color(hex: 0xFF9F0A).premultiplied, "\(dark[middle.0, middle.1])")
        #expect(light[middle.0, middle.1] != dark[middle.0, middle.1])
        _ = try manifest(asset.replacingOccurrences(of: "#ff9f0a", with: "#30d158"))
        let changed = try build(path, .png)
        guard case .built(let files, _) = changed.assets[0].outcome else {
            Issue.record("\(changed.assets[0].outcome)")
            return
        }
        #expect(Set(files) == ["Bar-dark.png", "Bar-dark@2x.png"], "\(files.sorted())")
        let redrawn = try PNG.read(path: out + "/Bar-dark@2x.png")
        #expect(redrawn[middle.0, middle.1] == Color(hex: 0x30D158).premultiplied)
        #expect(try build(path, .png).upToDateCount == 1)
    }

    /// A control's appearances are drawn with its colours in each: dark and high contrast differ
    /// from light, and the classic look is refused before anything is drawn.
    @Test func aControlIsDrawnInEachAppearance() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = try build(try manifest(#"{"name": "On", "control": "slider", "value": 0.5, "scales": [1], "#
            + #""appearances": ["any", "dark", "high-contrast", "dark-high-contrast"]}"#), .png)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let images = try ["", "-dark", "-high-contrast", "-dark-high-contrast"].map { try PNG.read(path: out + "/On\($0).png") }
        #expect(Set(images.map(\.width)).count == 1)
        #expect(images[1] != images[0] && images[2] != images[0] && images[3] != images[1])
    }
}
