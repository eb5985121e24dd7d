import CtlRaster
import CtlGolden
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender diff` as CI runs it: the numbers it prints, its exit codes, the diff image.
@Suite struct DiffCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-diff-\(UUID().uuidString)")

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes a w×h grey image with the given pixels changed, as `name`.
    @discardableResult
    func image(_ name: String, width: Int = 10, height: Int = 6, changes: [(Int, Int, Color)] = []) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var p = try Pixmap(width: width, height: height)
        p.fill(Color(r: 100, g: 100, b: 100))
        for (x, y, c) in changes { p[x, y] = c.premultiplied }
        try PNG.write(p, to: path(name))
        return path(name)
    }

    func diff(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        let r = try CLIRunner.run(["diff"] + args)
        return (r.status, String(decoding: r.stdout, as: UTF8.self), r.stderr)
    }

    @Test func identicalImagesPass() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image("a.png"), b = try image("b.png")
        let r = try diff([a, b])
        #expect(r.status == 0)
        #expect(r.out == "identical (10×6)\n")
    }

    @Test func differencesAreCountedMeasuredAndBoxed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image("a.png")
        let b = try image("b.png", changes: [(2, 1, Color(r: 110, g: 100, b: 100)), (7, 4, Color(r: 100, g: 60, b: 100))])
        let r = try diff([a, b])
        #expect(r.status == 1)
        #expect(r.out.hasPrefix("differ: 2 pixels differ (3.3% of 10×6), max channel delta 40, in x 2…7, y 1…4 (6×4)"))
    }

    @Test func bothBoundsMustHold() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image("a.png")
        let b = try image("b.png", changes: [(2, 1, Color(r: 110, g: 100, b: 100)), (7, 4, Color(r: 100, g: 60, b: 100))])
        #expect(try diff([a, b, "--max-pixels", "2", "--max-channel-delta", "40"]).status == 0)
        #expect(try diff([a, b, "--max-pixels", "2", "--max-channel-delta", "40"]).out.hasPrefix("within bounds: "))
        #expect(try diff([a, b, "--max-pixels", "1", "--max-channel-delta", "40"]).status == 1)
        #expect(try diff([a, b, "--max-pixels", "2", "--max-channel-delta", "39"]).status == 1)
    }

    @Test func sizeMismatchIsADifference() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image("a.png"), b = try image("b.png", width: 11)
        let r = try diff([a, b, "--max-pixels", "1000", "--max-channel-delta", "255"])
        #expect(r.status == 1)
        #expect(r.out.contains("size differs: expected 10×6, actual 11×6"))
        let j = try diff([a, b, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(j.out.utf8)) as? [String: Any]
        #expect(object?["sizeMatches"] as? Bool == false)
        #expect(object?["passed"] as? Bool == false)
    }

    @Test func jsonReport() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image("a.png"), b = try image("b.png", changes: [(9, 5, Color(r: 0, g: 0, b: 0))])
        let r = try diff([a, b, "--json"])
        #expect(r.status == 1)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(o["differingPixels"] as? Int == 1 && o["maxChannelDelta"] as? Int == 100)
        let box = try #require(o["bounds"] as? [String: Int])
        #expect(box == ["x": 9, "y": 5, "width": 1, "height": 1])
    }

    @Test func unreadableInputIsAnErrorWithStatus2() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image("a.png")
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("text.png"))
        for other in [path("missing.png"), path("text.png")] {
            let r = try diff([a, other, "-o", path("d.png")])
            #expect(r.status == 2)
            #expect(r.err.contains("ctlrender: error: ") && r.err.contains(other))
            #expect(!FileManager.default.fileExists(atPath: path("d.png")))
        }
        #expect(try diff([a, a, "--max-channel-delta", "300"]).status == 2)
    }

    @Test func diffImageShowsExpectedMaskAndActual() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image("a.png"), b = try image("b.png", changes: [(3, 2, Color(r: 101, g: 100, b: 100))])
        #expect(try diff([a, b, "-o", path("d.png")]).status == 1)
        let d = try PNG.read(path: path("d.png"))
        #expect(d.width == 3 * 10 + 4 * 8 && d.height == 6 + 2 * 8)
        // The mask panel starts at x = 8 + 10 + 8: the one-level change shows in full red.
        #expect(d[26 + 3, 8 + 2] == Color(r: 230, g: 0, b: 0).premultiplied)
        #expect(d[26 + 4, 8 + 2] != Color(r: 230, g: 0, b: 0).premultiplied)
        #expect(d[8, 8] == Color(r: 100, g: 100, b: 100).premultiplied)
    }
}
