import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender page-control`: pages, tints, hiding for a single page, a spec with a flag over it, warnings, bad values.
@Suite struct PageControlCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["page-control", "--number-of-pages", "4", "--current-page", "3",
                                   "--page-indicator-tint", "#808080", "--current-page-indicator-tint", "red",
                                   "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        var p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 55 && p.height == 36)
        #expect(p[3, 18] == Color(hex: 0x808080).premultiplied && p[51, 18] == Color(hex: 0xFF0000).premultiplied)

        r = try CLIRunner.run(["page-control", "--pages", "1", "--hides-for-single-page", "--size", "40x36",
                               "-o", folder.path("b.png")])
        #expect(r.status == 0)
        p = try PNG.read(path: folder.path("b.png"))
        #expect(p.width == 40 && p.pixels.allSatisfy { $0 >> 24 == 0 })

        try folder.write(#"{"numberOfPages": 1, "hidesForSinglePage": true}"#, "one.json")
        r = try CLIRunner.run(["page-control", "--spec", folder.path("one.json"), "--no-hides-for-single-page",
                               "-o", folder.path("c.png")])
        #expect(r.status == 0)
        #expect(try PNG.read(path: folder.path("c.png"))[3, 18] == Color.white.premultiplied)

        r = try CLIRunner.run(["page-control", "--pages", "3", "--current", "7", "-o", "-"])
        #expect(r.status == 0 && r.stderr.contains("warning: page-control: current page 7 is outside 0…2"))
        r = try CLIRunner.run(["page-control", "--pages", "many", "-o", folder.path("d.png")])
        #expect(r.status == 2 && !folder.exists("d.png"))
    }
}
