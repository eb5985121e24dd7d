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
        let r = try CLIRunner.runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: environment,
                                         in: directory, interleaved: interleaved)
        if interleaved {
            return Result(status: r.status, stdout: Data(), stderr: "", printout: String(decoding: r.stdout, as: UTF8.self))
        }
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr, printout: "")
    }
}
