import Testing
@testable import CtlRaster

/// Strokes of separate straight segments take a shortcut that must give the general stroker's outline exactly.
@Suite struct SeparateSegmentsTests {
    /// xorshift32 numbers in [lo, hi).
    private struct Numbers {
        var state: UInt32
        mutating func next(_ lo: Double, _ hi: Double) -> Double {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return lo + Double(state % 1_000_000) / 1_000_000 * (hi - lo)
        }
    }

    private func outlines(_ path: Path, _ style: StrokeStyle, _ t: Transform, clip: Rect?) -> (FlatPath, FlatPath) {
        let storage = Stroker.Storage()
        let fast = try! Stroker.stroke(path, style: style, transform: t, clip: clip, storage: storage)
        let general = try! Stroker.stroke(path, style: style, transform: t, clip: clip, storage: Stroker.Storage(),
                                     shortcuts: false)
        return (fast, general)
    }

    @Test func randomSegmentsGiveTheGeneralOutline() {
        var n = Numbers(state: 0x1234_5678)
        let transforms: [Transform] = [
            .identity, .scale(2, 2), .scale(3, 1.5), .rotation(0.7), Transform(a: 1, b: 0.3, c: -0.4, d: 1.2, e: 5, f: -3),
        ]
        for trial in 0..<300 {
            var path = Path()
            for _ in 0..<(1 + trial % 3) {
                let a = Point(n.next(-10, 70), n.next(-10, 50))
                // Axis-aligned, diagonal, and any direction.
                let b: Point
                switch trial % 4 {
                case 0: b = Point(n.next(-10, 70), a.y)
                case 1: b = Point(a.x, n.next(-10, 50))
                default: b = Point(n.next(-10, 70), n.next(-10, 50))
                }
                path.move(to: a)
                path.line(to: b)
            }
            let caps: [LineCap] = [.butt, .square, .round]
            let style = StrokeStyle(width: [0.5, 1, 1.5, 4, 11][trial % 5], cap: caps[trial % 3],
                                    join: trial % 2 == 0 ? .miter : .round)
            let clip: Rect? = trial % 5 == 0 ? nil : Rect(x: -1, y: -1, width: 62, height: 42)
            let (fast, general) = outlines(path, style, transforms[trial % transforms.count], clip: clip)
            #expect(fast.points == general.points && fast.contours == general.contours, "trial \(trial)")
        }
    }

    @Test func otherPathsGoTheGeneralWay() {
        var twoLines = Path()
        twoLines.move(to: Point(1, 1)); twoLines.line(to: Point(9, 1)); twoLines.line(to: Point(9, 9))
        var closed = Path()
        closed.move(to: Point(1, 1)); closed.line(to: Point(9, 1)); closed.close()
        var tiny = Path()
        tiny.move(to: Point(1, 1)); tiny.line(to: Point(1, 1))
        for path in [twoLines, closed, tiny] {
            #expect(Stroker.separateSegments(path, epsilon: 1e-8, cull: nil, style: StrokeStyle(width: 2),
                                             transform: .identity, deviceHalfWidth: 1, miterLimit: 4,
                                             storage: nil) == nil)
        }
        var one = Path()
        one.move(to: Point(1, 1)); one.line(to: Point(9, 1))
        #expect(Stroker.separateSegments(one, epsilon: 1e-8, cull: nil, style: StrokeStyle(width: 2),
                                         transform: .identity, deviceHalfWidth: 1, miterLimit: 4, storage: nil) != nil)
    }
}
