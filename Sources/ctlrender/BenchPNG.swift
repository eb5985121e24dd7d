import ArgumentParser
import CtlAssets
import CtlRaster
import CtlScene
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// `ctlrender bench-png FILE… [--rounds R]`: PNG encoding settings against libpng's default.
struct BenchPNG: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-png",
        abstract: "Compare PNG encoding settings (row filter, libdeflate level) with libpng's default.",
        discussion: """
            Decodes the PNGs once, then encodes all of them with libpng's simplified API at its \
            defaults (adaptive filters, zlib level 6) and with each setting of ctlrender's own \
            encoder, R rounds in turn (the lowest total time of each is kept). Prints TSV on \
            stdout: setting, total bytes, bytes relative to libpng, time in milliseconds, time \
            relative to libpng. The setting ctlrender uses is marked with '*'. Every encoding is \
            checked to decode to the same pixels. Time a release build.

            With --write FOLDER, times instead what a build does with an image once it is drawn: \
            each image encoded with ctlrender's setting and written into FOLDER as the build writes \
            its files (a temporary file renamed into place, with the digest of its bytes), --jobs \
            at once, R rounds (the fastest kept). The files are named 0.png, 1.png… in the order \
            given. Prints TSV: images, bytes, encode_ms, encode_cpu_ms, write_ms, write_cpu_ms \
            (writing and the digest; wall and thread CPU time, summed over the jobs), wall_ms and \
            cpu_ms (the round's wall time and the process's CPU time).
            """)

    @Argument(help: ArgumentHelp("The PNG files to encode (for example Fixtures/Goldens/Controls/*/*.png).",
                                 valueName: "file"))
    var files: [String]

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Rounds; the fastest of each setting is kept. Default: 3.", valueName: "r"),
            transform: Parse.integer)
    var rounds = 3

    @Option(help: ArgumentHelp("Time encoding and writing the images into this folder with ctlrender's setting "
                               + "only, as a build does.", valueName: "folder"))
    var write: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("With --write: images encoded and written at once. Default: 1.", valueName: "n"),
            transform: Parse.integer)
    var jobs = 1

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one PNG file") }
        guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1, not \(rounds)") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        guard write != nil || jobs == 1 else { throw ValidationError("--jobs goes with --write") }
        if write?.isEmpty == true { throw ValidationError("--write must not be empty") }
    }

    func run() throws {
        let images = try files.map { path in try PNG.read(path: path) }
        if let write { return try encodeAndWrite(images, into: write) }
        var settings: [PNGCompression?] = [nil]
        for filter in PNGCompression.Filter.allCases {
            for level in [1, 2, 4, 6, 9, 12] {
                settings.append(PNGCompression(filter: filter, level: level))
            }
        }
        var best = [Double](repeating: .infinity, count: settings.count)
        var bytes = [Int](repeating: 0, count: settings.count)
        for _ in 0..<rounds {
            for (k, setting) in settings.enumerated() {
                var total = 0
                let start = SceneBenchmark.now()
                for image in images {
                    total += try encode(image, setting).count
                }
                best[k] = min(best[k], Double(SceneBenchmark.now() - start) / 1e6)
                bytes[k] = total
            }
        }
        // Each setting must give back the pixels it was given.
        for setting in settings {
            for (image, path) in zip(images, files) where try PNG.decode(try encode(image, setting)).pixels != image.pixels {
                throw ValidationError("\(path): encoding with \(setting.map(\.description) ?? "libpng") changed its pixels")
            }
        }
        Console.output("setting\tbytes\tbytes_vs_libpng\tms\ttime_vs_libpng")
        for (k, setting) in settings.enumerated() {
            let name = setting.map { $0 == .standard ? "\($0)*" : "\($0)" } ?? "libpng-default"
            Console.output(name + "\t" + String(cFormat: "%d\t%.3f\t%.1f\t%.3f", bytes[k], Double(bytes[k]) / Double(bytes[0]),
                                  best[k], best[k] / best[0]))
        }
    }

    private func encode(_ image: Pixmap, _ setting: PNGCompression?) throws -> [UInt8] {
        if let setting { return try PNG.encode(image, compression: setting) }
        return try PNG.encodeWithLibpng(image)
    }

    /// `--write`: the fastest of R rounds of encoding every image and writing it as a build does.
    private func encodeAndWrite(_ images: [Pixmap], into folder: String) throws {
        let files = images.count
        var best: (timings: BuildTimings, wall: Double, cpu: Double, bytes: Int)?
        for _ in 0..<rounds {
            let timings = BuildTimings()
            let next = WorkCounter()
            let failure = FirstError()
            var bytes = [Int](repeating: 0, count: files)
            let start = BuildTimings.stamp(thread: false)
            bytes.withUnsafeMutableBufferPointer { sizes in
                // Each index is taken once (WorkCounter), so no two workers write the same element.
                nonisolated(unsafe) let sizes = sizes
                DispatchQueue.concurrentPerform(iterations: min(jobs, files)) { _ in
                    while let i = next.take(below: files) {
                        do {
                            let png = try timings.measure(.encode) { try PNG.encode(images[i]) }
                            sizes[i] = png.count
                            try OutputFiles.write(AssetFile(path: "\(i).png", bytes: png), into: folder, timings: timings)
                        } catch {
                            failure.keep(error)
                        }
                    }
                }
            }
            if let error = failure.error { throw error }
            let end = BuildTimings.stamp(thread: false, end: true)
            let (wall, cpu) = (Double(end.wall - start.wall) / 1e6, Double(end.cpu - start.cpu) / 1e6)
            if wall < best?.wall ?? .infinity { best = (timings, wall, cpu, bytes.reduce(0, +)) }
        }
        guard let best else { return }
        let t = best.timings
        Console.output("images\tbytes\tencode_ms\tencode_cpu_ms\twrite_ms\twrite_cpu_ms\twall_ms\tcpu_ms")
        Console.output(String(cFormat: "%d\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f", files, best.bytes,
                              t.milliseconds(.encode), t.cpuMilliseconds(.encode),
                              t.milliseconds(.write) + t.milliseconds(.digest),
                              t.cpuMilliseconds(.write) + t.cpuMilliseconds(.digest), best.wall, best.cpu))
    }
}

/// The first error of the workers of `bench-png --write`.
private final class FirstError: @unchecked Sendable {
    private let lock = ThreadLock()
    private(set) var error: Error?

    func keep(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if self.error == nil { self.error = error }
    }
}
