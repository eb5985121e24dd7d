import CtlGolden
import CtlRaster
import Foundation
import Testing

/// resvg's test suite (`Fixtures/SVGSuite`, 1035 tests) rendered through CtlSVG the way resvg's
/// harness renders it and scored against resvg's renders by the suite's rule (`SVGSuite.run`).
///
/// Every test that is not in `known-failures.txt` must pass, each category must pass at least
/// its count in `floor.txt`, and a known failure that passes now is printed with the command
/// that takes it off the list (`SVGSuite.recordCommand`, which rewrites both files from the run;
/// look at what it changes before committing). A failing test that is not listed leaves the
/// reference, a difference mask and our render side by side in `artifacts/SVGSuite/<test>.png`.
/// `CTLRENDER_SVG_SUITE_REPORT=FILE` writes every
/// test's outcome to FILE (tab-separated); `CTLRENDER_SVG_SUITE_JOBS=N` renders on N threads.
@Suite struct SVGSuiteTests {
    @Test func theSuiteHasEveryTest() {
        #expect(SVGSuite.tests.count == 1035)
        for (category, count) in SVGSuite.categories {
            #expect(SVGSuite.tests.filter { SVGSuite.category(of: $0) == category }.count == count, "\(category)")
        }
        let categories = Set(SVGSuite.tests.map(SVGSuite.category(of:)))
        #expect(categories == Set(SVGSuite.categories.map(\.key)))
    }

    /// The rule at its edges, on a 10×10 image: 400 channels, so a mean absolute error of 1.0
    /// is 400 levels in all, and 1 % is one pixel.
    @Test func theRuleHoldsAtItsLimits() throws {
        func difference(_ changes: [(pixel: Int, by: UInt8)]) throws -> ImageDifference {
            let a = try Pixmap(width: 10, height: 10)
            var b = a
            for c in changes {
                b.pixels[c.pixel] = PremultipliedColor(r: c.by, g: 0, b: 0, a: c.by).packed
            }
            return try #require(ImageDifference(a, b))
        }
        // One pixel off by 200 in two channels: 400 levels (MAE 1.0), 1 % of pixels over 32.
        #expect(SVGSuite.passes(try difference([(0, 200)])))
        // One level more in two channels: MAE 1.005.
        #expect(!SVGSuite.passes(try difference([(0, 200), (1, 1)])))
        // Two pixels over 32 (2 %), MAE 0.33.
        #expect(!SVGSuite.passes(try difference([(0, 33), (1, 33)])))
        // Forty pixels off by 5 in two channels: MAE 1.0, none over 32.
        #expect(SVGSuite.passes(try difference((0..<40).map { ($0, 5) })))
        #expect(!SVGSuite.passes(try difference((0..<41).map { ($0, 5) })))
    }

    @Test func theKnownFailuresAndTheFloorAreWellFormed() throws {
        let (entries, problems) = try SVGSuite.knownFailures()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let tests = Set(SVGSuite.tests)
        let unknown = entries.map(\.test).filter { !tests.contains($0) }
        #expect(unknown.isEmpty, "known-failures.txt names tests the suite does not have: \(unknown)")
        #expect(entries.map(\.test) == entries.map(\.test).sorted(), "known-failures.txt is not in test order")
        let (floor, floorProblems) = try SVGSuite.floor()
        #expect(floorProblems.isEmpty, "\(floorProblems.joined(separator: "\n"))")
        let keys = SVGSuite.categories.map(\.key) + ["total"]
        #expect(Set(floor.keys) == Set(keys), "floor.txt has lines for \(floor.keys.sorted()), not \(keys)")
        for (category, count) in SVGSuite.categories {
            #expect(floor[category, default: 0] <= count, "floor.txt: \(category) \(floor[category, default: 0]) of \(count) tests")
        }
        let sum = SVGSuite.categories.reduce(0) { $0 + floor[$1.key, default: 0] }
        #expect(floor["total", default: 0] <= sum, "floor.txt: the total is above the sum of the categories")
    }

    @Test func everyTestButTheKnownFailuresPassesAndTheFloorHolds() throws {
        let tests = SVGSuite.tests
        try #require(tests.count == 1035)
        let known = try SVGSuite.knownFailures().entries
        let knownTests = Set(known.map(\.test))
        let start = ContinuousClock.now
        let outcomes = SVGSuite.runAll(tests, known: knownTests)
        let elapsed = ContinuousClock.now - start

        var passes: [String: Int] = ["total": 0]
        for (test, outcome) in zip(tests, outcomes) where outcome.passed {
            passes[SVGSuite.category(of: test), default: 0] += 1
            passes["total", default: 0] += 1
        }
        var summary = "SVG suite: \(passes["total"]!) of \(tests.count) pass ("
        summary += SVGSuite.categories.map { "\($0.key) \(passes[$0.key, default: 0])/\($0.value)" }.joined(separator: ", ")
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        summary += ") in " + SVGSuite.format(seconds) + " s"
        print(summary)

        if let report = ProcessInfo.processInfo.environment["CTLRENDER_SVG_SUITE_REPORT"], !report.isEmpty {
            var text = "test\tresult\treason\n"
            for (test, outcome) in zip(tests, outcomes) {
                text += "\(test)\t\(outcome.passed ? "pass" : "fail")\t\(outcome.reason)\n"
            }
            try text.write(toFile: report, atomically: true, encoding: .utf8)
        }

        let failures = zip(tests, outcomes).filter { !$0.1.passed }.map { (test: $0.0, reason: $0.1.reason) }
        if ProcessInfo.processInfo.environment["CTLRENDER_SVG_SUITE_RECORD"] == "1" {
            let floor = try SVGSuite.floor().counts
            let lowered = floor.filter { passes[$0.key, default: 0] < $0.value }.map(\.key).sorted()
            if !lowered.isEmpty { print("SVG suite: recording LOWERS the floor of \(lowered.joined(separator: ", "))") }
            try SVGSuite.record(failures: failures, previous: Dictionary(known, uniquingKeysWith: { a, _ in a }),
                                passes: passes)
            print("SVG suite: recorded \(failures.count) known failures and the floor")
            return
        }

        let unexpected = failures.filter { !knownTests.contains($0.test) }
        let lines = unexpected.prefix(60).map { "  \($0.test): \($0.reason)" }.joined(separator: "\n")
        let more = unexpected.count > 60 ? "\n  … and \(unexpected.count - 60) more" : ""
        let unexpectedCount = unexpected.count
        #expect(unexpectedCount == 0, """
            \(unexpected.count) tests fail that known-failures.txt does not list (reference, \
            difference and ours side by side in artifacts/SVGSuite/<test>.png):
            \(lines)\(more)
            """)

        let failing = Set(failures.map(\.test))
        let nowPassing = known.map(\.test).filter { !failing.contains($0) }
        if !nowPassing.isEmpty {
            print("""
                SVG suite: \(nowPassing.count) known failures pass now: \(nowPassing.prefix(20).joined(separator: ", "))\
                \(nowPassing.count > 20 ? ", …" : "")
                Take them off known-failures.txt and raise floor.txt: \(SVGSuite.recordCommand)
                """)
        }

        let floor = try SVGSuite.floor().counts
        for (key, minimum) in floor.sorted(by: { $0.key < $1.key }) {
            #expect(passes[key, default: 0] >= minimum,
                    "\(key): \(passes[key, default: 0]) pass, fewer than the floor's \(minimum)")
        }
    }
}
