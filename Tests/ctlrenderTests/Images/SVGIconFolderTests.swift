import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// A designer's icon folder in one `svg` command: @2x/@3x names, same-named files in
/// different folders, large sizes within the default limit, and limit errors that name the
/// option that asked for the size.
@Suite struct SVGIconFolderTests {
    static let icon = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="red"/></svg>"#

    func size(_ s: Scratch, _ name: String) throws -> (Int, Int) {
        let image = try PNG.read(path: s.path(name))
        return (image.width, image.height)
    }

    func files(_ s: Scratch, _ folder: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: s.path(folder))
        var found: [String] = []
        while let name = walker?.nextObject() as? String {
            if name.hasSuffix(".png") { found.append(name) }
        }
        return found.sorted()
    }

    @Test func scalesWriteAppleNames() throws {
        let s = try Scratch("svg-scales")
        try FileManager.default.createDirectory(atPath: s.path("icons"), withIntermediateDirectories: true)
        try s.write("icons/add.svg", Self.icon)
        try s.write("icons/edit.svg", Self.icon)
        let r = try s.run(["svg", "--scales", "1,2,3", "icons/add.svg", "icons/edit.svg", "-o", "out/"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files(s, "out") == ["add.png", "add@2x.png", "add@3x.png", "edit.png", "edit@2x.png", "edit@3x.png"])
        #expect(try size(s, "out/edit@3x.png") == (72, 48))
        #expect(try size(s, "out/edit.png") == (24, 16))
        // With a size, each scale multiplies it; one input with --scales writes a folder too.
        let sized = try s.run(["svg", "icons/add.svg", "--scales", "2", "--height", "10", "-o", "sized"])
        #expect(sized.status == 0, "\(sized.stderr)")
        #expect(files(s, "sized") == ["add@2x.png"])
        #expect(try size(s, "sized/add@2x.png") == (30, 20))
        let notAFolder = try s.run(["svg", "icons/add.svg", "--scales", "1,2", "-o", "add.png"])
        #expect(notAFolder.status == 2 && notAFolder.stderr.contains("--scales needs a folder for -o"), "\(notAFolder.stderr)")
        let standardOutput = try s.run(["svg", "icons/add.svg", "--scales", "2", "-o", "-"])
        #expect(standardOutput.status == 2 && standardOutput.stdout.isEmpty
                && standardOutput.stderr.contains("--scales needs a folder for -o, not -"), "\(standardOutput.stderr)")
        let two = try s.run(["svg", "icons/add.svg", "icons/edit.svg", "-o", "-"])
        #expect(two.status == 2 && two.stdout.isEmpty && two.stderr.contains("several inputs needs a folder"), "\(two.stderr)")
    }

    @Test func sameNamesInDifferentFoldersKeepTheirFolders() throws {
        let s = try Scratch("svg-same-names")
        for folder in ["set/16", "set/24"] {
            try FileManager.default.createDirectory(atPath: s.path(folder), withIntermediateDirectories: true)
        }
        try s.write("set/16/edit.svg", Self.icon)
        try s.write("set/24/edit.svg", Self.icon.replacingOccurrences(of: "width=\"24\"", with: "width=\"48\""))
        try s.write("set/24/add.svg", Self.icon)
        let r = try s.run(["svg", "set/16/edit.svg", "set/24/edit.svg", "set/24/add.svg", "-o", "out"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files(s, "out") == ["16/edit.png", "24/add.png", "24/edit.png"])
        #expect(try size(s, "out/24/edit.png").0 == 48)
        #expect(try size(s, "out/16/edit.png").0 == 24)
        // Different names stay flat, as before.
        let flat = try s.run(["svg", "set/16/edit.svg", "set/24/add.svg", "-o", "flat"])
        #expect(flat.status == 0 && files(s, "flat") == ["add.png", "edit.png"], "\(flat.stderr)")
        // One file given twice would write one PNG twice: refused before anything is written.
        let twice = try s.run(["svg", "set/16/edit.svg", "set/16/../16/edit.svg", "-o", "twice"])
        #expect(twice.status == 2 && twice.stderr.contains("would both write edit.png"), "\(twice.stderr)")
        #expect(!FileManager.default.fileExists(atPath: s.path("twice")))
    }

    /// resvg and rsvg-convert draw a square icon 6000 pixels wide; so does the default limit.
    /// (Checked on the limit the command applies to the size it works out, rather than by
    /// drawing and encoding 36 million pixels, which takes a debug build most of a minute.)
    @Test func sixThousandSquareIsAdmitted() throws {
        try RenderLimits.standard.check(.imagePixels, 6000 * 6000, for: "a 6000×6000 icon")
        #expect(throws: LimitExceeded.self) {
            try RenderLimits.standard.check(.imagePixels, 8192 * 8192, for: "an 8192×8192 image")
        }
        // The command asks the same limit of the size it works out: one pixel over it is refused,
        // naming the option, and the limit's own number stands in the message.
        let s = try Scratch("svg-6000")
        try s.write("sq.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="red"/></svg>"#)
        let over = RenderLimits.standard.imagePixels / 6000 + 1
        let r = try s.run(["svg", "sq.svg", "--width", "6000", "--height", "\(over)", "-o", "big.png"])
        #expect(r.status == 1 && r.stderr.contains("over the limit of \(RenderLimits.standard.imagePixels)"), "\(r.stderr)")
    }

    @Test(arguments: [
        (["--width", "9000"], "sq.svg: --width 9000: the image of 9000×9000 needs 81000000 pixels in one image, "
            + "over the limit of 50331648 (raise it with CTLRENDER_MAX_IMAGE_PIXELS=N)"),
        (["-h", "40000"], "sq.svg: --height 40000: the image of 40000×40000 is more than 32768 pixels a side"),
        (["-z", "900"], "sq.svg: --zoom 900: the image of 9000×9000 needs 81000000 pixels"),
        (["--scales", "1,900", "-o", "out/"], "sq.svg: --scales 900: the image of 9000×9000 needs"),
        (["-w", "40000", "-h", "10"], "sq.svg: --width 40000 --height 10: the image of 40000×10 is more than"),
    ])
    func aSizeFromTheCommandLineIsNamedNotAPlaceInTheFile(_ options: [String], _ message: String) throws {
        let s = try Scratch("svg-limit")
        try s.write("sq.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#)
        let output = options.contains("-o") ? [] : ["-o", "big.png"]
        let r = try s.run(["svg", "sq.svg"] + options + output)
        #expect(r.status == 1 && r.stderr.contains("ctlrender: error: " + message), "\(r.stderr)")
        #expect(!r.stderr.contains("sq.svg:1:1"), "\(r.stderr)")
        #expect(s.contents("big.png") == nil)
    }
}
