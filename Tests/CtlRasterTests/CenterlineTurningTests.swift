import Foundation
import Testing
@testable import CtlRaster

/// The stroker's curve piece count, which takes the turning angle's cheap bounds instead of
/// `atan2` when they settle it: the bounds hold the exact angle, and the count is the
/// exact angle's count.
@Suite struct CenterlineTurningTests {
    typealias Line = Stroker.Centerline

    /// A deterministic sequence of doubles in -1…1.
    struct Numbers {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int64(bitPattern: state) >> 11) / Double(1 << 52)
        }
    }

    /// Edge pairs of every kind: random, nearly straight on, nearly reversed, at right
    /// angles, and at scales from 1e-150 to 1e150.
    static func edgePairs(count: Int) -> [(u: Point, v: Point)] {
        var r = Numbers(state: 42)
        var pairs: [(u: Point, v: Point)] = []
        for k in 0..<count {
            let scale = pow(10, Double(k % 31 - 15) * 10)
            let u = Point(r.next() * scale, r.next() * scale)
            var v = Point(r.next() * scale, r.next() * scale)
            switch k % 5 {
            case 1: v = Point(u.x * 3 + r.next() * 1e-9 * scale, u.y * 3)        // straight on
            case 2: v = Point(-u.x * 0.5, -u.y * 0.5 + r.next() * 1e-9 * scale)  // reversed
            case 3: v = Point(-u.y, u.x)                                          // a right angle
            default: break
            }
            pairs.append((u, v))
        }
        return pairs
    }

    @Test func theBoundsHoldTheExactAngle() {
        var checked = 0
        for pair in Self.edgePairs(count: 200_000) {
            guard let bounds = Line.turningBounds(pair) else { continue }
            let exact = Line.turning(pair)
            #expect(bounds.lo <= exact && exact <= bounds.hi, "u \(pair.u), v \(pair.v): \(bounds) vs \(exact)")
            #expect(bounds.hi - bounds.lo <= 2.1e-4)
            checked += 1
        }
        // Only pairs far too small or too large to take the cross product of fall back.
        #expect(checked > 120_000)
        let none = Line.turningBounds(nil)!
        #expect(none.lo == 0 && none.hi == 0)
        #expect(Line.turningBounds((Point(.infinity, 0), Point(1, 0))) == nil)
    }

    /// The count from the bounds is the exact angles' count, for curves whose counts sit
    /// near a whole number (where the bounds disagree and the angles are worked out).
    @Test func theCountIsTheExactAnglesCount() {
        var r = Numbers(state: 7)
        var mismatches = 0
        for k in 0..<100_000 {
            let points = (0..<4).map { _ in Point(r.next() * 40, r.next() * 40) }
            let first = Line.turningEdges(points[0], points[1], points[2])
            let second = Line.turningEdges(points[1], points[2], points[3], skipping: points[0])
            let dd = max((points[0] - points[1] * 2 + points[2]).length, (points[1] - points[2] * 2 + points[3]).length)
            let halfWidth = [0.5, 2, 7.25, 40][k % 4], tolerance = [0.01, 0.003, 0.1][k % 3]
            let fast = Line.segmentCount(secondDifference: dd, wangFactor: 4.0 / 3.0, turns: first, second,
                                         tolerance, halfWidth)
            let exact = Line.segmentCount(secondDifference: dd, wangFactor: 4.0 / 3.0,
                                          turning: Line.turning(first) + Line.turning(second), tolerance, halfWidth)
            if fast != exact { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func aStraightOrEmptyControlPolygonTurnsByNothing() {
        #expect(Line.turningEdges(Point(0, 0), Point(0, 0), Point(1, 1)) == nil)
        #expect(Line.turningEdges(Point(0, 0), Point(1, 1), Point(1, 1)) == nil)
        let straight = Line.turningEdges(Point(0, 0), Point(1, 1), Point(3, 3))
        #expect(Line.turning(straight) == 0)
        #expect(Line.turningBounds(straight)!.lo == 0)
        // A cusp: the second edge turns back along the first.
        let back = Line.turningEdges(Point(0, 0), Point(2, 0), Point(1, 0))
        #expect(abs(Line.turning(back) - Double.pi) < 1e-15)
        #expect(Line.turningBounds(back)!.hi >= Double.pi)
    }
}
