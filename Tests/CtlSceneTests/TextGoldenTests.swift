import CtlRaster
import CtlScene
import CtlGolden
import Foundation
import Testing

/// Every scene of `Fixtures/Scenes/text.json` against its golden in `Fixtures/Goldens/Text/`,
/// exactly, at 1× and 2×.
///
/// Re-record with `CTLRENDER_RECORD=1 swift test --filter TextGoldenTests` (or
/// `CTLRENDER_RECORD=only:<scene name>` for one), then open each PNG before committing it.
@Suite struct TextGoldenTests {
    static let file = "Scenes/text.json"
    static let scenes = GoldenFixtures.scenes(file)
    static let names = GoldenFixtures.sceneNames(file)

    /// The arguments' count: a file that cannot be read gives no cases, which must fail.
    @Test func theTextFileHasEveryScene() {
        #expect(Self.names.count == 6)
        #expect(GoldenFixtures.goldenNames("Text") == Self.names.flatMap { [$0, $0 + "@2x"] }.sorted())
    }

    @Test(arguments: names, [1.0, 2.0])
    func textSceneMatchesGolden(_ name: String, _ scale: Double) throws {
        let scene = try #require(Self.scenes[name])
        let image = try scene.render(scale: scale)
        let outcome = GoldenFixtures.golden("Text").check(image, named: scale == 1 ? name : "\(name)@2x")
        #expect(outcome.passed, "\(outcome)")
    }
}
