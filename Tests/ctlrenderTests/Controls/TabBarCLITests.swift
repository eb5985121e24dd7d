import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender tab-bar` (custom style): items, masks, titles, arrow and glow, no selection, warnings, a missing mask.
@Suite struct TabBarCLITests {
    static let tint = Color(hex: 0x007AFF)

    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("mask.png", width: 20, height: 20, color: Color(r: 0, g: 255, b: 0))
        var r = try CLIRunner.run(["tab-bar", "--item", "star", "--item", folder.path("mask.png"), "--item", "clock",
                                   "--selected-index", "1", "--glow-index", "2", "--title", "One", "--title", "Two",
                                   "--size", "300x48", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        var p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 300 && p.height == 48)
        #expect(p[150, 2] == Self.tint.premultiplied)   // the arrow over item 1 of 3
        #expect(p[150, 20] == Self.tint.premultiplied)  // the mask in the tint, its green ignored
        r = try CLIRunner.run(["tab-bar", "--no-shows-arrow", "--glow", "0", "--selected-index", "none", "--look", "classic",
                               "-o", folder.path("b.png")])
        #expect(r.status == 0, "\(r.stderr)")
        p = try PNG.read(path: folder.path("b.png"))
        #expect(p.height == 44 && p[32, 43].b > 100)   // the glow, no arrow, no selection
        r = try CLIRunner.run(["tab-bar", "--selected-index", "-1", "--glow", "-1", "-o", folder.path("d.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let unselected = try ControlRenderer.render(TabBar(selectedIndex: nil), options: RenderOptions(look: .flat)).pixmap
        #expect(try PNG.read(path: folder.path("d.png")) == unselected)
        r = try CLIRunner.run(["tab-bar", "--shows-arrow", "--selected-index", "8", "-o", "-"])
        #expect(r.status == 0 && r.stderr.contains("warning: tab-bar: selected index 8 is past the last item"))
        r = try CLIRunner.run(["tab-bar", "--item", folder.path("none.png"), "-o", folder.path("c.png")])
        #expect(r.status == 1 && r.stderr.contains("none.png") && !folder.exists("c.png"))
    }
}
