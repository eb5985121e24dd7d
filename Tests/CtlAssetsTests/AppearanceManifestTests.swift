import CtlAssets
import CtlControls
import CtlRaster
import CtlSVG
import CtlTestSupport
import Foundation
import Testing

/// A manifest's `"appearances"` and an SVG asset's files per appearance (`"dark"`,
/// `"highContrast"`, `"darkHighContrast"`): what is read, and every mistake as an error with the
/// manifest, the line and column, the asset and the key.
@Suite struct AppearanceManifestTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-appearances-\(UUID().uuidString)")

    /// Loads a manifest of `assets` written beside copies of the star SVGs (star.svg, and
    /// star-dark.svg: the same star in another colour).
    func load(_ assets: String) throws -> Manifest {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let star = PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg")
        let text = try String(contentsOf: star, encoding: .utf8)
        try text.write(to: root.appendingPathComponent("star.svg"), atomically: true, encoding: .utf8)
        try text.replacingOccurrences(of: "#F5A623", with: "#0A84FF", options: .caseInsensitive)
            .write(to: root.appendingPathComponent("star-dark.svg"), atomically: true, encoding: .utf8)
        let path = root.appendingPathComponent("m.json").path
        try #"{"name": "A", "assets": [\#(assets)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return try Manifest.load(path: path, toolVersion: "test")
    }

    /// The one asset's error, or a recorded issue.
    func error(_ asset: String) throws -> String {
        let manifest = try load(asset)
        guard case .failure(let error) = manifest.assets[0] else {
            Issue.record("\(asset) should fail")
            return ""
        }
        return error.description
    }

    @Test func theAppearancesAreReadInAssetCatalogOrder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = try load("""
            {"name": "Plain", "control": "progress"},
            {"name": "All", "control": "progress", "appearances": ["dark-high-contrast", "any", "high-contrast", "dark"]},
            {"name": "Light", "control": "progress", "appearances": ["light", "dark"]},
            {"name": "DarkFile", "svg": "star.svg", "dark": "star-dark.svg"},
            {"name": "Listed", "svg": "star.svg", "appearances": ["any", "high-contrast"]}
            """)
        let assets = try manifest.assets.map { try $0.get() }
        #expect(assets.map(\.appearances) == [
            [.light], Appearance.allCases, [.light, .dark], [.light, .dark], [.light, .lightHighContrast],
        ])
        #expect(assets.map(\.hasAppearances) == [false, true, true, true, true])
        // An appearance without its own file reads the asset's SVG in that appearance (its @media
        // rules); the dark file is read as the dark artwork, in the dark appearance.
        let dark = try #require(assets[3].artworks[.dark])
        #expect(dark.file.hasSuffix("star-dark.svg") && dark.appearance == .dark)
        let highContrast = try #require(assets[4].artworks[.lightHighContrast])
        #expect(highContrast.file.hasSuffix("star.svg") && highContrast.appearance == .lightHighContrast)
        #expect(assets[4].artworks[.dark] == nil)
    }

    /// A control's keys in one appearance replace the asset's there; a "dark" key implies dark.
    @Test func aControlsKeysPerAppearance() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let asset = try load(##"{"name": "T", "control": "progress", "progress": 0.5, "tint": "#34c759", "##
            + ##""dark": {"tint": "#ff9f0a"}}"##).assets[0].get()
        #expect(asset.appearances == [.light, .dark])
        let dark = try #require(asset.specs[.dark])
        #expect(dark.options.tint == Color(hex: 0xFF9F0A))
        guard case .control(let light) = asset.source else {
            Issue.record("\(asset.source)")
            return
        }
        #expect(light.options.tint == Color(hex: 0x34C759))
        let all = try load(##"{"name": "T", "control": "progress", "dark": {"tint": "#ff9f0a"}, "##
            + #""appearances": ["any", "dark", "dark-high-contrast", "high-contrast"]}"#).assets[0].get()
        // Dark with high contrast takes the dark keys; high contrast the asset's.
        #expect(all.specs[.darkHighContrast]?.options.tint == Color(hex: 0xFF9F0A))
        #expect(all.specs[.lightHighContrast] == nil)
    }

    @Test func darkWithHighContrastFallsBackToTheDarkFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let asset = try load(#"{"name": "S", "svg": "star.svg", "dark": "star-dark.svg", "appearances": "#
            + #"["any", "dark", "high-contrast", "dark-high-contrast"]}"#).assets[0].get()
        #expect(asset.artworks[.darkHighContrast]?.file.hasSuffix("star-dark.svg") == true)
        #expect(asset.artworks[.darkHighContrast]?.appearance == .darkHighContrast)
        #expect(asset.artworks[.lightHighContrast]?.file.hasSuffix("/star.svg") == true)
    }

    @Test func eachMistakeIsAnErrorAtItsPlace() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cases: [(asset: String, expected: String)] = [
            (#"{"name": "X", "control": "progress", "appearances": ["any", "drak"]}"#,
             #"m.json:1:86: assets[0] "X": key "appearances": the string "drak" is not an appearance; did you mean "#
                + #""dark"? (use "any", "dark", "high-contrast", "dark-high-contrast")"#),
            (#"{"name": "X", "control": "progress", "appearances": ["any", "dark", "dark"]}"#,
             #"m.json:1:94: assets[0] "X": key "appearances": "dark" is listed twice"#),
            (#"{"name": "X", "control": "progress", "appearances": ["any", "light"]}"#,
             #"assets[0] "X": key "appearances": "light" is listed twice ("light" is "any")"#),
            (#"{"name": "X", "control": "progress", "appearances": []}"#,
             #"m.json:1:78: assets[0] "X": key "appearances": is empty"#),
            (#"{"name": "X", "control": "progress", "appearances": "dark"}"#,
             #"assets[0] "X": key "appearances": must be a list of appearances"#),
            (#"{"name": "X", "control": "progress", "appearances": ["dark"]}"#,
             #"assets[0] "X": key "appearances": must hold "any""#),
            (#"{"name": "X", "control": "progress", "appearance": "dark", "appearances": ["any", "dark"]}"#,
             #"m.json:1:77: assets[0] "X": conflicting appearances: "appearance" draws one image in one appearance"#),
            (#"{"name": "X", "control": "progress", "contrast": "high", "appearances": ["any", "dark"]}"#,
             #"assets[0] "X": conflicting appearances: "contrast""#),
            (#"{"name": "X", "control": "progress", "look": "classic", "appearances": ["any", "dark"]}"#,
             #"m.json:1:71: assets[0] "X": key "appearances": "dark": the classic look is iOS 6's, which has no dark"#),
            (#"{"name": "X", "control": "progress", "dark": "star-dark.svg"}"#,
             #"m.json:1:71: assets[0] "X": key "dark": for a control, an object of its keys in the dark appearance"#),
            (#"{"name": "X", "svg": "star.svg", "dark": {"tint": "red"}}"#,
             #"m.json:1:67: assets[0] "X": key "dark": for an SVG, the file of its dark images"#),
            (#"{"name": "X", "control": "progress", "dark": {"size": "10x10"}}"#,
             #"m.json:1:72: assets[0] "X": key "dark.size": an appearance changes colours and titles, not "size""#),
            (#"{"name": "X", "control": "progress", "dark": {"tnit": "red"}}"#,
             #"m.json:1:72: assets[0] "X": key "dark.tnit": unknown key in "dark"; did you mean "tint"?"#),
            (##"{"name": "X", "control": "progress", "highContrast": {"tint": "#zz"}}"##,
             ##"assets[0] "X": key "highContrast.tint": "#zz" is not a colour"##),
            (#"{"name": "X", "svg": "star.svg", "dark": "star-dark.svg", "appearances": ["any", "high-contrast"]}"#,
             #"m.json:1:67: assets[0] "X": key "dark": is for the dark images, but "appearances" leaves "#
                + #"out "dark""#),
            (#"{"name": "X", "svg": "star.svg", "dark": "missing-dark.svg"}"#,
             #"m.json:1:67: assets[0] "X": key "dark": "#),
            (#"{"name": "X", "svg": "star.svg", "high-contrast": "star-dark.svg"}"#,
             #"assets[0] "X": key "high-contrast": unknown key in an asset; did you mean "highContrast"?"#),
        ]
        for (asset, expected) in cases {
            let message = try error(asset)
            #expect(message.contains(expected), "\(asset):\n\(message)")
        }
        // A missing dark file is named.
        #expect(try error(#"{"name": "X", "svg": "star.svg", "dark": "missing-dark.svg"}"#).contains("missing-dark.svg"))
        // A scene is the same in every appearance.
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.fixtures.appendingPathComponent("Manifests/star.json"),
                                         to: root.appendingPathComponent("scene.json"))
        #expect(try error(#"{"name": "X", "scene": "scene.json", "appearances": ["any", "dark"]}"#)
            .contains(#"key "appearances": a scene is drawn the same in every appearance"#))
        // A "dark" key implies dark, and is checked as "appearances" is.
        #expect(try error(##"{"name": "X", "control": "progress", "look": "classic", "dark": {"tint": "#ff9f0a"}}"##)
            .contains(#"key "dark": "dark": the classic look is iOS 6's"#))
        #expect(try error(#"{"name": "X", "svg": "star.svg", "appearance": "dark", "dark": "star-dark.svg"}"#)
            .contains(#"conflicting appearances: "appearance" draws one image in one appearance, "dark" each image"#))
        // A scene has no per-appearance keys either.
        #expect(try error(#"{"name": "X", "scene": "scene.json", "dark": "star-dark.svg"}"#)
            .contains(#"key "dark": a scene is drawn the same in every appearance"#))
        // A spec file that sets its own appearance contradicts "appearances".
        try #"{"control": "progress", "appearance": "dark"}"#.write(to: root.appendingPathComponent("dark.json"),
                                                                     atomically: true, encoding: .utf8)
        #expect(try error(#"{"name": "X", "spec": "dark.json", "appearances": ["any", "dark"]}"#)
            .contains("conflicting appearances: the spec file draws in the dark appearance"))
        // A control's keys per appearance are written inline.
        try #"{"control": "progress"}"#.write(to: root.appendingPathComponent("bar.json"), atomically: true, encoding: .utf8)
        #expect(try error(#"{"name": "X", "spec": "bar.json", "dark": {"tint": "red"}}"#)
            .contains(#"key "dark": a control's keys per appearance need the control written inline"#))
    }

    /// The digest of one appearance's images covers its own inputs only: the dark file changes
    /// the dark digest alone; the list of appearances changes no image's digest; a shared key
    /// changes them all.
    @Test func eachAppearancesDigestCoversItsOwnInputs() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        func digests(_ asset: String) throws -> [Appearance: String] { try load(asset).assets[0].get().imageDigests }
        let base = try digests(#"{"name": "S", "svg": "star.svg", "dark": "star-dark.svg"}"#)
        #expect(base.keys.sorted { $0.name < $1.name } == [.light, .dark].sorted { $0.name < $1.name })
        #expect(base[.light] != base[.dark])
        // The dark file's bytes change: only the dark digest changes.
        let dark = root.appendingPathComponent("star-dark.svg")
        let original = try String(contentsOf: dark, encoding: .utf8)
        try original.replacingOccurrences(of: "#0A84FF", with: "#FF0000", options: .caseInsensitive)
            .write(to: dark, atomically: true, encoding: .utf8)
        let text = #"{"name": "S", "svg": "star.svg", "dark": "star-dark.svg"}"#
        // (load rewrites the files; read the manifest again without it)
        let path = root.appendingPathComponent("m.json").path
        try #"{"name": "A", "assets": [\#(text)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let changed = try Manifest.load(path: path, toolVersion: "test").assets[0].get().imageDigests
        #expect(changed[.light] == base[.light] && changed[.dark] != base[.dark])
        // Listing a further appearance leaves the others' digests.
        let more = try digests(#"{"name": "S", "svg": "star.svg", "dark": "star-dark.svg", "appearances": "#
            + #"["any", "dark", "high-contrast"]}"#)
        #expect(more[.light] == base[.light] && more[.dark] == base[.dark] && more[.lightHighContrast] != nil)
        // A key every appearance draws with changes every digest.
        let sized = try digests(#"{"name": "S", "svg": "star.svg", "dark": "star-dark.svg", "size": "30x30"}"#)
        #expect(sized[.light] != base[.light] && sized[.dark] != base[.dark])
    }
}
