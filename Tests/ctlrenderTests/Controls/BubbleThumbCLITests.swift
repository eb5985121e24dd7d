import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender slider --thumb bubble`: the bubble while highlighted, a bad thumb style, help.
@Suite struct BubbleThumbCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["slider", "--thumb", "bubble", "--value", "0.3", "--size", "200x100",
                                   "--state", "highlighted", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try PNG.read(path: folder.path("a.png"))
        #expect(p.height == 100 && p[68, 5] == Color.white(0.3).premultiplied)
        r = try CLIRunner.run(["slider", "--thumb", "balloon", "-o", folder.path("b.png")])
        #expect(r.status == 2 && !folder.exists("b.png"))
        #expect(String(decoding: try CLIRunner.run(["slider", "--help"]).stdout, as: UTF8.self).contains("--thumb"))
    }
}
