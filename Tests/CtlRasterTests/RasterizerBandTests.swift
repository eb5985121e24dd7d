import Foundation
import Testing
@testable import CtlRaster

/// A large fill goes through several bands of rows, each walking only the edges that
/// reach it. The bands change nothing: the blitter sees exactly the calls of a fill in
/// one band, for paths inside the canvas and paths crossing any of its borders.
@Suite struct RasterizerBandTests {
    @Test func bandsMakeTheSameCallsAsOneBand() {
        var random = Xorshift32(state: 0x9E37_79B9)
        let (w, h) = (61, 47)
        let oneBand = (w + 2) * h
        for trial in 0..<200 {
            var path = Path()
            // Margins up to 12 pixels beyond the canvas on any side: edges start above it,
            // end below it, and cross its left and right borders.
            let margin = Double(trial % 4) * 4
            for _ in 0..<(1 + trial % 3) {
                random.addContour(to: &path, points: 3 + trial % 7,
                                  in: Rect(x: -margin, y: -margin, width: Double(w) + 2 * margin,
                                           height: Double(h) + 2 * margin))
            }
            if trial % 5 == 0 {
                path.addEllipse(in: Rect(x: -margin + random.next(below: 40), y: -margin + random.next(below: 30),
                                         width: random.next(below: 40), height: random.next(below: 40)))
            }
            let flat = Flattener.flatten(path, transform: .identity, clip: nil)
            for rule in [FillRule.nonzero, .evenodd] {
                let expected = SpanRecorder.calls(flat, rule: rule, width: w, height: h, shortcuts: false,
                                                  bandCells: oneBand)
                #expect(!expected.isEmpty)
                // Bands of 1, 3 and 7 rows (the stride is at most w + 2 cells).
                for rows in [1, 3, 7] {
                    let banded = SpanRecorder.calls(flat, rule: rule, width: w, height: h, shortcuts: true,
                                                    bandCells: rows * (w + 2))
                    #expect(firstDifference(banded, expected) == nil, "trial \(trial) \(rule), bands of \(rows) rows")
                }
            }
        }
    }

    /// An edge that runs through many bands, from far above the canvas to far below it,
    /// reaches every band it crosses and no other.
    @Test func longEdgesReachEveryBandTheyCross() {
        var triangle = Path()
        triangle.move(to: Point(10, -1000))
        triangle.line(to: Point(50, 1000))
        triangle.line(to: Point(5, 1000))
        triangle.close()
        let path = Flattener.flatten(triangle, transform: .identity, clip: nil)
        let (w, h) = (64, 64)
        for rule in [FillRule.nonzero, .evenodd] {
            let expected = SpanRecorder.calls(path, rule: rule, width: w, height: h, shortcuts: false,
                                              bandCells: (w + 2) * h)
            #expect(expected.count >= h)
            let banded = SpanRecorder.calls(path, rule: rule, width: w, height: h, shortcuts: true,
                                            bandCells: 5 * (w + 2))
            #expect(firstDifference(banded, expected) == nil, "\(rule)")
        }
    }

    /// The first call where two recordings differ, if any (short enough to print).
    private func firstDifference(_ a: [SpanRecorder.Call], _ b: [SpanRecorder.Call]) -> String? {
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? "\(a[i])" : "nothing", y = i < b.count ? "\(b[i])" : "nothing"
            if x != y { return "call \(i): \(x) instead of \(y)" }
        }
        return nil
    }
}
