import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender switch`: tints and images, on or off, conflicting flags, a missing image.
@Suite struct SwitchCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let png = try folder.writePNG("art.png", width: 79, height: 27)
        var r = try CLIRunner.run(["switch", "--on", "--on-tint", "black", "--off-tint", "red", "--thumb-tint", "orange",
                                   "--on-image", png, "--off-image", png, "--look", "classic", "--scale", "2",
                                   "-o", folder.path("s.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("s.png")).width == 158)
        r = try CLIRunner.run(["switch", "--off", "-o", folder.path("off.png")])
        #expect(r.status == 0)
        r = try CLIRunner.run(["switch", "--on", "--off", "-o", folder.path("x.png")])
        #expect(r.status == 2)
        r = try CLIRunner.run(["switch", "--on-image", folder.path("none.png"), "-o", folder.path("x.png")])
        #expect(r.status == 1 && !folder.exists("x.png"))
    }
}
