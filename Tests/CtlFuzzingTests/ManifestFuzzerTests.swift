import CtlFuzzing
import CtlTestSupport
import Foundation
import Testing

/// The `manifest` harness on its seeds: each is read and drawn (the appearances seed in its last
/// appearance too), so a seed the reader refuses is seen here rather than in a fuzzing run.
@Suite struct ManifestFuzzerTests {
    @Test func theSeedsAreDrawn() throws {
        let folder = PackagePaths.fixtures.appendingPathComponent("Fuzz/manifest")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(seeds.contains("appearances.json"))
        for name in seeds {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(FuzzTarget.manifest.run(bytes) == .rendered, "\(name)")
        }
    }

    @Test func aBadAppearanceIsRefusedWithItsError() {
        let bytes = Array(#"{"assets": [{"name": "A", "control": "slider", "appearances": ["any", "drak"]}]}"#.utf8)
        guard case .rejected(let message) = FuzzTarget.manifest.run(bytes) else {
            Issue.record("a bad appearance was drawn")
            return
        }
        #expect(message.contains(#"did you mean "dark"?"#), "\(message)")
    }
}
