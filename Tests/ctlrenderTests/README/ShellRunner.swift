import CtlTestSupport
import Foundation

/// Runs a README command line with `/bin/sh -c`, as a user pasting it into a terminal would, with
/// `ctlrender` found on PATH in the build folder (`CLIRunner.binary`'s).
enum ShellRunner {
    struct Result {
        let status: Int32
        let stdout: Data
        let stderr: String
        /// Standard output and error as one stream, in the order written; empty unless asked for.
        let printout: String
    }

    /// The environment of every run: this process's, without the `CTLRENDER_…` variables (a
    /// developer's `CTLRENDER_RECORD=1` must not change what `verify` does), and with the build
    /// folder first on PATH.
    static let environment: [String: String] = {
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("CTLRENDER_") }
        env["PATH"] = CLIRunner.binary.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        return env
    }()

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "no ctlrender at \(CLIRunner.binary.path): build the package first" }
    }

    /// Runs `command` in `directory`.
    ///
    /// - Parameter interleaved: Sends standard output and error to one file, for a transcript's
    ///   printout; `stdout` and `stderr` of the result are then empty.
    static func run(_ command: String, in directory: URL, interleaved: Bool) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: CLIRunner.binary.path) else { throw MissingBinary() }
        // Files, not pipes: see CLIRunner.run.
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-readme-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outPath = logs.appendingPathComponent("out").path, errPath = logs.appendingPathComponent("err").path
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = FileHandle(forWritingAtPath: outPath)!, err = FileHandle(forWritingAtPath: errPath)!
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        p.currentDirectoryURL = directory
        p.environment = environment
        p.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        // One open file for both: the two descriptors share its offset, so the order is kept.
        p.standardOutput = out
        p.standardError = interleaved ? out : err
        try p.run()
        p.waitUntilExit()
        try out.close()
        try err.close()
        let o = FileManager.default.contents(atPath: outPath) ?? Data()
        let e = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
        if interleaved {
            return Result(status: p.terminationStatus, stdout: Data(), stderr: "", printout: String(decoding: o, as: UTF8.self))
        }
        return Result(status: p.terminationStatus, stdout: o, stderr: e, printout: "")
    }
}
