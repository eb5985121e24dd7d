import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The `ctlrender` executable as a user runs it: exit codes, messages, and no output on failure.
@Suite struct SceneCLITests {
    /// The built `ctlrender`, beside the test binary in the build folder.
    static let binary = CLIRunner.binary

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-cli-\(UUID().uuidString)")

    struct Run {
        let status: Int32
        let stderr: String
        let stdout: String
    }

    func run(_ args: [String]) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "no ctlrender at \(Self.binary.path)")
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, stderr: String(decoding: e, as: UTF8.self),
                   stdout: String(decoding: o, as: UTF8.self))
    }

    func write(_ text: String, _ name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    static let good = """
    {"name": "dot", "width": 8, "height": 6, "background": "white",
     "ops": [{"op": "fill", "path": "M1 1 H7 V5 H1 Z", "paint": {"color": "#007aff"}}]}
    """

    @Test func drawsAScene() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(Self.good, "s.json")
        let out = folder.appendingPathComponent("s.png").path
        let r = try run(["draw", scene, "-o", out, "--scale", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(path: out)
        #expect(image.width == 16 && image.height == 12)
        #expect(image[5, 5] == Color(r: 0, g: 122, b: 255).premultiplied)
        #expect(image[0, 0] == Color.white.premultiplied)
    }

    @Test func badPathDataIsAnInputErrorAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(Self.good.replacingOccurrences(of: "M1 1 H7", with: "M1 1 H7x"), "bad.json")
        let r = try run(["draw", scene, "-o", folder.appendingPathComponent("bad.png").path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("ctlrender: error: "))
        #expect(r.stderr.contains("op 0") && r.stderr.contains("path") && r.stderr.contains("offset"), "\(r.stderr)")
        #expect(!exists("bad.png"))
    }

    @Test(arguments: ["{", "[]", #"{"name": "n", "width": -3, "height": 4, "ops": []}"#,
                      #"{"name": "n", "width": 99999999, "height": 99999999, "ops": []}"#,
                      #"{"name": "n", "width": 4, "height": 4, "ops": [{"op": "fill", "path": "M0 0 L1 1", "paint": {"color": "nope"}}]}"#])
    func malformedScenesAreInputErrors(_ text: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(text, "m.json")
        let r = try run(["draw", scene, "-o", folder.appendingPathComponent("m.png").path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("ctlrender: error: "), "\(r.stderr)")
        #expect(!exists("m.png"))
    }

    @Test func usageErrorsExitTwo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(Self.good, "s.json")
        #expect(try run(["draw", scene]).status == 2)                                  // no -o
        #expect(try run(["draw", scene, "-o", "x.png", "--scale", "nan"]).status == 2)
        #expect(try run(["bench", scene, "--iterations", "0"]).status == 2)
        #expect(try run(["frobnicate"]).status == 2)
    }

    @Test func unwritableOutputExitsThree() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(Self.good, "s.json")
        let r = try run(["draw", scene, "-o", "/proc/no-such-dir/out.png"])
        #expect(r.status == 3, "\(r.stderr)")
    }

    @Test func benchPrintsThePeersTSV() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(Self.good, "s.json")
        let r = try run(["bench", scene, "--iterations", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "peer\tscene\tmedian_us")
        let fields = lines.dropFirst().first?.split(separator: "\t") ?? []
        #expect(fields.count == 3 && fields[0] == "ctlrender" && fields[1] == "dot")
        #expect(Double(fields.last ?? "") ?? 0 > 0)
        // The memset of a buffer of the canvas' size, timed in the same process.
        let memset = lines.dropFirst(2).first?.split(separator: "\t") ?? []
        #expect(memset.count == 3 && memset[0] == "memset" && memset[1] == "dot")
        #expect(Double(memset.last ?? "") ?? -1 >= 0, "a tiny buffer may take less than 0.05 µs")
        // --no-memset: the renders only, no memset line.
        let renders = try run(["bench", scene, "--iterations", "2", "--warmup", "0", "--no-memset"])
        #expect(renders.status == 0, "\(renders.stderr)")
        #expect(renders.stdout.split(separator: "\n").map { $0.split(separator: "\t").first ?? "" }
                == ["peer", "ctlrender"])
    }

    @Test func benchPNGComparesEncodingsWithLibpng() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(Self.good, "s.json")
        let png = folder.appendingPathComponent("dot.png").path
        #expect(try run(["draw", scene, "-o", png]).status == 0)
        let r = try run(["bench-png", png, "--rounds", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "setting\tbytes\tbytes_vs_libpng\tms\ttime_vs_libpng")
        #expect(lines.dropFirst().first?.hasPrefix("libpng-default\t") == true)
        #expect(lines.contains { $0.hasPrefix("perImage/6*\t") }, "the standard setting is marked")
        #expect(lines.filter { $0.contains("*\t") }.count == 1)
        #expect(try run(["bench-png"]).status == 2)
        let notPNG = try write("not a png", "x.png")
        #expect(try run(["bench-png", notPNG]).status == 1)
    }

    /// `bench-png --write`: ctlrender's own PNGs encoded again and written as a build writes
    /// them come out byte for byte the same (the same pixels, the same encoder settings).
    @Test func benchPNGWriteReencodesTheSameBytes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(Self.good, "s.json")
        let png = folder.appendingPathComponent("dot.png").path
        let big = folder.appendingPathComponent("dot3.png").path
        #expect(try run(["draw", scene, "-o", png]).status == 0)
        #expect(try run(["draw", scene, "--scale", "3", "-o", big]).status == 0)
        let dest = folder.appendingPathComponent("floor")
        let r = try run(["bench-png", "--write", dest.path, "--jobs", "2", "--rounds", "2", png, big])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "images\tbytes\tencode_ms\tencode_cpu_ms\twrite_ms\twrite_cpu_ms\twall_ms\tcpu_ms")
        let values = lines.dropFirst().first?.split(separator: "\t").map(String.init) ?? []
        let inputs = [png, big].map { FileManager.default.contents(atPath: $0) ?? Data() }
        #expect(values.first == "2" && values.dropFirst().first == "\(inputs.map(\.count).reduce(0, +))")
        #expect(values.dropFirst(2).allSatisfy { (Double($0) ?? -1) >= 0 } && values.count == 8)
        for (i, bytes) in inputs.enumerated() {
            #expect(FileManager.default.contents(atPath: dest.appendingPathComponent("\(i).png").path) == bytes)
        }
        #expect(try run(["bench-png", "--jobs", "2", png]).status == 2, "--jobs without --write")
        #expect(try run(["bench-png", "--write", dest.path, "--jobs", "0", png]).status == 2)
    }

    @Test func helpListsExitCodes() throws {
        let r = try run(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("EXIT STATUS") && r.stdout.contains("draw") && r.stdout.contains("bench"))
    }
}
