import CtlAssets
import CtlTestSupport
import Foundation
import Testing

/// A build killed at any point is finished by the next: `ctlrender build` (the binary) is
/// killed with SIGKILL after a random delay, again and again in one folder, and each time the
/// next build (in the same format or another: the killed build's files must then go) must
/// leave exactly the files of a clean build, byte for byte, with no temporary file or lock left.
@Suite struct KilledBuildTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-killed-\(UUID().uuidString)")
    let manifest = PackagePaths.fixtures.appendingPathComponent("Manifests/demo.json").path

    /// Starts a build and kills it after `delay` seconds (it may have finished by then).
    func killedBuild(into folder: String, format: OutputFormat, after delay: Double) throws {
        let p = Process()
        p.executableURL = CLIRunner.binary
        p.arguments = ["build", manifest, "-o", folder, "--format", format.rawValue, "--jobs", "2", "--quiet"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        Thread.sleep(forTimeInterval: delay)
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
    }

    @Test func aKilledBuildIsFinishedByTheNext() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try #require(FileManager.default.isExecutableFile(atPath: CLIRunner.binary.path), "build the package first")
        // A clean build of each format, timed: the kills land anywhere from the start to a bit
        // past the end of a whole build.
        var clean: [OutputFormat: [String: Data?]] = [:]
        var longest = 0.0
        for format in OutputFormat.allCases {
            let folder = root.appendingPathComponent("clean-\(format)").path
            let started = Date()
            let r = try CLIRunner.run(["build", manifest, "-o", folder, "--format", format.rawValue, "--jobs", "2"])
            longest = max(longest, Date().timeIntervalSince(started))
            #expect(r.status == 0, "\(r.stderr)")
            clean[format] = OutputTree.read(folder)
        }
        var random = SeededRandom(seed: 20_261_125)
        let folder = root.appendingPathComponent("killed").path
        // At least 36 rounds, and more until 12 kills have landed midway (on a loaded machine a
        // build can run faster than the timed clean one, and a kill then comes after its end).
        var killedMidway = 0
        for round in 0..<120 where round < 36 || killedMidway < 12 {
            let killed = OutputFormat.allCases[Int(random.next() % 3)]
            let format = OutputFormat.allCases[Int(random.next() % 3)]
            let delay = Double(random.next() % 1000) / 1000 * longest * 1.2
            try killedBuild(into: folder, format: killed, after: delay)
            let interrupted = OutputTree.read(folder)
            if OutputTree.differences(interrupted, clean[killed]!) != [] { killedMidway += 1 }
            let r = try CLIRunner.run(["build", manifest, "-o", folder, "--format", format.rawValue, "--jobs", "2"])
            #expect(r.status == 0, "round \(round): \(r.stderr)")
            let differences = OutputTree.differences(OutputTree.read(folder), clean[format]!)
            let what = "round \(round) (\(killed) killed after \(Int(delay * 1000)) ms, then \(format))"
            #expect(differences == [], "\(what): \(differences)")
            if !differences.isEmpty { break }
        }
        // The test means something only if most kills interrupted a build.
        #expect(killedMidway >= 12, "only \(killedMidway) of 120 builds were killed before they finished")
    }
}
