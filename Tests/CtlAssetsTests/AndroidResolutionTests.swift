@testable import CtlAssets
import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Android resources read as Android reads them: `@drawable/<name>` resolved over the files a
/// build wrote by the platform's best-match rule (`AndroidResources`), at mdpi, xhdpi and
/// xxxhdpi. An asset with several states must resolve to its state list on every device, and
/// each item of the list to a PNG — never to a state list, never to itself. (Before, the state
/// images were named like the list: `@drawable/pill` was `drawable-xhdpi/pill.9.png` on an xhdpi
/// device, and the list's default item was `@drawable/pill`, itself.)
@Suite struct AndroidResolutionTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-android-\(UUID().uuidString)")
    let devices = [AndroidResources.Device(density: 160), .init(density: 320), .init(density: 640)]

    /// A button in all six of its states, a resizable pill in three (nine-patches), a star and a
    /// resizable track in one; a slider in two states and a resizable bar drawn both ways (their
    /// right-to-left images in `drawable-ldrtl-*`), and a back button the system mirrors.
    var assets: String {
        let icons = PackagePaths.fixtures.appendingPathComponent("Docs/icons.json").path
        return """
            {"name": "SignIn", "control": "button", "type": "rounded-rect", "title": "Go", "states": "all"},
            {"name": "Pill", "control": "progress", "progress": 0, "look": "classic", "size": "40x9",
             "resizable": {"capInsets": [0, 5, 0, 5]}, "states": ["normal", "highlighted", "disabled"]},
            {"name": "Star", "scene": "\(icons)", "sceneName": "star"},
            {"name": "Track", "control": "progress", "progress": 1, "look": "classic", "resizable": true},
            {"name": "Volume", "control": "slider", "value": 0.2, "states": ["normal", "disabled"],
             "directions": ["ltr", "rtl"]},
            {"name": "Bar", "control": "progress", "progress": 0.25, "look": "classic", "size": "40x9",
             "resizable": {"capInsets": [0, 5, 0, 5]}, "directions": ["rtl", "ltr"]},
            {"name": "Forward", "control": "back-button", "title": "Go", "direction": "mirrors"}
            """
    }

    /// Builds a manifest of `assets` (JSON objects) for Android into `out`.
    func build(_ assets: String) throws -> BuildSummary {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let path = out.appendingPathComponent("m.json").path
        try #"{"name": "C", "assets": [\#(assets)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let m = try Manifest.load(path: path, toolVersion: "test")
        return try AssetBuilder.build(m, options: BuildOptions(format: .android, output: out.path, jobs: 2,
                                                               toolVersion: "test"))
    }

    /// The `android:drawable` of each `<item>` of a `<selector>`, with the item's state attributes.
    func items(ofSelector path: URL) throws -> [(drawable: String, states: [String: String])] {
        let reader = SelectorReader()
        let parser = try #require(XMLParser(contentsOf: path))
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        #expect(parser.parse(), "\(path.lastPathComponent) is not well-formed XML: \(String(describing: parser.parserError))")
        #expect(reader.root == "selector", "\(path.lastPathComponent): root <\(reader.root ?? "")>")
        return reader.items
    }

    @Test func eachStateListResolvesToItselfAndItsItemsToPNGsAtEveryDensity() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build(assets)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let res = try AndroidResources(res: out.appendingPathComponent("res"))
        try checkStateLists(res, in: "the files written")
        try checkDirections(res, in: "the files written")
    }

    /// `aapt2 compile` accepts every file (it parses each XML and reads each nine-patch's border),
    /// `aapt2 link` makes an APK of them (every `@drawable/…` of a state list must exist), and the
    /// APK's resource table — what a device reads — resolves as the files do.
    @Test(.enabled(if: AndroidTools.runs(with: AndroidTools.aapt2), "aapt2 is not installed (Debian: apt-get install aapt)"))
    func aapt2LinksAnAPKWhoseResourceTableResolvesTheSame() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let aapt2 = try #require(AndroidTools.aapt2)
        let summary = try build(assets)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let work = out.appendingPathComponent("aapt2").path
        let apk = try AndroidTools.linkAPK(aapt2, res: out.appendingPathComponent("res").path, work: work)
        let dump = try AndroidTools.run(aapt2, ["dump", "resources", apk])
        try #require(dump.status == 0, "\(dump.output)")
        // The check can fail: aapt2 refuses a nine-patch whose border has a pixel neither clear nor black.
        let patchPath = out.appendingPathComponent("res/drawable-xhdpi/pill_normal.9.png").path
        var patch = try PNG.read(path: patchPath)
        patch[1, 0] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        let broken = out.appendingPathComponent("broken/drawable-xhdpi")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try PNG.write(patch, to: broken.appendingPathComponent("pill_normal.9.png").path)
        let refused = try AndroidTools.run(aapt2, ["compile", "-o", work, broken.appendingPathComponent("pill_normal.9.png").path])
        #expect(refused.status != 0 && refused.output.contains("border"), "\(refused.output)")
        let table = AndroidResources(aapt2Dump: dump.output)
        #expect(Set(table.files.map(\.name)).isSuperset(of: ["pill", "pill_normal", "sign_in", "star", "track"]),
                "\(dump.output)")
        try checkStateLists(table, in: "the APK's resource table")
        #expect(dump.output.contains("ldrtl-xhdpi"), "\(dump.output)")
        try checkDirections(table, in: "the APK's resource table")
    }

    /// An asset drawn both ways resolves to its right-to-left image (a PNG, or a nine-patch, of
    /// the device's density, from `drawable-ldrtl-*`) on a right-to-left device and to its
    /// left-to-right one otherwise, through one state list; the images differ (the slider fills
    /// from the other end). An asset the system mirrors is a state list marked
    /// `android:autoMirrored="true"` over one set of images.
    func checkDirections(_ res: AndroidResources, in source: String) throws {
        for density in [160, 320, 640] {
            for rtl in [false, true] {
                let device = AndroidResources.Device(density: density, isRightToLeft: rtl)
                for (name, ext) in [("volume_normal", "png"), ("volume_disabled", "png"), ("bar", "9.png")] {
                    let file = try #require(res.resolve("@drawable/\(name)", on: device), "\(source): \(name) at \(device)")
                    #expect(file.isRightToLeft == (rtl ? true : nil) && file.density == density
                            && file.fileExtension == ext, "\(source): \(name) at \(device): \(file.path)")
                }
                #expect(res.resolve("@drawable/volume", on: device)?.fileExtension == "xml", "\(source): \(device)")
                let forward = try #require(res.resolve("@drawable/forward_normal", on: device), "\(source): \(device)")
                #expect(forward.isRightToLeft == nil, "\(source): \(forward.path)")
            }
        }
        let list = try String(contentsOf: out.appendingPathComponent("res/drawable/forward.xml"), encoding: .utf8)
        #expect(list.contains(#"<selector xmlns:android="http://schemas.android.com/apk/res/android" "#
            + #"android:autoMirrored="true">"#), "\(list)")
        #expect(try items(ofSelector: out.appendingPathComponent("res/drawable/forward.xml")).map(\.drawable)
                == ["@drawable/forward_normal"])
        let volume = try String(contentsOf: out.appendingPathComponent("res/drawable/volume.xml"), encoding: .utf8)
        #expect(!volume.contains("autoMirrored"), "\(volume)")
        let ltr = try PNG.read(path: out.appendingPathComponent("res/drawable-xhdpi/volume_normal.png").path)
        let rtl = try PNG.read(path: out.appendingPathComponent("res/drawable-ldrtl-xhdpi/volume_normal.png").path)
        #expect(ltr.width == rtl.width && ltr.height == rtl.height && ltr != rtl)
    }

    /// At each density, `@drawable/<list>` is the state list and each of its items a PNG at that
    /// density (reading the items from the list as written).
    func checkStateLists(_ res: AndroidResources, in source: String) throws {
        #expect(res.unknownQualifiers.isEmpty, "\(source): \(res.unknownQualifiers)")
        let lists = [("pill", 3), ("sign_in", Button.kind.states.count)]
        for device in devices {
            for (name, stateCount) in lists {
                let list = try #require(res.resolve("@drawable/\(name)", on: device),
                                        "\(source): @drawable/\(name) at \(device)")
                #expect(list.fileExtension == "xml" && list.path.hasSuffix("/\(name).xml"),
                        "\(source): @drawable/\(name) at \(device) is \(list.path), not the state list")
                let items = try items(ofSelector: out.appendingPathComponent("res/drawable/\(name).xml"))
                #expect(items.count == stateCount, "\(name): \(items.map(\.drawable))")
                // The last item has no state: the default, which every other state falls back to.
                #expect(items.last?.states.isEmpty == true, "\(name): \(items.map(\.states))")
                for item in items {
                    #expect(item.drawable != "@drawable/\(name)", "\(name) lists itself")
                    let file = try #require(res.resolve(item.drawable, on: device),
                                            "\(source): \(item.drawable) at \(device)")
                    #expect(file.fileExtension == "png" || file.fileExtension == "9.png",
                            "\(source): \(name): \(item.drawable) at \(device) is \(file.path), not a PNG")
                    if name == "pill" { #expect(file.fileExtension == "9.png", "\(file.path)") }
                    // A PNG of this device's own density, not a scaled fallback.
                    #expect(file.density == device.density, "\(source): \(item.drawable) at \(device): \(file.path)")
                }
            }
            // A single-state image is its own PNG.
            #expect(res.resolve("@drawable/star", on: device)?.fileExtension == "png", "\(source)")
            #expect(res.resolve("@drawable/track", on: device)?.fileExtension == "9.png", "\(source)")
        }
    }

    /// The state images are `<asset>_<state>`, the list's items name exactly them, by state.
    @Test func stateImagesAreNamedAfterTheirStates() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try build(assets)
        let items = try items(ofSelector: out.appendingPathComponent("res/drawable/pill.xml"))
        #expect(items.map(\.drawable) == ["@drawable/pill_highlighted", "@drawable/pill_disabled", "@drawable/pill_normal"])
        #expect(items.map(\.states) == [["android:state_pressed": "true"], ["android:state_enabled": "false"], [:]])
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            let folder = out.appendingPathComponent("res/drawable-\(density)").path
            let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
            #expect(names.isSuperset(of: ["pill_normal.9.png", "pill_highlighted.9.png", "pill_disabled.9.png",
                                          "sign_in_normal.png", "sign_in_highlighted_selected.png",
                                          "sign_in_selected_disabled.png", "star.png", "track.9.png"]),
                    "\(density): \(names.sorted())")
            #expect(!names.contains("pill.9.png") && !names.contains("sign_in.png"), "\(density): \(names.sorted())")
        }
    }

    /// Two assets clash when they define one resource, even from different folders: an asset
    /// whose single image is `@drawable/pill` against Pill's state list, or one named like a
    /// state image.
    @Test func anAssetDefiningAnotherAssetsResourceIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build("""
            {"name": "Pill", "control": "progress", "states": ["normal", "disabled"]},
            {"name": "Pill_", "control": "progress"},
            {"name": "PillNormal", "control": "progress"},
            {"name": "Other", "control": "progress"}
            """)
        let messages = summary.failures.map(\.description)
        #expect(messages.count == 2 && summary.builtCount == 2, "\(messages)")
        #expect(messages.first?.contains(#"assets[1] "Pill_": would write res/drawable-mdpi/pill.png, which is the "#
            + "resource @drawable/pill of res/drawable/pill.xml, written by Pill") == true, "\(messages)")
        #expect(messages.last?.contains(#"assets[2] "PillNormal": would write res/drawable-mdpi/pill_normal.png, "#
            + "which Pill writes") == true, "\(messages)")
    }

    /// The resolver itself, on Android's documented cases: the exact density wins; without it
    /// the closest, scaling down preferred; an unqualified file is the fallback (counted as mdpi,
    /// and losing to an explicit mdpi).
    @Test func theResolverPicksAsAndroidDoes() {
        func file(_ density: Int?) -> AndroidResources.File {
            AndroidResources.File(path: "\(density ?? 0)", type: "drawable", name: "a", fileExtension: "png",
                                  density: density, apiLevel: nil)
        }
        /// The density of the file picked (0: the unqualified one), nil when none is.
        func best(_ densities: [Int?], at device: Int) -> Int? {
            AndroidResources(files: densities.map(file)).resolve("@drawable/a", on: .init(density: device))
                .flatMap { Int($0.path) }
        }
        #expect(best([160, 320, 640], at: 320) == 320)
        #expect(best([160, 640], at: 320) == 640)          // scaling down from xxxhdpi beats scaling mdpi up
        #expect(best([240, 480], at: 320) == 480)          // (2×240 − 320) × 480 < 320²: scale xxhdpi down
        #expect(best([280, 640], at: 320) == 280)          // (2×280 − 320) × 640 > 320²: 280 is close enough
        #expect(best([480, 640], at: 320) == 480)          // both higher: the lower
        #expect(best([nil, 160], at: 160) == 160)          // the unqualified one is the fallback
        #expect(best([160, nil], at: 160) == 160)
        #expect(best([nil, 320], at: 320) == 320)
        #expect(best([nil], at: 640) == 0)                  // only the fallback: it is used
        #expect(best([], at: 160) == nil)
        #expect(best([nil, 0xFFFE], at: 160) == 0xFFFE)     // anydpi always
    }
}

/// Reads a `<selector>`'s items: each one's `android:drawable` and its other attributes.
private final class SelectorReader: NSObject, XMLParserDelegate {
    var root: String?
    var items: [(drawable: String, states: [String: String])] = []

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = element }
        guard element == "item" else { return }
        var states = attributes
        let drawable = states.removeValue(forKey: "android:drawable") ?? ""
        items.append((drawable, states))
    }
}
