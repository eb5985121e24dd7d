import Foundation
import Testing
@testable import CtlRaster

/// A path inside the canvas skips the clipping of its edges: the blitter sees exactly
/// the calls the general, clipping rasterizer makes (same spans, same mask values).
@Suite struct RasterizerShortcutTests {
    private func calls(_ path: FlatPath, rule: FillRule, width: Int, height: Int, shortcuts: Bool)
        -> [SpanRecorder.Call] {
        SpanRecorder.calls(path, rule: rule, width: width, height: height, shortcuts: shortcuts)
    }

    /// Random polygons, circles and curves, most of them inside the canvas, some touching
    /// or crossing its borders (those go the general way in both runs).
    @Test func insidePathsMatchTheClippingRasterizer() {
        var random = Xorshift32(state: 0x2545_F491)
        let (w, h) = (61, 37)   // 63 cells a row: runs can reach a word's last bits
        var inside = 0
        for trial in 0..<300 {
            var path = Path()
            for _ in 0..<(1 + trial % 3) {
                let margin = trial % 5 == 0 ? -4.0 : 0.0   // every fifth may leave the canvas
                random.addContour(to: &path, points: 3 + trial % 6,
                                  in: Rect(x: margin, y: margin, width: Double(w) - 2 * margin,
                                           height: Double(h) - 2 * margin))
            }
            if trial % 7 == 0 {
                path.addEllipse(in: Rect(x: random.next(below: 30), y: random.next(below: 10),
                                         width: random.next(below: 30), height: random.next(below: 26)))
            }
            let flat = Flattener.flatten(path, transform: .identity, clip: nil)
            guard let b = flat.bounds else { continue }
            if b.minX >= 0 && b.maxX <= Double(w) && b.minY >= 0 && b.maxY <= Double(h) { inside += 1 }
            for rule in [FillRule.nonzero, .evenodd] {
                #expect(calls(flat, rule: rule, width: w, height: h, shortcuts: false)
                        == calls(flat, rule: rule, width: w, height: h, shortcuts: true), "trial \(trial) \(rule)")
            }
        }
        #expect(inside > 200)   // most trials took the shortcut
    }
}
