import Foundation
import Testing
import CtlTestSupport
@testable import CtlUnicode

/// UAX #9 checked against Unicode's own conformance files: a deterministic sample of each in
/// Fixtures/Unicode (always), and the full files of Debian's unicode-data when installed.
@Suite struct BidiConformanceTests {
    static let ucd = URL(fileURLWithPath: "/usr/share/unicode")

    @Test func fullBidiTestFile() throws {
        guard let text = try Self.fullFile("BidiTest.txt") else { return }
        let result = BidiConformanceRunner.runBidiTest(text)
        #expect(result.cases > 490_000)
        #expect(result.passed == result.cases, "\(result.passed) of \(result.cases): \(result.failures.joined(separator: "\n"))")
    }

    @Test func fullBidiCharacterTestFile() throws {
        guard let text = try Self.fullFile("BidiCharacterTest.txt") else { return }
        let result = BidiConformanceRunner.runBidiCharacterTest(text)
        #expect(result.cases > 91_000)
        #expect(result.passed == result.cases, "\(result.passed) of \(result.cases): \(result.failures.joined(separator: "\n"))")
    }

    /// The full file from /usr/share/unicode, or nil (and a recorded skip) when it is missing;
    /// missing under CI=true is a failure, so that CI cannot pass without running it.
    static func fullFile(_ name: String) throws -> String? {
        let url = ucd.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let message = "\(url.path) is missing: install Debian's unicode-data (Scripts/deps.sh) to run all of \(name)"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record(Comment(rawValue: message))
            } else {
                print("skipped: \(message)")
            }
            return nil
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
