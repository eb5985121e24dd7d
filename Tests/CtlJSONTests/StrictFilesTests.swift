import CtlAssets
import CtlControls
import CtlJSON
import CtlScene
import CtlTestSupport
import Foundation
import Testing

/// Real files of each format (Fixtures/StrictJSON) through the public API: the strict reader's
/// errors and the decoders' errors both carry the line and column.
@Suite struct StrictFilesTests {
    static let folder = PackagePaths.fixtures.appendingPathComponent("StrictJSON").path

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
    }

    /// The message decoding the scene file `name` throws (its source named `name`).
    static func sceneError(_ name: String) throws -> String {
        do {
            let scenes = try SceneFile.decode(try data(name), source: name, baseDirectory: folder)
            return "no error: \(scenes.count) scenes"
        } catch let error as SceneError {
            return error.description
        }
    }

    static func specError(_ name: String) throws -> String {
        do {
            let spec = try ControlSpec.decode(try data(name), source: name, baseDirectory: folder)
            return "no error: \(spec.kind.name)"
        } catch let error as SpecError {
            return error.description
        }
    }

    static func manifestError(_ name: String) -> String {
        do {
            let manifest = try Manifest.load(path: folder + "/" + name, toolVersion: "test")
            return "no error: \(manifest.assets.count) assets"
        } catch let error as AssetError {
            return error.description
        } catch {
            return "not an AssetError: \(error)"
        }
    }

    // MARK: scenes

    @Test func sceneWithADuplicateKey() throws {
        #expect(try Self.sceneError("scene-duplicate-key.json")
            == #"scene-duplicate-key.json:6:71: not valid JSON: duplicate key "path", first at 6:20"#)
    }

    @Test func sceneWithATrailingComma() throws {
        #expect(try Self.sceneError("scene-trailing-comma.json")
            == "scene-trailing-comma.json:7:22: not valid JSON: trailing comma before ']' (JSON allows none)")
        let path = Self.folder + "/scene-trailing-comma.json"
        #expect(throws: SceneError.invalidJSON(source: path, error: JSONSyntaxError(
            position: JSONPosition(line: 7, column: 22), message: "trailing comma before ']' (JSON allows none)"))) {
            try SceneFile.load(path: path)
        }
    }

    @Test func sceneValueErrorsNameTheirLineAndColumn() throws {
        #expect(try Self.sceneError("scene-bad-value.json")
            == #"scene-bad-value.json:6:64: scene "bad", op 1, key "paint.color": "reed" is not a colour: "#
            + ##"use [r, g, b, a], "#rrggbb", "#rrggbbaa", "#rgb" or a CSS colour name; did you mean "red"?"##)
        let entries = try SceneFile.decodeEntries(try Self.data("scene-bad-value.json"), source: "s.json")
        #expect(entries.count == 2)
        #expect(entries[1].result.failure?.location?.textPosition == JSONPosition(line: 6, column: 64))
    }

    // MARK: control specs

    @Test func specWithADuplicateKey() throws {
        #expect(try Self.specError("spec-duplicate-key.json")
            == #"spec-duplicate-key.json:6:5: not valid JSON: duplicate key "normal", first at 4:5"#)
    }

    @Test func specWithATrailingComma() throws {
        #expect(try Self.specError("spec-trailing-comma.json")
            == "spec-trailing-comma.json:3:21: not valid JSON: trailing comma before '}' (JSON allows none)")
        let path = Self.folder + "/spec-trailing-comma.json"
        #expect(throws: SpecError(source: path, key: nil, position: JSONPosition(line: 3, column: 21),
                                  message: "not valid JSON: trailing comma before '}' (JSON allows none)")) {
            try ControlSpec.load(path: path)
        }
    }

    @Test func specValueErrorsNameTheirLineAndColumn() throws {
        #expect(try Self.specError("spec-bad-value.json")
            == #"spec-bad-value.json:4:28: key "title.highlighted": must be a string, not the number 3"#)
        // An unknown key is reported where the key is written.
        let unknown = Data("{\"control\": \"button\",\n  \"titel\": \"x\"}".utf8)
        let error = try #require(throws: SpecError.self) {
            _ = try ControlSpec.decode(unknown, source: nil, baseDirectory: ".")
        }
        #expect(error.position == JSONPosition(line: 2, column: 3) && error.key == "titel")
        #expect(error.description.hasPrefix(
            #"2:3: key "titel": unknown key in a button spec; did you mean "title"? (known keys: "#))
    }

    // MARK: asset manifests

    @Test func manifestWithADuplicateKey() {
        #expect(Self.manifestError("manifest-duplicate-key.json")
            == Self.folder + #"/manifest-duplicate-key.json:5:42: not valid JSON: duplicate key "name", first at 5:6"#)
    }

    @Test func manifestWithATrailingComma() {
        #expect(Self.manifestError("manifest-trailing-comma.json")
            == Self.folder + "/manifest-trailing-comma.json:5:4: not valid JSON: trailing comma before '}' (JSON allows none)")
    }

    @Test func manifestErrorsAsAWholeNameTheirLineAndColumn() {
        #expect(Self.manifestError("manifest-empty-assets.json")
            == Self.folder + #"/manifest-empty-assets.json:2:12: "assets" is empty"#)
    }

    @Test func aSecondAssetOfTheSameNamePointsAtItsName() throws {
        let manifest = try Manifest.load(path: Self.folder + "/manifest-duplicate-name.json", toolVersion: "test")
        #expect(manifest.assets.count == 2)
        #expect(manifest.assets[1].failure?.description == Self.folder
            + #"/manifest-duplicate-name.json:5:37: assets[1] "bar": the name is already used by assets[0]"#)
    }

    @Test func manifestValueErrorsNameTheirLineAndColumn() throws {
        let manifest = try Manifest.load(path: Self.folder + "/manifest-bad-value.json", toolVersion: "test")
        #expect(manifest.assets.count == 2)
        #expect(manifest.assets[1].failure?.description == Self.folder
            + #"/manifest-bad-value.json:6:18: assets[1] "Bar": key "progress": must be a number, not the string "half""#)
    }
}

extension Result {
    /// The error, or nil for a success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
