#if canImport(Glibc)
import Glibc
#endif
import CtlTestSupport
import Foundation
import Testing

@testable import CtlRaster
@testable import CtlSVG

/// An SVG reads image files only from its resources folder and below: a path that leads out of
/// it (absolute, `../`, or a link inside it pointing out) is not opened, and the image is left
/// out with a warning naming its line and column. Each test names a file that EXISTS outside
/// the folder (a red PNG in a sibling folder), so that a drawing of it would show.
@Suite struct ImageConfinementTests {
    /// root/doc/ (the SVG's folder, holding green.png and a link to ../outside/red.png) and
    /// root/outside/red.png.
    struct Layout {
        let root = TestFolder()
        var doc: String { root.path("doc") }
        var red: String { root.path("outside/red.png") }

        init() throws {
            try FileManager.default.createDirectory(atPath: root.path("doc"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root.path("outside"), withIntermediateDirectories: true)
            try root.writePNG("outside/red.png", color: Color(r: 255, g: 0, b: 0))
            try root.writePNG("doc/green.png", color: Color(r: 0, g: 255, b: 0))
            try FileManager.default.createSymbolicLink(atPath: root.path("doc/link.png"), withDestinationPath: red)
        }

        var options: SVGOptions {
            var o = SVGOptions()
            o.resourcesFolder = doc
            return o
        }
    }

    /// An 8×8 document whose second line holds an image of `href` filling it.
    static func document(_ href: String) -> [UInt8] {
        Array(("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'>\n"
            + "  <image href='\(href)' width='8' height='8'/>\n</svg>").utf8)
    }

    static let imagePosition = XMLPosition(line: 2, column: 3)

    /// The centre pixel of the document drawn with `options`, and what it left out.
    static func draw(_ href: String, _ options: SVGOptions) throws -> (PremultipliedColor, [SVGSkip]) {
        let document = try SVGDocument(data: document(href), options: options)
        let image = try document.render(width: 8, height: 8)
        return (image[4, 4], document.skipped)
    }

    @Test(arguments: ["absolute", "parent", "link"])
    func aFileOutsideTheFolderIsNotDrawnAndWarned(_ kind: String) throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let href = ["absolute": layout.red, "parent": "../outside/red.png", "link": "link.png"][kind]!
        let (pixel, skipped) = try Self.draw(href, layout.options)
        #expect(pixel.a == 0, "the red file outside was drawn")
        #expect(skipped.contains { $0.position == Self.imagePosition && $0.element == "image"
                                   && $0.reason.contains("outside the folder") }, "\(skipped)")
        // Nothing outside is listed as a file the document depends on (the asset build's digest
        // reads those).
        let document = try SVGDocument(data: Self.document(href), options: layout.options)
        #expect(document.filesNamed.isEmpty)
    }

    @Test func aFileInsideTheFolderIsDrawn() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let (pixel, skipped) = try Self.draw("green.png", layout.options)
        #expect(pixel.g == 255 && pixel.r == 0, "\(skipped)")
        #expect(skipped.isEmpty)
    }

    @Test func aWiderAllowedFolderTakesInTheSibling() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        var options = layout.options
        options.allowedFolder = layout.root.url.path
        for href in ["../outside/red.png", "link.png", layout.red] {
            let (pixel, skipped) = try Self.draw(href, options)
            #expect(pixel.r == 255 && pixel.a == 255, "\(href): \(skipped)")
        }
        // Still not the folder above it.
        options.allowedFolder = layout.doc
        let (pixel, _) = try Self.draw("../outside/red.png", options)
        #expect(pixel.a == 0)
    }

    @Test func allowingFilesOutsideDropsTheFolder() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        var options = layout.options
        options.allowsFilesOutsideResources = true
        for href in ["../outside/red.png", "link.png", layout.red] {
            let (pixel, skipped) = try Self.draw(href, options)
            #expect(pixel.r == 255 && pixel.a == 255, "\(href): \(skipped)")
        }
    }

    @Test func withoutAFolderNoFileIsRead() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let (pixel, skipped) = try Self.draw(layout.red, SVGOptions())
        #expect(pixel.a == 0)
        #expect(skipped.contains { $0.position == Self.imagePosition }, "\(skipped)")
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOInTheFolderIsRefusedWithoutWaiting() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        #expect(mkfifo(layout.root.path("doc/pipe.png"), 0o644) == 0)
        // No writer ever comes: opening it for reading would wait forever.
        let (pixel, skipped) = try Self.draw("pipe.png", layout.options)
        #expect(pixel.a == 0)
        #expect(skipped.contains { $0.position == Self.imagePosition && $0.reason.contains("is a pipe, not a file") },
                "\(skipped)")
    }

    @Test func aFolderOrADeviceIsRefused() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        try FileManager.default.createDirectory(atPath: layout.root.path("doc/sub.png"), withIntermediateDirectories: true)
        var (_, skipped) = try Self.draw("sub.png", layout.options)
        #expect(skipped.contains { $0.reason.contains("is a folder, not a file") }, "\(skipped)")
        var anywhere = layout.options
        anywhere.allowsFilesOutsideResources = true
        (_, skipped) = try Self.draw("/dev/zero", anywhere)
        #expect(skipped.contains { $0.reason.contains("is a device, not a file") }, "\(skipped)")
    }

    /// A sparse file of a gigabyte, far over a small input cap: refused from its size, before a
    /// byte is read (the amount is the file's whole size, not what a read got to).
    @Test func anImageFileOverTheInputCapIsAnErrorBeforeReading() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let path = layout.root.path("doc/huge.png")
        #expect(FileManager.default.createFile(atPath: path, contents: Data([0x89, 0x50, 0x4E, 0x47])))
        #expect(truncate(path, 1 << 30) == 0)
        var limits = RenderLimits.standard
        limits.inputBytes = 1 << 20
        do {
            _ = try RenderLimits.$current.withValue(limits) {
                try SVGDocument(data: Self.document("huge.png"), options: layout.options)
            }
            Issue.record("the image over the input cap was not refused")
        } catch let error as SVGError {
            #expect(error.position == Self.imagePosition)
            #expect(error.limit?.limit == .inputBytes)
            #expect(error.limit?.requested == 1 << 30 && error.limit?.isLowerBound == false, "\(error)")
            #expect(error.description.contains("CTLRENDER_MAX_INPUT_BYTES"))
        }
    }

    /// feImage reads its file while the document is read (a filter is parsed only when drawn):
    /// one outside the folder is warned about at once, and not drawn.
    @Test func anFEImageOutsideTheFolderIsWarnedWhenTheDocumentIsRead() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'>"
            + "<filter id='f' x='0' y='0' width='1' height='1'>\n<feImage href='../outside/red.png'/></filter>"
            + "<rect width='8' height='8' fill='blue' filter='url(#f)'/></svg>"
        let document = try SVGDocument(data: Array(text.utf8), options: layout.options)
        #expect(document.skipped.contains { $0.element == "feImage" && $0.position == XMLPosition(line: 2, column: 1)
                                            && $0.reason.contains("outside the folder") }, "\(document.skipped)")
        let image = try document.render(width: 8, height: 8)
        #expect(image[4, 4].r == 0)
    }

    @Test func theConfinedReaderComparesResolvedPaths() throws {
        let layout = try Layout()
        defer { layout.root.remove() }
        #expect(throws: InputFileError(path: layout.doc + "/link.png", reason: .outsideFolder(layout.doc))) {
            try InputFile.read(path: layout.doc + "/link.png", inside: layout.doc)
        }
        #expect(throws: InputFileError(path: layout.doc + "/../outside/red.png", reason: .outsideFolder(layout.doc))) {
            try InputFile.read(path: layout.doc + "/../outside/red.png", inside: layout.doc)
        }
        // A folder whose name starts like the allowed one's is not inside it.
        try FileManager.default.createDirectory(atPath: layout.root.path("doc2"), withIntermediateDirectories: true)
        try layout.root.writePNG("doc2/x.png")
        #expect(throws: InputFileError(path: layout.root.path("doc2/x.png"), reason: .outsideFolder(layout.doc))) {
            try InputFile.read(path: layout.root.path("doc2/x.png"), inside: layout.doc)
        }
        #expect(try InputFile.read(path: layout.doc + "/./green.png", inside: layout.doc).count > 8)
        #expect(InputFile.components(of: "/a/b/c", under: "/a") == ["b", "c"])
        #expect(InputFile.components(of: "/ab/c", under: "/a") == nil)
        #expect(InputFile.components(of: "/a", under: "/a") == [])
        #expect(InputFile.components(of: "/a/b", under: "/") == ["a", "b"])
        // Equal as Swift strings (canonically equivalent), different folders on disk.
        #expect(InputFile.components(of: "/caf\u{65}\u{301}/x", under: "/caf\u{E9}") == nil)
    }
}
