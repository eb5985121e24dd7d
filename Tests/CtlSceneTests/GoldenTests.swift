import CtlRaster
import CtlScene
import CtlGolden
import Foundation
import Testing

/// Every scene of the peers' scene file against its golden, exactly.
///
/// Re-record with `CTLRENDER_RECORD=1 swift test --filter GoldenTests` (or
/// `CTLRENDER_RECORD=only:<scene name>` for one), then open each PNG before committing it.
@Suite struct GoldenTests {
    static let file = "Scenes/peers.json"
    static let scenes = GoldenFixtures.scenes(file)

    @Test func theSceneFileHasEveryScene() {
        #expect(Self.scenes.count == 18)
    }

    @Test(arguments: GoldenFixtures.sceneNames(file))
    func sceneMatchesGolden(_ name: String) throws {
        let scene = try #require(Self.scenes[name])
        let image = try scene.render()
        let outcome = GoldenFixtures.golden("scenes").check(image, named: name)
        #expect(outcome.passed, "\(outcome)")
    }

    /// The level-2 scenes (gradients, clips, blend modes, alpha, shadows, images).
    @Test func theLevel2FileHasEveryScene() {
        #expect(GoldenFixtures.scenes("Scenes/level2.json").count == 15)
    }

    @Test(arguments: GoldenFixtures.sceneNames("Scenes/level2.json"))
    func level2SceneMatchesGolden(_ name: String) throws {
        let scene = try #require(GoldenFixtures.scenes("Scenes/level2.json")[name])
        let image = try scene.render()
        let outcome = GoldenFixtures.golden("level2").check(image, named: name)
        #expect(outcome.passed, "\(outcome)")
    }

    /// The exact-coverage shapes of the peers' `exact_check.py`, at 1× and 2×.
    @Test(arguments: GoldenFixtures.sceneNames("Scenes/exact.json"), [1.0, 2.0])
    func exactShapeMatchesGolden(_ name: String, _ scale: Double) throws {
        let scene = try #require(GoldenFixtures.scenes("Scenes/exact.json")[name])
        let image = try scene.render(scale: scale)
        let outcome = GoldenFixtures.golden("exact").check(image, named: scale == 1 ? name : "\(name)@2x")
        #expect(outcome.passed, "\(outcome)")
    }
}
