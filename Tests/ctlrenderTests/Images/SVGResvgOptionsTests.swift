import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender svg` takes resvg's command line where it does not clash with ctlrender's: -w, -h,
/// -z, -b, fitting with both sizes, --dpi, --export-id, --query-all, --stylesheet,
/// --use-font-file; and a mistyped option is reported as one.
@Suite struct SVGResvgOptionsTests {
    /// A red square filling a 20×20 document.
    static let square = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#ff0000"/></svg>"##
    static let red = Color(r: 255, g: 0, b: 0).premultiplied

    func size(_ s: Scratch, _ name: String) throws -> (Int, Int) {
        let image = try PNG.read(path: s.path(name))
        return (image.width, image.height)
    }

    @Test(arguments: [
        (["-h", "64"], 64, 64),
        (["--height", "64"], 64, 64),
        (["-w", "30"], 30, 30),
        (["-z", "2"], 40, 40),
        (["--zoom", "1.5"], 30, 30),
    ])
    func shortFormsAsInResvg(_ options: [String], _ width: Int, _ height: Int) throws {
        let s = try Scratch("svg-short")
        try s.write("a.svg", Self.square)
        // The option after the input and before -o, where a resvg user puts it.
        let r = try s.run(["svg", "a.svg"] + options + ["-o", "a.png"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try size(s, "a.png") == (width, height))
    }

    @Test func helpIsDoubleDashHAloneStillHelps() throws {
        let long = try CLIRunner.run(["svg", "--help"])
        #expect(long.status == 0 && String(decoding: long.stdout, as: UTF8.self).contains("-h, --height"))
        let bare = try CLIRunner.run(["svg", "-h"])
        #expect(bare.status == 0 && String(decoding: bare.stdout, as: UTF8.self).contains("--export-id"), "\(bare.stderr)")
    }

    @Test func bothSizesFitTheDrawingCentredOrStretchIt() throws {
        let s = try Scratch("svg-fit")
        try s.write("a.svg", Self.square)
        #expect(try s.run(["svg", "a.svg", "-w", "100", "-h", "50", "-o", "fit.png"]).status == 0)
        let fit = try PNG.read(path: s.path("fit.png"))
        // A 50×50 square in the middle of 100×50: columns 25 to 74.
        #expect(fit.width == 100 && fit.height == 50)
        #expect(fit[24, 25].a == 0 && fit[25, 25] == Self.red && fit[74, 25] == Self.red && fit[75, 25].a == 0)
        #expect(fit[50, 0] == Self.red && fit[50, 49] == Self.red)
        #expect(try s.run(["svg", "a.svg", "-w", "100", "-h", "50", "--no-keep-aspect-ratio", "-o", "fill.png"]).status == 0)
        let fill = try PNG.read(path: s.path("fill.png"))
        #expect(fill.width == 100 && fill.height == 50 && fill[0, 0] == Self.red && fill[99, 49] == Self.red)
        // -b fills behind: the margins of the fitted image.
        #expect(try s.run(["svg", "a.svg", "-w", "100", "-h", "50", "-b", "#0000ff", "-o", "bg.png"]).status == 0)
        let bg = try PNG.read(path: s.path("bg.png"))
        #expect(bg[5, 5] == Color(r: 0, g: 0, b: 255).premultiplied && bg[50, 25] == Self.red)
    }

    @Test(arguments: [
        (["--zoom", "2", "--width", "64"], "--zoom and --width both set the size"),
        (["-h", "64", "-z", "2"], "--zoom and --height both set the size"),
        (["--scale", "2", "-w", "8"], "--scale and --width both set the size"),
        (["--no-keep-aspect-ratio", "-w", "8"], "--no-keep-aspect-ratio needs both --width and --height"),
        (["--dpi", "5"], "--dpi must be from 10 to 4000"),
        (["--scales", "1,0"], "--scales must be numbers greater than 0"),
    ])
    func conflictingSizesAreRefused(_ options: [String], _ message: String) throws {
        let s = try Scratch("svg-conflict")
        try s.write("a.svg", Self.square)
        let r = try s.run(["svg", "a.svg", "-o", "a.png"] + options)
        #expect(r.status == 2 && r.stderr.contains(message), "\(r.stderr)")
        #expect(s.contents("a.png") == nil)
    }

    @Test func dpiSetsWhatAnInchIs() throws {
        let s = try Scratch("svg-dpi")
        try s.write("a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="25.4mm"><rect width="0.5in" height="36pt" fill="red"/></svg>"#)
        #expect(try s.run(["svg", "a.svg", "-o", "96.png"]).status == 0)
        #expect(try size(s, "96.png") == (96, 96))
        #expect(try s.run(["svg", "a.svg", "--dpi", "200", "-o", "200.png"]).status == 0)
        let image = try PNG.read(path: s.path("200.png"))
        // The rectangle: half an inch by 36 points (half an inch) of 200 dpi, 100 pixels.
        #expect(image.width == 200 && image.height == 200)
        #expect(image[99, 99] == Self.red && image[100, 50].a == 0 && image[50, 100].a == 0)
    }

    /// The document of the --query-all and --export-id checks: a viewBox at half size, a stroke,
    /// transformed groups and paths, an id-less group, a `use` of an element in `defs`, an empty group.
    static let queried = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" id="root" width="40" height="30" viewBox="0 0 80 60">
          <defs><linearGradient id="lg"><stop offset="0" stop-color="red"/></linearGradient><rect id="tpl" width="4" height="4"/></defs>
          <rect id="plain" x="10" y="10" width="20" height="10" fill="red"/>
          <rect id="stroked" x="40" y="10" width="20" height="10" fill="none" stroke="black" stroke-width="4"/>
          <g id="moved" transform="translate(3.5 1.25)"><circle id="dot" cx="10" cy="40" r="5" fill="blue"/></g>
          <path id="tri" d="M 50 40 L 70 40 L 60 55 Z" transform="rotate(10 60 45)" fill="green"/>
          <g><ellipse id="inner" cx="30" cy="50" rx="3" ry="1.5" fill="black"/></g>
          <use id="u" xlink:href="#tpl" x="70" y="50"/>
          <g id="empty"/>
        </svg>
        """

    /// What resvg 0.44.0's CLI (`resvg --query-all queried.svg`, the pip package resvg-cli 0.44.0)
    /// prints for `queried`, copied from its output.
    static let resvgQueryAll = """
        plain,5,5,10,5
        stroked,20,5,10,5
        moved,4.25,18.125,5,5
        dot,4.25,18.125,5,5
        tri,25.51,19.17,9.848,8.254
        inner,13.5,24.25,3,1.5
        u,35,25,2,2
        empty,0,0,1,1

        """

    @Test func queryAllPrintsWhatResvgPrints() throws {
        let s = try Scratch("svg-query")
        try s.write("q.svg", Self.queried)
        let r = try s.run(["svg", "--query-all", "q.svg"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self) == Self.resvgQueryAll)
        #expect(s.names == ["q.svg"])
        let none = try s.run(["svg", "--query-all", "-"], stdin: Data(Self.square.utf8))
        #expect(none.status == 1 && none.stderr.contains("no drawn element with an id"), "\(none.stderr)")
    }

    /// The sizes resvg 0.44.0 writes for `--export-id` on `queried` (10×5, 5×5, 10×8: each
    /// box's size rounded), and the element alone at the box's corner.
    @Test func exportIdDrawsTheElementAloneOnItsBox() throws {
        let s = try Scratch("svg-export")
        try s.write("q.svg", Self.queried)
        for (id, width, height) in [("plain", 10, 5), ("dot", 5, 5), ("tri", 10, 8), ("moved", 5, 5)] {
            let r = try s.run(["svg", "q.svg", "--export-id", id, "-o", "\(id).png"])
            #expect(r.status == 0, "\(id): \(r.stderr)")
            #expect(try size(s, "\(id).png") == (width, height), "\(id)")
        }
        let plain = try PNG.read(path: s.path("plain.png"))
        #expect(plain[0, 0] == Self.red && plain[9, 4] == Self.red)
        let dot = try PNG.read(path: s.path("dot.png"))
        #expect(dot[2, 2] == Color(r: 0, g: 0, b: 255).premultiplied && dot[0, 0].a < 128)
        // The element alone: the red rectangle is not in the blue dot's picture, scaled with -w.
        #expect(try s.run(["svg", "q.svg", "--export-id", "dot", "-w", "50", "-o", "big.png"]).status == 0)
        let big = try PNG.read(path: s.path("big.png"))
        #expect(big.width == 50 && big.height == 50 && big[25, 25] == Color(r: 0, g: 0, b: 255).premultiplied)
        // An element at the top level: resvg 0.44.0 writes this 10×6 image all #ff0000, byte for
        // byte what we write. (Inside a transformed group or under a scaling viewBox, as in
        // `queried`, resvg 0.44.0 writes an image of the right size with nothing drawn in it.)
        try s.write("top.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect id="r" x="2" y="4" width="10" height="6" fill="red"/><circle cx="20" cy="10" r="4.5" fill="blue"/></svg>"##)
        #expect(try s.run(["svg", "top.svg", "--export-id", "r", "-o", "top.png"]).status == 0)
        let top = try PNG.read(path: s.path("top.png"))
        #expect(top.width == 10 && top.height == 6)
        #expect((0..<6).allSatisfy { y in (0..<10).allSatisfy { x in top[x, y] == Self.red } })
        let missing = try s.run(["svg", "q.svg", "--export-id", "nope", "-o", "nope.png"])
        #expect(missing.status == 1 && missing.stderr.contains("no drawn element has the id \"nope\""), "\(missing.stderr)")
        #expect(s.contents("nope.png") == nil)
    }

    @Test func stylesheetComesBeforeTheDocumentsOwn() throws {
        let s = try Scratch("svg-css")
        // resvg 0.44.0 draws this, with user.css, blue then green: the injected rule beats the
        // fill attribute, the document's rule of the same specificity beats the injected one.
        try s.write("a.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><style>.b{fill:#00ff00}</style>\
            <rect class="a" width="2" height="2" fill="red"/><rect class="b" x="2" width="2" height="2" fill="red"/></svg>
            """)
        try s.write("user.css", ".a{fill:#0000ff} .b{fill:#0000ff}")
        let r = try s.run(["svg", "a.svg", "--stylesheet", "user.css", "-o", "a.png"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: s.path("a.png"))
        #expect(image[0, 0] == Color(r: 0, g: 0, b: 255).premultiplied && image[3, 1] == Color(r: 0, g: 255, b: 0).premultiplied)
        let plain = try s.run(["svg", "a.svg", "-o", "b.png"])
        #expect(plain.status == 0)
        #expect(try PNG.read(path: s.path("b.png"))[0, 0] == Self.red)
        let missing = try s.run(["svg", "a.svg", "--stylesheet", "nope.css", "-o", "c.png"])
        #expect(missing.status == 2 && missing.stderr.contains("--stylesheet \"nope.css\" is not a file"))
    }

    @Test func useFontFileAddsItsFamily() throws {
        let s = try Scratch("svg-font")
        let font = PackagePaths.fixtures.appendingPathComponent("SVGSuite/fonts/NotoMono-Regular.ttf").path
        try s.write("t.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><text x="2" y="16" font-family="Noto Mono" font-size="16">Wim</text></svg>"#)
        let without = try s.run(["svg", "t.svg", "--skip-system-fonts", "-o", "without.png"])
        let with = try s.run(["svg", "t.svg", "--skip-system-fonts", "--use-font-file", font, "-o", "with.png"])
        #expect(without.status == 0 && with.status == 0, "\(with.stderr)")
        // Noto Mono's glyphs, not the fallback's: other pixels.
        #expect(s.contents("without.png") != s.contents("with.png"))
        let folder = try s.run(["svg", "t.svg", "--skip-system-fonts", "--font-dir", (font as NSString).deletingLastPathComponent,
                                "-o", "folder.png"])
        #expect(folder.status == 0 && s.contents("folder.png") == s.contents("with.png"))
        // A file that is not a font is an input error, and nothing is written.
        let notAFont = try s.run(["svg", "t.svg", "--use-font-file", "t.svg", "-o", "bad.png"])
        #expect(notAFont.status == 1 && notAFont.stderr.contains("t.svg") && s.contents("bad.png") == nil, "\(notAFont.stderr)")
    }

    @Test(arguments: [
        (["a.svg", "--widht", "64", "-o", "a.png"], "Unknown option '--widht'. Did you mean '--width'?"),
        (["--widht", "64", "a.svg", "-o", "a.png"], "Unknown option '--widht'. Did you mean '--width'?"),
        (["a.svg", "-o", "a.png", "--zom", "2"], "Unknown option '--zom'. Did you mean '--zoom'?"),
        (["a.svg", "b.svg", "--dpl", "300", "-o", "out.png"], "Unknown option '--dpl'. Did you mean '--dpi'?"),
        (["a.svg", "--export-ids", "x", "-o", "a.png"], "Unknown option '--export-ids'. Did you mean '--export-id'?"),
        (["a.svg", "-x", "3", "-o", "a.png"], "Unknown option '-x'"),
    ])
    func unknownOptionsAreNamedWhereverTheyAre(_ arguments: [String], _ message: String) throws {
        let s = try Scratch("svg-unknown")
        try s.write("a.svg", Self.square)
        let r = try s.run(["svg"] + arguments)
        #expect(r.status == 2 && r.stderr.contains(message), "\(r.stderr)")
        #expect(!r.stderr.contains("several inputs"))
        #expect(s.names == ["a.svg"])
    }

    @Test func aFileNamedLikeAnOptionGoesAfterDoubleDash() throws {
        let s = try Scratch("svg-dashdash")
        try s.write("-w.svg", Self.square)
        let r = try s.run(["svg", "-o", "out.png", "--", "-w.svg"])
        #expect(r.status == 0 && s.contents("out.png") != nil, "\(r.stderr)")
    }

    @Test func oneInputIntoAFolderPathCreatesIt() throws {
        let s = try Scratch("svg-newdir")
        try s.write("a.svg", Self.square)
        let r = try s.run(["svg", "a.svg", "-o", "new/dir/"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try size(s, "new/dir/a.png") == (20, 20))
    }
}
