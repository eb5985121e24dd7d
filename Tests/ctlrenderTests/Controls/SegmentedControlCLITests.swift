import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender segmented`: every option at once, bad indices, a missing image.
@Suite struct SegmentedControlCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let png = try folder.writePNG("i.png", width: 10, height: 10)
        var r = try CLIRunner.run(["segmented", "--segments", "A,B,C", "--segment-images", png, "--selected-index", "none",
                                   "--highlighted-index", "1", "--disabled-segments", "2", "--momentary",
                                   "--widths", "60,0,0", "--style", "bezeled", "--background-image", png,
                                   "--background-image", "selected=" + png, "--background-cap-insets", "0,2,0,2",
                                   "--divider-image", png, "--divider-image", "selected/normal=" + png,
                                   "--title-color", "highlighted=red", "--title-shadow-color", "black",
                                   "--title-shadow-offset", "0,1", "--font", "system", "--font-size", "12",
                                   "--look", "classic", "-o", folder.path("s.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("s.png")).height == 44)
        r = try CLIRunner.run(["segmented", "--selected-index", "first", "-o", folder.path("x.png")])
        #expect(r.status == 2 && !folder.exists("x.png"))
        r = try CLIRunner.run(["segmented", "--segment-images", folder.path("none.png"), "-o", folder.path("x.png")])
        #expect(r.status == 1 && !folder.exists("x.png"))
    }
}
