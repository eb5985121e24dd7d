import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender tab-bar --style standard`: item tint, the selection indicator image or none, warnings, errors.
@Suite struct TabBarStandardCLITests {
    let orange = Color(hex: 0xFF9500)

    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("plate.png", width: 8, height: 8, color: Color(r: 0, g: 255, b: 0))
        var r = try CLIRunner.run(["tab-bar", "--style", "standard", "--item-tint", "#ff9500", "--selected-index", "1",
                                   "--selection-indicator-image", folder.path("plate.png"), "--scale", "2",
                                   "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try PNG.read(path: folder.path("a.png"))
        #expect(p.height == 98 && p.count(of: orange, xs: 0..<128) > 100)
        #expect(p.count(of: Color(r: 0, g: 255, b: 0), xs: 128..<256) > 1000)
        r = try CLIRunner.run(["tab-bar", "--style", "standard", "--look", "classic", "--no-selection-indicator",
                               "-o", folder.path("n.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let plain = try PNG.read(path: folder.path("n.png"))
        #expect(plain[10, 20] == plain[300, 20])                            // no plate behind item 0
        r = try CLIRunner.run(["tab-bar", "--style", "fancy", "-o", folder.path("b.png")])
        #expect(r.status != 0 && !folder.exists("b.png"))
        r = try CLIRunner.run(["tab-bar", "--style", "standard", "--glow", "1", "-o", "-"])
        #expect(r.status == 0 && r.stderr.contains("draws no glow"))
        r = try CLIRunner.run(["tab-bar", "--style", "standard", "--selection-indicator-image", folder.path("none.png"),
                               "-o", folder.path("c.png")])
        #expect(r.status != 0 && !folder.exists("c.png"))
    }
}
