import CtlAssets
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender build` as a user runs it: its summary, `--quiet` and `--verbose`, exit statuses,
/// errors naming the asset and the key, the limits of the environment on every worker, and a
/// second build of one folder refused.
@Suite struct BuildCommandTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-build-cli-\(UUID().uuidString)")
    let manifest = PackagePaths.fixtures.appendingPathComponent("Manifests/demo.json").path
    let track = #"{"name": "Track", "control": "progress", "progress": 1, "look": "classic", "resizable": true}"#

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path) }

    @Test func commandLineExitCodesAndSummary() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        var r = try CLIRunner.run(["build", manifest, "-o", out.path, "--format", "android", "--jobs", "1"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("4 built, 0 up to date; 31 files written"))
        r = try CLIRunner.run(["build", manifest, "-o", out.path, "--format", "android", "--quiet"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        r = try CLIRunner.run(["build", manifest, "-o", out.path, "--format", "android", "--verbose", "--force"])
        #expect(r.stderr.contains("res/drawable-xxxhdpi/pill_normal.9.png"))
        r = try CLIRunner.run(["build", "/nonexistent/m.json", "-o", out.path])
        #expect(r.status == 1 && r.stderr.contains("cannot read the manifest: no such file"))
        r = try CLIRunner.run(["build", manifest, "-o", out.path, "--jobs", "0"])
        #expect(r.status == 2)
    }

    /// `--timings` prints a TSV table of the build's phases on stderr, even with --quiet: each
    /// image drawn and encoded once, each file written and hashed once, the phases adding up.
    @Test func timingsReportEachPhase() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        func report(_ extra: [String]) throws -> [String: (ms: Double, cpu: Double, count: Int)] {
            let r = try CLIRunner.run(["build", manifest, "-o", out.path, "--format", "android", "--jobs", "1",
                                       "--quiet", "--timings"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let lines = r.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("# ctlrender build --timings") == true, "\(r.stderr)")
            #expect(lines.dropFirst().first == "phase\tms\tcpu_ms\tcount")
            var rows: [String: (ms: Double, cpu: Double, count: Int)] = [:]
            for line in lines.dropFirst(2) {
                let f = line.split(separator: "\t").map(String.init)
                #expect(f.count == 4, "\(line)")
                let name = (f[0].hasPrefix("  ") ? "worker " : "") + f[0].trimmingCharacters(in: .whitespaces)
                rows[name] = (Double(f[1]) ?? -1, Double(f[2]) ?? -1, Int(f[3]) ?? -1)
            }
            let order = lines.dropFirst(2).map { $0.split(separator: "\t")[0] }
            #expect(order == ["manifest", "setup", "fonts", "assets", "  check", "  draw", "  encode", "  write",
                              "  digest", "  files", "  other", "  idle", "finish", "other", "total"])
            return rows
        }
        let first = try report([])
        // Android: Track 5 densities, Meter 5, Star 5, Pill 3 states × 5; Meter's and Pill's state
        // lists. The resizable Track and Pill are encoded only as nine-patches (in `files`).
        #expect(first["worker draw"]?.count == 30 && first["worker encode"]?.count == 10)
        #expect(first["worker write"]?.count == 31 && first["worker digest"]?.count == 31)
        #expect(first["worker check"]?.count == 4)
        for (name, row) in first where !name.hasSuffix("other") { #expect(row.ms >= 0 && row.cpu >= 0, "\(name)") }
        #expect(first["worker draw"]!.cpu > 0 && first["worker encode"]!.cpu > 0 && first["total"]!.cpu > 0)
        // One worker: its phases add up to the workers' section; the top phases to the total.
        let inner = ["check", "draw", "encode", "write", "digest", "files", "other", "idle"].map { first["worker " + $0]!.ms }
        #expect(abs(inner.reduce(0, +) - first["assets"]!.ms) < 0.01)
        #expect(first["worker other"]!.ms >= -0.01)
        let top = ["manifest", "setup", "fonts", "assets", "finish", "other"].map { first[$0]!.ms }
        #expect(abs(top.reduce(0, +) - first["total"]!.ms) < 0.01 && first["other"]!.ms >= -0.01)
        // Nothing changed: every asset checked, none drawn.
        let second = try report([])
        #expect(second["worker check"]?.count == 4 && second["worker draw"]?.count == 0)
        #expect(try report(["--force"])["worker check"]?.count == 0)
    }

    /// Insets of 10^19 points were a crash (a trap converting to Int), now an error with exit
    /// status 1, the asset and the key; the other asset still builds.
    @Test func theCommandLineReportsHugeInsets() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let path = out.appendingPathComponent("m.json").path
        try """
            {"name": "R", "assets": [\(track),
              {"name": "Huge", "control": "progress", "size": "40x9", "resizable": {"capInsets": [0, 1e19, 0, 5]}}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["build", path, "-o", out.appendingPathComponent("o").path, "--format", "android"])
        #expect(r.status == 1)
        #expect(r.stderr.contains(#"assets[1] "Huge": key "resizable.capInsets": the left inset of 1e+19 points"#), "\(r.stderr)")
        #expect(r.stderr.contains("1 built, 0 up to date, 1 failed (Huge)"))
    }

    /// CTLRENDER_MAX_IMAGE_PIXELS reaches the build's worker threads: lowered, it fails every
    /// asset on its worker, and the messages name it (before, the workers saw the default limits).
    @Test func theEnvironmentsLimitsReachTheWorkers() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let path = out.appendingPathComponent("m.json").path
        try """
            {"name": "Demo", "assets": [
              {"name": "Meter", "control": "progress", "progress": 0.4, "size": "80x2", "states": "all"},
              {"name": "Pill", "control": "progress", "progress": 0, "look": "classic", "size": "40x9",
               "resizable": {"capInsets": [0, 5, 0, 5], "resizingMode": "tile"}, "states": ["normal", "disabled"]}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["build", path, "-o", out.appendingPathComponent("o").path, "--jobs", "2"],
                                  environment: ["CTLRENDER_MAX_IMAGE_PIXELS": "100"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("CTLRENDER_MAX_IMAGE_PIXELS"), "\(r.stderr)")
        #expect(r.stderr.contains("0 built, 0 up to date, 2 failed"), "\(r.stderr)")
    }

    /// While one build holds the folder, another is refused at once with the holder's pid and
    /// exit status 3; when it is done, the lock file is gone.
    @Test func aSecondBuildAtOnceIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let folder = out.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = out.appendingPathComponent("m.json").path
        try #"{"name": "Demo", "assets": [\#(track)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let lock = try OutputLock.acquire(folder: folder)
        let refused = try CLIRunner.run(["build", path, "-o", folder])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("ctlrender: error: output folder \(folder) is being built by another ctlrender "
            + "(pid \(getpid()))"), "\(refused.stderr)")
        #expect(!exists("out/Demo.xcassets"))
        #expect(throws: AssetError.self) { try OutputLock.acquire(folder: folder) }
        lock.release()
        let r = try CLIRunner.run(["build", path, "-o", folder])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!exists("out/" + OutputLock.fileName) && exists("out/Demo.xcassets/Contents.json"))
    }
}
