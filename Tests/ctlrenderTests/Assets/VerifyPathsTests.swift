import CtlTestSupport
import Foundation
import Testing

/// `ctlrender verify` run in a folder: its messages, `summary.json` and `index.html` name files
/// relative to that folder, and an unknown `CTLRENDER_RECORD` is a usage error.
@Suite struct VerifyPathsTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-verify-paths-\(UUID().uuidString)")

    /// Runs `ctlrender verify m.json --goldens goldens --report report` in `dir`.
    func verify(progress: Double, environment: [String: String] = [:]) throws -> (status: Int32, err: String) {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try #"{"assets": [{"name": "A", "control": "progress", "progress": \#(progress), "scales": [1]}]}"#
            .write(to: dir.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = CLIRunner.binary
        p.arguments = ["verify", "m.json", "--goldens", "goldens", "--report", "report"]
        p.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env["CTLRENDER_RECORD"] = nil
        env["CI"] = nil
        p.environment = env.merging(environment) { $1 }
        let err = dir.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let handle = try FileHandle(forWritingTo: err)
        p.standardError = handle
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try handle.close()
        return (p.terminationStatus, try String(contentsOf: err, encoding: .utf8))
    }

    func summary() throws -> String {
        try String(contentsOf: dir.appendingPathComponent("report/summary.json"), encoding: .utf8)
    }

    @Test func pathsAreRelativeToTheRunsFolder() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let recorded = try verify(progress: 0.25, environment: ["CTLRENDER_RECORD": "missing"])
        #expect(recorded.status == 0)
        #expect(try summary().contains("recorded goldens/A.png"))
        let failed = try verify(progress: 0.75)
        #expect(failed.status == 1)
        #expect(failed.err.contains("see report/artifacts/A.{expected,actual,diff}.png"))
        #expect(try summary().contains("see report/artifacts/A.{expected,actual,diff}.png"))
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        for text in [failed.err, try summary(), html] { #expect(!text.contains(dir.path)) }
    }

    @Test func anUnknownRecordValueIsAUsageError() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try verify(progress: 0.25, environment: ["CTLRENDER_RECORD": "A"])
        #expect(r.status == 2)
        #expect(r.err.contains("CTLRENDER_RECORD=A is not a record mode"))
        #expect(r.err.contains("only:A"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens").path))
    }
}
