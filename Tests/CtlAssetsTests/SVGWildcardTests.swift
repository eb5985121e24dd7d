@testable import CtlAssets
import CtlTestSupport
import Foundation
import Testing

/// `"svg": "icons/*.svg"` in a manifest: one asset per matching file, named after it, in the
/// order of the names; each built, and rebuilt alone, like an asset of its own; no match, a name
/// another asset has, and a pattern with a "name" are errors that say so.
@Suite struct SVGWildcardTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-wildcard-\(UUID().uuidString)")
    let star = PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg")

    /// `icons/` holding c.svg, a.svg, b-2.svg (made in that order), a hidden SVG, a text file and
    /// a folder named like an SVG; then a manifest of `assets` beside it, whose path is returned.
    func manifest(_ assets: String) throws -> String {
        let icons = root.appendingPathComponent("icons")
        try FileManager.default.createDirectory(at: icons.appendingPathComponent("folder.svg"),
                                                withIntermediateDirectories: true)
        for name in ["c.svg", "a.svg", "b-2.svg", ".hidden.svg"] where
            !FileManager.default.fileExists(atPath: icons.appendingPathComponent(name).path) {
            try FileManager.default.copyItem(at: star, to: icons.appendingPathComponent(name))
        }
        try "not an icon".write(to: icons.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let path = root.appendingPathComponent("m.json").path
        try #"{"name": "Icons", "assets": [\#(assets)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func names(_ manifest: Manifest) -> [String] { manifest.assets.map { (try? $0.get().name) ?? "error" } }

    func messages(_ manifest: Manifest) -> [String] {
        manifest.assets.compactMap { if case .failure(let e) = $0 { return e.description } else { return nil } }
    }

    @Test func onePerFileNamedAfterItInNameOrder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest(#"{"svg": "icons/*.svg", "scales": [1, 2]}, {"name": "Z", "svg": "icons/c.svg"}"#)
        let m = try Manifest.load(path: path, toolVersion: "test")
        #expect(names(m) == ["a", "b-2", "c", "Z"])
        for (asset, file) in zip(m.assets.prefix(3), ["a.svg", "b-2.svg", "c.svg"]) {
            let a = try asset.get()
            #expect(a.scales == [1, 2])
            guard case .svg(let artwork, _) = a.source else {
                Issue.record("\(a.name) is not an SVG asset")
                continue
            }
            #expect(artwork.file.hasSuffix("icons/" + file), "\(artwork.file)")
        }
        let out = root.appendingPathComponent("out").path
        var summary = try AssetBuilder.build(m, options: BuildOptions(format: .png, output: out, jobs: 2,
                                                                    toolVersion: "test"))
        #expect(summary.failures.isEmpty && summary.builtCount == 4, "\(summary.failures)")
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: out)).filter { !$0.hasPrefix(".") }
        #expect(written == ["a.png", "a@2x.png", "b-2.png", "b-2@2x.png", "c.png", "c@2x.png", "Z.png", "Z@2x.png", "Z@3x.png"])
        // Each file is its asset's input: changing one rebuilds that asset alone.
        let b = root.appendingPathComponent("icons/b-2.svg")
        try (String(contentsOf: b, encoding: .utf8) + "\n").write(to: b, atomically: true, encoding: .utf8)
        summary = try AssetBuilder.build(try Manifest.load(path: path, toolVersion: "test"),
                                         options: BuildOptions(format: .png, output: out, jobs: 2, toolVersion: "test"))
        #expect(summary.builtCount == 1 && summary.upToDateCount == 3 && summary.assets[1].name == "b-2")
    }

    @Test func noMatchIsAnErrorNamingThePattern() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let m = try Manifest.load(path: try manifest(#"{"svg": "icons/*.png"}, {"svg": "nothere/*.svg"}"#),
                                  toolVersion: "test")
        #expect(messages(m).count == 2)
        #expect(messages(m).first?.hasSuffix(#"m.json:1:38: assets[0]: key "svg": no file matches "icons/*.png""#)
                == true, "\(messages(m))")
        #expect(messages(m).last?.hasSuffix(#"assets[1]: key "svg": no file matches "nothere/*.svg""#) == true)
    }

    @Test func aNameAnotherAssetHasIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let m = try Manifest.load(path: try manifest(#"{"name": "B-2", "svg": "icons/c.svg"}, {"svg": "icons/*.svg"}"#),
                                  toolVersion: "test")
        #expect(names(m) == ["B-2", "a", "error", "c"])
        #expect(messages(m) == [m.path + #":1:77: assets[1] "b-2": the name (from icons/b-2.svg) is already used by "#
                                + "assets[0]"], "\(messages(m))")
    }

    @Test func aPatternTakesNoNameAndNoWildcardInItsFolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let m = try Manifest.load(path: try manifest(#"{"name": "X", "svg": "icons/*.svg"}, {"svg": "ic*/a.svg"}"#),
                                  toolVersion: "test")
        #expect(messages(m).count == 2)
        #expect(messages(m).first?.hasSuffix(#"assets[0]: key "svg": an asset whose "svg" is a pattern is named after "#
            + #"each file: remove "name""#) == true, "\(messages(m))")
        #expect(messages(m).last?.hasSuffix(#"assets[1]: key "svg": "ic*/a.svg" has a wildcard in its folder; only the "#
            + "file name may have one") == true, "\(messages(m))")
    }

    @Test func matchingIsTheShellsInTheFileName() {
        #expect(SVGWildcard.matches("edit.svg", pattern: "*.svg"))
        #expect(SVGWildcard.matches("edit.svg", pattern: "e?it.*"))
        #expect(SVGWildcard.matches(".svg", pattern: ".*"))
        #expect(!SVGWildcard.matches(".hidden.svg", pattern: "*.svg"))
        #expect(!SVGWildcard.matches("edit.svgz", pattern: "*.svg"))
        #expect(!SVGWildcard.matches("edit.svg", pattern: "*.png"))
        #expect(SVGWildcard.matches("a-b-c.svg", pattern: "*-*-*.svg"))
        #expect(!SVGWildcard.matches("a-b.svg", pattern: "*-*-*.svg"))
        // A long name against many stars: the last star backtracks, nothing more.
        // About 2 turns per character (one match, one backtrack of the last star); backtracking
        // every star would be 5000 × 200.
        var steps = 0
        let long = String(repeating: "a", count: 5000), stars = String(repeating: "*a", count: 200) + "b"
        #expect(!SVGWildcard.matches(long, pattern: stars, steps: &steps))
        #expect(steps <= 3 * (long.count + stars.count), "\(steps) steps")
        #expect(!SVGWildcard.isPattern("icons/a.svg") && SVGWildcard.isPattern("icons/?.svg"))
    }
}
