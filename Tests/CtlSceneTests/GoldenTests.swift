import CtlRaster
import CtlScene
import CtlGolden
import Foundation
import Testing

/// Every scene of the peers' scene file against its golden in `Fixtures/Goldens/Scenes/`, exactly;
/// the effects scenes (`Goldens/Effects/`) and the exact-coverage shapes (`Goldens/Coverage/`) too.
/// Each parameterised test has a test of its count beside it: a scene file that cannot be read
/// gives no cases, which must fail rather than pass.
///
/// Re-record with `CTLRENDER_RECORD=1 swift test --filter GoldenTests` (or
/// `CTLRENDER_RECORD=only:<scene name>` for one), then open each PNG before committing it.
@Suite struct GoldenTests {
    static let file = "Scenes/peers.json"
    static let scenes = GoldenFixtures.scenes(file)
    static let names = GoldenFixtures.sceneNames(file)

    @Test func theSceneFileHasEveryScene() {
        #expect(Self.names.count == 18)
        #expect(GoldenFixtures.goldenNames("Scenes") == Self.names)
    }

    @Test(arguments: names)
    func sceneMatchesGolden(_ name: String) throws {
        let scene = try #require(Self.scenes[name])
        let image = try scene.render()
        let outcome = GoldenFixtures.golden("Scenes").check(image, named: name)
        #expect(outcome.passed, "\(outcome)")
    }

    /// The effects scenes (gradients, clips, blend modes, alpha, shadows, images).
    static let effectsFile = "Scenes/effects.json"
    static let effectsNames = GoldenFixtures.sceneNames(effectsFile)

    @Test func theEffectsFileHasEveryScene() {
        #expect(Self.effectsNames.count == 15)
        #expect(GoldenFixtures.goldenNames("Effects") == Self.effectsNames)
    }

    @Test(arguments: effectsNames)
    func effectsSceneMatchesGolden(_ name: String) throws {
        let scene = try #require(GoldenFixtures.scenes(Self.effectsFile)[name])
        let image = try scene.render()
        let outcome = GoldenFixtures.golden("Effects").check(image, named: name)
        #expect(outcome.passed, "\(outcome)")
    }

    /// The exact-coverage shapes of the peers' `exact_check.py`, at 1× and 2×.
    static let coverageFile = "Scenes/exact.json"
    static let coverageNames = GoldenFixtures.sceneNames(coverageFile)

    @Test func theExactFileHasEveryShape() {
        #expect(Self.coverageNames.count == 4)
        #expect(GoldenFixtures.goldenNames("Coverage") == Self.coverageNames.flatMap { [$0, $0 + "@2x"] }.sorted())
    }

    @Test(arguments: coverageNames, [1.0, 2.0])
    func exactShapeMatchesGolden(_ name: String, _ scale: Double) throws {
        let scene = try #require(GoldenFixtures.scenes(Self.coverageFile)[name])
        let image = try scene.render(scale: scale)
        let outcome = GoldenFixtures.golden("Coverage").check(image, named: scale == 1 ? name : "\(name)@2x")
        #expect(outcome.passed, "\(outcome)")
    }
}
