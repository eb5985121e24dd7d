import CtlTestSupport
import CtlUnicode
import Foundation
import Testing
@testable import CtlText

/// Wrapping takes exactly the opportunities of UAX #14 that are grapheme cluster boundaries
/// (`GraphemeBreaks`, UAX #29):
/// checked on every case of the sample of LineBreakTest.txt in Fixtures/Unicode.
@Suite struct BreakOpportunitiesTests {
    @Test func wrappingTakesTheConformanceFilesBreaksThatAreClusterBoundaries() throws {
        let url = PackagePaths.fixtures.appendingPathComponent("Unicode/LineBreakTest-sample.txt")
        var cases = 0, casesWithABreakInsideACluster = 0
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let codes = line.split(separator: "#")[0].split(whereSeparator: \.isWhitespace).filter { $0 != "÷" && $0 != "×" }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: codes.map { Unicode.Scalar(UInt32($0, radix: 16)!)! })
            let text = String(scalars)[...]
            let clusterEnds = Set(GraphemeBreaks(text.unicodeScalars))
            let uax14 = LineBreaks(text.unicodeScalars).map(\.index)
            var opportunities = BreakOpportunities(text)
            let taken = Array(opportunities.opportunities(after: text.startIndex, through: text.endIndex))
            #expect(taken == uax14.filter(clusterEnds.contains), "\(line)")
            cases += 1
            if taken.count < uax14.count { casesWithABreakInsideACluster += 1 }
        }
        #expect(cases == 1233)
        #expect(casesWithABreakInsideACluster > 20, "the sample has cases of a break inside a cluster")
    }
}
