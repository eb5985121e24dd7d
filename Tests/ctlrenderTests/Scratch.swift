import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// A temporary folder for one test, removed when the test ends.
final class Scratch {
    let url: URL

    init(_ name: String = "cli") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
        return path(name)
    }

    /// The bytes of `name`, or nil when there is no such file.
    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    /// What is in the folder, sorted.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// Runs ctlrender in this folder.
    func run(_ args: [String], stdin: Data? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(args, stdin: stdin, in: url)
    }

    /// Draws a PNG with ctlrender (a button by default) into `name` and returns its bytes.
    func png(_ name: String, _ args: [String] = ["button"]) throws -> Data {
        let r = try run(args + ["-o", name])
        #expect(r.status == 0, "\(r.stderr)")
        return try #require(contents(name))
    }
}

extension CLIRunner.Result {
    /// The lines of standard error that are errors.
    var errorLines: [Substring] { stderr.split(separator: "\n").filter { $0.hasPrefix("ctlrender: error:") } }

    /// Whether standard output is exactly one PNG (it decodes, and nothing follows its IEND chunk).
    var stdoutIsOnePNG: Bool {
        let bytes = [UInt8](stdout)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), (try? PNG.decode(bytes)) != nil else { return false }
        return bytes.suffix(8) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    }
}
