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

    /// The goldens of `Fixtures/Goldens/<area>/`, with failures written to `artifacts/<area>/`.
    static func golden(_ area: String) -> Golden {
        Golden(directory: fixtures.appendingPathComponent("Goldens/" + area),
               artifacts: artifacts.appendingPathComponent(area))
    }

    /// The scenes of a fixture file, by name; empty when the file cannot be read
    /// (a test checks the count, so that shows as a failure).
    static func scenes(_ relativePath: String) -> [String: Scene] {
        let scenes = (try? SceneFile.load(path: fixtures.appendingPathComponent(relativePath).path)) ?? []
        return Dictionary(scenes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func sceneNames(_ relativePath: String) -> [String] {
        scenes(relativePath).keys.sorted()
    }
}
