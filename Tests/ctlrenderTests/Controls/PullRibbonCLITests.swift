import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender pull-ribbon`: pull, wiggle and sway, warnings, bad numbers, help.
@Suite struct PullRibbonCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["pull-ribbon", "--pull", "40", "--wiggle", "-5", "--sway", "-3", "-o",
                                   folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 64 && p.height == 150 && p[12, 100].a == 255 && p[20, 112].a == 0)
        r = try CLIRunner.run(["pull-ribbon", "--pull", "-5", "-o", folder.path("b.png")])
        #expect(r.status == 0 && r.stderr.contains("warning: pull-ribbon: pull -5 is outside 0…75"))
        #expect(folder.exists("b.png"))
        r = try CLIRunner.run(["pull-ribbon", "--pull", "nan", "-o", folder.path("c.png")])
        #expect(r.status == 2 && r.stderr.contains("'--pull <points>': not a finite number") && !folder.exists("c.png"))
        r = try CLIRunner.run(["pull-ribbon", "--pull", "far", "-o", folder.path("d.png")])
        #expect(r.status == 2 && !folder.exists("d.png"))
        let help = String(decoding: try CLIRunner.run(["pull-ribbon", "--help"]).stdout, as: UTF8.self)
        for option in ["--pull", "--wiggle", "--sway"] { #expect(help.contains(option)) }
    }
}
