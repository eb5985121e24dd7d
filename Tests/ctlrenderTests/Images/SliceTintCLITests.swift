import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender slice` and `ctlrender tint` as a user runs them: results, exit codes,
/// messages, and no output file on failure.
@Suite struct SliceTintCLITests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-slice-\(UUID().uuidString)")

    struct Run {
        let status: Int32
        let stderr: String
    }

    /// Runs the binary with stdout and stderr sent to files (reading pipes from many
    /// processes at once can be interrupted by SIGCHLD, which Foundation does not retry).
    func run(_ args: [String]) throws -> Run {
        let r = try CLIRunner.run(args)
        return Run(status: r.status, stderr: r.stderr)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    func writeBytes(_ bytes: [UInt8], _ name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        return path(name)
    }

    /// A 5×5 image: a distinct colour per pixel (opaque), alpha falling off in the last row.
    static func sample() throws -> Pixmap {
        var p = try Pixmap(width: 5, height: 5)
        for y in 0..<5 {
            for x in 0..<5 {
                let a: UInt8 = y == 4 ? UInt8(50 * x + 40) : 255
                p[x, y] = Color(r: UInt8(40 * x + 10), g: UInt8(50 * y), b: 99, a: a).premultiplied
            }
        }
        return p
    }

    func writeSample(_ name: String = "in.png") throws -> String {
        try writeBytes(try PNG.encode(try Self.sample()), name)
    }

    /// A valid PNG whose header says 0×0 (with its checksum fixed, so only the size is wrong).
    static func zeroSizedPNG() throws -> [UInt8] {
        var bytes = try PNG.encode(try Pixmap(width: 1, height: 1))
        // Signature (8), IHDR length (4), "IHDR" (4), then width and height (4 + 4), 5 more bytes, CRC.
        for i in 16..<24 { bytes[i] = 0 }
        let crc = Self.crc32(bytes[12..<29])
        for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        return bytes
    }

    static func crc32(_ data: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    /// Broken inputs every command must refuse as input errors (exit 1) naming the file.
    func brokenInputs() throws -> [(name: String, path: String, says: String)] {
        let good = try PNG.encode(try Self.sample())
        return [
            ("text", try writeBytes(Array("not a png at all".utf8), "text.png"), "not a readable PNG"),
            ("truncated", try writeBytes(Array(good.prefix(good.count / 2)), "cut.png"), "not a readable PNG"),
            ("empty", try writeBytes([], "empty.png"), "empty.png"),
            ("zero size", try writeBytes(try Self.zeroSizedPNG(), "zero.png"), "zero.png"),
            ("missing", path("missing.png"), "missing.png: no such file"),
        ]
    }

    // MARK: slice

    @Test func sliceStretchesWithOnePixelMiddle() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        let r = try run(["slice", input, "--cap-insets", "2,2,2,2", "--size", "11x9", "-o", path("out.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let out = try PNG.read(path: path("out.png")), sample = try Self.sample()
        #expect(out.width == 11 && out.height == 9)
        let columns = [0, 1, 2, 2, 2, 2, 2, 2, 2, 3, 4], rows = [0, 1, 2, 2, 2, 2, 2, 3, 4]
        for y in 0..<9 {
            for x in 0..<11 {
                #expect(out[x, y] == sample[columns[x], rows[y]], "(\(x),\(y))")
            }
        }
    }

    @Test func sliceTilesAtScale2() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        let r = try run(["slice", input, "--cap-insets", "0.5,0.5,0.5,0.5", "--size", "6x3", "--scale", "2",
                         "--resizing-mode", "tile", "-o", path("out@2x.png")])
        #expect(r.status == 0, "\(r.stderr)")
        // The input is 2.5×2.5 points with 1-pixel caps; the output 12×6 pixels.
        let out = try PNG.read(path: path("out@2x.png")), sample = try Self.sample()
        #expect(out.width == 12 && out.height == 6)
        #expect(out[0, 0] == sample[0, 0] && out[11, 5] == sample[4, 4] && out[0, 5] == sample[0, 4])
        // Middle columns 1, 2, 3 repeated from x = 1, the last copy cut after one pixel.
        #expect((1..<11).map { out[$0, 0] } == [1, 2, 3, 1, 2, 3, 1, 2, 3, 1].map { sample[$0, 0] })
    }

    @Test func sliceRefusesBrokenImages() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for input in try brokenInputs() {
            let r = try run(["slice", input.path, "--cap-insets", "0,0,0,0", "--size", "4x4", "-o", path("out.png")])
            #expect(r.status == 1, "\(input.name): \(r.stderr)")
            #expect(r.stderr.hasPrefix("ctlrender: error: "), "\(input.name): \(r.stderr)")
            #expect(r.stderr.contains(input.says), "\(input.name): \(r.stderr)")
            #expect(!exists("out.png"), "\(input.name)")
        }
    }

    @Test func sliceRefusesInsetsLargerThanTheImage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        for insets in ["0,3,0,3", "4,0,2,0", "0,2,0,3.1"] {
            let r = try run(["slice", input, "--cap-insets", insets, "--size", "20x20", "-o", path("out.png")])
            #expect(r.status == 1, "\(insets): \(r.stderr)")
            #expect(r.stderr.contains("in.png") && r.stderr.contains("larger than the image")
                    && r.stderr.contains("--cap-insets"), "\(insets): \(r.stderr)")
            #expect(!exists("out.png"))
        }
    }

    @Test(arguments: [
        (["--cap-insets", "1,2,3"], "--cap-insets"), (["--cap-insets", "a,b,c,d"], "--cap-insets"),
        (["--cap-insets", "-1,0,0,0"], "--cap-insets"), (["--cap-insets", "nan,0,0,0"], "--cap-insets"),
        (["--size", "0x10"], "--size"), (["--size", "-5x10"], "--size"), (["--size", "nanx4"], "--size"),
        (["--size", "10"], "--size"), (["--size", "10x"], "--size"), (["--size", "100000x1"], "--size"),
        (["--scale", "0"], "--scale"), (["--scale", "nan"], "--scale"), (["--resizing-mode", "wobble"], "--resizing-mode"),
    ])
    func sliceUsageErrors(change: [String], option: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        var options = ["--cap-insets": "1,1,1,1", "--size": "10x10"]
        options[change[0]] = change[1]
        let args = ["slice", input, "-o", path("out.png")] + options.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        let r = try run(args)
        #expect(r.status == 2, "\(change): \(r.stderr)")
        #expect(r.stderr.hasPrefix("ctlrender: error: ") && r.stderr.contains(option), "\(change): \(r.stderr)")
        #expect(!exists("out.png"))
    }

    @Test func sliceUnwritableOutputExitsThree() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        let r = try run(["slice", input, "--cap-insets", "1,1,1,1", "--size", "8x8", "-o", "/proc/no-such-dir/out.png"])
        #expect(r.status == 3, "\(r.stderr)")
    }

    // MARK: tint

    @Test func tintFillsTheAlpha() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        let r = try run(["tint", input, "--color", "#3366ff", "-o", path("blue.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let out = try PNG.read(path: path("blue.png")), sample = try Self.sample()
        for y in 0..<5 {
            for x in 0..<5 {
                // Straight colour #3366ff with the input's alpha (what the PNG stores).
                let c = Color(r: 0x33, g: 0x66, b: 0xff, a: sample[x, y].a).premultiplied
                #expect(out[x, y] == c, "(\(x),\(y))")
            }
        }
    }

    @Test func tintDefaultOutputIsBesideTheInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try writeSample("icon.png"), retina = try writeSample("tab@2x.png")
        #expect(try run(["tint", plain, "--color", "cornflowerblue"]).status == 0)
        #expect(try run(["tint", retina, "--color", "#fff8"]).status == 0)
        #expect(exists("icon-tinted.png") && exists("tab-tinted@2x.png"))
        #expect(try PNG.read(path: path("icon-tinted.png"))[0, 0] == Color(r: 100, g: 149, b: 237).premultiplied)
    }

    @Test func tintRefusesBrokenImages() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for input in try brokenInputs() {
            let r = try run(["tint", input.path, "--color", "red", "-o", path("out.png")])
            #expect(r.status == 1, "\(input.name): \(r.stderr)")
            #expect(r.stderr.hasPrefix("ctlrender: error: ") && r.stderr.contains(input.says), "\(input.name): \(r.stderr)")
            #expect(!exists("out.png"), "\(input.name)")
            // Nor the default output.
            let r2 = try run(["tint", input.path, "--color", "red"])
            #expect(r2.status == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains("tinted") })
        }
    }

    @Test(arguments: ["", "#12345", "nosuchcolour", "#gg0000", "rgb(1,2,3)"])
    func tintRefusesBadColours(color: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        let r = try run(["tint", input, "--color", color, "-o", path("out.png")])
        #expect(r.status == 2, "\(color): \(r.stderr)")
        #expect(r.stderr.hasPrefix("ctlrender: error: ") && r.stderr.contains("--color"), "\(color): \(r.stderr)")
        #expect(!exists("out.png"))
    }

    @Test func tintUnwritableOutputExitsThree() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeSample()
        #expect(try run(["tint", input, "--color", "red", "-o", "/proc/no-such-dir/out.png"]).status == 3)
    }
}
