import Foundation
import Testing
@testable import CtlRaster

/// Cubic pieces of a path with their start points, and points sampled along them.
struct CubicSamples {
    var pieces: [(p0: Point, c1: Point, c2: Point, p3: Point)] = []

    init(_ path: Path) {
        var current = Point.zero
        for el in path.elements {
            switch el {
            case .move(let p), .line(let p): current = p
            case .quad(_, let p): current = p
            case .cubic(let c1, let c2, let p):
                pieces.append((current, c1, c2, p))
                current = p
            case .close: break
            }
        }
    }

    static func eval(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    /// 129 points per cubic, ends included.
    var points: [Point] {
        pieces.flatMap { c in (0...128).map { Self.eval(c.p0, c.c1, c.c2, c.p3, Double($0) / 128) } }
    }
}

/// The point at angle θ of the ellipse with centre `c`, radii `rx`, `ry`, its x axis turned by `phi` radians.
private func ellipsePoint(_ c: Point, _ rx: Double, _ ry: Double, _ phi: Double, _ theta: Double) -> Point {
    let x = rx * cos(theta), y = ry * sin(theta)
    return Point(c.x + x * cos(phi) - y * sin(phi), c.y + x * sin(phi) + y * cos(phi))
}

/// How far `p` is from the ellipse, as a fraction of its size (0 on the ellipse).
func ellipseError(_ p: Point, _ c: Point, _ rx: Double, _ ry: Double, _ phi: Double) -> Double {
    let d = p - c
    let x = d.x * cos(phi) + d.y * sin(phi), y = -d.x * sin(phi) + d.y * cos(phi)
    return abs(((x / rx) * (x / rx) + (y / ry) * (y / ry)).squareRoot() - 1)
}

/// The signed angle swept around `c` by the sampled points, positive when clockwise on a y-down screen.
func sweptAngle(_ points: [Point], around c: Point) -> Double {
    var total = 0.0
    for (a, b) in zip(points, points.dropFirst()) {
        let u = a - c, v = b - c
        total += atan2(u.cross(v), u.dot(v))
    }
    return total
}

private func isNear(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool { a.distance(to: b) <= tol }

@Suite struct PathArcTests {
    // MARK: UIKit arcs

    @Test func quarterArcClockwiseIsOnTheCircle() throws {
        var path = Path()
        let c = Point(100, 50), r = 1000.0
        path.addArc(center: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.first == .move(Point(1100, 50)))
        let s = CubicSamples(path)
        #expect(s.pieces.count == 2)
        for p in s.points { #expect(abs(p.distance(to: c) - r) <= 1e-5 * r) }
        // Clockwise on a y-down screen: from +x down to +y, through the lower right.
        #expect(abs(sweptAngle(s.points, around: c) - .pi / 2) < 1e-9)
        let end = try #require(path.currentPoint)
        #expect(isNear(end, Point(100, 1050), 1e-9))
    }

    @Test func counterClockwiseTakesTheOtherWayRound() throws {
        var path = Path()
        let c = Point(0, 0), r = 10.0
        path.addArc(center: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let s = CubicSamples(path)
        #expect(s.pieces.count == 6) // 270° in 45° pieces
        #expect(abs(sweptAngle(s.points, around: c) + 3 * .pi / 2) < 1e-9)
        // It passes through the top of the circle (y-down: negative y) and its left.
        #expect(s.points.contains { isNear($0, Point(0, -10)) })
        #expect(s.points.contains { isNear($0, Point(-10, 0)) })
        for p in s.points { #expect(abs(p.distance(to: c) - r) <= 1e-5 * r) }
        #expect(isNear(path.currentPoint!, Point(0, 10), 1e-12))
    }

    @Test func everyPieceIsAtMost45Degrees() {
        for sweep in [0.1, 0.5, 1.0, .pi / 4, .pi / 4 + 1e-6, 2.0, .pi, 5.0, 6.2] {
            var path = Path()
            path.addArc(center: .zero, radius: 5, startAngle: 0.3, endAngle: 0.3 + sweep, clockwise: true)
            let s = CubicSamples(path)
            #expect(s.pieces.count == Int((sweep / (.pi / 4)).rounded(.up)))
            for piece in s.pieces {
                let u = piece.p0, v = piece.p3
                #expect(abs(atan2(u.cross(v), u.dot(v))) <= .pi / 4 + 1e-12)
            }
        }
    }

    @Test func sweepNormalization() {
        func sweep(_ a: Double, _ b: Double, _ cw: Bool) -> Double {
            var path = Path()
            path.addArc(center: .zero, radius: 1, startAngle: a, endAngle: b, clockwise: cw)
            return sweptAngle(CubicSamples(path).points, around: .zero)
        }
        // Clockwise with the end behind the start goes round through 2π.
        #expect(abs(sweep(.pi / 2, 0, true) - 3 * .pi / 2) < 1e-9)
        #expect(abs(sweep(0, .pi / 2, false) + 3 * .pi / 2) < 1e-9)
        // A whole turn or more in the asked direction: a full circle.
        #expect(abs(sweep(0, 2 * .pi, true) - 2 * .pi) < 1e-9)
        #expect(abs(sweep(0, 3 * .pi, true) - 2 * .pi) < 1e-9)
        #expect(abs(sweep(0, -2 * .pi, false) + 2 * .pi) < 1e-9)
        // A whole turn against the asked direction: a full circle too (CoreGraphics' and canvas behaviour).
        #expect(abs(sweep(0, 2 * .pi, false) + 2 * .pi) < 1e-9)
        #expect(abs(sweep(0, -2 * .pi, true) - 2 * .pi) < 1e-9)
        // More than a turn against it: only up to the end angle's point (−3π lies at π).
        #expect(abs(sweep(0, -3 * .pi, true) - .pi) < 1e-9)
        // Angles beyond a turn in the asked direction within one turn of each other.
        #expect(abs(sweep(7, 8, true) - 1) < 1e-9)
        #expect(abs(sweep(8, 7, false) + 1) < 1e-9)
    }

    @Test func equalAnglesAddOnlyTheStart() {
        var path = Path()
        path.addArc(center: Point(5, 5), radius: 2, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(path.elements == [.move(Point(5 + 2 * cos(1.0), 5 + 2 * sin(1.0)))])
    }

    @Test func fullCircleEndsExactlyAtItsStart() {
        var path = Path()
        path.addArc(center: Point(3, 4), radius: 7, startAngle: 0.7, endAngle: 0.7 + 2 * .pi, clockwise: true)
        guard case .move(let start) = path.elements.first else { Issue.record("no move"); return }
        #expect(path.currentPoint == start)
        #expect(CubicSamples(path).pieces.count == 8)
    }

    @Test func linesFromTheCurrentPointToTheArc() {
        var path = Path()
        path.move(to: Point(-50, -50))
        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(path.elements[0] == .move(Point(-50, -50)))
        guard case .line(let p) = path.elements[1] else { Issue.record("expected a line"); return }
        #expect(isNear(p, Point(-10, 0), 1e-12))
        // Clockwise from π to 0 (2π) passes over the top (y-down: y < 0).
        #expect(CubicSamples(path).points.allSatisfy { $0.y <= 1e-9 })
        #expect(isNear(path.currentPoint!, Point(10, 0), 1e-12))
    }

    @Test func arcStartingAtTheCurrentPointAddsNoLine() {
        var path = Path()
        path.move(to: Point(10, 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(path.elements.count == 3) // move + two cubics
    }

    @Test func nonFiniteAnglesDoNotCrash() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .infinity, clockwise: true)
        #expect(!path.isFinite)
        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .nan, endAngle: 1, clockwise: false)
        #expect(!other.isFinite)
    }

    // MARK: SVG arcs

    /// From (0,0) to (10,0) with radius 10 the two candidate centres are (5, ±√75).
    @Test(arguments: [
        (false, true, 5 * 3.0.squareRoot(), Double.pi / 3),       // small, positive angle: centre below
        (true, true, -5 * 3.0.squareRoot(), 5 * Double.pi / 3),   // large, positive: centre above
        (false, false, -5 * 3.0.squareRoot(), -Double.pi / 3),    // small, negative: centre above
        (true, false, 5 * 3.0.squareRoot(), -5 * Double.pi / 3),  // large, negative: centre below
    ])
    func flagsPickTheCentre(largeArc: Bool, sweep: Bool, centreY: Double, swept: Double) {
        var path = Path()
        path.move(to: .zero)
        path.addSVGArc(to: Point(10, 0), rx: 10, ry: 10, xAxisRotation: 0, largeArc: largeArc, sweep: sweep)
        let c = Point(5, centreY)
        let s = CubicSamples(path)
        for p in s.points { #expect(abs(p.distance(to: c) - 10) <= 1e-5 * 10) }
        #expect(abs(sweptAngle(s.points, around: c) - swept) < 1e-9)
        #expect(path.currentPoint == Point(10, 0))
        #expect(s.pieces.count == Int((abs(swept) / (.pi / 4)).rounded(.up)))
    }

    @Test func tooSmallRadiiAreScaledUp() {
        var path = Path()
        path.move(to: .zero)
        path.addSVGArc(to: Point(10, 0), rx: 1, ry: 1, xAxisRotation: 0, largeArc: false, sweep: true)
        // Scaled to radius 5 around the chord's middle: a half circle over the top (increasing angle from π).
        let s = CubicSamples(path)
        #expect(s.pieces.count == 4)
        for p in s.points { #expect(abs(p.distance(to: Point(5, 0)) - 5) <= 1e-5 * 5) }
        #expect(s.points.allSatisfy { $0.y <= 1e-9 })
        #expect(s.points.contains { isNear($0, Point(5, -5), 1e-9) })
    }

    @Test func tooSmallEllipseKeepsItsRatio() {
        // rx:ry = 2:1, rotated 90°: the ellipse's x axis runs along screen y.
        var path = Path()
        path.move(to: Point(0, 0))
        path.addSVGArc(to: Point(0, 40), rx: 2, ry: 1, xAxisRotation: 90, largeArc: false, sweep: false)
        // Chord 40 along the major axis: scaled to rx = 20, ry = 10, centre (0, 20).
        for p in CubicSamples(path).points {
            #expect(ellipseError(p, Point(0, 20), 20, 10, .pi / 2) <= 1e-5)
        }
        #expect(path.currentPoint == Point(0, 40))
    }

    @Test func rotatedEllipticalArcLiesOnItsEllipse() throws {
        let c = Point(50, 40), rx = 20.0, ry = 10.0, phi = 30.0 * .pi / 180
        let a0 = 10.0 * .pi / 180, a1 = 200.0 * .pi / 180
        let start = ellipsePoint(c, rx, ry, phi, a0), end = ellipsePoint(c, rx, ry, phi, a1)
        var path = Path()
        path.move(to: start)
        // 190° in the direction of increasing angle: large arc, positive sweep.
        path.addSVGArc(to: end, rx: rx, ry: ry, xAxisRotation: 30, largeArc: true, sweep: true)
        let s = CubicSamples(path)
        #expect(s.pieces.count == 5)
        var angles: [Double] = []
        for p in s.points {
            #expect(ellipseError(p, c, rx, ry, phi) <= 1e-5)
            let d = p - c
            let x = d.x * cos(phi) + d.y * sin(phi), y = -d.x * sin(phi) + d.y * cos(phi)
            var a = atan2(y / ry, x / rx)
            if a < a0 - 1e-9 { a += 2 * .pi }
            angles.append(a)
        }
        #expect(abs(try #require(angles.min()) - a0) < 1e-9)
        #expect(abs(try #require(angles.max()) - a1) < 1e-6)
        #expect(path.currentPoint == end)
    }

    @Test func negativeRadiiCountAsPositive() {
        var a = Path(), b = Path()
        a.move(to: Point(1, 2))
        b.move(to: Point(1, 2))
        a.addSVGArc(to: Point(30, 20), rx: -25, ry: -12, xAxisRotation: 15, largeArc: true, sweep: false)
        b.addSVGArc(to: Point(30, 20), rx: 25, ry: 12, xAxisRotation: 15, largeArc: true, sweep: false)
        #expect(a == b)
    }

    @Test func zeroRadiusIsALine() {
        var path = Path()
        path.move(to: Point(1, 2))
        path.addSVGArc(to: Point(30, 20), rx: 0, ry: 12, xAxisRotation: 0, largeArc: false, sweep: true)
        #expect(path.elements == [.move(Point(1, 2)), .line(Point(30, 20))])
    }

    @Test func arcToTheCurrentPointAddsNothing() {
        var path = Path()
        path.move(to: Point(1, 2))
        path.addSVGArc(to: Point(1, 2), rx: 5, ry: 5, xAxisRotation: 0, largeArc: true, sweep: true)
        #expect(path.elements == [.move(Point(1, 2))])
    }

    @Test func hugeRadiusIsNearlyALine() {
        var path = Path()
        path.move(to: .zero)
        path.addSVGArc(to: Point(10, 0), rx: 1e200, ry: 1e200, xAxisRotation: 0, largeArc: false, sweep: true)
        #expect(path.isFinite)
        #expect(path.currentPoint == Point(10, 0))
        for p in CubicSamples(path).points { #expect(abs(p.y) < 1e-9) }
    }

    @Test func nonFiniteRadiusIsRefusedLater() {
        var path = Path()
        path.move(to: .zero)
        path.addSVGArc(to: Point(10, 0), rx: .nan, ry: 3, xAxisRotation: 0, largeArc: false, sweep: true)
        #expect(!path.isFinite)
        #expect(path.currentPoint == Point(10, 0))
    }

    /// The reason for 45° pieces: a 90° cubic strays measurably from a big circle, a 45° one does not.
    @Test func fortyFiveDegreePiecesStayWithinAMillionthOfTheRadius() {
        var path = Path()
        path.addCircle(center: .zero, radius: 1000)
        let worst = CubicSamples(path).points.map { abs($0.length - 1000) }.max() ?? 1
        #expect(worst < 0.005) // 4.2e-6·r; a 90° cubic would stray 0.27
        #expect(worst > 0.003) // and the error is really there: the test can see it
    }
}
