import Foundation
import Testing
@testable import CtlRaster

private typealias P = StrokeProbe

@Suite("Dasher")
struct DasherTests {
    struct Dash: Equatable {
        var points: [Point]
        var isClosed: Bool
        var length: Double {
            var l = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            if isClosed, let a = points.last, let b = points.first { l += a.distance(to: b) }
            return l
        }
    }

    let buildTolerance = 0.05

    /// The dashes of `path`, or `nil` when the pattern means a solid line.
    func dashes(_ path: Path, _ dash: [Double], offset: Double = 0) -> [Dash]? {
        let line = Stroker.Centerline.build(path, tolerance: buildTolerance, deviceHalfWidth: 1, cull: nil)
        guard let pattern = Dasher.pattern(dash),
              let out = try? Dasher.dash(line, pattern: pattern, offset: offset) else { return nil }
        return out.contours.map { Dash(points: Array(out.points[$0.range]), isClosed: $0.isClosed) }
    }

    func lengths(_ d: [Dash]?) -> [Double] {
        (d ?? []).map { ($0.length * 1e9).rounded() / 1e9 }
    }

    let line = P.polyline([Point(0, 0), Point(10, 0)])

    @Test func dashesAlongALine() throws {
        let d = try #require(dashes(line, [2, 1]))
        #expect(lengths(d) == [2, 2, 2, 1])
        #expect(d.map { $0.points.first!.x } == [0, 3, 6, 9])
        #expect(d.allSatisfy { !$0.isClosed })
    }

    @Test func offsetStartsIntoThePattern() throws {
        // Offset 1 into [on 2, off 1]: on [0,1), off [1,2), on [2,4), [5,7), [8,10).
        let d = try #require(dashes(line, [2, 1], offset: 1))
        #expect(lengths(d) == [1, 2, 2, 2])
        #expect(d.map { $0.points.first!.x } == [0, 2, 5, 8])
        // Whole periods change nothing.
        #expect(lengths(dashes(line, [2, 1], offset: 4)) == [1, 2, 2, 2])
    }

    @Test func negativeOffsetCountsBackFromThePatternsEnd() throws {
        // −1 is 2 into the pattern: off [0,1), on [1,3), [4,6), [7,9).
        let d = try #require(dashes(line, [2, 1], offset: -1))
        #expect(lengths(d) == [2, 2, 2])
        #expect(d.map { $0.points.first!.x } == [1, 4, 7])
        #expect(lengths(dashes(line, [2, 1], offset: -7)) == [2, 2, 2])
    }

    @Test func oddCountIsRepeated() {
        #expect(lengths(dashes(line, [1])) == [1, 1, 1, 1, 1])
        // [2,1,1] → [2,1,1,2,1,1]: on [0,2), [3,4), [6,7), [8,10).
        #expect(lengths(dashes(line, [2, 1, 1])) == [2, 1, 1, 2])
    }

    @Test func invalidPatternsMeanSolid() {
        #expect(Dasher.pattern([]) == nil)
        #expect(Dasher.pattern([0, 0]) == nil)
        #expect(Dasher.pattern([1, -1]) == nil)
        #expect(Dasher.pattern([1, .nan]) == nil)
        #expect(Dasher.pattern([1, .infinity]) == nil)
        #expect(Dasher.pattern([0, 2]) == [0, 2])
        let solid = P.stroke(line, StrokeStyle(width: 2, dash: [3, -1]))
        #expect(abs(P.signedArea(solid) - 20) < 1e-9)
    }

    @Test func dashesContinueRoundCorners() throws {
        let ell = P.polyline([Point(0, 0), Point(10, 0), Point(10, 10)])
        let d = try #require(dashes(ell, [12, 3]))
        #expect(lengths(d) == [12, 5])
        #expect(d[0].points == [Point(0, 0), Point(10, 0), Point(10, 2)])
        // Stroked: the corner is mitred, not capped.
        let f = P.stroke(ell, StrokeStyle(width: 2, join: .miter, dash: [12, 3]))
        #expect(f.points.contains(Point(11, -1)))
        #expect(abs(P.signedArea(f) - (12 * 2 + 5 * 2)) < 1e-9)
    }

    let square = P.polyline([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], closed: true)

    @Test func closedContourSeamJoinsLastDashToFirst() throws {
        // Perimeter 40, [on 6, off 4] from 2 in: on [0,4), [8,14), [18,24), [28,34), [38,40) —
        // the last and the first are one dash of 6 through the corner at (0, 0).
        let d = try #require(dashes(square, [6, 4], offset: 2))
        #expect(lengths(d).sorted() == [6, 6, 6, 6])
        #expect(d.allSatisfy { !$0.isClosed })
        let merged = try #require(d.first { $0.points.contains(Point(0, 0)) })
        #expect(merged.points.first == Point(0, 2) && merged.points.last == Point(4, 0))
        // Stroked with butt caps: four dashes of 6×2, with a miter at the seam's corner.
        let f = P.stroke(square, StrokeStyle(width: 2, join: .miter, dash: [6, 4], dashOffset: 2))
        #expect(f.contours.count == 4)
        #expect(f.points.contains(Point(-1, -1)))
        #expect(P.winding(f, at: Point(-0.5, -0.5)) != 0)
    }

    @Test func noSeamJoinWhenThePatternStartsOff() throws {
        // From 8 in: off [0,2), on [2,8), [12,18), [22,28), [32,38): nothing reaches the seam.
        let d = try #require(dashes(square, [6, 4], offset: 8))
        #expect(lengths(d) == [6, 6, 6, 6])
        #expect(!d.contains { $0.points.contains(Point(0, 0)) })
    }

    @Test func aDashCoveringTheWholeContourStaysClosed() throws {
        for pattern in [[100.0, 1], [40, 10]] {
            let d = try #require(dashes(square, pattern))
            #expect(d.count == 1)
            #expect(d[0].isClosed && d[0].points.count == 4)
        }
        let f = P.stroke(square, StrokeStyle(width: 2, join: .miter, dash: [40, 10]))
        #expect(abs(P.signedArea(f) - 80) < 1e-9)
    }

    @Test func zeroLengthDashesAreDots() throws {
        let d = try #require(dashes(line, [0, 5]))
        #expect(d.map(\.points) == [[Point(0, 0)], [Point(5, 0)]])   // none at the very end
        let round = P.stroke(line, StrokeStyle(width: 2, cap: .round, dash: [0, 5]))
        #expect(round.contours.count == 2)
        #expect(abs(P.signedArea(round) - 2 * Double.pi) < 2 * 2 * Double.pi * Flattener.tolerance)
        #expect(P.stroke(line, StrokeStyle(width: 2, cap: .butt, dash: [0, 5])).isEmpty)
        // Squares turn with the path.
        let diagonal = P.polyline([Point(0, 0), Point(30, 30)])
        let squares = P.stroke(diagonal, StrokeStyle(width: 2, cap: .square, dash: [0, 20]))
        #expect(squares.contours.count == 3)
        #expect(abs(P.signedArea(squares) - 3 * 4) < 1e-9)
        let first = Array(squares.points[squares.contours[0].range])
        let xs = first.map(\.x)
        #expect(abs(xs.max()! - xs.min()! - 2 * 2.0.squareRoot()) < 1e-9)
    }

    @Test func dashedStrokeAreaIsTheDashesArea() {
        let f = P.stroke(line, StrokeStyle(width: 2, dash: [2, 1]))
        #expect(abs(P.signedArea(f) - 14) < 1e-9)
        let square = P.stroke(line, StrokeStyle(width: 2, cap: .square, dash: [2, 1]))
        #expect(abs(P.signedArea(square) - 14 - 4 * 4) < 1e-9)
    }

    @Test func dashLengthsAreInUserUnitsUnderATransform() {
        let f = P.stroke(line, StrokeStyle(width: 2, dash: [2, 1]), .scale(3, 1))
        #expect(abs(P.signedArea(f) - 3 * 14) < 1e-9)
        let hairline = P.stroke(line, StrokeStyle(width: 0, dash: [2, 1]), .scale(10, 10))
        #expect(hairline.contours.count == 4)
        #expect(abs(P.signedArea(hairline) - 70) < 1e-9)
    }

    /// Past the dash limit a stroke is an error naming the limit, not a solid line (as
    /// Skia draws it): it is refused from the lengths, before any dash is cut.
    @Test func tooManyDashesAreRefused() throws {
        let long = P.polyline([Point(0, 0), Point(1e7, 0)])
        let line = Stroker.Centerline.build(long, tolerance: buildTolerance, deviceHalfWidth: 1, cull: nil)
        let error = try #require(throws: LimitExceeded.self) {
            try Dasher.dash(line, pattern: [1e-3, 1e-3], offset: 0)
        }
        #expect(error.limit == .dashes)
        #expect(error.requested == 5_000_000_001)
        #expect(error.description == "a dashed stroke needs 5000000001 dashes in one path, over the limit of "
                    + "100000 (raise it with CTLRENDER_MAX_DASHES=N)")
        // Just under the limit is drawn.
        let under = P.polyline([Point(0, 0), Point(199.99, 0)])
        let underLine = Stroker.Centerline.build(under, tolerance: buildTolerance, deviceHalfWidth: 1, cull: nil)
        #expect(try Dasher.dash(underLine, pattern: [1e-3, 1e-3], offset: 0).contours.count == 99_995)
    }

    @Test func eachContourRestartsThePattern() throws {
        var path = P.polyline([Point(0, 0), Point(5, 0)])
        path.append(P.polyline([Point(0, 10), Point(5, 10)]))
        let d = try #require(dashes(path, [3, 1]))
        #expect(lengths(d) == [3, 1, 3, 1])
        #expect(d.map { $0.points.first! } == [Point(0, 0), Point(4, 0), Point(0, 10), Point(4, 10)])
    }

    @Test func dashesOfACurveMeasureAlongIt() throws {
        // A half circle of radius 10 from two cubics: length ≈ 10π ≈ 31.4.
        let k = 0.5522847498 * 10
        var arc = Path()
        arc.move(to: Point(10, 0))
        arc.cubic(to: Point(0, 10), control1: Point(10, k), control2: Point(k, 10))
        arc.cubic(to: Point(-10, 0), control1: Point(-k, 10), control2: Point(-10, k))
        let d = try #require(dashes(arc, [5, 5]))
        #expect(d.count == 4)
        for dash in d.prefix(3) { #expect(abs(dash.length - 5) < 1e-9) }
        // Chords of sagitta ≤ tol on radius R are shorter than their arcs by ≤ tol/(3R) of
        // the length; the cubics stray 0.003 from the circle.
        #expect(abs(d[3].length - (10 * Double.pi - 30)) < 10 * Double.pi * buildTolerance / 30 + 0.01)
        for dash in d { for p in dash.points { #expect(abs(p.length - 10) < buildTolerance + 0.01) } }
    }
}
