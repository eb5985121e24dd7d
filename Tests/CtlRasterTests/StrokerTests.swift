import Foundation
import Testing
@testable import CtlRaster

/// Measurements of stroke outlines, computed from their points alone.
enum StrokeProbe {
    static func stroke(_ path: Path, _ style: StrokeStyle, _ t: Transform = .identity, clip: Rect? = nil) -> FlatPath {
        try! Stroker.stroke(path, style: style, transform: t, clip: clip)
    }

    static func polyline(_ pts: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: pts[0])
        for q in pts.dropFirst() { p.line(to: q) }
        if closed { p.close() }
        return p
    }

    /// Sum of the contours' signed areas (shoelace); positive for the stroker's polygons.
    static func signedArea(_ f: FlatPath) -> Double {
        var sum = 0.0
        for c in f.contours {
            for i in c.range {
                let a = f.points[i], b = f.points[i + 1 == c.range.upperBound ? c.start : i + 1]
                sum += a.x * b.y - b.x * a.y
            }
        }
        return sum / 2
    }

    /// The winding number of the outline around `p` (each contour closed).
    static func winding(_ f: FlatPath, at p: Point) -> Int {
        var w = 0
        for c in f.contours {
            for i in c.range {
                let a = f.points[i], b = f.points[i + 1 == c.range.upperBound ? c.start : i + 1]
                let side = (b - a).cross(p - a)
                if a.y <= p.y, b.y > p.y, side > 0 { w += 1 }
                if b.y <= p.y, a.y > p.y, side < 0 { w -= 1 }
            }
        }
        return w
    }

    static func bounds(_ f: FlatPath) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var b = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for p in f.points {
            b = (min(b.minX, p.x), min(b.minY, p.y), max(b.maxX, p.x), max(b.maxY, p.y))
        }
        return b
    }

    /// The distance from `p` to the segment a–b.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let v = b - a, l2 = v.dot(v)
        let t = l2 > 0 ? min(1, max(0, (p - a).dot(v) / l2)) : 0
        return p.distance(to: a + v * t)
    }

    static func distance(_ p: Point, toPolyline pts: [Point], closed: Bool = false) -> Double {
        guard pts.count > 1 else { return p.distance(to: pts[0]) }
        var d = Double.infinity
        for i in 0..<(pts.count - 1) { d = min(d, distance(p, pts[i], pts[i + 1])) }
        if closed { d = min(d, distance(p, pts[pts.count - 1], pts[0])) }
        return d
    }

    /// Whether `p` lies in the rectangle swept by half-width `h` along one of the segments.
    static func inSegmentBody(_ p: Point, _ pts: [Point], closed: Bool, h: Double, margin: Double) -> Bool {
        let n = closed ? pts.count : pts.count - 1
        for i in 0..<n {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let v = b - a, l = v.length
            guard l > 0 else { continue }
            let along = (p - a).dot(v) / l, across = abs((p - a).cross(v) / l)
            if along > margin, along < l - margin, across < h - margin { return true }
        }
        return false
    }

    /// Points of a cubic, densely sampled.
    static func sampleCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, n: Int = 4000) -> [Point] {
        (0...n).map { i in
            let t = Double(i) / Double(n), u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
    }

    /// A deterministic xorshift32 generator.
    struct Random {
        var state: UInt32
        mutating func next() -> Double {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return Double(state) / Double(UInt32.max)
        }
    }
}

private typealias P = StrokeProbe
private let tol = Flattener.tolerance

@Suite("Stroker")
struct StrokerTests {
    let segment = P.polyline([Point(0, 0), Point(10, 0)])

    @Test func buttSegmentIsItsRectangle() {
        let f = P.stroke(segment, StrokeStyle(width: 2, cap: .butt))
        #expect(abs(P.signedArea(f) - 20) < 1e-9)
        let b = P.bounds(f)
        #expect(b == (0, -1, 10, 1))
        #expect(f.contours.count == 1)
    }

    @Test func squareCapsAddHalfAWidthAtEachEnd() {
        let f = P.stroke(segment, StrokeStyle(width: 2, cap: .square))
        #expect(abs(P.signedArea(f) - 24) < 1e-9)   // 10·2 + 2²
        #expect(P.bounds(f) == (-1, -1, 11, 1))
    }

    @Test func roundCapsAddADisc() {
        let w = 20.0, h = w / 2
        let f = P.stroke(segment, StrokeStyle(width: w, cap: .round))
        let exact = 10 * w + Double.pi * h * h
        let area = P.signedArea(f)
        // Chords lie inside their arcs, each cutting off less than its length × tolerance.
        #expect(area <= exact + 1e-9)
        #expect(exact - area <= 2 * Double.pi * h * tol)
        for p in f.points {
            let d = P.distance(p, Point(0, 0), Point(10, 0))
            #expect(abs(d - h) < 1e-9)
        }
    }

    // An L: (0,0) → (10,0) → (10,10), width 2. Two 10×2 rectangles overlap in a 1×1 square
    // inside the corner and leave a 1×1 square outside it, which the join fills in part.
    let corner = P.polyline([Point(0, 0), Point(10, 0), Point(10, 10)])

    @Test func miterJoinFillsTheOuterSquare() {
        let f = P.stroke(corner, StrokeStyle(width: 2, join: .miter))
        #expect(abs(P.signedArea(f) - 40) < 1e-9)
        #expect(f.points.contains(Point(11, -1)))
    }

    @Test func bevelJoinFillsHalfTheOuterSquare() {
        let f = P.stroke(corner, StrokeStyle(width: 2, join: .bevel))
        #expect(abs(P.signedArea(f) - 39.5) < 1e-9)
    }

    @Test func roundJoinFillsAQuarterDisc() {
        let f = P.stroke(corner, StrokeStyle(width: 2, join: .round))
        let exact = 39 + Double.pi / 4
        let area = P.signedArea(f)
        #expect(area <= exact + 1e-9)
        #expect(exact - area <= Double.pi / 2 * tol)
    }

    @Test(arguments: [false, true])
    func closedSquareIsARing(clockwise: Bool) throws {
        var pts = [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]
        if !clockwise { pts.reverse() }
        let f = P.stroke(P.polyline(pts, closed: true), StrokeStyle(width: 2, join: .miter))
        #expect(f.contours.count == 2)
        #expect(abs(P.signedArea(f) - (144 - 64)) < 1e-9)
        // A translucent stroke must leave the hole empty and fill the band once.
        #expect(P.winding(f, at: Point(5, 5)) == 0)
        #expect(P.winding(f, at: Point(5, 1.5)) == 0)
        #expect(P.winding(f, at: Point(5, -1.5)) == 0)
        #expect(P.winding(f, at: Point(5, 0.5)) != 0)
        #expect(P.winding(f, at: Point(5, -0.5)) != 0)
        #expect(P.winding(f, at: Point(-0.5, -0.5)) != 0)   // the miter corner
        #expect(P.winding(f, at: Point(9.5, 5)) != 0)
        for x in stride(from: -2.0, through: 12, by: 0.25) {
            for y in stride(from: -2.0, through: 12, by: 0.25) {
                #expect(abs(P.winding(f, at: Point(x + 0.01, y + 0.01))) <= 1)
            }
        }
    }

    @Test func closedSquareBevelAndRoundAreas() {
        let square = P.polyline([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], closed: true)
        let bevel = P.stroke(square, StrokeStyle(width: 2, join: .bevel))
        #expect(abs(P.signedArea(bevel) - (80 - 4 * 0.5)) < 1e-9)
        let round = P.stroke(square, StrokeStyle(width: 2, join: .round))
        let exact = 80 - 4 + Double.pi
        #expect(P.signedArea(round) <= exact + 1e-9)
        #expect(exact - P.signedArea(round) <= 2 * Double.pi * tol)
    }

    @Test func closedContourHasNoCaps() {
        let square = P.polyline([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], closed: true)
        let f = P.stroke(square, StrokeStyle(width: 2, cap: .round, join: .miter))
        #expect(abs(P.signedArea(f) - 80) < 1e-9)
    }

    /// Two segments meeting at the origin at interior angle θ, as unit vectors towards their far ends.
    func wedge(_ theta: Double) -> (Path, Point) {
        let a = Point(-1, 0), b = Point(-cos(theta), sin(theta))
        let outward = -((a + b).normalized!)
        return (P.polyline([a * 10, .zero, b * 10]), outward)
    }

    @Test(arguments: [(4.0, 2 * asin(1 / 4.0)), (10.0, 2 * asin(1 / 10.0)), (1.5, 2 * asin(1 / 1.5))])
    func miterLimitSwitchesToBevelAtItsAngle(limit: Double, threshold: Double) {
        let h = 1.0, eps = 0.2 * Double.pi / 180
        for (theta, mitered) in [(threshold + eps, true), (threshold - eps, false)] {
            let (path, outward) = wedge(theta)
            let f = P.stroke(path, StrokeStyle(width: 2 * h, join: .miter, miterLimit: limit))
            let reach = f.points.map { $0.dot(outward) }.max()!
            if mitered {
                #expect(abs(reach - h / sin(theta / 2)) < 1e-9)
            } else {
                #expect(reach <= h + 1e-9)
            }
        }
    }

    @Test func outlineStaysWithinHalfWidthOfACurve() {
        let (p0, p1, p2, p3) = (Point(0, 0), Point(30, -40), Point(60, 60), Point(90, 0))
        var path = Path()
        path.move(to: p0)
        path.cubic(to: p3, control1: p1, control2: p2)
        path.line(to: Point(90, 30))
        let samples = P.sampleCubic(p0, p1, p2, p3) + [Point(90, 30)]
        for w in [1.0, 6.0, 30.0] {
            for join in LineJoin.allCases {
                let f = P.stroke(path, StrokeStyle(width: w, cap: .round, join: join))
                let limit = join == .miter ? 4 * w / 2 : w / 2
                for p in f.points {
                    // The curve's samples are 0.03 apart at most, adding ≤ 0.001 of distance.
                    #expect(P.distance(p, toPolyline: samples) <= limit + tol + 0.002)
                }
            }
        }
    }

    /// A plain bend, a cusp (at t = ½) and a loop: with round joins and caps the stroke is
    /// the set of points within half the width of the curve.
    @Test(arguments: [
        [Point(5, 20), Point(20, -10), Point(25, 60), Point(45, 15)],
        [Point(5, 5), Point(41, 41), Point(5, 41), Point(41, 5)],
        [Point(5, 25), Point(60, 50), Point(-10, 50), Point(45, 25)],
    ])
    func roundStrokeOfACurveCoversExactlyTheBandAroundIt(control: [Point]) {
        let (p0, p1, p2, p3) = (control[0], control[1], control[2], control[3])
        var path = Path()
        path.move(to: p0)
        path.cubic(to: p3, control1: p1, control2: p2)
        let samples = P.sampleCubic(p0, p1, p2, p3, n: 1000)   // ≤ 0.15 apart: ≤ 0.002 off the curve
        let h = 6.0
        let f = P.stroke(path, StrokeStyle(width: 2 * h, cap: .round, join: .round))
        let margin = 2 * tol + 0.01
        for x in stride(from: -5.0, through: 55, by: 0.61) {
            for y in stride(from: -5.0, through: 55, by: 0.61) {
                let p = Point(x, y), d = P.distance(p, toPolyline: samples)
                if d < h - margin { #expect(P.winding(f, at: p) != 0) }
                if d > h + margin { #expect(P.winding(f, at: p) == 0) }
            }
        }
    }

    /// Random polylines, with sharp turns and segments shorter than the width: a stroke with
    /// round joins and caps is exactly the set of points within half the width of the line.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func randomPolylinesCoverTheirBand(seed: UInt32) {
        var rng = P.Random(state: 0x9E37_79B9 &* seed)
        for closed in [false, true] {
            let pts = (0..<7).map { _ in Point(rng.next() * 40, rng.next() * 40) }
            let h = 0.5 + rng.next() * 6
            let path = P.polyline(pts, closed: closed)
            let round = P.stroke(path, StrokeStyle(width: 2 * h, cap: .round, join: .round))
            let miter = P.stroke(path, StrokeStyle(width: 2 * h, cap: .butt, join: .miter, miterLimit: 3))
            let bevel = P.stroke(path, StrokeStyle(width: 2 * h, cap: .butt, join: .bevel))
            let margin = tol + 0.01
            for x in stride(from: -8.0, through: 48, by: 0.53) {
                for y in stride(from: -8.0, through: 48, by: 0.53) {
                    let p = Point(x, y), d = P.distance(p, toPolyline: pts, closed: closed)
                    if d < h - margin { #expect(P.winding(round, at: p) != 0) }
                    if d > h + margin { #expect(P.winding(round, at: p) == 0) }
                    if P.inSegmentBody(p, pts, closed: closed, h: h, margin: margin) {
                        #expect(P.winding(miter, at: p) != 0)
                        #expect(P.winding(bevel, at: p) != 0)
                    }
                    if d > 3 * h + margin { #expect(P.winding(miter, at: p) == 0) }
                    if d > h + margin { #expect(P.winding(bevel, at: p) == 0) }
                }
            }
        }
    }

    @Test func circleUnderNonUniformScaleHasAnEllipticalPen() throws {
        // A circle of radius 10 about (20, 20) from four cubics, stroked 2 wide, then scale(3, 1).
        let k = 0.5522847498 * 10, c = Point(20, 20)
        var path = Path()
        path.move(to: c + Point(10, 0))
        path.cubic(to: c + Point(0, 10), control1: c + Point(10, k), control2: c + Point(k, 10))
        path.cubic(to: c + Point(-10, 0), control1: c + Point(-k, 10), control2: c + Point(-10, k))
        path.cubic(to: c + Point(0, -10), control1: c + Point(-10, -k), control2: c + Point(-k, -10))
        path.cubic(to: c + Point(10, 0), control1: c + Point(k, -10), control2: c + Point(10, -k))
        path.close()
        let t = Transform.scale(3, 1)
        let f = P.stroke(path, StrokeStyle(width: 2), t)
        let inverse = try #require(t.inverted())
        // In user space every point lies 1 from the circle (the cubics stray 0.003 from it).
        for p in f.points {
            let r = inverse.apply(p).distance(to: c)
            #expect(r > 9 - 0.01 && r < 11 + 0.01)
        }
        let b = P.bounds(f)
        #expect(abs(b.maxX - 93) < 0.05 && abs(b.minX - 27) < 0.05)
        #expect(abs(b.maxY - 31) < 0.05 && abs(b.minY - 9) < 0.05)
        // Across the pen: 6 device pixels at the sides, 2 at the top and bottom.
        #expect(P.winding(f, at: Point(92.5, 20)) != 0 && P.winding(f, at: Point(87.5, 20)) != 0)
        #expect(P.winding(f, at: Point(86.5, 20)) == 0 && P.winding(f, at: Point(93.5, 20)) == 0)
        #expect(P.winding(f, at: Point(60, 30.8)) != 0 && P.winding(f, at: Point(60, 29.2)) != 0)
        #expect(P.winding(f, at: Point(60, 31.2)) == 0 && P.winding(f, at: Point(60, 28.8)) == 0)
        #expect(P.winding(f, at: Point(60, 20)) == 0)
        // Ellipse ring area: π·3·(11² − 9²), less the chords' share.
        let exact = Double.pi * 3 * (121 - 81)
        #expect(abs(P.signedArea(f) - exact) < 2 * Double.pi * 3 * 11 * tol)
    }

    @Test func hairlineIsOneDevicePixelWide() {
        let f = P.stroke(segment, StrokeStyle(width: 0), .scale(10, 10))
        #expect(P.bounds(f) == (0, -0.5, 100, 0.5))
        #expect(abs(P.signedArea(f) - 100) < 1e-9)
        // Under a skewing, rotating transform it is still one pixel across.
        let t = Transform(a: 3, b: 1, c: -2, d: 5, e: 7, f: 11)
        let g = P.stroke(segment, StrokeStyle(width: 0), t)
        let length = t.applyToVector(Point(10, 0)).length
        #expect(abs(P.signedArea(g) - length) < 1e-9)
    }

    @Test func hairlineKeepsItsCaps() {
        let f = P.stroke(segment, StrokeStyle(width: 0, cap: .square), .scale(10, 10))
        #expect(P.bounds(f) == (-0.5, -0.5, 100.5, 0.5))
    }

    @Test(arguments: [false, true])
    func zeroLengthSubpathsDrawDotsAndSquares(closedByZ: Bool) throws {
        var path = Path()
        path.move(to: Point(5, 5))
        if closedByZ { path.close() } else { path.line(to: Point(5, 5)) }
        let round = P.stroke(path, StrokeStyle(width: 4, cap: .round))
        #expect(round.contours.count == 1)
        for p in round.points { #expect(abs(p.distance(to: Point(5, 5)) - 2) < 1e-9) }
        #expect(abs(P.signedArea(round) - 4 * Double.pi) < 2 * Double.pi * 2 * tol)
        let square = P.stroke(path, StrokeStyle(width: 4, cap: .square))
        #expect(abs(P.signedArea(square) - 16) < 1e-9)
        #expect(P.bounds(square) == (3, 3, 7, 7))
        #expect(P.stroke(path, StrokeStyle(width: 4, cap: .butt)).isEmpty)
        // Axis-aligned in user space, whatever the transform.
        let t = Transform.rotation(0.5).concatenating(.scale(2, 3))
        let mapped = P.stroke(path, StrokeStyle(width: 4, cap: .square), t)
        let inverse = try #require(t.inverted())
        for p in mapped.points {
            let q = inverse.apply(p)
            #expect(abs(max(abs(q.x - 5), abs(q.y - 5)) - 2) < 1e-9)
        }
    }

    @Test func zeroLengthCurveDrawsADot() {
        var path = Path()
        path.move(to: Point(1, 1))
        path.cubic(to: Point(1, 1), control1: Point(1, 1), control2: Point(1, 1))
        #expect(abs(P.signedArea(P.stroke(path, StrokeStyle(width: 2, cap: .square))) - 4) < 1e-9)
    }

    @Test func loneMoveDrawsNothing() {
        var path = Path()
        path.move(to: Point(5, 5))
        #expect(P.stroke(path, StrokeStyle(width: 4, cap: .round)).isEmpty)
        path.line(to: Point(15, 5))
        path.move(to: Point(30, 30))
        let f = P.stroke(path, StrokeStyle(width: 2, cap: .round))
        #expect(f.contours.count == 1)
    }

    @Test func zeroLengthSegmentsDoNotTurnTheStroke() {
        let path = P.polyline([Point(0, 0), Point(5, 0), Point(5, 0), Point(10, 0)])
        let f = P.stroke(path, StrokeStyle(width: 2, join: .round))
        #expect(abs(P.signedArea(f) - 20) < 1e-9)
        #expect(P.bounds(f) == (0, -1, 10, 1))
    }

    @Test func reversalIsJoinedOnce() {
        let path = P.polyline([Point(0, 0), Point(10, 0), Point(0, 0)])
        let f = P.stroke(path, StrokeStyle(width: 2, cap: .butt, join: .round))
        #expect(abs(P.winding(f, at: Point(10.9, 0))) == 1)
        #expect(P.winding(f, at: Point(10.5, 0.5)) != 0)
        #expect(P.winding(f, at: Point(5, 0.9)) != 0 && P.winding(f, at: Point(5, -0.9)) != 0)
        #expect(P.winding(f, at: Point(-0.1, 0)) == 0 && P.winding(f, at: Point(11.1, 0)) == 0)
        let miter = P.stroke(path, StrokeStyle(width: 2, cap: .butt, join: .miter))
        #expect(P.bounds(miter).maxX <= 10 + 1e-9)   // beyond any limit: bevelled flat
    }

    @Test func closedTwoPointContourIsOnePolygon() {
        let path = P.polyline([Point(0, 0), Point(10, 0)], closed: true)
        let miter = P.stroke(path, StrokeStyle(width: 2, cap: .square, join: .miter))
        #expect(miter.contours.count == 1)
        #expect(abs(P.signedArea(miter) - 20) < 1e-9)
        let round = P.stroke(path, StrokeStyle(width: 2, cap: .butt, join: .round))
        #expect(round.contours.count == 1)
        #expect(abs(P.signedArea(round) - (20 + Double.pi)) < 2 * Double.pi * tol)
    }

    @Test func contoursOutsideTheClipAreDroppedWithPadding() {
        var path = P.polyline([Point(500, 10), Point(600, 10)])
        path.append(P.polyline([Point(108, 10), Point(108, 50)]))   // 8 beyond the clip, width 20
        let clip = Rect(x: 0, y: 0, width: 100, height: 100)
        let f = P.stroke(path, StrokeStyle(width: 20, join: .round), clip: clip)
        #expect(f.contours.count == 1)
        #expect(P.bounds(f).minX == 98)
        // A miter joint reaches farther than half the width: its contour is kept.
        let spike = P.polyline([Point(200, 40), Point(110, 50), Point(200, 60)])
        let g = P.stroke(spike, StrokeStyle(width: 10, join: .miter, miterLimit: 10), clip: clip)
        #expect(g.contours.count == 1)
        #expect(P.bounds(g).minX < 100)
        let bevel = P.stroke(spike, StrokeStyle(width: 10, join: .bevel), clip: clip)
        #expect(bevel.isEmpty)
    }

    @Test func hugeInputsStayBounded() {
        let zigzag = P.polyline([Point(0, 0), Point(10, 0), Point(0, 1), Point(10, 2)])
        let wide = P.stroke(zigzag, StrokeStyle(width: 1e9, cap: .round, join: .round))
        #expect(wide.points.count < 4 * Stroker.maxArcSegmentsPerTurn)
        #expect(wide.points.allSatisfy { $0.isFinite })
        let sharp = P.polyline([Point(0, 0), Point(10, 0), Point(0, 1e-12)])
        let miter = P.stroke(sharp, StrokeStyle(width: 2, join: .miter, miterLimit: .infinity))
        #expect(miter.points.allSatisfy { $0.isFinite })
        let far = P.polyline([Point(-1e300, 0), Point(1e300, 1e300), Point(0, 5)])
        let f = P.stroke(far, StrokeStyle(width: 3, cap: .round, join: .round))
        #expect(f.points.allSatisfy { $0.isFinite })
        // Dashed, it would be 1e300 dashes: refused before any is cut.
        #expect(throws: LimitExceeded.self) {
            try Stroker.stroke(far, style: StrokeStyle(width: 3, cap: .round, join: .round, dash: [1, 2]),
                               transform: .identity, clip: nil)
        }
        var curve = Path()
        curve.move(to: Point(0, 0))
        curve.cubic(to: Point(1, 0), control1: Point(1e200, 1e200), control2: Point(-1e200, 1e200))
        _ = P.stroke(curve, StrokeStyle(width: 2, cap: .round, join: .round))
        var steep = Path()
        steep.move(to: Point(0, 0))
        steep.cubic(to: Point(1, 0), control1: Point(1e150, 1e150), control2: Point(-1e150, 1e150))
        let s = P.stroke(steep, StrokeStyle(width: 2, cap: .round, join: .round))
        #expect(s.points.count < 4 * Flattener.maxSegmentsPerCurve + 8 * Stroker.maxArcSegmentsPerTurn)
        var nan = Path()
        nan.move(to: Point(0, 0))
        nan.line(to: Point(.nan, 1))
        nan.quad(to: Point(3, 3), control: Point(.nan, .nan))
        _ = P.stroke(nan, StrokeStyle(width: 2, join: .round))
        #expect(P.stroke(zigzag, StrokeStyle(width: 2), Transform(a: 0, b: 0, c: 0, d: 0, e: 0, f: 0)).isEmpty)
    }

    @Test func curvesAreCutFinerForWideStrokes() {
        // A quarter circle of radius 10 stroked 40 wide: the outer edge, at radius 30, must
        // stay within tolerance, so the offset pieces turn by at most √(8·tol/20).
        let k = 0.5522847498 * 10
        var path = Path()
        path.move(to: Point(10, 0))
        path.cubic(to: Point(0, 10), control1: Point(10, k), control2: Point(k, 10))
        let f = P.stroke(path, StrokeStyle(width: 40))
        let farthest = f.points.map { $0.length }.max()!
        #expect(farthest <= 30 + tol + 0.003)
        for p in f.points where p.length > 25 && p.x > 0.5 && p.y > 0.5 {
            #expect(p.length >= 30 - tol - 0.003)
        }
        // The outer edge's chords: check their midpoints, too.
        for c in f.contours {
            for i in c.range.dropLast() {
                let a = f.points[i], b = f.points[i + 1]
                if a.length > 25, b.length > 25, a.x > 0, b.y > 0 {
                    #expect(((a + b) / 2).length >= 30 - tol - 0.003)
                }
            }
        }
    }
}
