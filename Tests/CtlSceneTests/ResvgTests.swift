import CtlRaster
import CtlScene
import CtlGolden
import Foundation
import Testing

/// 42 tests of resvg's suite, drawn as scenes and held to resvg's own images
/// under the rule the peers met when the subset was chosen (Fixtures/resvg/README.md):
/// in premultiplied RGBA, mean absolute error ≤ 1/255 and at most 1 % of pixels
/// off by more than 32.
@Suite struct ResvgTests {
    static let file = "resvg/scenes.json"
    static let scenes = GoldenFixtures.scenes(file)
    static let names = GoldenFixtures.sceneNames(file)

    /// The arguments' count: a file that cannot be read gives no cases, which must fail.
    @Test func theSubsetHasEveryTest() {
        #expect(Self.names.count == 42)
    }

    @Test(arguments: names)
    func matchesResvg(_ name: String) throws {
        let scene = try #require(Self.scenes[name])
        let image = try scene.render()
        let refPath = GoldenFixtures.fixtures.appendingPathComponent("resvg/refs/\(name).png").path
        let reference = try PNG.read(path: refPath)
        let diff = try #require(ImageDifference(reference, image), "size differs from resvg's image")
        let over32 = Double(diff.pixelsOver32) / Double(diff.width * diff.height)
        let message = "\(name): MAE \(diff.meanAbsoluteError), \(diff.pixelsOver32) pixels off by > 32"
        if diff.meanAbsoluteError > 1.0 || over32 > 0.01 {
            GoldenFixtures.golden("resvg").writeArtifacts(name: name, expected: reference, actual: image)
        }
        #expect(diff.meanAbsoluteError <= 1.0, "\(message)")
        #expect(over32 <= 0.01, "\(message)")
    }
}
