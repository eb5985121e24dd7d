import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender button --type raised-center`: its size and art, a misspelt type, help.
@Suite struct RaisedCenterButtonCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["button", "--type", "raised-center", "--look", "classic", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 80 && p.height == 58 && p[40, 29] == Color.white.premultiplied)  // untitled: the "+" shows
        r = try CLIRunner.run(["button", "--type", "raised-centre", "-o", folder.path("b.png")])
        #expect(r.status == 2 && !folder.exists("b.png"))
        #expect(String(decoding: try CLIRunner.run(["button", "--help"]).stdout, as: UTF8.self).contains("raised-center"))
    }
}
