import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender svg` reads image files only from the SVG's folder and below (`--resources-dir`
/// sets another, `--allow-outside` drops it), and keeps every render limit, each an error that
/// names the file, the line and column, and the variable.
@Suite struct SVGResourcesCLITests {
    /// root/doc/ holds the SVG and green.png; root/outside/red.png exists beside it.
    struct Layout {
        let root = TestFolder()

        init() throws {
            try FileManager.default.createDirectory(atPath: root.path("doc"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root.path("outside"), withIntermediateDirectories: true)
            try root.writePNG("outside/red.png", color: Color(r: 255, g: 0, b: 0))
            try root.writePNG("doc/green.png", color: Color(r: 0, g: 255, b: 0))
        }

        /// doc/art.svg: an 8×8 document whose line 2 holds `body`.
        func svg(_ body: String, defs: String = "") throws -> String {
            try root.write("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'>\(defs)\n  \(body)\n</svg>",
                           "doc/art.svg")
        }

        func image(_ href: String) throws -> String { try svg("<image href='\(href)' width='8' height='8'/>") }

        var out: String { root.path("out.png") }
    }

    static func centre(_ path: String) throws -> PremultipliedColor { try PNG.read(path: path)[4, 4] }

    @Test func anImageOutsideTheSVGsFolderIsNotReadByDefault() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        for href in ["../outside/red.png", layout.root.path("outside/red.png")] {
            let input = try layout.image(href)
            let r = try CLIRunner.run(["svg", input, "-o", layout.out, "--verbose"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try Self.centre(layout.out).a == 0, "the file outside was drawn")
            #expect(r.stderr.contains("art.svg:2:3: <image> skipped: image file"), "\(r.stderr)")
            #expect(r.stderr.contains("outside the folder"), "\(r.stderr)")
        }
        // Beside the SVG, an image draws.
        let r = try CLIRunner.run(["svg", try layout.image("green.png"), "-o", layout.out])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(try Self.centre(layout.out).g == 255)
    }

    @Test func resourcesDirSetsTheFolderAndTheBaseOfRelativePaths() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        // Relative paths are now under the folder given, as resvg resolves them.
        var r = try CLIRunner.run(["svg", try layout.image("outside/red.png"), "-o", layout.out,
                                   "--resources-dir", layout.root.url.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.centre(layout.out).r == 255)
        r = try CLIRunner.run(["svg", try layout.image(layout.root.path("outside/red.png")), "-o", layout.out,
                               "--resources-dir", layout.root.url.path])
        #expect(try Self.centre(layout.out).r == 255, "\(r.stderr)")
        // A folder that does not exist is a usage error.
        r = try CLIRunner.run(["svg", try layout.image("green.png"), "-o", layout.out,
                               "--resources-dir", layout.root.path("outside/x")])
        #expect(r.status == 2 && r.stderr.contains("--resources-dir"), "\(r.stderr)")
    }

    @Test func allowOutsideReadsFromAnywhere() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let r = try CLIRunner.run(["svg", try layout.image("../outside/red.png"), "-o", layout.out, "--allow-outside"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.centre(layout.out).r == 255)
    }

    @Test func standardInputReadsFromTheCurrentDirectory() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let green = Data("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'><image href='green.png' width='8' height='8'/></svg>".utf8)
        var r = try CLIRunner.run(["svg", "-", "-o", layout.out], stdin: green, in: layout.root.url.appendingPathComponent("doc"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.centre(layout.out).g == 255)
        let red = Data("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'><image href='../outside/red.png' width='8' height='8'/></svg>".utf8)
        r = try CLIRunner.run(["svg", "-", "-o", layout.out], stdin: red, in: layout.root.url.appendingPathComponent("doc"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.centre(layout.out).a == 0)
    }

    // MARK: limits, each an error naming the file, line and column, and the variable

    func expectRefused(_ input: String, _ layout: Layout, _ variable: String, _ value: String, says: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try CLIRunner.run(["svg", input, "-o", layout.out], environment: [variable: value])
        #expect(r.status == 1, "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix("ctlrender: error: "), "\(r.stderr)", sourceLocation: sourceLocation)
        for s in says + [variable] { #expect(r.stderr.contains(s), "\(r.stderr)", sourceLocation: sourceLocation) }
        #expect(!FileManager.default.fileExists(atPath: layout.out), sourceLocation: sourceLocation)
    }

    @Test func anEmbeddedPNGOverThePixelLimitIsAnError() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let png = try Data(contentsOf: URL(fileURLWithPath: layout.root.path("doc/green.png"))).base64EncodedString()
        let input = try layout.image("data:image/png;base64,\(png)")
        try expectRefused(input, layout, "CTLRENDER_MAX_IMAGE_PIXELS", "15", says: ["art.svg:2:3: the PNG (a data: URL) of 4×4"])
    }

    @Test func anImageFileOverTheInputCapIsAnError() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        // A PNG larger than the SVG, and a cap between the two.
        try layout.root.writePNG("doc/big.png", width: 400, height: 400)
        let input = try layout.image("big.png")
        let svgBytes = try FileManager.default.attributesOfItem(atPath: input)[.size] as! Int
        let pngBytes = try FileManager.default.attributesOfItem(atPath: layout.root.path("doc/big.png"))[.size] as! Int
        try #require(pngBytes > svgBytes)
        try expectRefused(input, layout, "CTLRENDER_MAX_INPUT_BYTES", "\(svgBytes)",
                          says: ["art.svg:2:3: the input file", "big.png' needs \(pngBytes) bytes"])
    }

    @Test func pathDataOverTheSegmentLimitIsAnError() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let input = try layout.svg("<path d='M0 0" + String(repeating: " L8 8", count: 20) + "'/>")
        try expectRefused(input, layout, "CTLRENDER_MAX_PATH_SEGMENTS", "20",
                          says: ["art.svg:2:3: the path data of <path> (counted before it is read) needs 21 segments"])
    }

    @Test func aBlurPastItsReachIsAnError() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let input = try layout.svg("<rect width='8' height='8' filter='url(#f)'/>",
                                   defs: "<filter id='f'><feGaussianBlur stdDeviation='5'/></filter>")
        try expectRefused(input, layout, "CTLRENDER_MAX_BLUR_REACH", "10",
                          says: ["art.svg: the blur of feGaussianBlur in the filter on the element at 2:3 needs 16"])
    }

    @Test func theTotalBytesCountTheDrawingAndItsImages() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        // green.png is 4×4 (64 bytes), the drawing 8×8 (256).
        try expectRefused(try layout.image("green.png"), layout, "CTLRENDER_MAX_TOTAL_BYTES", "300",
                          says: ["art.svg: the drawing of 8×8 pixels, with the images the SVG holds, needs 320 bytes"])
        let r = try CLIRunner.run(["svg", try layout.image("green.png"), "-o", layout.out],
                                  environment: ["CTLRENDER_MAX_TOTAL_BYTES": "320"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func helpNamesTheOptions() throws {
        let help = String(decoding: try CLIRunner.run(["svg", "--help"]).stdout, as: UTF8.self)
        #expect(help.contains("--resources-dir <dir>") && help.contains("--allow-outside"), "\(help)")
    }
}
