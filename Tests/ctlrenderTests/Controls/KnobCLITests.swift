import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender knob`: range, angles (negative numbers without "="), label, bad values.
@Suite struct KnobCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["knob", "--value", "5", "--min", "0", "--max", "10", "--start-angle=-pi",
                                   "--end-angle", "0", "--line-width", "3", "--pointer-length", "9",
                                   "--shows-value-label", "--size", "80x80", "-o", folder.path("k.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try PNG.read(path: folder.path("k.png"))
        #expect(p.width == 80 && p[40, 1].a > 200)   // −π…0 at the middle: straight up
        // Negative numbers need no "=": −1…1 from −π to 0, the value −1 at the start, pointing left.
        r = try CLIRunner.run(["knob", "--value", "-1", "--min", "-1", "--max", "1", "--start-angle", "-pi",
                               "--end-angle", "0", "--size", "80x80", "-o", folder.path("n.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let n = try PNG.read(path: folder.path("n.png"))
        #expect(n[1, 40].a > 200 && n[78, 40].a == 0)
        r = try CLIRunner.run(["knob", "--start-angle", "sideways", "-o", folder.path("x.png")])
        #expect(r.status == 2 && !folder.exists("x.png"))
        r = try CLIRunner.run(["knob", "--min", "1", "--max", "1", "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("must be below the maximum") && !folder.exists("x.png"))
        r = try CLIRunner.run(["knob", "--no-shows-value-label", "-o", folder.path("y.png")])
        #expect(r.status == 0)
    }
}
