import CtlGolden
import CtlRaster
import Foundation
import Testing

/// Reports and messages name files relative to the run's folder, never by an absolute path.
@Suite struct RelativePathTests {
    @Test func relativeToABase() {
        #expect(RelativePath.of("/w/pkg/.build/a.png", from: "/w/pkg") == ".build/a.png")
        #expect(RelativePath.of("/w/pkg/.build/a.png", from: "/w/pkg/") == ".build/a.png")
        #expect(RelativePath.of("/tmp/x.png", from: "/w/pkg") == "../../tmp/x.png")
        #expect(RelativePath.of("/w/pkg", from: "/w/pkg") == ".")
        #expect(RelativePath.of("/w/pkg/./a/../b.png", from: "/w/pkg") == "b.png")
        #expect(RelativePath.of("/w/pkgs/b.png", from: "/w/pkg") == "../pkgs/b.png")
    }

    @Test func aReportNamesNoAbsolutePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = Golden(directory: folder.appendingPathComponent("goldens"),
                            artifacts: folder.appendingPathComponent("report/artifacts"), pathBase: folder.path)
        var a = try Pixmap(width: 3, height: 3)
        a.fill(.black)
        var b = a
        b[1, 1] = Color(r: 255, g: 255, b: 255).premultiplied
        var report = SnapshotReport(title: "paths")
        report.add(golden.check(a, named: "x", mode: .all), name: "x", actual: a, golden: golden)
        report.add(golden.check(b, named: "x", mode: .never), name: "x", actual: b, golden: golden)
        report.add(golden.check(a, named: "gone", mode: .never), name: "gone", actual: a, golden: golden)
        let json = report.json()
        #expect(json.contains("recorded goldens/x.png"))
        #expect(json.contains("see report/artifacts/x.{expected,actual,diff}.png"))
        #expect(json.contains("no usable golden at goldens/gone.png"))
        #expect(!json.contains(folder.path))
        #expect(!report.html().contains(folder.path))
    }
}
