import CtlRaster
import Foundation
import Testing
@testable import CtlSVG

/// How `textPath` measures its path (`PathMeasure`), as resvg does: segments as cubics,
/// closes as segments, the tangent of the curve, and distances found to resvg's tolerance.
@Suite struct TextPathMeasureTests {
    static func measure(_ d: String, accuracy: Double = 0.5) throws -> PathMeasure {
        PathMeasure(try SVGPathParser.parse(d), accuracy: accuracy)
    }

    @Test func aDistanceOnALineIsFoundToHalfAUnitAsResvgFindsIt() throws {
        let line = try Self.measure("M 0 0 L 120 0")
        #expect(abs(line.length - 120) < 1e-9)
        var largest = 0.0
        for d in stride(from: 1.0, to: 120, by: 1) {
            let found = try #require(line.normal(at: d))
            #expect(found.point.y == 0 && abs(found.angle) < 1e-9)
            #expect(abs(found.point.x - d) <= 0.5 + 1e-9)
            largest = max(largest, abs(found.point.x - d))
        }
        // resvg stops inverting the length once within its tolerance (and a line is a cubic
        // with controls at 0.33 and 0.66, not moving evenly), so glyphs land off the exact
        // distance by up to that much; an exact measure would put them elsewhere.
        #expect(largest > 0.05)
        let fine = try Self.measure("M 0 0 L 120 0", accuracy: 1e-7)
        for d in stride(from: 1.0, to: 120, by: 7) {
            #expect(abs(try #require(fine.normal(at: d)).point.x - d) < 1e-5)
        }
    }

    @Test func theAngleIsTheCurvesTangentAtThePointFound() throws {
        // The parabola (100t, 100t(1 − t)·2): at x its tangent is (100, 200(1 − 2x/100)).
        let curve = try Self.measure("M 0 0 Q 50 100 100 0")
        for d in stride(from: 3.0, to: curve.length, by: 9.5) {
            let found = try #require(curve.normal(at: d))
            let t = found.point.x / 100
            #expect(abs(found.point.y - 200 * t * (1 - t)) < 1e-9)
            let tangent = atan2(200 * (1 - 2 * t), 100) * 180 / .pi
            #expect(abs(found.angle - tangent) < 1e-9)
        }
    }

    @Test func aCloseIsASegmentAndAJointBelongsToTheSegmentBeforeIt() throws {
        let triangle = try Self.measure("M 0 0 L 30 0 L 30 40 Z")
        #expect(abs(triangle.length - 120) < 1e-9)
        let corner = try #require(triangle.normal(at: 30))
        #expect(corner.point == Point(30, 0) && abs(corner.angle) < 1e-9)
        let home = try #require(triangle.normal(at: 120))
        #expect(abs(home.point.x) < 1e-9 && abs(home.point.y) < 1e-9)
        // The close runs from (30, 40) back to the start: down-left.
        #expect(abs(home.angle - atan2(-40.0, -30) * 180 / .pi) < 1e-9)
        #expect(triangle.normal(at: 120.001) == nil && triangle.normal(at: -0.001) == nil)
    }

    @Test func arcsOfATextPathAreCutIntoResvgsPieces() throws {
        // At least four pieces a turn, more on large ellipses (a tolerance of 0.1 unit).
        #expect(PathMeasure.resvgArcPieces(.pi / 2, 60) == 1)
        #expect(PathMeasure.resvgArcPieces(-.pi, 60) == 2)
        #expect(PathMeasure.resvgArcPieces(.pi / 2 + 0.01, 60) == 2)
        #expect(PathMeasure.resvgArcPieces(2 * .pi, 1000) == 5)
        // Bounded, for radii no drawing needs.
        #expect(PathMeasure.resvgArcPieces(2 * .pi, 1e300) == 16)
        #expect(PathMeasure.resvgArcPieces(.infinity, .infinity) == 1)
        let d = "M 40 100 A 60 60 0 0 1 160 100"
        let cubics = { (p: Path) in p.elements.filter { if case .cubic = $0 { true } else { false } }.count }
        #expect(cubics(try SVGPathParser.parse(d, arcPieces: PathMeasure.resvgArcPieces)) == 2)
        #expect(cubics(try SVGPathParser.parse(d)) == 4)
    }

    /// A glyph on a path made of an arc sits where it sits on the same path written as
    /// resvg's two cubics: the arc is measured as those pieces.
    @Test func textOnAnArcIsPlacedAsOnResvgsCubics() throws {
        func ink(_ d: String) throws -> Pixmap {
            let svg = """
                <svg xmlns='http://www.w3.org/2000/svg' width='200' height='120'>
                <path id='p' d='\(d)' fill='none'/>
                <text font-size='20'><textPath href='#p'>HIHIHIHIHIHIHI</textPath></text></svg>
                """
            return try SVGDocument(data: Array(svg.utf8), options: TextDocumentTests.options).render(width: 200, height: 120)
        }
        let k = 60 * 4.0 / 3 * tan(Double.pi / 8)
        let arc = try ink("M 40 100 A 60 60 0 0 1 160 100")
        let cubics = try ink("M 40 100 C 40 \(100 - k) \(100 - k) 40 100 40 C \(100 + k) 40 160 \(100 - k) 160 100")
        // The same pieces up to rounding in their control points: no pixel moves visibly.
        var largest = 0
        for y in 0..<arc.height {
            for x in 0..<arc.width { largest = max(largest, abs(Int(arc[x, y].a) - Int(cubics[x, y].a))) }
        }
        #expect(largest <= 2)
        #expect(arc.pixels.contains { $0 != 0 })
    }
}

extension TextPathMeasureTests {
    /// Under a transform that enlarges, distances are measured that much more closely (resvg's
    /// half a unit is of the canvas): text on a small path scaled up 8 times lands where the
    /// same text lands on the path 8 times larger.
    @Test func anEnlargedTextPathIsMeasuredMoreClosely() throws {
        func render(_ body: String) throws -> Pixmap {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100'>\(body)</svg>"
            return try SVGDocument(data: Array(svg.utf8), options: TextDocumentTests.options).render(width: 200, height: 100)
        }
        let small = try render("""
            <g transform='scale(8)'><path id='p' d='M 2 8 L 23 8'/>
            <text font-size='2'><textPath href='#p'>HIHIHIHIHI</textPath></text></g>
            """)
        let large = try render("""
            <path id='p' d='M 16 64 L 184 64'/>
            <text font-size='16'><textPath href='#p'>HIHIHIHIHI</textPath></text>
            """)
        // The root's viewBox enlarges as a transform does.
        let root = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100' viewBox='0 0 25 12.5'>"
            + "<path id='p' d='M 2 8 L 23 8'/><text font-size='2'><textPath href='#p'>HIHIHIHIHI</textPath></text></svg>"
        let viewBox = try SVGDocument(data: Array(root.utf8), options: TextDocumentTests.options).render(width: 200, height: 100)
        for image in [small, viewBox] {
            var largest = 0
            for y in 0..<image.height {
                for x in 0..<image.width { largest = max(largest, abs(Int(image[x, y].a) - Int(large[x, y].a))) }
            }
            #expect(largest <= 2)
            #expect(image.pixels.contains { $0 != 0 })
        }
    }
}

extension TextPathMeasureTests {
    /// A large circle's quarters are cut as resvg cuts arcs (two cubics a quarter from a radius
    /// of about 367 units): text on it lands as on the same circle written as path arcs.
    @Test func aLargeCircleIsCutAsItsArcsAre() throws {
        func render(_ shape: String) throws -> Pixmap {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200'>\(shape)"
                + "<text font-size='20'><textPath href='#p'>HIHIHIHIHIHIHI</textPath></text></svg>"
            return try SVGDocument(data: Array(svg.utf8), options: TextDocumentTests.options).render(width: 200, height: 200)
        }
        #expect(PathMeasure.resvgArcPieces(.pi / 2, 400) == 2)
        let circle = try render("<circle id='p' cx='-300' cy='0' r='400' fill='none'/>")
        let arcs = try render("<path id='p' d='M 100 0 A 400 400 0 0 1 -300 400 A 400 400 0 0 1 -700 0 "
                              + "A 400 400 0 0 1 -300 -400 A 400 400 0 0 1 100 0 Z' fill='none'/>")
        var largest = 0
        for y in 0..<circle.height {
            for x in 0..<circle.width { largest = max(largest, abs(Int(circle[x, y].a) - Int(arcs[x, y].a))) }
        }
        #expect(largest <= 2)
        #expect(circle.pixels.contains { $0 != 0 })
    }
}
