import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Commands that make several images check every image's size, and the bytes of all of
/// them, before drawing; frames are written as they are drawn and leave nothing on failure.
@Suite struct LimitsControlCLITests {
    @Test func aCatalogTooLargeIsRefusedBeforeAnyControlIsDrawn() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["catalog", "--scale", "16", "-o", folder.path("catalog.png")])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("the catalog sheet at scale 16.0") && r.stderr.contains("CTLRENDER_MAX_IMAGE_PIXELS"),
                "\(r.stderr)")
        #expect(folder.files().isEmpty)
    }

    @Test func theCatalogsCellsCountTowardsTheTotal() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["catalog", "--scale", "1", "-o", folder.path("catalog.png")],
                                  environment: ["CTLRENDER_MAX_TOTAL_BYTES": "100000"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("the catalog's") && r.stderr.contains("with the images before it")
            && r.stderr.contains("CTLRENDER_MAX_TOTAL_BYTES"), "\(r.stderr)")
        #expect(folder.files().isEmpty)
    }

    @Test func framesOverTheTotalAreRefusedBeforeTheFirstIsDrawn() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        // The knob's frames are 4 bytes a pixel; 20 of them are over 100 kB.
        let r = try CLIRunner.run(["knob", "--frames", "20", "-o", folder.path("frames")],
                                  environment: ["CTLRENDER_MAX_TOTAL_BYTES": "100000"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("of 20, with the images before it") && r.stderr.contains("CTLRENDER_MAX_TOTAL_BYTES"),
                "\(r.stderr)")
        #expect(!folder.exists("frames"), "no output folder is made")
    }

    @Test func aFrameThatCannotBePutInPlaceLeavesNoNewFrame() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        // A folder in the way of the fourth frame: the error comes after every frame was drawn.
        try FileManager.default.createDirectory(atPath: folder.path("frames/knob-frame-003.png"),
                                                withIntermediateDirectories: true)
        let r = try CLIRunner.run(["knob", "--frames", "6", "-o", folder.path("frames")])
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("knob-frame-003.png: cannot write the file: Is a directory"), "\(r.stderr)")
        #expect(folder.files("frames") == ["knob-frame-003.png"], "no frame and no staging folder is left")
    }

    @Test func framesReplaceThoseOfAnEarlierRunAndLeaveNoStaging() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for n in [4, 2] {
            let r = try CLIRunner.run(["knob", "--frames", "\(n)", "-o", folder.path("frames")])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(folder.files("frames") == (0..<4).map { String(format: "knob-frame-%03d.png", $0) })
    }

    @Test func allStatesOverTheTotalAreRefused() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["button", "--all-states", "--size", "200x100", "-o", folder.path("states")],
                                  environment: ["CTLRENDER_MAX_TOTAL_BYTES": "200000"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("with the images before it") && r.stderr.contains("CTLRENDER_MAX_TOTAL_BYTES"),
                "\(r.stderr)")
        #expect(!folder.exists("states"))
    }

    @Test func oneImageOverThePixelLimitNamesIt() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["button", "--size", "300x300", "-o", folder.path("b.png")],
                                  environment: ["CTLRENDER_MAX_IMAGE_PIXELS": "10000"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("CTLRENDER_MAX_IMAGE_PIXELS"), "\(r.stderr)")
        #expect(folder.files().isEmpty)
    }
}
