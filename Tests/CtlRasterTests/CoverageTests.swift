import Foundation
import Testing
@testable import CtlRaster

/// Coverage of filled shapes against their exact area in each pixel.
@Suite struct CoverageTests {
    /// Draws `path` in opaque black on a transparent canvas and returns the alpha of each pixel.
    private func alpha(_ path: Path, width: Int, height: Int, rule: FillRule = .nonzero,
                       transform: Transform = .identity) throws -> [[Int]] {
        var canvas = try Canvas(width: width, height: height)
        canvas.fill(path, paint: .solid(.black), rule: rule, transform: transform)
        return (0..<height).map { y in (0..<width).map { x in Int(canvas.pixmap[x, y].a) } }
    }

    private func polygonPath(_ pts: [Point]) -> Path {
        var p = Path()
        p.move(to: pts[0])
        for q in pts.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    /// The largest difference, in 8-bit levels, between the rendered alpha and 255 × exact area.
    private func maxPolygonError(_ pts: [Point], width: Int, height: Int) throws -> Double {
        let a = try alpha(polygonPath(pts), width: width, height: height)
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let exact = ExactArea.polygon(pts, pixelX: x, y: y) * 255
                worst = max(worst, abs(Double(a[y][x]) - exact))
            }
        }
        return worst
    }

    @Test(arguments: [
        [Point(2.3, 3.1), Point(21.6, 7.45), Point(9.2, 20.8)],        // exact_check.py's triangle
        [Point(0.5, 0.5), Point(15.25, 0.75), Point(7.9, 13.3)],
        [Point(1.1, 1.9), Point(22.7, 2.05), Point(1.3, 2.6)],           // a sliver
        [Point(3.01, 1.0), Point(3.2, 22.9), Point(3.05, 22.0)],         // a vertical sliver
        [Point(-4.5, 3.3), Point(12.2, -6.1), Point(27.9, 30.4)],        // crosses every canvas edge
    ])
    func triangleCoverageIsExact(_ tri: [Point]) throws {
        #expect(try maxPolygonError(tri, width: 24, height: 24) <= 1.0)
        // Reversed winding covers the same area.
        #expect(try maxPolygonError(tri.reversed(), width: 24, height: 24) <= 1.0)
    }

    /// Shapes whose touched cells run to the last bit of a row's last touched-word
    /// (the band has width + 2 cells per row: 64 or 128 here), on the canvas' right
    /// edge, with and without a slanted left side, across many rows: the sweep must
    /// stop at its row's last word.
    @Test(arguments: [62, 63, 126, 127])
    func shapesReachingTheLastCellOfARowAreExact(_ width: Int) throws {
        let w = Double(width)
        #expect(try maxPolygonError([Point(0.3, 0.5), Point(w, 1.25), Point(w, 21.5), Point(2.6, 19.9)],
                                    width: width, height: 24) <= 1.0)
        #expect(try maxPolygonError([Point(w - 0.5, 0.5), Point(w, 0.5), Point(w, 23.5), Point(w - 3.7, 23.5)],
                                    width: width, height: 24) <= 1.0)
        #expect(try maxPolygonError([Point(0, 2), Point(w, 2.5), Point(w, 20), Point(0, 20.75)],
                                    width: width, height: 24) <= 1.0)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.73])
    func axisAlignedSquareAtFractionalOffset(_ offset: Double) throws {
        let o = 3 + offset
        let sq = [Point(o, o + 0.4), Point(o + 9.5, o + 0.4), Point(o + 9.5, o + 7.2), Point(o, o + 7.2)]
        #expect(try maxPolygonError(sq, width: 20, height: 20) <= 1.0)
    }

    @Test(arguments: [5.0, 30.0, 45.0, 61.7])
    func rotatedSquare(_ degrees: Double) throws {
        let c = Point(12.37, 11.81), h = 7.3, a = degrees * .pi / 180
        let sq = [(-h, -h), (h, -h), (h, h), (-h, h)].map { (x, y) in
            Point(c.x + x * cos(a) - y * sin(a), c.y + x * sin(a) + y * cos(a))
        }
        #expect(try maxPolygonError(sq, width: 24, height: 24) <= 1.0)
    }

    @Test func fullPixelsAreOpaqueAndOutsideIsEmpty() throws {
        let a = try alpha(polygonPath([Point(2, 2), Point(8, 2), Point(8, 6), Point(2, 6)]), width: 10, height: 8)
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (2..<8).contains(x) && (2..<6).contains(y)
                #expect(a[y][x] == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func evenOddAndNonzeroDifferOnOverlap() throws {
        var p = Path()
        p.append(polygonPath([Point(1, 1), Point(9, 1), Point(9, 9), Point(1, 9)]))
        p.append(polygonPath([Point(3, 3), Point(7, 3), Point(7, 7), Point(3, 7)]))   // same direction
        let nz = try alpha(p, width: 10, height: 10, rule: .nonzero)
        let eo = try alpha(p, width: 10, height: 10, rule: .evenodd)
        #expect(nz[5][5] == 255)
        #expect(eo[5][5] == 0)
        #expect(eo[2][2] == 255)
        // Reversed inner contour: nonzero now makes a hole as well.
        var q = Path()
        q.append(polygonPath([Point(1, 1), Point(9, 1), Point(9, 9), Point(1, 9)]))
        q.append(polygonPath([Point(3, 3), Point(3, 7), Point(7, 7), Point(7, 3)]))
        #expect(try alpha(q, width: 10, height: 10)[5][5] == 0)
    }

    @Test func shapesPastTheCanvasEdgesAreClipped() throws {
        // A square three times the canvas, centred on it: every pixel is covered.
        let big = polygonPath([Point(-10, -10), Point(20, -10), Point(20, 20), Point(-10, 20)])
        let a = try alpha(big, width: 10, height: 10)
        #expect(a.allSatisfy { $0.allSatisfy { $0 == 255 } })
        // Wholly left, right, above or below: nothing.
        for d in [Point(-30, 0), Point(30, 0), Point(0, -30), Point(0, 30)] {
            let off = try alpha(polygonPath([Point(2, 2), Point(8, 2), Point(8, 8), Point(2, 8)]),
                                width: 10, height: 10, transform: .translation(d.x, d.y))
            #expect(off.allSatisfy { $0.allSatisfy { $0 == 0 } })
        }
    }

    @Test func hugeAndNonFiniteCoordinatesDoNotCrash() throws {
        let huge = polygonPath([Point(-1e300, -1e300), Point(1e300, 5), Point(5, 1e300)])
        _ = try alpha(huge, width: 16, height: 16)
        let nan = polygonPath([Point(.nan, 1), Point(5, 5), Point(1, 9)])
        #expect(try alpha(nan, width: 16, height: 16).allSatisfy { $0.allSatisfy { $0 == 0 } })
        let inf = polygonPath([Point(.infinity, 1), Point(5, 5), Point(1, 9)])
        #expect(try alpha(inf, width: 16, height: 16).allSatisfy { $0.allSatisfy { $0 == 0 } })
    }

    /// A disc drawn from cubic Bézier arcs. Bound: 2.5 levels per pixel. The arcs
    /// (45° cubics) are within 4e-6·r of the circle; chords stray at most 0.01 px
    /// from them and the flattener moves them so they keep the enclosed area, which
    /// leaves a wobble of at most 2/3 · 0.01 px (1.7 levels) plus 0.5 of rounding.
    /// (Inscribed 0.1 px chords, as the peers use, are off by up to 18 levels on r = 8.)
    @Test(arguments: [(Point(12.3, 12.7), 8.0), (Point(64.25, 64.5), 60.0), (Point(6.5, 6.1), 2.5)])
    func discCoverage(_ c: Point, _ r: Double) throws {
        var p = Path()
        p.addCircle(center: c, radius: r)
        let size = Int((c.x + r + 2).rounded(.up))
        let a = try alpha(p, width: size, height: size)
        var worst = 0.0, signed = 0.0, edges = 0
        for y in 0..<size {
            for x in 0..<size {
                let exact = ExactArea.disc(center: c, radius: r, pixelX: x, y: y) * 255
                let e = Double(a[y][x]) - exact
                worst = max(worst, abs(e))
                if exact > 0.5 && exact < 254.5 { signed += e; edges += 1 }
            }
        }
        #expect(worst <= 2.5)
        #expect(abs(signed / Double(edges)) <= 0.4, "curved edges must not be thin on average")
    }
}

@Suite struct FlattenerTests {
    @Test func curvesWithAbsurdControlPointsStayBounded() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.cubic(to: Point(10, 10), control1: Point(1e200, -1e200), control2: Point(-1e40, 1e300))
        p.quad(to: Point(5, 5), control: Point(1e308, 1e308))
        let flat = Flattener.flatten(p, transform: .identity, clip: nil)
        #expect(flat.points.count <= 1 + 2 * Flattener.maxSegmentsPerCurve)
    }

    @Test func chordsStayWithinToleranceAndKeepTheArea() {
        // A quarter circle of radius 50 as one cubic (itself within 2.8e-4·r of the circle):
        // the flattened points lie within 2/3 · tolerance of the curve, moved outwards.
        var p = Path()
        let r = 50.0, k = 0.5522847498 * r
        p.move(to: Point(r, 0))
        p.cubic(to: Point(0, r), control1: Point(r, k), control2: Point(k, r))
        let flat = Flattener.flatten(p, transform: .identity, clip: nil)
        #expect(flat.points.count > 10)
        for q in flat.points {
            #expect(abs(q.length - r) <= Flattener.tolerance * 2 / 3 + 2.8e-4 * r)
        }
        let inscribed = Flattener.flatten(p, transform: .identity, clip: nil, preserveArea: false)
        // Without the area correction every point is on the curve.
        for q in inscribed.points { #expect(abs(q.length - r) <= 2.8e-4 * r) }
        #expect(inscribed.points.count == flat.points.count)
    }

    @Test func curvesOutsideTheClipBecomeLines() {
        var p = Path()
        p.move(to: Point(-100, 0))
        p.cubic(to: Point(-100, 50), control1: Point(-300, 10), control2: Point(-400, 40))
        let flat = Flattener.flatten(p, transform: .identity, clip: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(flat.points == [Point(-100, 0), Point(-100, 50)])
    }
}
