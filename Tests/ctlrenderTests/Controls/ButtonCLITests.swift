import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender button`: types, per-state titles, colours and images, adjustments, backgrounds, insets, errors.
@Suite struct ButtonCLITests {
    static let red = Color(r: 200, g: 40, b: 40), green = Color(r: 30, g: 180, b: 60)

    /// `color` as an opaque pixel after `adjustments`, exactly as images are adjusted.
    func adjusted(_ color: Color, _ adjustments: [ColorAdjustment]) throws -> PremultipliedColor {
        var p = try Pixmap(width: 1, height: 1)
        p.fill(color)
        for a in adjustments { a.apply(to: &p) }
        return p[0, 0]
    }

    @Test func commandLineOptions() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("icon.png", width: 8, height: 8, color: Self.red)
        try folder.writePNG("icon-on.png", width: 8, height: 8, color: Self.green)
        try folder.writePNG("back.png", width: 12, height: 12, color: Color(r: 90, g: 90, b: 90))
        func run(_ args: [String], _ name: String = "b.png") throws -> (CLIRunner.Result, Pixmap?) {
            let r = try CLIRunner.run(["button"] + args + ["-o", folder.path(name)])
            return (r, folder.exists(name) ? try PNG.read(path: folder.path(name)) : nil)
        }

        // The default is a titled system button; typed buttons show their glyph alone.
        var (r, p) = try run([])
        #expect(r.status == 0 && p?.height == 30)
        (r, p) = try run(["--type", "info-dark", "--look", "classic"], "i.png")
        #expect(r.status == 0 && p?.width == 18 && p?.height == 19)

        // Per-state titles and colours; the exact state wins.
        (r, p) = try run(["--type", "custom", "--title", "Play", "--title", "selected=Pause", "--title-color", "#000",
                          "--title-color", "selected=#ff0000", "--state", "selected", "--font", "system-bold",
                          "--font-size", "20", "--title-shadow-color", "selected=#00ff00",
                          "--title-shadow-offset", "0,2", "--reverses-title-shadow", "--line-break-mode", "clip",
                          "--title-alignment", "right"])
        #expect(r.status == 0, "\(r.stderr)")
        let pixels = try #require(p).pixels.map { PremultipliedColor(packed: $0) }
        #expect(pixels.contains { $0 == Color(r: 255, g: 0, b: 0).premultiplied })
        #expect(pixels.contains { $0 == Color(r: 0, g: 255, b: 0).premultiplied })

        // Images per state, their automatic adjustments, and switching them off.
        let imageArgs = ["--type", "custom", "--image", folder.path("icon.png"),
                         "--image", "selected=" + folder.path("icon-on.png"), "--size", "8x8"]
        (r, p) = try run(imageArgs + ["--state", "selected"])
        #expect(p?[4, 4] == Self.green.premultiplied)
        (r, p) = try run(imageArgs + ["--state", "highlighted"])
        #expect(p?[4, 4] == (try adjusted(Self.red, [.darken(0.3)])))
        (r, p) = try run(imageArgs + ["--state", "highlighted", "--no-adjust-highlighted"])
        #expect(p?[4, 4] == Self.red.premultiplied)
        (r, p) = try run(imageArgs + ["--state", "disabled", "--no-adjust-disabled"])
        #expect(p?[4, 4] == Self.red.premultiplied)

        // Background image with caps and tiling, colour, corners, insets, alignment, glow.
        (r, p) = try run(["--type", "custom", "--background-image", folder.path("back.png"), "--background-cap-insets",
                          "4,4,4,4", "--resizing-mode", "tile", "--background-color", "#ffffff", "--corner-radius", "6",
                          "--content-insets", "2,2,2,2", "--title-insets", "0,4,0,0", "--image-insets", "0,0,0,4",
                          "--halign", "left", "--valign", "bottom", "--size", "60x30",
                          "--shows-touch-when-highlighted", "--state", "highlighted"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(p?[0, 0].a == 0 && p?[30, 15].a == 255)
        (r, p) = try run(["--type", "info-light", "--look", "classic", "--no-shows-touch-when-highlighted",
                          "--state", "highlighted", "--size", "44x44"])
        #expect(r.status == 0 && p?[2, 22].a == 0)

        // Errors: a missing image, bad caps, a bad type; no output file.
        (r, p) = try run(["--image", folder.path("none.png")], "x.png")
        #expect(r.status == 1 && r.stderr.contains("none.png") && p == nil)
        (r, p) = try run(["--background-image", folder.path("back.png"), "--background-cap-insets", "9,9,9,9"], "x.png")
        #expect(r.status == 1 && p == nil)
        (r, p) = try run(["--type", "toggle"], "x.png")
        #expect(r.status == 2 && p == nil)
        // A value out of the option's range is a usage error, as the spec's reader refuses it at its key.
        (r, p) = try run(["--font-size", "0"], "x.png")
        #expect(r.status == 2 && r.stderr.contains("'--font-size <pt>': must be a number of points above 0") && p == nil)
    }
}
