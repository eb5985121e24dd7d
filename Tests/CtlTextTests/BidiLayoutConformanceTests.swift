import CtlUnicode
import Foundation
import Testing

@testable import CtlText

/// The glyphs of a shaped line (what `ctlrender text --json` prints) in the visual order of
/// Unicode's BidiCharacterTest.txt (field 4), for a sample of its cases
/// (Fixtures/Unicode/BidiCharacterTest-layout-sample.txt says which) whose characters the
/// bundled fonts draw.
@Suite struct BidiLayoutConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: Int
        let scalars: [Unicode.Scalar]
        let direction: ParagraphDirection
        let paragraphLevel: UInt8
        /// nil for the characters rule X9 removes.
        let levels: [UInt8?]
        let visualOrder: [Int]
        var testDescription: String { "line \(line)" }
    }

    static let sampleURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Unicode/BidiCharacterTest-layout-sample.txt").standardized

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: sampleURL, encoding: .utf8)
        var cases: [Case] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 5 else { Issue.record("line \(i + 1): \(fields.count) fields"); continue }
            let scalars = fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
            let direction: ParagraphDirection = ["0": .ltr, "1": .rtl, "2": .auto][String(fields[1])]!
            cases.append(Case(
                line: i + 1, scalars: scalars, direction: direction, paragraphLevel: UInt8(fields[2])!,
                levels: fields[3].split(separator: " ").map { UInt8($0) },
                visualOrder: fields[4].split(separator: " ").map { Int($0)! }))
        }
        return cases
    }

    /// Whether every character is drawn by a face of `font`, or draws nothing (a bidi control).
    static func isDrawn(_ c: Case, by font: FontLibrary.Font) -> Bool {
        c.scalars.allSatisfy { scalar in
            scalar.properties.isDefaultIgnorableCodePoint || font.faces.contains { $0.covers(scalar) }
        }
    }

    @Test func theShapedGlyphsFollowTheVisualOrder() throws {
        let font = try FontLibrary().font(named: "system")
        let all = try Self.cases()
        try #require(all.count > 1000)
        var checked = 0
        for c in all where Self.isDrawn(c, by: font) {
            checked += 1
            let text = String(String.UnicodeScalarView(c.scalars))
            let line = ShapedLine.shape(text, font: font, size: 16, direction: c.direction)
            #expect(line.isRightToLeft == (c.paragraphLevel == 1), "line \(c.line): paragraph level")
            // Glyphs of the characters X9 removes (drawn as nothing) are not in field 4.
            let clusters = BidiShapingTests.visualClusters(line)
            let shown = zip(line.glyphs, clusters).filter { c.levels[$0.1] != nil }
            for (glyph, cluster) in shown where glyph.level != c.levels[cluster]! {
                Issue.record("line \(c.line): scalar \(cluster) at level \(glyph.level), expected \(c.levels[cluster]!)")
                break
            }
            // A glyph stands for its cluster (a ligature for several characters): each expected
            // index becomes the first scalar of the glyph cluster holding it.
            let starts = Set(clusters)
            func start(_ i: Int) -> Int { (0...i).reversed().first { starts.contains($0) } ?? i }
            let expected = Self.dedup(c.visualOrder.map(start))
            let actual = Self.dedup(shown.map(\.1))
            #expect(actual == expected, "line \(c.line): \(c.scalars.map { String($0.value, radix: 16) })")
        }
        // Most of the sample is drawn by Inter and DejaVu Sans (the rest uses characters neither has).
        #expect(checked > 1000, "only \(checked) of \(all.count) cases checked")
    }

    static func dedup(_ xs: [Int]) -> [Int] {
        var out: [Int] = []
        for x in xs where out.last != x { out.append(x) }
        return out
    }
}

/// `VisualOrder.runs` (rule L2 on a line's levels, what shaping orders runs by) gives the runs
/// `BidiParagraph.visualRuns` gives, for every case of the sample, whole and cut in two lines.
@Suite struct VisualOrderTests {
    @Test func runsFromLevelsAreTheParagraphsVisualRuns() throws {
        let cases = try BidiLayoutConformanceTests.cases()
        try #require(cases.count > 1000)
        for c in cases {
            let paragraph = BidiParagraph(c.scalars, direction: c.direction)
            let half = c.scalars.count / 2
            for line in [0..<c.scalars.count, 0..<half, half..<c.scalars.count] where !line.isEmpty {
                let ours = VisualOrder.runs(levels: paragraph.lineLevels(line))
                    .map { BidiRun(range: $0.range.lowerBound + line.lowerBound..<$0.range.upperBound + line.lowerBound,
                                   level: $0.level) }
                #expect(ours == paragraph.visualRuns(line), "line \(c.line), \(line)")
            }
        }
        // Levels 0 2 1 3 1 0: reversed from 3 down to 1, runs 1…4 in reverse order.
        let runs = VisualOrder.runs(levels: [0, 2, 1, 3, 1, 0])
        #expect(runs.map(\.range) == [0..<1, 4..<5, 3..<4, 2..<3, 1..<2, 5..<6])
    }
}
