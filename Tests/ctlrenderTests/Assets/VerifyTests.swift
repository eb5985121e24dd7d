import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender verify`: each record mode, the report and its summary naming every failure.
@Suite struct VerifyTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-verify-\(UUID().uuidString)")

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    /// A manifest of two progress bars (the second at `second` progress) and the star scene.
    func manifest(second: Double = 0.5) throws -> String {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let star = PackagePaths.fixtures.appendingPathComponent("Manifests/star.json").path
        let m = """
            {"assets": [{"name": "A", "control": "progress", "progress": 0.25, "scales": [1, 2]},
                        {"name": "B", "control": "progress", "progress": \(second), "scales": [2]},
                        {"name": "S", "scene": "\(star)", "scales": [1]}]}
            """
        try m.write(toFile: path("m.json"), atomically: true, encoding: .utf8)
        return path("m.json")
    }

    func verify(_ m: String, _ extra: [String] = [], environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(["verify", m, "--goldens", path("goldens"), "--report", path("report")] + extra,
                          environment: environment)
    }

    func goldenDate(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path("goldens/\(name).png"))[.modificationDate] as? Date
    }

    /// Records the goldens of `manifest()` (mode missing, asked for).
    func record(_ m: String) throws {
        let r = try verify(m, ["--record", "missing"])
        #expect(r.status == 0 && r.stderr.contains("0 failed, 0 missing"), "\(r.stderr)")
    }

    /// Without a mode asked for, a missing golden is recorded and the run FAILS, saying so; the
    /// next run compares with it.
    @Test func theDefaultRecordsMissingGoldensAndFailsThenPasses() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let m = try manifest()
        try FileManager.default.createDirectory(atPath: path("goldens"), withIntermediateDirectories: true)
        var r = try verify(m)
        #expect(r.status == 1 && r.stderr.contains("4 images: 0 passed, 4 recorded"), "\(r.stderr)")
        #expect(r.stderr.contains("ctlrender: error: recorded 4 new goldens in \(path("goldens")); look at them and "
            + "run again"), "\(r.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: path("goldens")))
                == ["A.png", "A@2x.png", "B@2x.png", "S.png"])
        r = try verify(m)
        #expect(r.status == 0 && r.stderr.contains("4 passed, 0 recorded, 0 failed"))
        // One missing golden is enough to fail.
        try FileManager.default.removeItem(atPath: path("goldens/S.png"))
        r = try verify(m)
        #expect(r.status == 1 && r.stderr.contains("recorded 1 new golden in ") && r.stderr.contains("look at it and"))
        // Asked for, recording passes.
        try FileManager.default.removeItem(atPath: path("goldens/S.png"))
        #expect(try verify(m, ["--record", "missing"]).status == 0)
    }

    /// `verify --goldens nothere` (a misspelt folder) is an error, writes nothing, and compares
    /// nothing: unless a mode that records is asked for, which makes the folder.
    @Test func aGoldensFolderThatDoesNotExistIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let m = try manifest()
        for (extra, environment) in [([String](), [String: String]()), (["--record", "never"], [:]),
                                     ([], ["CTLRENDER_RECORD": "never"]), ([], ["CI": "1"])] {
            let r = try verify(m, extra, environment: environment)
            #expect(r.status == 1, "\(extra) \(environment): \(r.stderr)")
            #expect(r.stderr.contains("ctlrender: error: the goldens folder \(path("goldens")) does not exist; check "
                + "its name, or give --record missing to record new goldens there"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: path("goldens")))
            #expect(!FileManager.default.fileExists(atPath: path("report")))
        }
        try "".write(toFile: path("file"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["verify", m, "--goldens", path("file"), "--record", "all", "--report", path("report")])
        #expect(r.status == 1 && r.stderr.contains("--goldens \(path("file")) is a file, not a folder of goldens"))
        #expect(try verify(m, ["--record", "missing"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: path("goldens/A.png")))
    }

    /// Where CI is set (a CI run: the CLI in a subprocess with CI=1), nothing is recorded: a
    /// missing golden is a failure. A mode asked for still records; CI=false or 0 is no CI.
    @Test func onCIMissingGoldensFailAndNothingIsWritten() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let m = try manifest()
        try FileManager.default.createDirectory(atPath: path("goldens"), withIntermediateDirectories: true)
        for ci in ["1", "true"] {
            let r = try verify(m, environment: ["CI": ci])
            #expect(r.status == 1 && r.stderr.contains("0 recorded, 0 failed, 4 missing"), "CI=\(ci): \(r.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: path("goldens")).isEmpty)
        }
        var r = try verify(m, ["--record", "missing"], environment: ["CI": "1"])
        #expect(r.status == 0 && r.stderr.contains("4 recorded"), "\(r.stderr)")
        r = try verify(m, environment: ["CI": "1"])
        #expect(r.status == 0 && r.stderr.contains("4 passed"), "\(r.stderr)")
        try FileManager.default.removeItem(atPath: path("goldens/S.png"))
        r = try verify(m, environment: ["CI": "false"])
        #expect(r.status == 1 && r.stderr.contains("recorded 1 new golden"), "\(r.stderr)")
    }

    @Test func missingNeverChangesAnExistingGoldenAndFails() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try record(try manifest())
        let before = try goldenDate("B@2x")
        let r = try verify(try manifest(second: 0.75))
        #expect(r.status == 1)
        #expect(r.stderr.contains("FAIL B@2x: ") && r.stderr.contains("1 failed"))
        #expect(try goldenDate("B@2x") == before)
        // The report names the failure, with its numbers, and holds the images.
        let summary = try #require(try JSONSerialization.jsonObject(
            with: try Data(contentsOf: URL(fileURLWithPath: path("report/summary.json")))) as? [String: Any])
        #expect(summary["failed"] as? Int == 1 && summary["passed"] as? Int == 3)
        let failed = (summary["results"] as? [[String: Any]])?.filter { $0["status"] as? String == "failed" }
        #expect(failed?.map { $0["name"] as? String } == ["B@2x"])
        #expect((failed?.first?["differingPixels"] as? Int ?? 0) > 0)
        let html = try String(contentsOfFile: path("report/index.html"), encoding: .utf8)
        #expect(html.contains("<h2>B@2x <span>failed</span></h2>"))
        #expect(html.contains("data:image/png;base64,"))
        #expect(html.contains("<details><summary>3 passed or recorded</summary>"))
    }

    @Test func failedReRecordsTheGoldensThatDiffer() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try record(try manifest())
        let a = try goldenDate("A")
        Thread.sleep(forTimeInterval: 0.02)
        var r = try verify(try manifest(second: 0.75), ["--record", "failed"])
        #expect(r.status == 1 && r.stderr.contains("re-recorded"))
        #expect(try goldenDate("A") == a)
        r = try verify(try manifest(second: 0.75))
        #expect(r.status == 0)
    }

    @Test func allRewritesEveryGoldenAndNeverWritesNone() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let m = try manifest()
        try FileManager.default.createDirectory(atPath: path("goldens"), withIntermediateDirectories: true)
        var r = try verify(m, ["--record", "never"])
        #expect(r.status == 1 && r.stderr.contains("4 missing"))
        #expect(!FileManager.default.fileExists(atPath: path("goldens/A.png")))
        r = try verify(m, ["--record", "all"])
        #expect(r.status == 0 && r.stderr.contains("4 recorded"))
        r = try verify(try manifest(second: 0.9), ["--record", "all"])
        #expect(r.status == 0)
        r = try verify(try manifest(second: 0.9), ["--record", "never"])
        #expect(r.status == 0 && r.stderr.contains("4 passed"))
    }

    @Test func theEnvironmentSetsTheMode() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let m = try manifest()
        try FileManager.default.createDirectory(atPath: path("goldens"), withIntermediateDirectories: true)
        let r = try verify(m, environment: ["CTLRENDER_RECORD": "never"])
        #expect(r.status == 1 && r.stderr.contains("4 missing"))
        // The option wins over the environment.
        #expect(try verify(m, ["--record", "missing"], environment: ["CTLRENDER_RECORD": "never"]).status == 0)
    }

    @Test func boundsAcceptSmallDifferences() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try record(try manifest(second: 0.5))
        let r = try verify(try manifest(second: 0.505), ["--max-pixels", "1000", "--max-channel-delta", "255"])
        #expect(r.status == 0)
    }

    /// An asset's appearances are verified too, each against its own golden: a dark golden that
    /// differs fails the run while the light one passes.
    @Test func eachAppearanceHasItsOwnGolden() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let m = path("m.json")
        try #"{"assets": [{"name": "P", "control": "progress", "progress": 0.5, "appearances": ["any", "dark"], "scales": [1]}]}"#
            .write(toFile: m, atomically: true, encoding: .utf8)
        var r = try verify(m, ["--record", "missing"])
        #expect(r.status == 0 && r.stderr.contains("2 images: 0 passed, 2 recorded"), "\(r.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: path("goldens"))) == ["P.png", "P-dark.png"])
        let light = try #require(FileManager.default.contents(atPath: path("goldens/P.png")))
        #expect(FileManager.default.contents(atPath: path("goldens/P-dark.png")) != light)
        r = try verify(m)
        #expect(r.status == 0 && r.stderr.contains("2 passed"), "\(r.stderr)")
        // The light golden in the dark one's place: only the dark image fails.
        try light.write(to: URL(fileURLWithPath: path("goldens/P-dark.png")))
        r = try verify(m)
        #expect(r.status == 1 && r.stderr.contains("1 passed, 0 recorded, 1 failed") && r.stderr.contains("FAIL P-dark"),
                "\(r.stderr)")
    }
}
