import Foundation
import Testing

/// Grapheme clusters, which text layout takes from Swift's `Character`, against Unicode's
/// GraphemeBreakTest.txt (15.0.0; the whole file is small and is in Fixtures/Unicode).
@Suite struct GraphemeBreakConformanceTests {
    static let fileName = "GraphemeBreakTest.txt"
    static let systemFile = LineBreakTestFile.systemFile(fileName)

    /// The scalar offsets where Swift's `String` ends each `Character` of `scalars`.
    static func characterEnds(_ scalars: [Unicode.Scalar]) -> [Int] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var ends: [Int] = []
        var offset = 0
        for character in String(view) {
            offset += character.unicodeScalars.count
            ends.append(offset)
        }
        return ends
    }

    /// The cases where Swift 6.3's `String` differs from the 15.0 file, with the character ends
    /// it gives (Sources/CtlUnicode/README.md says why). Swift takes Extended_Pictographic (GB11)
    /// to be only the code points that are Emoji or unassigned, so the 689 assigned pictographs
    /// that are not Emoji (U+2701 UPPER BLADE SCISSORS, U+2388 HELM SYMBOL, U+1F000 MAHJONG TILE
    /// EAST WIND…) are not joined to a ZWJ before them. Should a toolchain fix it, this fails:
    /// then remove the case here and in the README.
    static let knownDifferences: [[UInt32]: [Int]] = [[0x2701, 0x200D, 0x2701]: [2, 3]]

    static func check(_ url: URL) throws {
        let cases = try LineBreakTestFile.cases(url)
        #expect(cases.count == 602)
        var known = 0
        let failed = cases.filter { test in
            let ends = characterEnds(test.scalars)
            if let swift = knownDifferences[test.scalars.map(\.value)] {
                known += 1
                return ends != swift
            }
            return ends != test.breaks
        }
        #expect(known == knownDifferences.count)
        if !failed.isEmpty {
            let lines = failed.prefix(20).map { "\($0.location): \(characterEnds($0.scalars)), expected \($0.breaks)\n  \($0.text)" }
            Issue.record("\(failed.count) of \(cases.count) cases fail:\n\(lines.joined(separator: "\n"))")
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
