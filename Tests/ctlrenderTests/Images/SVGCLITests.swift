import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender svg` as a user runs it: sizes, batch, standard streams, errors with their
/// line and column, and no output file on failure.
@Suite struct SVGCLITests {
    static let square = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
          <rect width="10" height="10" fill="#ff0000"/>
          <rect x="10" width="10" height="10" fill="blue" opacity="0.5"/>
        </svg>
        """

    @Test func rendersAtTheDocumentSize() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let input = try folder.write(SVGCLITests.square, "art.svg")
        let r = try CLIRunner.run(["svg", input, "-o", folder.path("art.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: folder.path("art.png"))
        #expect(image.width == 20 && image.height == 10)
        #expect(image[2, 5] == Color(r: 255, g: 0, b: 0).premultiplied)
        #expect(image[15, 5] == Color(r: 0, g: 0, b: 255, a: 128).premultiplied)
    }

    @Test(arguments: [
        (["--zoom", "3"], 60, 30),
        (["--scale", "2", "--zoom", "1.5"], 60, 30),
        (["--width", "50"], 50, 25),
        (["--height", "7"], 14, 7),
        (["--width", "8", "--height", "8"], 8, 8),
    ])
    func sizeOptions(_ options: [String], _ width: Int, _ height: Int) throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let input = try folder.write(SVGCLITests.square, "art.svg")
        let r = try CLIRunner.run(["svg", input, "-o", folder.path("out.png")] + options)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: folder.path("out.png"))
        #expect(image.width == width && image.height == height)
    }

    @Test(arguments: [
        ("hello", "bad.svg:1:1: not XML"),
        ("<svg xmlns='http://www.w3.org/2000/svg'>\n  <rect></svg>", "bad.svg:2:9: end tag </svg> does not match <rect> opened at 2:3"),
        ("<html xmlns='http://www.w3.org/1999/xhtml'/>", "bad.svg:1:1: the root element is <html>"),
        ("<svg xmlns='http://www.w3.org/2000/svg' width='0' height='10'/>", "bad.svg:1:1: the root's width must be positive"),
        ("<svg xmlns='http://www.w3.org/2000/svg' width='1e5' height='1e5'/>", "bad.svg:1:1: the image of 100000×100000 is more than 32768 pixels a side"),
    ])
    func badSVGIsAnErrorWithItsPlaceAndNoFile(_ text: String, _ message: String) throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let input = try folder.write(text, "bad.svg")
        let r = try CLIRunner.run(["svg", input, "-o", folder.path("out.png")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("ctlrender: error: " + input.replacingOccurrences(of: "bad.svg", with: "") + message),
                "\(r.stderr)")
        #expect(!folder.exists("out.png"))
    }

    @Test func batchWritesEachIntoTheFolderAndReportsFailures() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let a = try folder.write(SVGCLITests.square, "a.svg")
        let b = try folder.write(SVGCLITests.square, "b.icon.svg")
        let bad = try folder.write("<svg", "broken.svg")
        let r = try CLIRunner.run(["svg", a, bad, b, "-o", folder.path("out")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("broken.svg:1:5: unexpected end of file"), "\(r.stderr)")
        #expect(r.stderr.contains("1 of 3 SVG files failed"))
        #expect(folder.files("out").sorted() == ["a.png", "b.icon.png"])
        let image = try PNG.read(path: folder.path("out/b.icon.png"))
        #expect(image.width == 20 && image.height == 10)
    }

    @Test func twoInputsOfOneNameKeepTheirFolders() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("x"), withIntermediateDirectories: true)
        let a = try folder.write(SVGCLITests.square, "icon.svg")
        let b = try folder.write(SVGCLITests.square, "x/icon.svg")
        let r = try CLIRunner.run(["svg", a, b, "-o", folder.path("out")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(folder.exists("out/icon.png") && folder.exists("out/x/icon.png"))
        let twice = try CLIRunner.run(["svg", a, a, "-o", folder.path("twice")])
        #expect(twice.status == 2 && twice.stderr.contains("would both write icon.png in"), "\(twice.stderr)")
        #expect(!folder.exists("twice"))
    }

    @Test func standardInputToStandardOutput() throws {
        let r = try CLIRunner.run(["svg", "-", "-o", "-", "--width", "4"], stdin: Data(SVGCLITests.square.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.decode([UInt8](r.stdout))
        #expect(image.width == 4 && image.height == 2)
    }

    @Test func whatIsLeftOutIsAWarningUnlessQuiet() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let input = try folder.write("""
            <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">
              <foreignObject width="4" height="4"/>
            </svg>
            """, "skip.svg")
        let r = try CLIRunner.run(["svg", input, "-o", folder.path("a.png")])
        #expect(r.status == 0)
        #expect(r.stderr.contains("ctlrender: warning: " + input.replacingOccurrences(of: "skip.svg", with: "")
                                  + "skip.svg:2:3: <foreignObject> skipped: unsupported element"), "\(r.stderr)")
        let quiet = try CLIRunner.run(["svg", input, "-o", folder.path("b.png"), "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let verbose = try CLIRunner.run(["svg", input, "-o", folder.path("c.png"), "--verbose"])
        #expect(verbose.status == 0 && verbose.stderr.contains("skipped: unsupported element")
                && verbose.stderr.contains("wrote \(folder.path("c.png")) (4×4)"), "\(verbose.stderr)")
    }

    @Test(arguments: [
        (["--zoom", "0"], "--zoom must be a finite number greater than 0"),
        (["--width", "0"], "--width must be a whole number of pixels above 0"),
        (["--font-dir", "/nonexistent-folder"], "--font-dir \"/nonexistent-folder\" is not a folder"),
        (["--languages", "en,,de"], "--languages must be language tags"),
    ])
    func usageErrors(_ options: [String], _ message: String) throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let input = try folder.write(SVGCLITests.square, "art.svg")
        let r = try CLIRunner.run(["svg", input, "-o", folder.path("out.png")] + options)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!folder.exists("out.png"))
    }
}
