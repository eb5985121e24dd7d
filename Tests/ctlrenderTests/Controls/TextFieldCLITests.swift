import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender text-field`: borders, text, views, background images per state, warnings, errors.
@Suite struct TextFieldCLITests {
    static let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 200, b: 0)

    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("bg.png", width: 12, height: 12, color: Self.red)
        try folder.writePNG("off.png", width: 12, height: 12, color: Self.green)
        try folder.writePNG("icon.png", width: 10, height: 10, color: Color(r: 0, g: 0, b: 255))

        var r = try CLIRunner.run(["text-field", "--border-style", "line", "--text", "Hello", "--placeholder", "Name",
                                   "--text-color", "#ff0000", "--font", "system-bold", "--font-size", "15",
                                   "--text-alignment", "center", "--left-view", "magnifier",
                                   "--right-view", folder.path("icon.png"), "--clear-button-mode", "while-editing",
                                   "--state", "highlighted", "--size", "240x40", "-o", folder.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        var p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 240 && p.height == 40 && p[120, 0] == Color(hex: 0x4C4C4C).premultiplied)
        #expect(p[230, 20] == Color(r: 0, g: 0, b: 255).premultiplied && p.count(of: Self.red) > 20)
        #expect(p.count(of: Color(hex: 0x8E8E93)) > 20)   // the magnifier and the clear button

        r = try CLIRunner.run(["text-field", "--border-style", "none", "--background-image", folder.path("bg.png"),
                               "--disabled-background-image", folder.path("off.png"), "--background-cap-insets", "4",
                               "--resizing-mode", "tile", "--state", "disabled", "-o", folder.path("b.png")])
        #expect(r.status == 0, "\(r.stderr)")
        p = try PNG.read(path: folder.path("b.png"))
        #expect(p[100, 15] == Self.green.premultiplied)

        // A text or placeholder may begin with "-", unquoted and without "=".
        r = try CLIRunner.run(["text-field", "--text", "-5 °C", "--placeholder", "-none-",
                               "-o", folder.path("minus.png")])
        #expect(r.status == 0, "\(r.stderr)")
        r = try CLIRunner.run(["text-field", "--background-image", folder.path("bg.png"), "-o", folder.path("c.png")])
        #expect(r.status == 0 && r.stderr.contains("warning: text-field: a rounded-rect field ignores"))
        r = try CLIRunner.run(["text-field", "--left-view", folder.path("none.png"), "-o", folder.path("d.png")])
        #expect(r.status == 1 && r.stderr.contains("none.png"))
        r = try CLIRunner.run(["text-field", "--border-style", "oval", "-o", folder.path("d.png")])
        #expect(r.status == 2)
        r = try CLIRunner.run(["text-field", "--font-size", "0", "-o", folder.path("d.png")])
        #expect(r.status == 1 && r.stderr.contains("font size"))
        #expect(!folder.exists("d.png"))
    }
}
