import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender back-button`: the title sizes the button (one beginning with "-" too), bad sizes and scales, help.
@Suite struct BackButtonCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["back-button", "--title", "Settings", "--look", "classic", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let long = try PNG.read(path: folder.path("a.png"))
        r = try CLIRunner.run(["back-button", "--title", "-1", "--look", "classic", "-o", folder.path("b.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let short = try PNG.read(path: folder.path("b.png"))
        #expect(long.height == 30 && long.width > short.width + 20)
        r = try CLIRunner.run(["back-button", "--size", "-4x30", "-o", folder.path("c.png")])
        #expect(r.status != 0 && !folder.exists("c.png"))
        r = try CLIRunner.run(["back-button", "--title", "Back", "--scale", "0", "-o", folder.path("d.png")])
        #expect(r.status != 0 && r.stderr.contains("scale") && !folder.exists("d.png"))
        #expect(String(decoding: try CLIRunner.run(["back-button", "--help"]).stdout, as: UTF8.self).contains("--title"))
    }
}
