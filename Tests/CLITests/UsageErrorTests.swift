import CtlTestSupport
import Foundation
import Testing

/// Mistakes in how the command is called: the status is 2 and the message names the mistake.
@Suite struct UsageErrorTests {
    @Test func unknownSubcommandIsAUsageError() throws {
        let r = try CLIRunner.run(["no-such-control", "-o", "x.png"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
    }

    @Test func versionPrintsTheVersion() throws {
        let r = try CLIRunner.run(["--version"])
        #expect(r.status == 0)
        let printed = String(decoding: r.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed.split(separator: ".").count == 3 && printed.allSatisfy { $0.isNumber || $0 == "." })
    }
}
