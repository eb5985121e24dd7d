import Foundation
import CtlTestSupport
import Testing
@testable import CtlRaster

private func P(_ x: Double, _ y: Double) -> Point { Point(x, y) }

private func parse(_ s: String) throws -> [Path.Element] {
    try SVGPathParser.parse(s).elements
}

/// A path built from `moveTo` and then arcs with `addSVGArc`, as the expectation for `A` commands.
private func arcs(from start: Point, _ list: [(Double, Double, Double, Bool, Bool, Point)]) -> Path {
    var path = Path()
    path.move(to: start)
    for (rx, ry, rot, large, sweep, end) in list {
        path.addSVGArc(to: end, rx: rx, ry: ry, xAxisRotation: rot, largeArc: large, sweep: sweep)
    }
    return path
}

@Suite struct SVGPathParserTests {
    // MARK: Commands

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try SVGPathParser.parse("").isEmpty)
        #expect(try SVGPathParser.parse(" \t\r\n\u{0C}").isEmpty)
    }

    @Test func moveTo() throws {
        #expect(try parse("M 10 20") == [.move(P(10, 20))])
        #expect(try parse("m 10 20") == [.move(P(10, 20))])
        #expect(try parse("M 1 2 L 3 3 m 3 4") == [.move(P(1, 2)), .line(P(3, 3)), .move(P(6, 7))])
        #expect(try parse("M 1 2 L 3 3 M 3 4") == [.move(P(1, 2)), .line(P(3, 3)), .move(P(3, 4))])
    }

    @Test func lineTo() throws {
        #expect(try parse("M 1 2 L 3 4 l 5 6") == [.move(P(1, 2)), .line(P(3, 4)), .line(P(8, 10))])
    }

    @Test func horizontalAndVertical() throws {
        #expect(try parse("M 1 2 H 10 h -3") == [.move(P(1, 2)), .line(P(10, 2)), .line(P(7, 2))])
        #expect(try parse("M 1 2 V 10 v -3") == [.move(P(1, 2)), .line(P(1, 10)), .line(P(1, 7))])
    }

    @Test func cubic() throws {
        #expect(try parse("M 1 1 C 2 2 3 3 4 4 c 1 0 2 0 3 1") == [
            .move(P(1, 1)), .cubic(P(2, 2), P(3, 3), P(4, 4)), .cubic(P(5, 4), P(6, 4), P(7, 5)),
        ])
    }

    @Test func smoothCubicReflects() throws {
        #expect(try parse("M 0 0 C 10 0 20 10 30 10 S 50 20 60 30 s 10 0 20 20") == [
            .move(P(0, 0)),
            .cubic(P(10, 0), P(20, 10), P(30, 10)),
            .cubic(P(40, 10), P(50, 20), P(60, 30)),   // 2·(30,10) − (20,10)
            .cubic(P(70, 40), P(70, 30), P(80, 50)),   // 2·(60,30) − (50,20); relative to (60,30)
        ])
    }

    @Test func smoothCubicAfterOtherCommandsStartsAtTheCurrentPoint() throws {
        #expect(try parse("M 0 0 L 10 10 S 20 20 30 30") == [
            .move(P(0, 0)), .line(P(10, 10)), .cubic(P(10, 10), P(20, 20), P(30, 30)),
        ])
        #expect(try parse("M 0 0 Q 1 1 2 2 S 3 3 4 4") == [
            .move(P(0, 0)), .quad(P(1, 1), P(2, 2)), .cubic(P(2, 2), P(3, 3), P(4, 4)),
        ])
        #expect(try parse("M 5 5 S 6 6 7 7") == [.move(P(5, 5)), .cubic(P(5, 5), P(6, 6), P(7, 7))])
    }

    @Test func quadratic() throws {
        #expect(try parse("M 0 0 Q 10 10 20 0 q 5 5 10 0") == [
            .move(P(0, 0)), .quad(P(10, 10), P(20, 0)), .quad(P(25, 5), P(30, 0)),
        ])
    }

    @Test func smoothQuadraticReflects() throws {
        #expect(try parse("M 0 0 Q 10 10 20 0 T 40 0 t 20 0") == [
            .move(P(0, 0)),
            .quad(P(10, 10), P(20, 0)),
            .quad(P(30, -10), P(40, 0)),   // 2·(20,0) − (10,10)
            .quad(P(50, 10), P(60, 0)),    // 2·(40,0) − (30,−10)
        ])
    }

    @Test func smoothQuadraticAfterOtherCommandsStartsAtTheCurrentPoint() throws {
        #expect(try parse("M 5 5 T 10 10") == [.move(P(5, 5)), .quad(P(5, 5), P(10, 10))])
        #expect(try parse("M 0 0 C 1 1 2 2 3 3 T 4 4") == [
            .move(P(0, 0)), .cubic(P(1, 1), P(2, 2), P(3, 3)), .quad(P(3, 3), P(4, 4)),
        ])
    }

    @Test func arc() throws {
        let expected = arcs(from: P(10, 10), [(5, 5, 0, false, true, P(20, 10))])
        #expect(try SVGPathParser.parse("M 10 10 A 5 5 0 0 1 20 10") == expected)
        #expect(try SVGPathParser.parse("M 10 10 a 5 5 0 0 1 10 0") == expected)
        let rotated = arcs(from: P(0, 0), [(30, 10, 45, true, false, P(20, 5))])
        #expect(try SVGPathParser.parse("M0,0A30,10,45,1,0,20,5") == rotated)
        #expect(try SVGPathParser.parse("M0,0a30,10,45,1,0,20,5") == rotated)
    }

    @Test func closePath() throws {
        let expected: [Path.Element] = [.move(P(0, 0)), .line(P(10, 0)), .line(P(10, 10)), .close]
        #expect(try parse("M 0 0 L 10 0 L 10 10 Z") == expected)
        #expect(try parse("M 0 0 L 10 0 L 10 10 z") == expected)
        #expect(try parse("M0 0L10 0L10 10zZ") == expected)
    }

    @Test func relativeCommandAfterCloseStartsAtTheSubpathStart() throws {
        #expect(try parse("M 10 10 l 10 0 l 0 10 z l 5 5") == [
            .move(P(10, 10)), .line(P(20, 10)), .line(P(20, 20)), .close, .move(P(10, 10)), .line(P(15, 15)),
        ])
        #expect(try parse("M 10 10 l 10 0 z m 5 5 l 1 1") == [
            .move(P(10, 10)), .line(P(20, 10)), .close, .move(P(15, 15)), .line(P(16, 16)),
        ])
    }

    // MARK: Implicit repetition

    @Test func repeatedArgumentGroups() throws {
        #expect(try parse("M 0 0 1 1 2 2") == [.move(P(0, 0)), .line(P(1, 1)), .line(P(2, 2))])
        #expect(try parse("M0 0 L 1 1, 2 2") == [.move(P(0, 0)), .line(P(1, 1)), .line(P(2, 2))])
        #expect(try parse("M0 0 h 1 2 3") == [.move(P(0, 0)), .line(P(1, 0)), .line(P(3, 0)), .line(P(6, 0))])
        #expect(try parse("M0 0 V 1 2") == [.move(P(0, 0)), .line(P(0, 1)), .line(P(0, 2))])
        #expect(try parse("M0 0 C 1 1 2 2 3 3 4 4 5 5 6 6") == [
            .move(P(0, 0)), .cubic(P(1, 1), P(2, 2), P(3, 3)), .cubic(P(4, 4), P(5, 5), P(6, 6)),
        ])
        #expect(try parse("M0 0 q 1 1 2 2 3 3 4 4") == [
            .move(P(0, 0)), .quad(P(1, 1), P(2, 2)), .quad(P(5, 5), P(6, 6)),
        ])
        #expect(try parse("M0 0 Q 0 10 10 10 T 20 0 30 10") == [
            .move(P(0, 0)), .quad(P(0, 10), P(10, 10)), .quad(P(20, 10), P(20, 0)), .quad(P(20, -10), P(30, 10)),
        ])
        #expect(try SVGPathParser.parse("M 0 0 A 1 1 0 0 1 2 0 1 1 0 0 1 4 0")
            == arcs(from: .zero, [(1, 1, 0, false, true, P(2, 0)), (1, 1, 0, false, true, P(4, 0))]))
    }

    @Test func resvgImplicitHorizontal() throws {
        #expect(try parse("M 30 40 H 50 150") == [.move(P(30, 40)), .line(P(50, 40)), .line(P(150, 40))])
    }

    @Test func resvgImplicitRelativeLinetoAfterRelativeMoveto() throws {
        #expect(try parse("m 30 40 110 120 -20 -130") == [.move(P(30, 40)), .line(P(140, 160)), .line(P(120, 30))])
    }

    @Test func resvgCompactArc() throws {
        let compact = try SVGPathParser.parse("M10-20A5.5.3-4 010-.1")
        #expect(compact == (try SVGPathParser.parse("M 10 -20 A 5.5 0.3 -4 0 1 0 -0.1")))
        #expect(compact == arcs(from: P(10, -20), [(5.5, 0.3, -4, false, true, P(0, -0.1))]))
    }

    @Test func resvgArcAfterClose() throws {
        let elements = try parse("M 10 50 L 10 10 L 50 10 z A 5 5 0 0 1 150 150")
        #expect(Array(elements.prefix(5)) == [.move(P(10, 50)), .line(P(10, 10)), .line(P(50, 10)), .close, .move(P(10, 50))])
        #expect(elements.count == 9) // a half circle in four 45° cubics
        guard case .cubic(_, _, let end) = elements.last else { Issue.record("no arc"); return }
        #expect(end == P(150, 150))
        // Radius 5 is too small: scaled to half the chord, around its middle.
        let c = P(80, 100), r = P(10, 50).distance(to: P(150, 150)) / 2
        var path = Path()
        for e in elements.dropFirst(4) {
            switch e {
            case .move(let p): path.move(to: p)
            case .cubic(let a, let b, let p): path.cubic(to: p, control1: a, control2: b)
            default: Issue.record("unexpected \(e)")
            }
        }
        for p in CubicSamples(path).points { #expect(abs(p.distance(to: c) - r) <= 1e-5 * r) }
    }

    @Test func arcFlagsNeedNoSeparator() throws {
        #expect(try SVGPathParser.parse("M0 0 a25 25 0 1125 25") == (try SVGPathParser.parse("M0 0 a 25 25 0 1 1 25 25")))
        #expect(try SVGPathParser.parse("M0 0 a25,25,0,1,1,25,25") == (try SVGPathParser.parse("M0 0 a 25 25 0 1 1 25 25")))
        #expect(try SVGPathParser.parse("M0 0 a25 25 0 0 0-25-25") == (try SVGPathParser.parse("M0 0 a 25 25 0 0 0 -25 -25")))
    }

    // MARK: Numbers and separators

    @Test func numberForms() throws {
        #expect(try parse("M1e-3 1E+2") == [.move(P(0.001, 100))])
        #expect(try parse("M.5.5") == [.move(P(0.5, 0.5))])
        #expect(try parse("M-.5-.5") == [.move(P(-0.5, -0.5))])
        #expect(try parse("M+3 10.") == [.move(P(3, 10))])
        #expect(try parse("M10. 5.L5 5") == [.move(P(10, 5)), .line(P(5, 5))])
        #expect(try parse("M0.1 0.2") == [.move(P(0.1, 0.2))])
        #expect(try parse("M 00012 0.0001200") == [.move(P(12, 0.00012))])
        #expect(try parse("M 1e5 2e-5") == [.move(P(100_000, 0.000_02))])
        #expect(try parse("M 0e999 1e-999") == [.move(P(0, 0))])
        #expect(try parse("M 1e22 1e23") == [.move(P(1e22, 1e23))])
        #expect(try parse("M 9007199254740993 0.000000000000000000000001") == [.move(P(9007199254740992, 1e-24))])
        #expect(try parse("M 3.14159265358979323846264 123456789012345678901234567890")
            == [.move(P(3.141592653589793, 1.2345678901234568e29))])
    }

    @Test func numbersRoundTripExactly() throws {
        var rng = SeededRandom(seed: 0x5EED)
        for _ in 0..<2000 {
            let magnitude = Double(Int(rng.next() % 40)) - 20
            let x = (Double(rng.next() % 1_000_000) / 1_000_000 - 0.5) * pow(10, magnitude)
            let y = Double(bitPattern: rng.next() & 0x3FFF_FFFF_FFFF_FFFF) // positive, finite, any exponent
            for text in ["M \(x) \(y)", "M \(String(format: "%.17g", x)) \(String(format: "%.17e", y))"] {
                let elements = try parse(text)
                #expect(elements == [.move(P(x, y))], "\(text)")
            }
        }
    }

    @Test func whitespaceAndCommas() throws {
        #expect(try parse("\tM\r\n1,2\u{0C}L3 ,4 \n") == [.move(P(1, 2)), .line(P(3, 4))])
        #expect(try parse("M1 , 2L 3,\t4") == [.move(P(1, 2)), .line(P(3, 4))])
        #expect(try parse("M1-2-3-4") == [.move(P(1, -2)), .line(P(-3, -4))])
    }

    @Test func initializer() throws {
        #expect(try Path(svgData: "M 1 2 L 3 4") == (try SVGPathParser.parse("M 1 2 L 3 4")))
    }

    // MARK: Errors

    @Test(arguments: [
        ("L 10 10", 0, "path data must start with 'M' or 'm' (found 'L')"),
        ("  10", 2, "path data must start with 'M' or 'm' (found '1')"),
        ("M 10 10 X 5", 8, "unknown command 'X'"),
        ("M 10 10 e 5", 8, "unknown command 'e'"),
        ("M 10 10 # 5", 8, "expected a command letter (found '#')"),
        ("M", 1, "expected a number after 'M' (found end of data)"),
        ("M 10", 4, "expected a number after 'M' (found end of data)"),
        ("M 10 10 L 5", 11, "expected a number after 'L' (found end of data)"),
        ("M 10 10 L 5 x", 12, "expected a number after 'L' (found 'x')"),
        ("M 0 0 C 1 2 3 4 5", 17, "expected a number after 'C' (found end of data)"),
        ("M 0 0 L, 5 5", 7, "expected a number after 'L' (found ',')"),
        ("M 1,,2", 4, "expected a number after 'M' (found ',')"),
        ("M 0 0 L 5 5,", 12, "expected a number after 'L' (found end of data)"),
        ("M 0 0 L 5 5, L 1 1", 13, "expected a number after 'L' (found 'L')"),
        ("M 0 0 Z 5", 8, "expected a command letter after 'Z' (found '5')"),
        ("M 0 0 z,", 7, "expected a command letter after 'z' (found ',')"),
        ("M 1e", 4, "bad number: expected a digit in the exponent (found end of data)"),
        ("M 1e+ 2", 5, "bad number: expected a digit in the exponent (found ' ')"),
        ("M 1 2E-x", 7, "bad number: expected a digit in the exponent (found 'x')"),
        ("M . 1", 3, "bad number: expected a digit after '.' (found ' ')"),
        ("M - 1", 3, "bad number: expected a digit after '-' (found ' ')"),
        ("M 0 +", 5, "bad number: expected a digit after '+' (found end of data)"),
        ("M 0 -.e1", 6, "bad number: expected a digit after '.' (found 'e')"),
        ("M 0 0 A 5 5 0 2 0 10 10", 14, "expected an arc flag (0 or 1) after 'A' (found '2')"),
        ("M 0 0 a 5 5 0 1 .5 10 10", 16, "expected an arc flag (0 or 1) after 'a' (found '.')"),
        ("M 0 0 a 1 1 0 01", 16, "expected a number after 'a' (found end of data)"),
        ("M 1e999 0", 2, "number out of range: 1e999"),
        ("M 0 -1e309", 4, "number out of range: -1e309"),
        ("M 0 0 L 1 é", 10, "expected a number after 'L' (found 'é')"),
        ("M 0 0\u{0}", 5, "expected a command letter (found byte 0x0)"),
    ])
    func errors(data: String, offset: Int, message: String) {
        #expect(throws: PathDataError(offset: offset, message: message)) { try SVGPathParser.parse(data) }
    }

    @Test func errorDescription() {
        let e = PathDataError(offset: 12, message: "expected a number after 'L' (found 'x')")
        #expect(e.description == "path data: at offset 12: expected a number after 'L' (found 'x')")
        #expect(throws: e) { try Path(svgData: "M 10 10 L 5 x") }
    }
}
