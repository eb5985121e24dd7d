import Foundation

/// Runs the built `ctlrender` as a user does. Only this target runs the binary: the other
/// test targets test their libraries.
enum CLIRunner {
    /// The built `ctlrender`, beside the test binary in the build folder.
    static let binary: URL = {
        var dir = testImage().deletingLastPathComponent()
        // The test binary sits in <build>/debug/ (or inside a .xctest bundle there).
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("ctlrender").path) {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("ctlrender")
    }()

    /// The file holding the tests' code: on Linux the test binary (the running program, as
    /// /proc tells); on macOS the binary inside the .xctest bundle, which xctest or
    /// swiftpm-testing-helper loads, found as the image this code is in.
    private static func testImage() -> URL {
        #if os(Linux)
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        var info = Dl_info()
        guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else {
            return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        }
        return URL(fileURLWithPath: String(cString: name)).resolvingSymlinksInPath()
        #endif
    }

    /// What a run printed and how it ended.
    struct Result: Sendable {
        let status: Int32
        let stdout: Data
        let stderr: String
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "no ctlrender at \(CLIRunner.binary.path): build the package first" }
    }

    /// The variables of this process's environment a run does not inherit, so that a test's
    /// result does not depend on where the tests run: `CI` (verify records nothing where it is
    /// set), `CTLRENDER_RECORD` and `CTLRENDER_SYSTEM_FONTS`. A test that wants them passes them
    /// in `environment`.
    static let uninherited: Set<String> = ["CI", "CTLRENDER_RECORD", "CTLRENDER_SYSTEM_FONTS"]

    /// Variables every run has unless the test passes its own: the system's fonts are off, so
    /// that what a run draws does not depend on the fonts the machine has installed (a test of
    /// fallback passes `CTLRENDER_SYSTEM_FONTS` itself; "" gives ctlrender's default, on).
    static let defaults = ["CTLRENDER_SYSTEM_FONTS": "0"]

    /// Runs the binary with `args`.
    ///
    /// - Parameters:
    ///   - environment: Variables added to (or replacing those of) this process's environment
    ///     (less `uninherited`) for the run; tests run in parallel, so they must not `setenv` themselves.
    ///   - stdin: What the run reads on standard input (from a file); nil for none (empty).
    ///   - directory: The run's working directory; nil for this process's.
    static func run(_ args: [String], environment: [String: String] = [:], stdin: Data? = nil,
                           in directory: URL? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw MissingBinary() }
        let inherited = ProcessInfo.processInfo.environment.filter { !uninherited.contains($0.key) }
        return try runProcess(binary, args, environment: inherited.merging(defaults) { $1 }.merging(environment) { $1 },
                              stdin: stdin, in: directory)
    }

    /// Runs `executable` with `args` and the whole `environment`, stdout and stderr sent to
    /// files (reading pipes from many processes at once can be interrupted by SIGCHLD, which
    /// Foundation does not retry).
    ///
    /// - Parameter interleaved: Sends standard output and error to one file, in the order
    ///   written (the two descriptors share its offset): all of it is the result's `stdout`,
    ///   and `stderr` is empty.
    static func runProcess(_ executable: URL, _ args: [String], environment: [String: String],
                                  stdin: Data? = nil, in directory: URL? = nil,
                                  interleaved: Bool = false) throws -> Result {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outPath = logs.appendingPathComponent("out").path, errPath = logs.appendingPathComponent("err").path
        let inPath = logs.appendingPathComponent("in").path
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        _ = FileManager.default.createFile(atPath: inPath, contents: stdin ?? Data())
        let out = FileHandle(forWritingAtPath: outPath)!, err = FileHandle(forWritingAtPath: errPath)!
        let input = FileHandle(forReadingAtPath: inPath)!
        defer { try? input.close() }
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        if let directory { p.currentDirectoryURL = directory }
        p.environment = environment
        p.standardInput = input
        p.standardOutput = out
        p.standardError = interleaved ? out : err
        try p.run()
        p.waitUntilExit()
        try out.close()
        try err.close()
        let o = FileManager.default.contents(atPath: outPath) ?? Data()
        let e = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: p.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self))
    }
}
