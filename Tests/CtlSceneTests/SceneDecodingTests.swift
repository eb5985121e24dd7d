import CtlRaster
@testable import CtlScene
import Foundation
import Testing

@Suite struct SceneDecodingTests {
    @Test func minimalSingleScene() throws {
        let scene = try decodeOne(#"{"name": "a", "width": 3, "height": 2, "ops": []}"#)
        #expect(scene == Scene(name: "a", width: 3, height: 2, background: nil, ops: []))
    }

    @Test func backgroundNullAbsentOrColour() throws {
        #expect(try decodeOne(sceneJSON(extra: #""background": null"#)).background == nil)
        #expect(try decodeOne(sceneJSON()).background == nil)
        #expect(try decodeOne(sceneJSON(extra: #""background": [1, 2, 3, 4]"#)).background
            == Color(r: 1, g: 2, b: 3, a: 4))
    }

    @Test func integralFloatsAreIntegers() throws {
        let scene = try decodeOne(#"{"name": "a", "width": 300.0, "height": 2e1, "ops": []}"#)
        #expect(scene.width == 300 && scene.height == 20)
    }

    @Test func commentKeysAreIgnored() throws {
        let json = sceneJSON(ops: #"{"op": "fill", "path": "", "paint": {"color": "red"}, "note": "hi"}"#,
                             extra: #""note": "x", "generator": {"seed": 1, "formula": "xorshift32"}"#)
        #expect(try decodeOne(json).ops.count == 1)
    }

    @Test func fillWithEveryKey() throws {
        let op = try decodeOp(#"""
            {"op": "fill", "path": "\#(testSquareData)", "paint": {"color": [255, 0, 0, 255]},
             "rule": "evenodd", "transform": [2, 0.5, -1, 3, 10, -20]}
            """#)
        let expected = FillOp(path: testSquare, paint: .solid(testRed), rule: .evenodd,
                              transform: Transform(a: 2, b: 0.5, c: -1, d: 3, e: 10, f: -20))
        #expect(op == .fill(expected))
    }

    @Test func fillDefaults() throws {
        let op = try decodeOp(#"{"op": "fill", "path": "\#(testSquareData)", "paint": {"color": "blue"}}"#)
        guard case .fill(let fill) = op else { Issue.record("not a fill: \(op)"); return }
        #expect(fill.rule == .nonzero)
        #expect(fill.transform == Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0))
        #expect(fill.paint == .solid(testBlue))
        #expect(fill.path.elements == testSquare.elements)
    }

    @Test func strokeWithEveryKey() throws {
        let op = try decodeOp(#"""
            {"op": "stroke", "path": "M1 2 L3 4", "paint": {"color": "#00f"}, "width": 2.5,
             "cap": "round", "join": "bevel", "miter_limit": 10, "dash": [3, 1, 2, 1],
             "dash_offset": -1.5, "transform": [1, 0, 0, 1, 5, 6]}
            """#)
        let line = testPath { $0.move(to: Point(1, 2)); $0.line(to: Point(3, 4)) }
        let style = StrokeStyle(width: 2.5, cap: .round, join: .bevel, miterLimit: 10,
                                dash: [3, 1, 2, 1], dashOffset: -1.5)
        #expect(op == .stroke(StrokeOp(path: line, paint: .solid(testBlue), style: style,
                                       transform: Transform(a: 1, b: 0, c: 0, d: 1, e: 5, f: 6))))
    }

    @Test func strokeDefaults() throws {
        let op = try decodeOp(#"{"op": "stroke", "path": "M1 2 L3 4", "paint": {"color": "red"}}"#)
        guard case .stroke(let stroke) = op else { Issue.record("not a stroke: \(op)"); return }
        #expect(stroke.style.width == 1)
        #expect(stroke.style.cap == .butt)
        #expect(stroke.style.join == .miter)
        #expect(stroke.style.miterLimit == 4)
        #expect(stroke.style.dash.isEmpty)
        #expect(stroke.style.dashOffset == 0)
        #expect(stroke.transform == Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0))
    }

    @Test func hairlineWidthZeroIsAccepted() throws {
        let op = try decodeOp(#"{"op": "stroke", "path": "M1 2 L3 4", "paint": {"color": "red"}, "width": 0}"#)
        guard case .stroke(let stroke) = op else { Issue.record("not a stroke"); return }
        #expect(stroke.style.width == 0)
    }

    @Test(arguments: [
        ("null", [Double]()),
        ("[]", []),
        ("[0, 0]", []),
        ("[2]", [2, 2]),
        ("[1, 2, 3]", [1, 2, 3, 1, 2, 3]),
        ("[4, 0]", [4, 0]),
    ])
    func dashForms(json: String, expected: [Double]) throws {
        let op = try decodeOp(#"{"op": "stroke", "path": "M0 0 L9 0", "paint": {"color": "red"}, "dash": \#(json)}"#)
        guard case .stroke(let stroke) = op else { Issue.record("not a stroke"); return }
        #expect(stroke.style.dash == expected)
    }

    @Test func linearGradient() throws {
        let op = try decodeOp(#"""
            {"op": "fill", "path": "", "paint": {"linear": {"x0": 1, "y0": 2, "x1": 3.5, "y1": 4,
             "stops": [[0, "red"], [0.25, [0, 0, 255]], [1, "#00ff0080"]]}}}
            """#)
        let expected = LinearGradient(start: Point(1, 2), end: Point(3.5, 4), stops: [
            GradientStop(offset: 0, color: testRed),
            GradientStop(offset: 0.25, color: testBlue),
            GradientStop(offset: 1, color: Color(r: 0, g: 255, b: 0, a: 128)),
        ])
        #expect(op == .fill(FillOp(path: Path(), paint: .linearGradient(expected))))
    }

    @Test func radialGradientWithFocalPoint() throws {
        let op = try decodeOp(#"""
            {"op": "fill", "path": "", "paint": {"radial": {"cx": 5, "cy": 6, "r": 7, "fx": 4, "fy": 3,
             "stops": [[0, "red"], [1, "blue"]]}}}
            """#)
        guard case .fill(let fill) = op, case .radialGradient(let g) = fill.paint else {
            Issue.record("not a radial fill: \(op)"); return
        }
        #expect(g.center == Point(5, 6))
        #expect(g.radius == 7)
        #expect(g.focal == Point(4, 3))
        #expect(g.focalRadius == 0)
        #expect(g.spread == .pad)
        #expect(g.stops == [GradientStop(offset: 0, color: testRed), GradientStop(offset: 1, color: testBlue)])
    }

    @Test func radialFocalDefaultsToCentreEachCoordinate() throws {
        let op = try decodeOp(#"""
            {"op": "fill", "path": "", "paint": {"radial": {"cx": 5, "cy": 6, "r": 7, "fx": 1,
             "stops": [[0.5, "red"]]}}}
            """#)
        guard case .fill(let fill) = op, case .radialGradient(let g) = fill.paint else {
            Issue.record("not a radial fill: \(op)"); return
        }
        #expect(g.focal == Point(1, 6))
    }

    @Test func equalStopOffsetsAreAllowed() throws {
        let op = try decodeOp(#"""
            {"op": "fill", "path": "", "paint": {"linear": {"x0": 0, "y0": 0, "x1": 1, "y1": 0,
             "stops": [[0, "red"], [0.5, "red"], [0.5, "blue"], [1, "blue"]]}}}
            """#)
        guard case .fill(let fill) = op, case .linearGradient(let g) = fill.paint else {
            Issue.record("not a linear fill"); return
        }
        #expect(g.stops.map(\.offset) == [0, 0.5, 0.5, 1])
    }

    @Test func opsKeepTheirOrder() throws {
        let scene = try decodeOne(sceneJSON(ops: #"""
            {"op": "fill", "path": "M0 0 L1 0 L1 1 Z", "paint": {"color": "red"}},
            {"op": "stroke", "path": "M0 0 L2 2", "paint": {"color": "blue"}},
            {"op": "fill", "path": "M0 0 L3 0 L3 3 Z", "paint": {"color": "lime"}}
            """#))
        #expect(scene.ops.count == 3)
        guard case .fill(let a) = scene.ops[0], case .stroke(let b) = scene.ops[1],
              case .fill(let c) = scene.ops[2] else { Issue.record("wrong kinds: \(scene.ops)"); return }
        #expect(a.paint == .solid(testRed))
        #expect(b.paint == .solid(testBlue))
        #expect(c.paint == .solid(Color(r: 0, g: 255, b: 0)))
    }

    @Test func pathDataUsesTheWholeGrammar() throws {
        let op = try decodeOp(#"{"op": "fill", "path": "m1 1 h2 v2 H1 z", "paint": {"color": "red"}}"#)
        guard case .fill(let fill) = op else { Issue.record("not a fill"); return }
        let expected = testPath { $0.move(to: Point(1, 1)); $0.line(to: Point(3, 1)); $0.line(to: Point(3, 3));
                              $0.line(to: Point(1, 3)); $0.close() }
        #expect(fill.path.elements == expected.elements)
    }
}
