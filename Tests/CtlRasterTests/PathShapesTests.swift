import Foundation
import Testing
@testable import CtlRaster

@Suite struct PathShapesTests {
    let k = 0.5522847498307935 // 4/3·(√2 − 1), correctly rounded

    @Test func rectIsClockwiseFromTopLeft() {
        var path = Path()
        path.addRect(Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .move(Point(10, 20)), .line(Point(40, 20)), .line(Point(40, 60)), .line(Point(10, 60)), .close,
        ])
    }

    @Test func rectIsStandardized() {
        var a = Path(), b = Path()
        a.addRect(Rect(x: 40, y: 60, width: -30, height: -40))
        b.addRect(Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(a == b)
    }

    @Test func zeroAreaAddsNothing() {
        var path = Path()
        path.addRect(Rect(x: 1, y: 1, width: 0, height: 5))
        path.addRoundedRect(Rect(x: 1, y: 1, width: 5, height: 0), cornerRadius: 2)
        path.addEllipse(in: Rect(x: 1, y: 1, width: 0, height: 0))
        path.addCircle(center: Point(3, 3), radius: 0)
        #expect(path.isEmpty)
    }

    @Test func roundedRectElements() {
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        let r = 10.0
        #expect(path.elements == [
            .move(Point(10, 0)),
            .line(Point(90, 0)),
            .cubic(Point(90 + k * r, 0), Point(100, 10 - k * r), Point(100, 10)),
            .line(Point(100, 40)),
            .cubic(Point(100, 40 + k * r), Point(90 + k * r, 50), Point(90, 50)),
            .line(Point(10, 50)),
            .cubic(Point(10 - k * r, 50), Point(0, 40 + k * r), Point(0, 40)),
            .line(Point(0, 10)),
            .cubic(Point(0, 10 - k * r), Point(10 - k * r, 0), Point(10, 0)),
            .close,
        ])
    }

    @Test func radiusIsLimitedToHalfTheShorterSide() {
        // 100×40 with radius 30: CSS scales by min(100/60, 40/60) = 2/3, to radius 20 (a capsule).
        var a = Path(), b = Path()
        a.addRoundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 30)
        b.addRoundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20)
        #expect(a == b)
        #expect(a.elements.first == .move(Point(20, 0)))
        // A capsule has no vertical edges: the right corners meet at mid-height.
        #expect(!a.elements.contains(.line(Point(100, 20))))
        #expect(a.controlBounds == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func unevenRadiiScaleDownTogether() {
        // Top side 50 holds 60 + 40 = 100: every radius halves, the bottom ones too.
        var a = Path(), b = Path()
        let rect = Rect(x: 0, y: 0, width: 50, height: 200)
        a.addRoundedRect(rect, radii: CornerRadii(topLeft: 60, topRight: 40, bottomRight: 20, bottomLeft: 10))
        b.addRoundedRect(rect, radii: CornerRadii(topLeft: 30, topRight: 20, bottomRight: 10, bottomLeft: 5))
        #expect(a == b)
        #expect(a.elements.first == .move(Point(30, 0)))
        // The top corners meet, so there is no top edge.
        #expect(a.elements[1] == .cubic(Point(30 + k * 20, 0), Point(50, 20 - k * 20), Point(50, 20)))
    }

    @Test func badRadiiCountAsZero() {
        var a = Path(), b = Path()
        let rect = Rect(x: 5, y: 6, width: 7, height: 8)
        a.addRoundedRect(rect, radii: CornerRadii(topLeft: -3, topRight: .nan, bottomRight: 0, bottomLeft: -.infinity))
        b.addRect(rect)
        #expect(a == b)
    }

    @Test func infiniteRadiiMakeAnEllipticCapsule() {
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radii: CornerRadii(all: .infinity))
        #expect(path.isFinite)
        #expect(path.controlBounds == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func roundedCornersAreQuarterCircles() {
        var path = Path()
        let r = 12.0
        path.addRoundedRect(Rect(x: 0, y: 0, width: 80, height: 60), radii: CornerRadii(all: r))
        let centres = [Point(68, 12), Point(68, 48), Point(12, 48), Point(12, 12)]
        let pieces = CubicSamples(path).pieces
        #expect(pieces.count == 4)
        for (piece, c) in zip(pieces, centres) {
            for i in 0...64 {
                let p = CubicSamples.eval(piece.p0, piece.c1, piece.c2, piece.p3, Double(i) / 64)
                // A single cubic per quarter circle is within 2.7e-4 of the radius.
                #expect(abs(p.distance(to: c) - r) <= 3e-4 * r)
            }
        }
    }

    @Test func ellipsePointsLieOnTheEllipse() {
        var path = Path()
        let rect = Rect(x: 10, y: 20, width: 300, height: 120)
        path.addEllipse(in: rect)
        #expect(path.elements.first == .move(Point(310, 80)))
        #expect(path.elements.last == .close)
        #expect(path.controlBounds == rect)
        let s = CubicSamples(path)
        #expect(s.pieces.count == 8)
        for p in s.points { #expect(ellipseError(p, Point(160, 80), 150, 60, 0) <= 1e-5) }
        // Clockwise on a y-down screen: one whole turn of increasing angle.
        #expect(abs(sweptAngle(s.points, around: Point(160, 80)) - 2 * .pi) < 1e-9)
        #expect(path.currentPoint == Point(310, 80))
        // Through the bottom (y-down: largest y) after the start.
        #expect(s.pieces[1].p3 == Point(160, 140))
    }

    @Test func circleFromNegativeRadius() {
        var a = Path(), b = Path()
        a.addCircle(center: Point(5, 5), radius: -3)
        b.addCircle(center: Point(5, 5), radius: 3)
        #expect(a == b)
        for p in CubicSamples(a).points { #expect(abs(p.distance(to: Point(5, 5)) - 3) <= 1e-5 * 3) }
    }

    @Test func shapesAppendContours() {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 1, height: 1))
        path.addCircle(center: Point(5, 5), radius: 1)
        let moves = path.elements.filter { if case .move = $0 { true } else { false } }
        #expect(moves == [.move(.zero), .move(Point(6, 5))])
    }
}
