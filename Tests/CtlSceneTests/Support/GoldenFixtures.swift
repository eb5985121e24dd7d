import CtlRaster
import CtlScene
import CtlGolden
import Foundation

/// Paths of the package's fixtures, found from this file's location so that the
/// tests run from any working directory.
enum GoldenFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Fixtures")
    static let artifacts = packageRoot.appendingPathComponent("artifacts")

    /// The goldens of `Fixtures/Goldens/<area>/` (an area in UpperCamelCase: `Scenes`, `Effects`,
    /// `Coverage`, `Text`), with failures written to `artifacts/<area>/`.
    static func golden(_ area: String) -> Golden {
        Golden(directory: fixtures.appendingPathComponent("Goldens/" + area),
               artifacts: artifacts.appendingPathComponent(area))
    }

    /// The names of the PNGs in `Fixtures/Goldens/<area>/`, without ".png", sorted; empty when
    /// the folder cannot be read. A test compares them with its cases, so that a golden no case
    /// checks (or a case with no golden, or a wrong folder) fails.
    static func goldenNames(_ area: String) -> [String] {
        let folder = fixtures.appendingPathComponent("Goldens/" + area).path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The scenes of a fixture file, by name; empty when the file cannot be read. Every
    /// parameterised test over them has a test of the count beside it, so that a wrong path
    /// fails instead of running no case.
    static func scenes(_ relativePath: String) -> [String: Scene] {
        let scenes = (try? SceneFile.load(path: fixtures.appendingPathComponent(relativePath).path)) ?? []
        return Dictionary(scenes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func sceneNames(_ relativePath: String) -> [String] {
        scenes(relativePath).keys.sorted()
    }
}
