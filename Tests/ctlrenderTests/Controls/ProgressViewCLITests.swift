import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender progress`: the fixed height, scale, warnings, standard output, a missing image.
@Suite struct ProgressViewCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["progress", "--progress", "0.25", "--scale", "2", "--look", "classic",
                                   "--size", "100x30", "-o", folder.path("p@2x.png")])
        #expect(r.status == 0)
        #expect(r.stderr.contains("fixed height of 9 points"))
        let image = try PNG.read(path: folder.path("p@2x.png"))
        #expect(image.width == 200 && image.height == 18)

        r = try CLIRunner.run(["progress", "--progress", "7", "-o", "-"])
        #expect(r.status == 0 && r.stderr.contains("warning: progress: 7.0 is outside 0…1"))
        #expect(try PNG.decode([UInt8](r.stdout)).width == 150)

        r = try CLIRunner.run(["progress", "--progress-image", folder.path("none.png"), "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("none.png"))
        #expect(!folder.exists("x.png"))
    }
}
