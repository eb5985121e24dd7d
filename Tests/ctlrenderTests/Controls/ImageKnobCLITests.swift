import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender image-knob`: the angle, warnings for angles outside the travel, bad values, help.
@Suite struct ImageKnobCLITests {
    let blue = Color(hex: 0x007AFF).premultiplied

    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["image-knob", "--angle", "2.5", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 140 && p.height == 124 && p[70, 22] == blue)
        r = try CLIRunner.run(["image-knob", "--angle", "-1", "-o", folder.path("b.png")])
        #expect(r.status == 0 && r.stderr.contains("warning: image-knob: angle -1 is outside") && folder.exists("b.png"))
        r = try CLIRunner.run(["image-knob", "--angle", "2pi", "-o", folder.path("c.png")])
        #expect(r.status == 0 && r.stderr.contains("drawn at 5"))
        r = try CLIRunner.run(["image-knob", "--angle", "left", "-o", folder.path("d.png")])
        #expect(r.status == 2 && !folder.exists("d.png"))
        r = try CLIRunner.run(["image-knob", "--size", "0x10", "-o", folder.path("e.png")])
        #expect(r.status != 0 && !folder.exists("e.png"))
        #expect(String(decoding: try CLIRunner.run(["image-knob", "--help"]).stdout, as: UTF8.self).contains("--angle"))
    }
}
