import CtlRaster
@testable import CtlScene
import Testing

@Suite struct SceneBenchmarkTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(SceneBenchmark.median([3, 1, 2]) == 2)
        #expect(SceneBenchmark.median([4, 1, 3, 2]) == 2.5)
        #expect(SceneBenchmark.median([7]) == 7)
        #expect(SceneBenchmark.median([]) == 0)
    }

    @Test func defaultWarmupFollowsThePeers() {
        #expect(SceneBenchmark.defaultWarmup(iterations: 1) == 2)
        #expect(SceneBenchmark.defaultWarmup(iterations: 20) == 2)
        #expect(SceneBenchmark.defaultWarmup(iterations: 35) == 3)
        #expect(SceneBenchmark.defaultWarmup(iterations: 200) == 20)
    }

    @Test func takesOneSamplePerIteration() throws {
        let scene = Scene(name: "s", width: 8, height: 8, background: .white)
        let bench = try SceneBenchmark(scene: scene, iterations: 5, warmup: 0)
        #expect(bench.samples.count == 5)
        #expect(bench.memsetSamples.count == 5)
    }

    @Test func memsetYardstickCanBeLeftOut() throws {
        let scene = Scene(name: "s", width: 8, height: 8, background: .white)
        let bench = try SceneBenchmark(scene: scene, iterations: 4, warmup: 1, memset: false)
        #expect(bench.samples.count == 4)
        #expect(bench.memsetSamples.isEmpty)
    }

    @Test func medianIsInMicroseconds() throws {
        // Clearing a million pixels takes well over a microsecond and well under a second.
        let scene = Scene(name: "s", width: 1000, height: 1000, background: .white)
        let bench = try SceneBenchmark(scene: scene, iterations: 3, warmup: 1)
        let middle = bench.samples.sorted()[1]
        #expect(bench.medianMicroseconds == Double(middle) / 1000)
        #expect(bench.medianMicroseconds > 1 && bench.medianMicroseconds < 1_000_000)
    }

    @Test func refusesABadScale() {
        #expect(throws: SceneError.self) {
            try SceneBenchmark(scene: Scene(name: "s", width: 8, height: 8), scale: 0, iterations: 1)
        }
    }
}
