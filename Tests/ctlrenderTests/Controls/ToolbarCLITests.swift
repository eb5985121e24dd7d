import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender toolbar`: the item list with an image mask, position, bad items and positions, a missing mask.
@Suite struct ToolbarCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("mask.png", width: 20, height: 20, color: Color(r: 0, g: 255, b: 0))
        var r = try CLIRunner.run(["toolbar", "--items", "flex,text:Edit,fixed:20,system:add,image:\(folder.path("mask.png")),flex",
                                   "--position", "top", "--look", "classic", "--scale", "2", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("a.png")).height == 94)
        r = try CLIRunner.run(["toolbar", "--items", "flex,fixed:abc", "-o", folder.path("b.png")])
        #expect(r.status != 0 && r.stderr.contains("fixed space") && !folder.exists("b.png"))
        r = try CLIRunner.run(["toolbar", "--position", "middle", "-o", folder.path("c.png")])
        #expect(r.status != 0 && !folder.exists("c.png"))
        r = try CLIRunner.run(["toolbar", "--items", "image:\(folder.path("none.png"))", "-o", folder.path("d.png")])
        #expect(r.status != 0 && r.stderr.contains("none.png") && !folder.exists("d.png"))
    }
}
