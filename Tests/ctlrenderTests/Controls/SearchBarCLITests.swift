import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender search-bar`: scopes, bad scopes, a clamped selection, help.
@Suite struct SearchBarCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["search-bar", "--scopes", "All,Mail,Contacts", "--selected-scope", "1", "--look",
                                   "classic", "--scale", "2", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("a.png")).height == 176)
        r = try CLIRunner.run(["search-bar", "--scopes", "A,,B", "-o", folder.path("b.png")])
        #expect(r.status != 0 && r.stderr.contains("--scopes") && !folder.exists("b.png"))
        r = try CLIRunner.run(["search-bar", "--selected-scope", "x", "-o", folder.path("c.png")])
        #expect(r.status != 0 && !folder.exists("c.png"))
        r = try CLIRunner.run(["search-bar", "--scopes", "A,B", "--selected-scope", "5", "-o", "-"])
        #expect(r.status == 0 && r.stderr.contains("warning: search-bar: selected scope 5"))
        r = try CLIRunner.run(["search-bar", "--help"])
        let help = String(decoding: r.stdout, as: UTF8.self)
        for option in ["--placeholder", "--text", "--bar-style", "--translucent", "--bar-tint", "--scopes",
                       "--selected-scope", "--cancel"] {
            #expect(help.contains(option), "\(option)")
        }
    }
}
