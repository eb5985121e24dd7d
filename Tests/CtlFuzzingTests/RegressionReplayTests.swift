import CtlFuzzing
import CtlTestSupport
import Foundation
import Testing

/// Every saved fuzzer finding, replayed through its target's harness: it must come back
/// (not crash, hang or exhaust memory), and when it has a sidecar `NAME.expect` (`ok` or
/// `error: <substring>`) with that outcome. Inputs listed in KNOWN-OPEN.txt (bugs not
/// fixed yet, which would crash the test process) are skipped.
@Suite struct RegressionReplayTests {
    static let folder = PackagePaths.fixtures.appendingPathComponent("Fuzz/regressions")

    /// `target/file` lines of KNOWN-OPEN.txt (blank lines and `#` comments ignored).
    static func knownOpen() throws -> Set<String> {
        let url = folder.appendingPathComponent("KNOWN-OPEN.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return Set(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The regression inputs of `target`, sorted (hidden files and `.expect` sidecars left out).
    static func inputs(of target: FuzzTarget) throws -> [URL] {
        let dir = folder.appendingPathComponent(target.rawValue)
        guard FileManager.default.fileExists(atPath: dir.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".expect") }
            .map { dir.appendingPathComponent($0) }
    }

    @Test func theRegressionFoldersHoldInputs() throws {
        var total = 0
        for target in FuzzTarget.allCases { total += try Self.inputs(of: target).count }
        // A missing or emptied folder would make the replay below pass by running nothing.
        #expect(total >= 6, "only \(total) regression inputs under \(Self.folder.path)")
        #expect(try !Self.inputs(of: .scene).isEmpty)
    }

    @Test(arguments: FuzzTarget.allCases)
    func replay(_ target: FuzzTarget) throws {
        let open = try Self.knownOpen()
        for url in try Self.inputs(of: target) where !open.contains("\(target.rawValue)/\(url.lastPathComponent)") {
            let outcome = target.run([UInt8](try Data(contentsOf: url)))
            let expectURL = url.appendingPathExtension("expect")
            if FileManager.default.fileExists(atPath: expectURL.path) {
                let expected = try String(contentsOf: expectURL, encoding: .utf8)
                #expect(outcome.matches(expectation: expected),
                        "\(target.rawValue)/\(url.lastPathComponent): got \"\(outcome)\", expected \"\(expected.trimmingCharacters(in: .whitespacesAndNewlines))\"")
            }
        }
    }

    @Test func everyKnownOpenEntryNamesAFile() throws {
        for entry in try Self.knownOpen() {
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(entry).path),
                    "KNOWN-OPEN.txt lists \(entry), which is not in \(Self.folder.path)")
        }
    }

    @Test func expectationsMatchOutcomes() {
        #expect(FuzzOutcome.rendered.matches(expectation: "ok\n"))
        #expect(!FuzzOutcome.rendered.matches(expectation: "error: x"))
        #expect(FuzzOutcome.rejected("path data: at offset 3: bad").matches(expectation: "error: offset 3"))
        #expect(!FuzzOutcome.rejected("path data: at offset 3: bad").matches(expectation: "ok"))
        #expect(!FuzzOutcome.rejected("a").matches(expectation: "error: b"))
    }
}
