import Foundation
import Testing
@testable import CtlUnicode

/// Our grapheme cluster boundaries (`GraphemeBreaks`) against Unicode's GraphemeBreakTest.txt
/// (15.0.0; the whole file is small and is in Fixtures/Unicode).
@Suite struct GraphemeBreakConformanceTests {
    static let fileName = "GraphemeBreakTest.txt"
    static let systemFile = LineBreakTestFile.systemFile(fileName)

    /// The scalar offsets where the clusters of `scalars` end.
    static func clusterEnds(_ scalars: [Unicode.Scalar], joinsIndicConjuncts: Bool = true) -> [Int] {
        Array(GraphemeBreaks(scalars, joinsIndicConjuncts: joinsIndicConjuncts))
    }

    /// Checks every case of the file, with the tailoring GB9c and without it: the 15.0 file has
    /// no case of an Indic conjunct, so both pass it whole.
    static func check(_ url: URL) throws {
        let cases = try LineBreakTestFile.cases(url)
        #expect(cases.count == 602)
        for joinsIndicConjuncts in [true, false] {
            let failed = cases.filter { clusterEnds($0.scalars, joinsIndicConjuncts: joinsIndicConjuncts) != $0.breaks }
            if !failed.isEmpty {
                let lines = failed.prefix(20).map {
                    "\($0.location): \(clusterEnds($0.scalars, joinsIndicConjuncts: joinsIndicConjuncts)), expected \($0.breaks)\n  \($0.text)"
                }
                Issue.record("GB9c \(joinsIndicConjuncts ? "on" : "off"): \(failed.count) of \(cases.count) cases fail:\n\(lines.joined(separator: "\n"))")
            }
        }
    }

    @Test func theConformanceFilePasses() throws {
        try Self.check(LineBreakTestFile.fixture(Self.fileName))
    }

    /// The fixture is the file Debian installs, unchanged: the same cases pass there.
    @Test(.enabled(if: LineBreakTestFile.exists(systemFile) || LineBreakTestFile.isContinuousIntegration,
                   "\(systemFile.path) is not installed (Debian: apt-get install unicode-data, as Scripts/deps.sh does)"))
    func theInstalledFilePasses() throws {
        guard LineBreakTestFile.exists(Self.systemFile) else {
            Issue.record("CI=true and \(Self.systemFile.path) is missing: install unicode-data (Scripts/deps.sh)")
            return
        }
        try Self.check(Self.systemFile)
    }
}
