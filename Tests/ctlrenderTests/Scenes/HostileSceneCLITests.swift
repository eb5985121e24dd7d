import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Scenes a hostile user writes, through the `ctlrender` executable: each gives the
/// image it should or a clear error, never a crash, a write past a buffer or a partial file.
@Suite struct HostileSceneCLITests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-hostile-\(UUID().uuidString)")

    func write(_ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("scene.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    var output: String { folder.appendingPathComponent("out.png").path }

    /// The reported case: a one-pixel column just right of the canvas drew on column 0
    /// of the next rows and wrote past the pixels on the last.
    @Test func columnJustPastTheRightEdgeDrawsNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write("""
            {"name": "edge", "width": 4, "height": 4,
             "ops": [{"op": "fill", "path": "M4 0 H5 V4 H4 Z", "paint": {"color": "red"}}]}
            """)
        let r = try CLIRunner.run(["draw", scene, "-o", output])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: output).pixels.allSatisfy { $0 == 0 })
    }

    /// Shadows and geometry at the far ends of Double: drawn (what lands on the canvas), no trap.
    @Test func farShadowsAndGeometryDraw() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write("""
            {"name": "far", "width": 8, "height": 8, "ops": [
              {"op": "fill", "path": "M1 1 H5 V5 H1 Z", "paint": {"color": "red"},
               "shadow": {"dx": 1e300, "dy": 0, "blur": 2, "color": "black"}},
              {"op": "fill", "path": "M1 1 H5 V5 H1 Z", "paint": {"color": "red"},
               "shadow": {"dx": -9.3e18, "dy": 0, "blur": 2, "color": "black"}},
              {"op": "fill", "path": "M-1e30 -1e30 H1e30 V3 H-1e30 Z", "paint": {"color": "#0000ff80"},
               "shadow": {"dx": 0, "dy": 1, "blur": 1, "color": "black"}}]}
            """)
        let r = try CLIRunner.run(["draw", scene, "-o", output])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: output)
        #expect(image[0, 0].a > 0 && image[7, 7].a == 0)
    }

    /// 100 000 round-capped dashes are refused at once, naming the op, the limit and the
    /// variable that raises it, with no output file; raising the variable draws them.
    @Test func dashesPastTheLimitAreAnErrorNamingTheVariable() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write("""
            {"name": "dashes", "width": 64, "height": 8, "ops": [
              {"op": "fill", "path": "M0 0 H4 V4 Z", "paint": {"color": "red"}},
              {"op": "stroke", "path": "M0 4 H200000", "paint": {"color": "black"},
               "width": 2, "cap": "round", "dash": [1, 1]}]}
            """)
        let r = try CLIRunner.run(["draw", scene, "-o", output])
        #expect(r.status == 1)
        #expect(r.stderr.contains(#"scene "dashes", op 1: a dashed stroke needs 100001 dashes in one path, "#
                                  + "over the limit of 100000 (raise it with CTLRENDER_MAX_DASHES=N)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let raised = try CLIRunner.run(["draw", scene, "-o", output], environment: ["CTLRENDER_MAX_DASHES": "200000"])
        #expect(raised.status == 0, "\(raised.stderr)")
        let bad = try CLIRunner.run(["draw", scene, "-o", output], environment: ["CTLRENDER_MAX_DASHES": "lots"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(#"CTLRENDER_MAX_DASHES="lots": must be a positive whole number"#), "\(bad.stderr)")
    }

    /// A blur whose reach passes the limit is an error, not a shadow silently left out.
    @Test func blurPastTheLimitIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write("""
            {"name": "blur", "width": 8, "height": 8, "ops": [
              {"op": "fill", "path": "M1 1 H5 V5 H1 Z", "paint": {"color": "red"},
               "shadow": {"dx": 0, "dy": 0, "blur": 2700, "color": "black"}}]}
            """)
        let r = try CLIRunner.run(["draw", scene, "-o", output])
        #expect(r.status == 1)
        #expect(r.stderr.contains("a shadow's blur needs 4051 pixels of blur reach, over the limit of 2048"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
