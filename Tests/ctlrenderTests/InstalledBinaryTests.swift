import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The installed command is one file: a copy of the built `ctlrender` alone in an empty
/// folder, run with a bare environment, draws titles with its embedded fonts.
@Suite struct InstalledBinaryTests {
    /// A fresh folder holding only a copy of the built binary.
    static func folderWithCopiedBinary() throws -> (folder: URL, binary: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-installed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = folder.appendingPathComponent("ctlrender")
        try FileManager.default.copyItem(at: CLIRunner.binary, to: binary)
        return (folder, binary)
    }

    /// Runs `binary` in `folder` with exactly `environment` (nothing inherited), stderr kept
    /// in a file outside `folder` (pipes from many processes at once can be interrupted).
    static func run(_ binary: URL, _ args: [String], in folder: URL,
                    environment: [String: String]) throws -> (status: Int32, stderr: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-installed-log-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let err = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = binary
        process.arguments = args
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try err.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    @Test func aCopiedBinaryAloneDrawsATitle() throws {
        let (folder, binary) = try Self.folderWithCopiedBinary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin"]

        let titled = try Self.run(binary, ["button", "--title", "Play", "--size", "80x44", "-o", "out.png"], in: folder,
                                  environment: environment)
        #expect(titled.status == 0, "\(titled.stderr)")
        #expect(titled.stderr.isEmpty)
        let untitled = try Self.run(binary, ["button", "--title", "", "--size", "80x44", "-o", "untitled.png"], in: folder,
                                    environment: environment)
        #expect(untitled.status == 0, "\(untitled.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["ctlrender", "out.png", "untitled.png"])

        let out = try PNG.read(path: folder.appendingPathComponent("out.png").path)
        let bare = try PNG.read(path: folder.appendingPathComponent("untitled.png").path)
        #expect(out.width == bare.width && out.height == bare.height)
        let titlePixels = zip(out.pixels, bare.pixels).filter { $0 != $1 }.count
        #expect(titlePixels > 50, "the title changed \(titlePixels) pixels")

        // The same bytes as the built binary draws (same font bytes, same pixels).
        let reference = folder.appendingPathComponent("reference.png")
        let built = try CLIRunner.run(["button", "--title", "Play", "--size", "80x44", "-o", reference.path])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try Data(contentsOf: reference) == Data(contentsOf: folder.appendingPathComponent("out.png")))
    }

    @Test func aCopiedBinaryAloneListsItsEmbeddedFonts() throws {
        let (folder, binary) = try Self.folderWithCopiedBinary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try Self.run(binary, ["fonts"], in: folder, environment: ["HOME": folder.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
    }
}
