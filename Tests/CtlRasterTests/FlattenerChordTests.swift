import CtlTestSupport
import Testing
@testable import CtlRaster

/// The flattener's points and contours against a plain restatement of its arithmetic:
/// one append per point, the contour counted point by point, the cull written with
/// `Swift.min` and `Swift.max`. Every coordinate must match to the bit, so that pixels do
/// not move with the way the points are written into the array.
@Suite struct FlattenerChordTests {
    /// The inner points then the end point of a cubic in `n` pieces, as forward differences
    /// give them (see `Flattener.appendCubic`), one `append` each.
    private static func referenceCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, n: Int,
                                       preserveArea: Bool, into out: inout [Point]) {
        let a = p0 - p1 * 2 + p2, b = p1 - p2 * 2 + p3
        let h = 1 / Double(n)
        let c1 = (p1 - p0) * 3, c2 = a * 3, c3 = b - a
        let third = c3 * (6 * h * h * h)
        var step = (c1 + (c2 + c3 * h) * h) * h
        var second = c2 * (2 * h * h) + third
        var q = p0
        for _ in 1..<n {
            q = q + step
            step = step + second
            let compensation = second * (-1.0 / 12)
            second = second + third
            out.append(preserveArea ? q + compensation : q)
        }
        out.append(p3)
    }

    /// The same for a quadratic curve, whose second difference is constant.
    private static func referenceQuad(_ p0: Point, _ p1: Point, _ p2: Point, n: Int, preserveArea: Bool,
                                      into out: inout [Point]) {
        let c2 = p0 - p1 * 2 + p2
        let h = 1 / Double(n)
        let c1 = (p1 - p0) * 2
        var step = (c1 + c2 * h) * h
        let second = c2 * (2 * h * h)
        let compensation = second * (-1.0 / 12)
        var q = p0
        for _ in 1..<n {
            q = q + step
            step = step + second
            out.append(preserveArea ? q + compensation : q)
        }
        out.append(p2)
    }

    /// `Flattener.flatten` restated element by element.
    private static func reference(_ path: Path, transform t: Transform, clip: Rect?,
                                  preserveArea: Bool = true) -> FlatPath {
        var out = FlatPath()
        var last = Point.zero
        func outside(_ c: Rect, _ a: Point, _ b: Point, _ d: Point, _ e: Point) -> Bool {
            max(a.x, b.x, d.x, e.x) < c.minX || min(a.x, b.x, d.x, e.x) > c.maxX
                || max(a.y, b.y, d.y, e.y) < c.minY || min(a.y, b.y, d.y, e.y) > c.maxY
        }
        for el in path.elements {
            switch el {
            case .move(let p):
                last = t.apply(p)
                out.begin(last)
            case .line(let p):
                last = t.apply(p)
                out.add(last)
            case .quad(let c, let p):
                let (c1, p2) = (t.apply(c), t.apply(p))
                if let clip, outside(clip, last, c1, p2, p2) {
                    out.add(p2)
                } else {
                    let n = Flattener.segmentCount(squared: (last - c1 * 2 + p2).length / (4 * Flattener.tolerance))
                    var curve: [Point] = []
                    referenceQuad(last, c1, p2, n: n, preserveArea: preserveArea, into: &curve)
                    for q in curve { out.add(q) }
                }
                last = p2
            case .cubic(let c1, let c2, let p):
                let (d1, d2, p3) = (t.apply(c1), t.apply(c2), t.apply(p))
                if let clip, outside(clip, last, d1, d2, p3) {
                    out.add(p3)
                } else {
                    let dd = max((last - d1 * 2 + d2).length, (d1 - d2 * 2 + p3).length)
                    let n = Flattener.segmentCount(squared: 0.75 * dd / Flattener.tolerance)
                    var curve: [Point] = []
                    referenceCubic(last, d1, d2, p3, n: n, preserveArea: preserveArea, into: &curve)
                    for q in curve { out.add(q) }
                }
                last = p3
            case .close:
                out.closeContour()
            }
        }
        return out
    }

    private static func bits(_ points: [Point]) -> [UInt64] {
        points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
    }

    private static func random(_ r: inout SeededRandom, _ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &r)
    }

    /// A path of several contours mixing lines, quadratic and cubic curves, closed or not,
    /// some of it far outside a 100 × 100 clip.
    private static func randomPath(_ r: inout SeededRandom) -> Path {
        var path = Path()
        for _ in 0..<Int.random(in: 1...4, using: &r) {
            path.move(to: Point(random(&r, -150...250), random(&r, -150...250)))
            for _ in 0..<Int.random(in: 1...8, using: &r) {
                let p = Point(random(&r, -150...250), random(&r, -150...250))
                switch Int.random(in: 0..<3, using: &r) {
                case 0: path.line(to: p)
                case 1: path.quad(to: p, control: Point(random(&r, -150...250), random(&r, -150...250)))
                default:
                    path.cubic(to: p, control1: Point(random(&r, -150...250), random(&r, -150...250)),
                               control2: Point(random(&r, -150...250), random(&r, -150...250)))
                }
            }
            if Bool.random(using: &r) { path.close() }
        }
        return path
    }

    @Test(arguments: [false, true])
    func randomPathsFlattenToTheReferencePoints(_ preserveArea: Bool) {
        var r = SeededRandom(seed: 0xF1A7_0025)
        let clip = Rect(x: -1, y: -1, width: 102, height: 102)
        let transforms = [Transform.identity, Transform(a: 0.8, b: 0.3, c: -0.45, d: 1.7, e: 12.5, f: -3.25)]
        // A flat path reused from path to path, as the canvas' scratch is: appends that
        // fill its storage exactly, grow it, or fit in it.
        var reused = FlatPath()
        for i in 0..<300 {
            let path = Self.randomPath(&r)
            let t = transforms[i % 2]
            let c: Rect? = i % 3 == 0 ? nil : clip
            let expected = Self.reference(path, transform: t, clip: c, preserveArea: preserveArea)
            let fresh = Flattener.flatten(path, transform: t, clip: c, preserveArea: preserveArea)
            #expect(Self.bits(fresh.points) == Self.bits(expected.points))
            #expect(fresh.contours == expected.contours)
            #expect(Flattener.flatten(path, transform: t, clip: c, preserveArea: preserveArea, into: &reused))
            #expect(Self.bits(reused.points) == Self.bits(expected.points))
            #expect(reused.contours == expected.contours)
        }
    }

    /// Appending a curve's points into an array whose capacity they fill exactly, exceed by
    /// one, or leave room in, gives the points of one append each.
    @Test func curvePointsFillTheArrayAtAnyCapacity() {
        let (p0, p1, p2, p3) = (Point(0.25, 3), Point(40.5, -7), Point(-12, 55), Point(30, 30.125))
        for n in [1, 2, 3, 7, 64] {
            for prefix in 0..<9 {
                var expected = [Point](repeating: Point(-1, -1), count: prefix)
                Self.referenceCubic(p0, p1, p2, p3, n: n, preserveArea: true, into: &expected)
                Self.referenceQuad(p0, p1, p3, n: n, preserveArea: false, into: &expected)
                for extra in [-1, 0, 1, 2 * n] {
                    var points = [Point]()
                    points.reserveCapacity(max(0, prefix + n + extra))
                    points.append(contentsOf: repeatElement(Point(-1, -1), count: prefix))
                    Flattener.appendCubic(p0, p1, p2, p3, segments: n, preserveArea: true, into: &points)
                    Flattener.appendQuad(p0, p1, p3, segments: n, preserveArea: false, into: &points)
                    #expect(Self.bits(points) == Self.bits(expected), "n \(n), prefix \(prefix), extra \(extra)")
                }
            }
        }
    }

    /// Contours: each `move` starts one (a drawing call after `close` too), `close` marks
    /// the current one, and a `move` at the end of the path makes a contour of one point.
    @Test func contoursAreCountedAndClosed() {
        var path = Path()
        path.move(to: Point(1, 1))
        path.line(to: Point(9, 1))
        path.cubic(to: Point(9, 9), control1: Point(12, 3), control2: Point(12, 7))
        path.close()
        path.move(to: Point(20, 20))
        path.move(to: Point(30, 30))      // replaces the lone move before it
        path.line(to: Point(40, 30))
        path.line(to: Point(40, 40))
        path.close()
        path.quad(to: Point(5, 50), control: Point(0, 40))   // after `close`: a new contour from (30, 30)
        path.move(to: Point(60, 60))      // a contour of one point, at the end
        let flat = Flattener.flatten(path, transform: .identity, clip: nil)
        let expected = Self.reference(path, transform: .identity, clip: nil)
        #expect(flat.contours == expected.contours)
        #expect(Self.bits(flat.points) == Self.bits(expected.points))
        #expect(flat.contours.map(\.isClosed) == [true, true, false, false])
        #expect(flat.contours.last?.count == 1)
        #expect(flat.contours.first?.start == 0)
    }

    /// A curve wholly outside the clip on one side becomes a line to its end point; one
    /// whose control points straddle a corner is flattened.
    @Test func curvesOutsideTheClipAreCulled() {
        let clip = Rect(x: -1, y: -1, width: 12, height: 12)
        var outside = Path()
        outside.move(to: Point(20, 0))
        outside.cubic(to: Point(20, 10), control1: Point(40, 2), control2: Point(40, 8))
        outside.quad(to: Point(20, -10), control: Point(20, -20))
        #expect(Flattener.flatten(outside, transform: .identity, clip: clip).points
                    == [Point(20, 0), Point(20, 10), Point(20, -10)])
        var straddling = Path()
        straddling.move(to: Point(20, 0))
        straddling.cubic(to: Point(20, 10), control1: Point(5, 2), control2: Point(40, 8))
        #expect(Flattener.flatten(straddling, transform: .identity, clip: clip).points.count > 2)
    }

    /// Past `maxPoints`, flattening stops and says so; the points so far are kept.
    @Test func flatteningStopsPastTheLimit() {
        var path = Path()
        path.move(to: Point(0, 0))
        for i in 1...20 { path.cubic(to: Point(Double(i) * 10, 0), control1: Point(0, 50), control2: Point(90, -50)) }
        var out = FlatPath()
        #expect(!Flattener.flatten(path, transform: .identity, clip: nil, maxPoints: 100, into: &out))
        #expect(out.points.count > 100)
        #expect(Flattener.flatten(path, transform: .identity, clip: nil, into: &out))
        #expect(out.contours == [FlatPath.Contour(start: 0, count: out.points.count, isClosed: false)])
    }
}
