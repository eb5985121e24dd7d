import CtlRaster
import CtlSVG
import CtlTestSupport
import Foundation
import Testing

/// An SVG wherever a PNG is taken as artwork — control images and masks, `slice`, `tint`, a
/// scene's `image` op, a spec's image — drawn at the scale being rendered (the @3x image is the
/// SVG drawn at 3×, not a 1× bitmap scaled up), and a bad SVG an error naming the file, line
/// and column, with no output.
@Suite struct SVGArtworkCLITests {
    let star = PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg").path
    let bad = PackagePaths.fixtures.appendingPathComponent("Artwork/bad.svg").path

    func artwork() throws -> SVGArtwork { try SVGArtwork(path: star) }

    /// Runs ctlrender, expecting success, and reads the PNG it wrote.
    func png(_ folder: TestFolder, _ name: String, _ args: [String]) throws -> Pixmap {
        let r = try CLIRunner.run(args + ["-o", folder.path(name)])
        #expect(r.status == 0, "\(args): \(r.stderr)")
        return try PNG.read(path: folder.path(name))
    }

    /// `p` scaled up `k` times as a bitmap is.
    func upscaled(_ p: Pixmap, by k: Int) throws -> Pixmap {
        var canvas = try Canvas(width: p.width * k, height: p.height * k)
        canvas.drawImage(p, in: Rect(x: 0, y: 0, width: Double(p.width * k), height: Double(p.height * k)))
        return canvas.pixmap
    }

    @Test func aButtonImageIsDrawnAtTheScale() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        // A custom button the size of its image shows the image alone, at the button's origin.
        let three = try png(folder, "b@3x.png", ["button", "--type", "custom", "--image", star, "--size", "24x24",
                                                 "--scale", "3"])
        #expect(three == (try artwork().render(scale: 3)))
        let one = try png(folder, "b.png", ["button", "--type", "custom", "--image", star, "--size", "24x24"])
        #expect(one == (try artwork().render(scale: 1)))
        #expect(three != (try upscaled(one, by: 3)))
        // Highlighted, the image is darkened as a PNG would be: the same adjustment on the 3× drawing.
        let pressed = try png(folder, "p@3x.png", ["button", "--type", "custom", "--image", star, "--size", "24x24",
                                                   "--scale", "3", "--state", "highlighted"])
        var darkened = try artwork().render(scale: 3)
        ColorAdjustment.darken(0.3).apply(to: &darkened)
        #expect(pressed == darkened)
    }

    @Test func aTabBarMaskIsDrawnAtTheScale() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        // The same star as a 1× PNG, and as the SVG: at 3× the bars differ (the PNG's mask is
        // scaled up), at 1× they are the same.
        try PNG.write(try artwork().render(scale: 1), to: folder.path("star.png"))
        let args = ["tab-bar", "--style", "standard", "--item", "clock", "--selected-index", "0"]
        let svg3 = try png(folder, "s3.png", args + ["--item", star, "--scale", "3"])
        let png3 = try png(folder, "p3.png", args + ["--item", folder.path("star.png"), "--scale", "3"])
        #expect(svg3.width == png3.width && svg3 != png3)
        let svg1 = try png(folder, "s1.png", args + ["--item", star])
        let png1 = try png(folder, "p1.png", args + ["--item", folder.path("star.png")])
        #expect(svg1 == png1)
    }

    @Test func tintAndSliceTakeAnSVG() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let blue = Color(hex: 0x007AFF)
        let tinted = try png(folder, "t@3x.png", ["tint", star, "--color", "#007aff", "--scale", "3"])
        #expect(tinted == Tint.template(try artwork().render(scale: 3), color: blue))
        #expect(try png(folder, "t.png", ["tint", star, "--color", "#007aff"]).width == 24)
        var r = try CLIRunner.run(["tint", folder.path("t.png"), "--color", "red", "--scale", "2", "-o", folder.path("x.png")])
        #expect(r.status == 2 && r.stderr.contains("--scale is for an SVG input") && !folder.exists("x.png"))

        let sliced = try png(folder, "s@2x.png", ["slice", star, "--cap-insets", "8", "--size", "60x30", "--scale", "2"])
        let slice = try NineSlice(image: try artwork().render(scale: 2), scale: 2, insets: EdgeInsets(all: 8))
        #expect(sliced == (try slice.render(width: 120, height: 60, scale: 2, size: Size(width: 60, height: 30))))
        r = try CLIRunner.run(["slice", star, "--cap-insets", "13", "--size", "60x30", "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("star.svg") && !folder.exists("x.png"))
    }

    @Test func aSceneImageOpTakesAnSVG() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: star, toPath: folder.path("star.svg"))
        try folder.write("""
            {"format": "ctlrender-peer-scenes", "version": 1, "conventions": {"color": "straight"},
             "scenes": [{"name": "icon", "width": 24, "height": 24, "ops": [
               {"op": "image", "src": "star.svg", "rect": [0, 0, 24, 24]}]},
              {"name": "tinted", "width": 24, "height": 24, "ops": [
               {"op": "image", "src": "star.svg", "rect": [0, 0, 24, 24], "tint": "#ff0000"}]},
              {"name": "scaled", "width": 24, "height": 24, "ops": [
               {"op": "image", "src": "star.svg", "rect": [0, 0, 24, 24], "scale": 2}]}]}
            """, "s.json")
        let icon = try png(folder, "i@3x.png", ["draw", folder.path("s.json"), "--scene", "icon", "--scale", "3"])
        #expect(icon == (try artwork().render(scale: 3)))
        let tinted = try png(folder, "t@3x.png", ["draw", folder.path("s.json"), "--scene", "tinted", "--scale", "3"])
        #expect(tinted == Tint.template(try artwork().render(scale: 3), color: Color(hex: 0xFF0000)))
        let r = try CLIRunner.run(["draw", folder.path("s.json"), "--scene", "scaled", "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("an SVG image has no scale") && !folder.exists("x.png"))
    }

    @Test func aSpecImageTakesAnSVG() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: star, toPath: folder.path("star.svg"))
        try folder.write(#"{"type": "custom", "image": "star.svg", "size": "24x24"}"#, "b.json")
        let drawn = try png(folder, "b@2x.png", ["button", "--spec", folder.path("b.json"), "--scale", "2"])
        #expect(drawn == (try artwork().render(scale: 2)))
        try folder.write(#"{"type": "custom", "image": {"src": "star.svg", "scale": 2}}"#, "s.json")
        let r = try CLIRunner.run(["button", "--spec", folder.path("s.json"), "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("an SVG image has no \"scale\"") && !folder.exists("x.png"))
    }

    /// A bad SVG is an error naming the file, its line and column, with no output, wherever it is given.
    @Test func aBadSVGNamesItsLineAndColumn() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: bad, toPath: folder.path("bad.svg"))
        try folder.write(#"{"type": "custom", "image": "bad.svg"}"#, "b.json")
        try folder.write("""
            {"format": "ctlrender-peer-scenes", "version": 1, "conventions": {"color": "straight"},
             "scenes": [{"name": "s", "width": 4, "height": 4, "ops": [
               {"op": "image", "src": "bad.svg", "rect": [0, 0, 4, 4]}]}]}
            """, "s.json")
        for args in [["button", "--image", folder.path("bad.svg")], ["tab-bar", "--item", folder.path("bad.svg")],
                     ["slider", "--thumb-image", folder.path("bad.svg")], ["tint", folder.path("bad.svg"), "--color", "red"],
                     ["slice", folder.path("bad.svg"), "--cap-insets", "1", "--size", "9x9"],
                     ["button", "--spec", folder.path("b.json")], ["draw", folder.path("s.json")]] {
            let r = try CLIRunner.run(args + ["-o", folder.path("x.png")])
            #expect(r.status == 1, "\(args): \(r.stderr)")
            #expect(r.stderr.contains("bad.svg:3:1: "), "\(args): \(r.stderr)")
            #expect(!folder.exists("x.png"))
        }
        let r = try CLIRunner.run(["button", "--image", folder.path("none.svg"), "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("none.svg: no such file"), "\(r.stderr)")
    }
}
