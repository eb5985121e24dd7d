import CtlAssets
import CtlTestSupport
import Foundation
import Testing

/// Our Contents.json against Xcode's own (Fixtures/Xcode: what Xcode 15/16 writes for each case
/// we emit — Render As Default, Original and Template, missing scales, 3- and 9-part slicing):
/// key for key as JSON, then as text. `info.author` is the one value that differs (ours names
/// ctlrender). Before, every image set said `"template-rendering-intent" : "original"`, and
/// `"scales": [2, 3]` had no 1x entry.
@Suite struct XcodeContentsTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-xcode-\(UUID().uuidString)")
    let fixtures = PackagePaths.fixtures.appendingPathComponent("Xcode")

    /// Every Contents.json under `folder`, by path relative to it.
    func contents(under folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        let e = FileManager.default.enumerator(atPath: folder.path)
        while let p = e?.nextObject() as? String {
            guard (p as NSString).lastPathComponent == "Contents.json" else { continue }
            found[p] = FileManager.default.contents(atPath: folder.appendingPathComponent(p).path)
        }
        return found
    }

    /// `json` with its `info.author` set to "xcode".
    func asXcode(_ json: Any) -> Any {
        guard var object = json as? [String: Any] else { return json }
        if var info = object["info"] as? [String: Any] {
            info["author"] = "xcode"
            object["info"] = info
        }
        return object
    }

    /// The differences between two JSON values, as `path: expected ≠ actual` lines.
    func differences(_ expected: Any?, _ actual: Any?, at path: String = "") -> [String] {
        switch (expected, actual) {
        case let (e as [String: Any], a as [String: Any]):
            return Set(e.keys).union(a.keys).sorted().flatMap { differences(e[$0], a[$0], at: path + "." + $0) }
        case let (e as [Any], a as [Any]):
            guard e.count == a.count else { return ["\(path): \(e.count) entries ≠ \(a.count)"] }
            return zip(e, a).enumerated().flatMap { differences($1.0, $1.1, at: "\(path)[\($0)]") }
        default:
            let (e, a) = (expected.map { "\($0)" } ?? "(no key)", actual.map { "\($0)" } ?? "(no key)")
            return e == a ? [] : ["\(path): Xcode \(e) ≠ ours \(a)"]
        }
    }

    @Test func everyContentsJSONIsXcodesKeyForKeyAndAsText() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let manifest = try Manifest.load(path: fixtures.appendingPathComponent("manifest.json").path, toolVersion: "test")
        let summary = try AssetBuilder.build(manifest, options: BuildOptions(format: .xcassets, output: out.path, jobs: 2,
                                                                            toolVersion: "test"))
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let xcode = contents(under: fixtures.appendingPathComponent("Xcode.xcassets"))
        let ours = contents(under: out.appendingPathComponent("Xcode.xcassets"))
        #expect(xcode.count == 8)
        #expect(Set(ours.keys) == Set(xcode.keys), "ours: \(ours.keys.sorted()), Xcode's: \(xcode.keys.sorted())")
        for (path, expectedData) in xcode.sorted(by: { $0.key < $1.key }) {
            let actualData = try #require(ours[path], "\(path) not written")
            let expected = try JSONSerialization.jsonObject(with: expectedData)
            let actual = asXcode(try JSONSerialization.jsonObject(with: actualData))
            let found = differences(expected, actual)
            #expect(found.isEmpty, "\(path):\n\(found.joined(separator: "\n"))")
            // The same text, but for the author.
            let text = String(decoding: actualData, as: UTF8.self)
                .replacingOccurrences(of: #""author" : "ctlrender""#, with: #""author" : "xcode""#)
            #expect(text == String(decoding: expectedData, as: UTF8.self), "\(path) as text:\n\(text)")
        }
    }

    /// The older `"template": true` is `renderAs` template; `false` is Default; a contradiction is
    /// an error naming both keys; an unknown value names the accepted ones.
    @Test func templateAndRenderAs() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let path = out.appendingPathComponent("m.json").path
        try """
            {"name": "R", "assets": [
              {"name": "A", "control": "progress", "template": true},
              {"name": "B", "control": "progress", "template": false},
              {"name": "C", "control": "progress", "template": true, "renderAs": "template"},
              {"name": "D", "control": "progress", "template": true, "renderAs": "original"},
              {"name": "E", "control": "progress", "renderAs": "tinted"}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let manifest = try Manifest.load(path: path, toolVersion: "test")
        let assets = manifest.assets.map { try? $0.get() }
        #expect(assets.prefix(3).map { $0?.renderAs } == [.template, .default, .template])
        guard case .failure(let d) = manifest.assets[3], case .failure(let e) = manifest.assets[4] else {
            Issue.record("D and E should fail: \(manifest.assets)")
            return
        }
        #expect(d.description.hasSuffix(#"m.json:5:52: assets[3] "D": "template": true contradicts "renderAs": "#
            + #""original" (give only "renderAs")"#), "\(d)")
        #expect(e.description.contains(#"assets[4] "E": key "renderAs": must be one of "default", "original", "#
            + #""template", not the string "tinted""#), "\(e)")
    }
}
