import CtlRaster
import Foundation
@testable import CtlScene
import Testing

/// A single-scene file named "s", 10×10, with the given ops (JSON text) and extra scene keys.
func sceneJSON(ops: String = "", extra: String = "") -> String {
    #"{"name": "s", "width": 10, "height": 10, "ops": [\#(ops)]\#(extra.isEmpty ? "" : ", " + extra)}"#
}

/// Decodes a single-scene JSON text named "t.json" and returns its one scene.
func decodeOne(_ json: String) throws -> Scene {
    let scenes = try SceneFile.decode(json, source: "t.json")
    try #require(scenes.count == 1)
    return scenes[0]
}

/// The first op of a single-scene JSON text.
func decodeOp(_ op: String) throws -> SceneOp {
    let scene = try decodeOne(sceneJSON(ops: op))
    return try #require(scene.ops.first)
}

/// The message of the `SceneError` that decoding `json` (as "t.json") throws, or `nil` if none,
/// without its line and column (`t.json:1:57: scene …` reads `t.json: scene …`): these tests check
/// the wording; `ScenePositionTests` checks the positions, with `positionedErrorMessage`.
func errorMessage(_ json: String) -> String? {
    positionedErrorMessage(json).map(withoutPosition)
}

/// `message` without the line and column after "t.json" (`t.json:1:57: scene …` reads `t.json: scene …`).
func withoutPosition(_ message: String) -> String {
    guard let range = message.range(of: #"^t\.json:[0-9]+:[0-9]+: "#, options: .regularExpression) else {
        return message
    }
    return "t.json: " + message[range.upperBound...]
}

/// The whole message of the `SceneError` that decoding `json` (as "t.json") throws, or `nil` if none.
func positionedErrorMessage(_ json: String) -> String? {
    do {
        _ = try SceneFile.decode(json, source: "t.json")
        return nil
    } catch {
        return "\(error)"
    }
}

/// The error message for an op (given as JSON text) in scene "s" of "t.json".
func opErrorMessage(_ op: String) -> String? {
    errorMessage(sceneJSON(ops: op))
}

/// A path built by hand, to compare with decoded ones.
func testPath(_ build: (inout Path) -> Void) -> Path {
    var p = Path()
    build(&p)
    return p
}

let testRed = Color(r: 255, g: 0, b: 0)
let testBlue = Color(r: 0, g: 0, b: 255)
/// A square 0,0 – 4,4 as path data and as a path.
let testSquareData = "M0 0 L4 0 L4 4 L0 4 Z"
let testSquare = testPath { $0.move(to: Point(0, 0)); $0.line(to: Point(4, 0)); $0.line(to: Point(4, 4));
                    $0.line(to: Point(0, 4)); $0.close() }
