import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `--background C` on every subcommand that makes an image, and one default scale, 1.
@Suite struct BackgroundOptionTests {
    static let colour = Color(r: 0x12, g: 0x80, b: 0x40)

    /// Runs `args` writing `out.png` in a new folder (IN: a transparent 6×6 PNG there) and returns the image.
    func image(_ args: [String]) throws -> Pixmap {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let input = try folder.writePNG("in.png", width: 6, height: 6)
        let scene = try folder.write(#"{"name": "s", "width": 8, "height": 6, "ops": []}"#, "s.json")
        let resolved = args.map { $0 == "IN" ? input : $0 == "SCENE" ? scene : $0 }
        let r = try CLIRunner.run(resolved + ["--background", "#128040", "-o", folder.path("out.png")])
        #expect(r.status == 0, "\(args): \(r.stderr)")
        return try PNG.read(path: folder.path("out.png"))
    }

    @Test(arguments: [
        ["text", "A"],
        ["slice", "IN", "--cap-insets", "1", "--size", "10x10"],
        ["tint", "IN", "--color", "red"],
        ["draw", "SCENE"],
        ["button", "--type", "custom", "--title", ""],
    ])
    func theCornerIsTheBackground(_ args: [String]) throws {
        let pixmap = try image(args)
        #expect(pixmap[0, 0] == Self.colour.premultiplied, "\(args)")
    }

    @Test func theCatalogTakesABackgroundAndDefaultsToScale1() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["catalog", "--background", "#128040", "-o", folder.path("default.png")])
        #expect(r.status == 0, "\(r.stderr)")
        r = try CLIRunner.run(["catalog", "--background", "#128040", "--scale", "1", "-o", folder.path("one.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let sheet = try PNG.read(path: folder.path("default.png"))
        #expect(sheet[0, 0] == Self.colour.premultiplied)
        #expect(sheet[sheet.width - 1, sheet.height - 1] == Self.colour.premultiplied)
        #expect(FileManager.default.contents(atPath: folder.path("default.png"))
                == FileManager.default.contents(atPath: folder.path("one.png")))
    }

    /// Without --scale, every image-making subcommand draws one pixel per point (or scene unit).
    @Test(arguments: [
        (["text", "A", "--font-size", "20"], 0),
        (["slice", "IN", "--cap-insets", "1", "--size", "10x7"], 10),
        (["draw", "SCENE"], 8),
        (["button", "--type", "custom", "--title", "", "--size", "30x20"], 30),
    ])
    func theDefaultScaleIs1(args: [String], width: Int) throws {
        let pixmap = try image(args)
        if width > 0 {
            #expect(pixmap.width == width, "\(args)")
        } else {
            #expect(pixmap.height < 40, "\(args): \(pixmap.height) pixels tall for a 20-point font")
        }
    }
}
