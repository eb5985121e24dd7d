import Foundation
import Testing
@testable import CtlUnicode

/// UAX #14 against Unicode's own LineBreakTest.txt (15.0.0), with no tailoring: a sample of it
/// always (Fixtures/Unicode), every case when Debian's unicode-data is installed.
@Suite struct LineBreakConformanceTests {
    static let fileName = "LineBreakTest.txt"
    static let systemFile = LineBreakTestFile.systemFile(fileName)

    /// The cases of `url` whose opportunities differ from the file's, and how many cases there are.
    static func failures(_ url: URL) throws -> (failed: [String], total: Int) {
        let cases = try LineBreakTestFile.cases(url)
        var failed: [String] = []
        for test in cases {
            let found = Array(LineBreaks(test.scalars)).map(\.index)
            if found != test.breaks {
                failed.append("\(test.location): breaks at \(found), expected \(test.breaks)\n  \(test.text)")
            }
        }
        return (failed, cases.count)
    }

    static func report(_ failed: [String], of total: Int) {
        if !failed.isEmpty {
            Issue.record("\(failed.count) of \(total) cases fail:\n\(failed.prefix(20).joined(separator: "\n"))")
        }
    }

    @Test func sampleOfTheConformanceFilePasses() throws {
        let (failed, total) = try Self.failures(LineBreakTestFile.fixture("LineBreakTest-sample.txt"))
        #expect(total == 1233)
        Self.report(failed, of: total)
    }

    @Test(.enabled(if: LineBreakTestFile.exists(systemFile) || LineBreakTestFile.isContinuousIntegration,
                   "\(systemFile.path) is not installed (Debian: apt-get install unicode-data, as Scripts/deps.sh does)"))
    func wholeConformanceFilePasses() throws {
        guard LineBreakTestFile.exists(Self.systemFile) else {
            Issue.record("CI=true and \(Self.systemFile.path) is missing: install unicode-data (Scripts/deps.sh)")
            return
        }
        let (failed, total) = try Self.failures(Self.systemFile)
        #expect(total == 7654)
        Self.report(failed, of: total)
    }
}
