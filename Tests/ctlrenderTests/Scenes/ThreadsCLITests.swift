import CtlRaster
import Foundation
import Testing

/// `--threads` of `draw` and `bench`: the same PNG bytes on any number of threads, the
/// threaded peer row of `bench`, and bad values refused as usage errors.
@Suite struct ThreadsCLITests {
    /// 640 × 480 (above the 512 × 512-pixel threshold): shapes across the strip borders, a
    /// gradient, a clip, a blend mode, a dashed stroke and a shadow.
    static let scene = #"""
        {"name": "big", "width": 640, "height": 480, "background": "#f0f0f0", "ops": [
          {"op": "fill", "path": "M 20 30 C 600 -100 700 500 40 460 Z",
           "paint": {"linear": {"x0": 0, "y0": 0, "x1": 640, "y1": 480, "stops": [[0, "#ff0000"], [1, "#0000ffc0"]]}}},
          {"op": "save"},
          {"op": "clip", "path": "M 320 10 A 230 230 0 1 1 319.9 10 Z"},
          {"op": "fill", "path": "M 0 200 L 640 220 L 640 300 L 0 290 Z", "paint": {"color": "#00a050"}, "blend": "multiply"},
          {"op": "restore"},
          {"op": "stroke", "path": "M 30 400 Q 320 -50 610 400", "paint": {"color": "#202020"}, "width": 5,
           "dash": [12, 5], "shadow": {"dx": 3, "dy": 4, "blur": 8, "color": "#00000080"}}]}
        """#

    @Test func drawGivesTheSameBytesOnAnyNumberOfThreads() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(Self.scene, "big.json")
        let one = try CLIRunner.run(["draw", file, "-o", folder.path("one.png")])
        #expect(one.status == 0, "\(one.stderr)")
        let reference = try Data(contentsOf: URL(fileURLWithPath: folder.path("one.png")))
        for threads in ["2", "3", "auto"] {
            let r = try CLIRunner.run(["draw", file, "--threads", threads, "-o", folder.path("t\(threads).png")])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("t\(threads).png"))) == reference,
                    "--threads \(threads)")
        }
        let all = try CLIRunner.run(["draw", file, "--all", "--threads", "4", "-o", folder.path("all")])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("all/big.png"))) == reference)
    }

    @Test func benchPrintsAThreadedRow() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(Self.scene, "big.json")
        let r = try CLIRunner.run(["bench", file, "--iterations", "2", "--threads", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.first == "peer\tscene\tmedian_us")
        #expect(lines.contains { $0.hasPrefix("ctlrender-threads2\tbig\t") }, "\(lines)")
        #expect(!r.stderr.contains("one thread"), "\(r.stderr)")
        // A scene under the threshold is timed on one thread, and stderr says so.
        let small = try folder.write(#"{"name": "small", "width": 100, "height": 100, "ops": []}"#, "small.json")
        let s = try CLIRunner.run(["bench", small, "--iterations", "2", "--threads", "2"])
        #expect(s.status == 0, "\(s.stderr)")
        #expect(s.stderr.contains("scene \"small\" drawn on one thread"), "\(s.stderr)")
        let plain = try CLIRunner.run(["bench", file, "--iterations", "2"])
        #expect(String(decoding: plain.stdout, as: UTF8.self).contains("ctlrender\tbig\t"))
    }

    @Test(arguments: ["0", "-1", "65", "two", "1.5", ""])
    func badThreadCountsAreUsageErrors(_ value: String) throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(Self.scene, "big.json")
        let draw = try CLIRunner.run(["draw", file, "--threads", value, "-o", folder.path("x.png")])
        #expect(draw.status == 2, "draw --threads \(value)")
        #expect(draw.stderr.contains("--threads"), "\(draw.stderr)")
        #expect(!folder.exists("x.png"))
        #expect(try CLIRunner.run(["bench", file, "--threads", value]).status == 2, "bench --threads \(value)")
    }
}
