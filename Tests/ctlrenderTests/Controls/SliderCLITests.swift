import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender slider`: tints, value images, track and thumb images per state, warnings, errors.
@Suite struct SliderCLITests {
    static let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 200, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)

    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let png = { (name: String, color: Color, w: Int, h: Int) in
            _ = try folder.writePNG(name, width: w, height: h, color: color)
        }
        try png("low.png", Self.red, 20, 20)
        try png("high.png", Self.green, 20, 20)
        try png("track.png", Self.blue, 6, 4)
        try png("track-down.png", Self.green, 6, 4)
        try png("thumb.png", Self.red, 10, 10)
        try png("thumb-down.png", Self.green, 10, 10)

        var r = try CLIRunner.run(["slider", "--value", "3", "--min", "1", "--maximum-value", "5", "--size", "200x10",
                                   "--minimum-track-tint", "#00c800", "--maximum-track-tint", "blue",
                                   "--thumb-tint", "red", "-o", folder.path("a.png")])
        #expect(r.status == 0 && r.stderr.contains("fixed height of 31 points"))
        var p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 200 && p.height == 31)
        #expect(p[30, 15] == Self.green.premultiplied && p[170, 15] == Self.blue.premultiplied)
        #expect(p[100, 16] == Self.red.premultiplied)

        r = try CLIRunner.run(["slider", "--value", "0.5", "--minimum-value", "0", "--max", "1", "--state", "highlighted",
                               "--minimum-value-image", folder.path("low.png"),
                               "--maximum-value-image", folder.path("high.png"),
                               "--minimum-track-image", folder.path("track.png"),
                               "--maximum-track-image", folder.path("track.png"),
                               "--maximum-track-image", "highlighted=" + folder.path("track-down.png"),
                               "--track-cap-insets", "0,2,0,2", "--resizing-mode", "tile",
                               "--thumb-image", folder.path("thumb.png"),
                               "--thumb-image", "highlighted=" + folder.path("thumb-down.png"),
                               "--size", "200x31", "-o", folder.path("b.png")])
        #expect(r.status == 0, "\(r.stderr)")
        p = try PNG.read(path: folder.path("b.png"))
        #expect(p[0, 15] == Self.red.premultiplied && p[199, 15] == Self.green.premultiplied)
        #expect(p[45, 15] == Self.blue.premultiplied && p[150, 15] == Self.green.premultiplied)
        #expect(p[100, 15] == Self.green.premultiplied)

        r = try CLIRunner.run(["slider", "--value", "9", "-o", "-"])
        #expect(r.status == 0 && r.stderr.contains("warning: slider: value 9 is outside 0…1; drawn at 1"))

        r = try CLIRunner.run(["slider", "--min", "1", "--max", "1", "-o", folder.path("c.png")])
        #expect(r.status == 1 && r.stderr.contains("must be less than the maximum value"))
        r = try CLIRunner.run(["slider", "--thumb-image", "highlighted=" + folder.path("none.png"),
                               "-o", folder.path("c.png")])
        #expect(r.status == 1 && r.stderr.contains("none.png"))
        r = try CLIRunner.run(["slider", "--resizing-mode", "repeat", "-o", folder.path("c.png")])
        #expect(r.status == 2)
        #expect(!folder.exists("c.png"))
    }
}
