import CtlRaster
import CtlTestSupport
import CtlText
import Foundation
import Testing

/// `ctlrender text` as a user runs it: image size, colour, exit codes, messages, and no
/// output file on failure.
@Suite struct TextCLITests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-text-\(UUID().uuidString)")

    func run(_ args: [String]) throws -> SliceTintCLITests.Run {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try SliceTintCLITests().run(["text"] + args)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The pixel size the image of `text` should have: the advance by the primary face's
    /// ascender − descender (font units scaled to points), times the scale, rounded up.
    func expectedSize(_ text: String, font: String = "system", size: Double, scale: Double = 1) throws -> (Int, Int) {
        let face = try FontLibrary.shared.face(named: font)
        let height = (face.ascender - face.descender) / face.unitsPerEm * size * scale
        let width = ShapedLine.shape(text, font: try FontLibrary.shared.font(named: font), size: size).width * scale
        return (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }

    @Test func drawsATightBlackImageAtTheDefaultSize() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try run(["Hello", "-o", path("out.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: path("out.png"))
        let (w, h) = try expectedSize("Hello", size: 17)
        #expect(image.width == w && image.height == h, "\(image.width)×\(image.height), expected \(w)×\(h)")
        // Inter at 17 pt: "Hello" is about 40 pt wide and the line box about 20.6 pt tall.
        #expect((30...50).contains(w) && (19...23).contains(h))
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                #expect(p.r == 0 && p.g == 0 && p.b == 0, "(\(x),\(y)) is \(p)")
                if p.a > 0 { inked += 1 }
            }
        }
        #expect(inked > 40)
    }

    @Test func colourFontSizeAndScale() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try run(["HI", "--font", "system-bold", "--font-size", "40", "--text-color", "#ff0000", "--scale", "2",
                         "-o", path("red@2x.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: path("red@2x.png"))
        let (w, h) = try expectedSize("HI", font: "system-bold", size: 40, scale: 2)
        #expect(image.width == w && image.height == h, "\(image.width)×\(image.height), expected \(w)×\(h)")
        var opaque = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                #expect(p.r == p.a && p.g == 0 && p.b == 0, "(\(x),\(y)) is \(p)")
                if p.a == 255 { opaque += 1 }
            }
        }
        // Bold stems 80 px tall at 2×: many fully covered pixels.
        #expect(opaque > 500)
    }

    @Test func fontFilePath() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = PackagePaths.root.appendingPathComponent("Sources/CEmbeddedFonts/Fonts/DejaVuSans.ttf").path
        let r = try run(["Привет", "--font", font, "-o", path("path.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: path("path.png"))
        let (w, h) = try expectedSize("Привет", font: font, size: 17)
        #expect(image.width == w && image.height == h)
    }

    @Test(arguments: [
        (["", "-o", "OUT"], Int32(2), "the text must not be empty"),
        (["A", "--font-size", "0", "-o", "OUT"], 2, "--font-size must be a number of points greater than 0 and at most 1000"),
        (["A", "--font-size", "10000", "-o", "OUT"], 2, "--font-size must be a number of points greater than 0 and at most 1000"),
        (["A", "--font-size", "nan", "-o", "OUT"], 2, "--font-size"),
        (["A", "--scale", "0", "-o", "OUT"], 2, "--scale must be a finite number greater than 0"),
        (["A", "--text-color", "bluish", "-o", "OUT"], 2, "'--text-color <colour>': not a colour"),
        (["two\nlines", "-o", "OUT"], 2, "one line"),
        (["A", "--font", "Comic Sans", "-o", "OUT"], 1, "unknown font 'Comic Sans'; known names: system, system-bold"),
        (["A", "--font", "FOLDER/missing.ttf", "-o", "OUT"], 1, "FOLDER/missing.ttf: no such file"),
        (["A", "--font", "FOLDER/bad.ttf", "-o", "OUT"], 1,
         "FOLDER/bad.ttf: not a font file (FreeType cannot read its format"),
        (["A", "--font", "FOLDER/one.ttf", "-o", "OUT"], 1, "FOLDER/one.ttf: not a font file"),
        (["A", "--font", "FOLDER/empty.ttf", "-o", "OUT"], 1, "FOLDER/empty.ttf: is empty"),
        (["A", "--font", "/dev/zero", "-o", "OUT"], 1, "/dev/zero: is a device, not a file"),
        (["A", "--font", "FOLDER/sub/", "-o", "OUT"], 1, "FOLDER/sub/: the folder holds no .ttf"),
        (["A"], 2, "-o"),
    ])
    func badInputIsAClearErrorWithNoOutput(_ args: [String], _ status: Int32, _ says: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("bad.ttf"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("one.ttf"))
        try Data().write(to: folder.appendingPathComponent("empty.ttf"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        func resolve(_ s: String) -> String {
            s.replacingOccurrences(of: "OUT", with: path("out.png")).replacingOccurrences(of: "FOLDER", with: folder.path)
        }
        let r = try run(args.map(resolve))
        #expect(r.status == status, "\(args): \(r.stderr)")
        #expect(r.stderr.hasPrefix("ctlrender: error: "), "\(r.stderr)")
        #expect(r.stderr.contains(resolve(says)), "\(r.stderr)")
        #expect(!exists("out.png"))
    }
}
