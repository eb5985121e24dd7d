import CtlTestSupport
import Foundation
import Testing

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

    /// Links the resources in `res` into `work/app.apk` with `aapt2`, against the framework stub
    /// of Fixtures/Android (its few attributes, as an APK; Fixtures/Android/README.md), as an
    /// app's build would; fails the test at the first step aapt2 refuses. Returns the APK's path.
    static func linkAPK(_ aapt2: URL, res: String, work: String) throws -> String {
        let android = PackagePaths.fixtures.appendingPathComponent("Android")
        let stub = android.appendingPathComponent("framework-stub")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        for args in [["compile", "--dir", stub.appendingPathComponent("res").path, "-o", work + "/stub.zip"],
                     ["link", "--package-id", "0x02", "--allow-reserved-package-id", "-o", work + "/android.apk",
                      "--manifest", stub.appendingPathComponent("AndroidManifest.xml").path, work + "/stub.zip"],
                     ["compile", "--dir", res, "-o", work + "/res.zip"],
                     ["link", "-I", work + "/android.apk", "-o", work + "/app.apk", "--manifest",
                      android.appendingPathComponent("AndroidManifest.xml").path, work + "/res.zip"]] {
            let r = try run(aapt2, args)
            try #require(r.status == 0, "aapt2 \(args.joined(separator: " ")): \(r.output)")
        }
        return work + "/app.apk"
    }
}
