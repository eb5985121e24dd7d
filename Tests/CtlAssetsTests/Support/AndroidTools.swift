import Foundation

/// Android's packaging tools, when installed (Debian 12: `apt-get install aapt`, which ships both
/// `aapt` and `aapt2`; Scripts/deps.sh installs it). Tests that need one are enabled only when it
/// is found, so that they show as skipped, never as passed, without it; under CI=true they run
/// whatever is installed, and a missing tool is their failure.
enum AndroidTools {
    /// Whether a test that needs `tool` runs: when it is installed, and always under CI=true.
    static func runs(with tool: URL?) -> Bool {
        tool != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// The first executable `name` on PATH (or in /usr/bin), or nil.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static let aapt = find("aapt")
    static let aapt2 = find("aapt2")

    /// Runs `tool` with `args`; its exit status and its standard output and error together.
    static func run(_ tool: URL, _ args: [String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-aapt-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let p = Process()
        p.executableURL = tool
        p.arguments = args
        p.standardOutput = handle
        p.standardError = handle
        try p.run()
        p.waitUntilExit()
        try handle.close()
        return (p.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
