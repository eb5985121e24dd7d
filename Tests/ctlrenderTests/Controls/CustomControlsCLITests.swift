import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender star-slider`, `color-control`, `touch-wheel` and `unlock`: values, warnings, angles, errors, states, list, help.
@Suite struct CustomControlsCLITests {
    let blue = Color(hex: 0x007AFF).premultiplied

    @Test func commandLines() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["star-slider", "--value", "4", "--scale", "2", "-o", folder.path("s.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("s.png")).width == 320)
        r = try CLIRunner.run(["star-slider", "--value", "-2", "-o", folder.path("n.png")])
        #expect(r.status == 0 && r.stderr.contains("drawn at 0"), "\(r.stderr)")
        r = try CLIRunner.run(["star-slider", "--value", "nan", "-o", folder.path("x.png")])
        #expect(r.status != 0 && !folder.exists("x.png"))
        r = try CLIRunner.run(["star-slider", "--pulse", "-1", "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("pulse") && !folder.exists("x.png"))

        r = try CLIRunner.run(["color-control", "--hue", "0.25", "--saturation", "-0.5", "-o", folder.path("c.png")])
        #expect(r.status == 0 && r.stderr.contains("saturation -0.5 is outside 0…1"), "\(r.stderr)")
        r = try CLIRunner.run(["color-control", "--hue", "blue", "-o", folder.path("x.png")])
        #expect(r.status == 2 && !folder.exists("x.png"))

        r = try CLIRunner.run(["touch-wheel", "--angle", "-90deg", "-o", folder.path("w.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: folder.path("w.png"))[35, 100] == blue)
        r = try CLIRunner.run(["touch-wheel", "--angle", "-pi/2", "-o", folder.path("w2.png")])
        #expect(r.status == 0)
        let radians = try PNG.read(path: folder.path("w2.png")), degrees = try PNG.read(path: folder.path("w.png"))
        #expect(radians == degrees)
        r = try CLIRunner.run(["touch-wheel", "--angle", "sideways", "-o", folder.path("x.png")])
        #expect(r.status == 2 && !folder.exists("x.png"))
        r = try CLIRunner.run(["touch-wheel", "--size", "100x100", "-o", folder.path("w3.png")])
        #expect(r.status == 0 && r.stderr.contains("fixed size of 200×200"))

        r = try CLIRunner.run(["unlock", "--position", "1.5", "--unlocked", "--opacity", "0.5", "-o", folder.path("u.png")])
        #expect(r.status == 0 && r.stderr.contains("position 1.5 is outside 0…1"), "\(r.stderr)")
        r = try CLIRunner.run(["unlock", "--opacity", "nan", "-o", folder.path("x.png")])
        #expect(r.status != 0 && !folder.exists("x.png"))
        r = try CLIRunner.run(["unlock", "--all-states", "-o", folder.path("all")])
        #expect(r.status == 0 && folder.exists("all/unlock-highlighted.png") && folder.exists("all/unlock-disabled.png"))

        r = try CLIRunner.run(["states", "touch-wheel"])
        #expect(r.status == 0 && String(decoding: r.stdout, as: UTF8.self).contains("--angle") && String(decoding: r.stdout, as: UTF8.self).contains("highlighted"))
        r = try CLIRunner.run(["list"])
        for name in ["star-slider", "color-control", "touch-wheel", "unlock"] { #expect(String(decoding: r.stdout, as: UTF8.self).contains(name)) }
        r = try CLIRunner.run(["unlock", "--help"])
        for option in ["--position", "--unlocked", "--opacity", "--look", "--spec"] { #expect(String(decoding: r.stdout, as: UTF8.self).contains(option)) }
    }
}
