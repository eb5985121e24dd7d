import CtlRaster
@testable import CtlScene
import Foundation
import Testing

@Suite struct SceneFileTests {
    static let collection = #"""
        {"format": "ctlrender-peer-scenes", "version": 1, "conventions": {"color": "straight"},
         "scenes": [
           {"name": "one", "width": 4, "height": 5, "background": null, "note": "n", "ops": []},
           {"name": "two", "width": 6, "height": 7, "background": "white", "ops": [
             {"op": "fill", "path": "M0 0 L1 0 L1 1 Z", "paint": {"color": "black"}}]}
         ]}
        """#

    @Test func collectionKeepsSceneOrder() throws {
        let scenes = try SceneFile.decode(Self.collection, source: "c.json")
        #expect(scenes.map(\.name) == ["one", "two"])
        #expect(scenes[0].width == 4 && scenes[0].height == 5 && scenes[0].background == nil)
        #expect(scenes[1].background == Color(r: 255, g: 255, b: 255))
        #expect(scenes[1].ops.count == 1)
    }

    @Test func collectionWithoutHeaderKeys() throws {
        let scenes = try SceneFile.decode(#"{"scenes": [{"name": "x", "width": 1, "height": 1, "ops": []}]}"#)
        #expect(scenes.map(\.name) == ["x"])
    }

    @Test func singleSceneIsAOneElementList() throws {
        let scenes = try SceneFile.decode(#"{"name": "x", "width": 2, "height": 3, "ops": []}"#)
        #expect(scenes.count == 1)
        #expect(scenes[0].name == "x")
    }

    @Test func decodeFromDataAndStringAgree() throws {
        let fromString = try SceneFile.decode(Self.collection)
        let fromData = try SceneFile.decode(Data(Self.collection.utf8))
        #expect(fromString == fromData)
    }

    @Test func loadReadsAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(getpid())-load.json").path
        try Data(Self.collection.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try SceneFile.load(path: path).map(\.name) == ["one", "two"])
    }

    @Test func entriesKeepGoodScenesBesideABadOne() throws {
        let json = #"""
            {"scenes": [
              {"name": "good", "width": 1, "height": 1, "ops": []},
              {"name": "bad", "width": -1, "height": 1, "ops": []},
              {"width": 1, "height": 1, "ops": []},
              {"name": "good", "width": 2, "height": 2, "ops": []}
            ]}
            """#
        let entries = try SceneFile.decodeEntries(Data(json.utf8), source: "e.json")
        #expect(entries.map(\.index) == [0, 1, 2, 3])
        #expect(entries.map(\.name) == ["good", "bad", nil, "good"])
        #expect((try? entries[0].result.get())?.name == "good")
        #expect(throws: SceneError.self) { try entries[1].result.get() }
        #expect(throws: SceneError.self) { try entries[2].result.get() }
        // The second "good" is the duplicate, and fails.
        #expect(throws: SceneError.self) { try entries[3].result.get() }
        // `decode` reports the first failure.
        #expect(throws: SceneError.self) { try SceneFile.decode(json, source: "e.json") }
    }

    @Test func realPeerScenesDecode() throws {
        let path = GoldenFixtures.fixtures.appendingPathComponent("Scenes/peers.json").path
        try #require(FileManager.default.fileExists(atPath: path), "missing \(path)")
        let scenes = try SceneFile.load(path: path)
        // Counts read from the file with Python's json module.
        #expect(scenes.count == 18)
        #expect(scenes.reduce(0) { $0 + $1.ops.count } == 3097)
        #expect(scenes.prefix(3).map(\.name) == ["button_88x44", "switch_51x31", "slider_200x32"])
        #expect(scenes[2].background == Color(r: 242, g: 242, b: 247, a: 255))
        let ops = scenes.flatMap(\.ops)
        #expect(ops.filter { if case .stroke = $0 { true } else { false } }.count == 571)
        #expect(ops.filter { $0.paintKind == "linear" }.count == 503)
        #expect(ops.filter { $0.paintKind == "radial" }.count == 6)
        guard case .fill(let first) = scenes[0].ops[0], case .linearGradient(let g) = first.paint else {
            Issue.record("button's first op is not a linear fill"); return
        }
        #expect(g.start == Point(0, 0) && g.end == Point(0, 44))
        #expect(g.stops == [GradientStop(offset: 0, color: Color(r: 64, g: 156, b: 255)),
                            GradientStop(offset: 1, color: Color(r: 0, g: 98, b: 214))])
    }

    @Test func realResvgScenesDecode() throws {
        let path = GoldenFixtures.fixtures.appendingPathComponent("resvg/scenes.json").path
        try #require(FileManager.default.fileExists(atPath: path), "missing \(path)")
        let scenes = try SceneFile.load(path: path)
        #expect(scenes.count == 42)
        #expect(scenes.reduce(0) { $0 + $1.ops.count } == 101)
        #expect(scenes.allSatisfy { $0.width == 300 || $0.height == 300 })
        guard case .fill(let first) = scenes[0].ops[0] else { Issue.record("not a fill"); return }
        #expect(first.transform == Transform(a: 1.5, b: 0, c: -0.8660254038, d: 1.5, e: 0, f: 0))
    }
}

extension SceneOp {
    /// "color", "linear", "radial", "sweep" or "image" for fills and strokes; "none" for the other ops.
    var paintKind: String {
        let paint: Paint
        switch self {
        case .fill(let op): paint = op.paint
        case .stroke(let op): paint = op.paint
        case .image, .clip, .save, .restore, .text: return "none"
        }
        switch paint {
        case .solid: return "color"
        case .linearGradient: return "linear"
        case .radialGradient: return "radial"
        case .sweepGradient: return "sweep"
        case .image: return "image"
        }
    }
}
