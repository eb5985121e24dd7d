import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Hostile inputs to the command line: each is a clear error naming the file and the cause
/// (or the limit and its variable), a non-zero exit status, and no output file.
@Suite struct LimitsCLITests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-limits-\(UUID().uuidString)")
    static let scene = #"{"name": "s", "width": 4, "height": 4, "ops": []}"#
    static let limitsFixtures = PackagePaths.fixtures.appendingPathComponent("Limits")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func expectRefused(_ args: [String], status: Int32 = 1, environment: [String: String] = [:], says: [String],
                       output: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try CLIRunner.run(args, environment: environment)
        #expect(r.status == status, "\(args): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix("ctlrender: error: "), "\(r.stderr)", sourceLocation: sourceLocation)
        for s in says { #expect(r.stderr.contains(s), "\(r.stderr)", sourceLocation: sourceLocation) }
        #expect(!FileManager.default.fileExists(atPath: output), "\(output) was written", sourceLocation: sourceLocation)
    }

    // MARK: input files

    @Test func anEndlessDeviceAsASceneIsRefusedAtOnce() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused(["draw", "/dev/zero", "-o", path("out.png")], says: ["/dev/zero", "is a device, not a file"],
                          output: path("out.png"))
    }

    @Test func aFolderAsASceneIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused(["draw", folder.path, "-o", path("out.png")], says: [folder.path, "is a folder, not a file"],
                          output: path("out.png"))
    }

    @Test func aSceneOverTheInputCapNamesTheLimit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("s.json"))
        try expectRefused(["draw", path("s.json"), "-o", path("out.png")],
                          environment: ["CTLRENDER_MAX_INPUT_BYTES": "20"],
                          says: ["s.json", "over the limit of 20", "CTLRENDER_MAX_INPUT_BYTES"], output: path("out.png"))
        // Within the cap, the same file draws.
        let r = try CLIRunner.run(["draw", path("s.json"), "-o", path("out.png")],
                                  environment: ["CTLRENDER_MAX_INPUT_BYTES": "\(Self.scene.utf8.count)"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aSceneCanComeFromStandardInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CLIRunner.run(["draw", "-", "-o", path("out.png")], stdin: Data(Self.scene.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(path: path("out.png")).width == 4)
        // And standard input past the cap is cut off and refused.
        let big = Data(repeating: 0x20, count: 4096) + Data(Self.scene.utf8)
        let over = try CLIRunner.run(["draw", "-", "-o", path("big.png")], environment: ["CTLRENDER_MAX_INPUT_BYTES": "1000"],
                                     stdin: big)
        #expect(over.status == 1 && over.stderr.contains("standard input") && over.stderr.contains("CTLRENDER_MAX_INPUT_BYTES"),
                "\(over.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("big.png")))
    }

    @Test func aSpecCanComeFromStandardInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = Data(#"{"control": "button", "title": "OK"}"#.utf8)
        let r = try CLIRunner.run(["button", "--spec", "-", "-o", path("in.png")], stdin: spec)
        #expect(r.status == 0, "\(r.stderr)")
        try spec.write(to: folder.appendingPathComponent("spec.json"))
        let file = try CLIRunner.run(["button", "--spec", path("spec.json"), "-o", path("file.png")])
        #expect(file.status == 0, "\(file.stderr)")
        #expect(try PNG.read(path: path("in.png")).pixels == PNG.read(path: path("file.png")).pixels)
    }

    @Test func aSpecAndAManifestOverTheCapAreRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"control": "button", "title": "OK"}"#.utf8).write(to: folder.appendingPathComponent("spec.json"))
        try expectRefused(["button", "--spec", path("spec.json"), "-o", path("out.png")],
                          environment: ["CTLRENDER_MAX_INPUT_BYTES": "10"],
                          says: ["spec.json", "CTLRENDER_MAX_INPUT_BYTES"], output: path("out.png"))
        try expectRefused(["button", "--spec", "/dev/zero", "-o", path("out.png")],
                          says: ["/dev/zero", "is a device, not a file"], output: path("out.png"))
        try expectRefused(["build", "/dev/zero", "-o", path("out")],
                          says: ["/dev/zero", "is a device, not a file"], output: path("out"))
    }

    // MARK: PNG inputs

    @Test(arguments: ["grey-8192x8192.png", "grey-32768x2048.png"])
    func aSmallPNGOfTooManyPixelsIsRefusedByItsHeader(name: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = Self.limitsFixtures.appendingPathComponent(name).path
        try expectRefused(["tint", input, "--color", "red", "-o", path("out.png")],
                          says: [name, "over the limit of 50331648", "CTLRENDER_MAX_IMAGE_PIXELS"], output: path("out.png"))
        try expectRefused(["slice", input, "--cap-insets", "1,1,1,1", "--size", "4x4", "-o", path("out.png")],
                          says: [name, "CTLRENDER_MAX_IMAGE_PIXELS"], output: path("out.png"))
    }

    // MARK: output through a link

    @Test func anOutputLinkToAFolderIsRefusedLikeTheFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: "dir")
        for target in ["dir", "link"] {
            let r = try CLIRunner.run(["text", "A", "-o", path(target)])
            // Refused before anything is drawn, as bad usage: -o names a file.
            #expect(r.status == 2, "\(target): \(r.stderr)")
            #expect(r.stderr.contains("\"\(path(target))\" is a folder: use -o \(path(target))/text.png"), "\(r.stderr)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link")) == "dir")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("dir")).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["dir", "link"])
    }
}
