import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender bar-button-item` and `ctlrender navigation-bar`: options, all states, errors, help.
@Suite struct BarCLITests {
    let orange = Color(hex: 0xFF9500)

    @Test func barButtonItem() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["bar-button-item", "--system", "add", "--style", "plain", "--tint", "#ff9500", "--scale", "2",
                                   "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("a.png")).count(of: orange) > 10)
        r = try CLIRunner.run(["bar-button-item", "--title", "Back", "--back", "--look", "classic", "--all-states",
                               "-o", folder.path("all")])
        #expect(r.status == 0 && folder.files("all").count == 3, "\(r.stderr)")
        r = try CLIRunner.run(["bar-button-item", "--title", "A", "--system", "add", "-o", folder.path("b.png")])
        #expect(r.status != 0 && r.stderr.contains("one of") && !folder.exists("b.png"))
        r = try CLIRunner.run(["bar-button-item", "--style", "fancy", "-o", folder.path("c.png")])
        #expect(r.status != 0 && !folder.exists("c.png"))
        r = try CLIRunner.run(["bar-button-item", "--font-size", "nan", "-o", folder.path("d.png")])
        #expect(r.status != 0 && !folder.exists("d.png"))
        r = try CLIRunner.run(["bar-button-item", "--image", folder.path("none.png"), "-o", folder.path("e.png")])
        #expect(r.status == 1 && r.stderr.contains("none.png") && !folder.exists("e.png"))
    }

    @Test func navigationBar() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["navigation-bar", "--title", "Inbox", "--left", "back:Back", "--right", "system:add",
                                   "--look", "classic", "--no-shadow", "--scale", "2", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("a.png")).height == 88)
        r = try CLIRunner.run(["navigation-bar", "--bar-style", "purple", "-o", folder.path("b.png")])
        #expect(r.status != 0 && !folder.exists("b.png"))
        r = try CLIRunner.run(["navigation-bar", "--left", "rocket:x", "-o", folder.path("c.png")])
        #expect(r.status != 0 && r.stderr.contains("rocket") && !folder.exists("c.png"))
        r = try CLIRunner.run(["navigation-bar", "--shadow-image", folder.path("none.png"), "-o", folder.path("d.png")])
        #expect(r.status != 0 && !folder.exists("d.png"))
        r = try CLIRunner.run(["navigation-bar", "--help"])
        let help = String(decoding: r.stdout, as: UTF8.self)
        for option in ["--title", "--left", "--right", "--bar-style", "--translucent", "--bar-tint", "--shadow",
                       "--shadow-image"] {
            #expect(help.contains(option), "\(option)")
        }
    }
}
