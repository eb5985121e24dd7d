import ArgumentParser
import CtlRaster
import CtlScene
import Foundation

/// `ctlrender bench-png FILE… [--rounds R]`: PNG encoding settings against libpng's default.
struct BenchPNG: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-png",
        abstract: "Compare PNG encoding settings (row filter, zlib level) with libpng's default.",
        discussion: """
            Decodes the PNGs once, then encodes all of them with libpng's simplified API at its \
            defaults (adaptive filters, zlib level 6) and with each setting of ctlrender's own \
            encoder, R rounds in turn (the lowest total time of each is kept). Prints TSV on \
            stdout: setting, total bytes, bytes relative to libpng, time in milliseconds, time \
            relative to libpng. The setting ctlrender uses is marked with '*'. Every encoding is \
            checked to decode to the same pixels. Time a release build.
            """)

    @Argument(help: ArgumentHelp("The PNG files to encode (for example Fixtures/Goldens/Controls/*/*.png).",
                                 valueName: "file"))
    var files: [String]

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Rounds; the fastest of each setting is kept. Default: 3.", valueName: "r"),
            transform: Parse.integer)
    var rounds = 3

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one PNG file") }
        guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1, not \(rounds)") }
    }

    func run() throws {
        let images = try files.map { path in try PNG.read(path: path) }
        var settings: [PNGCompression?] = [nil]
        for filter in PNGCompression.Filter.allCases {
            for level in [1, 3, 4, 6, 9] {
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
            Console.output(String(format: "%@\t%d\t%.3f\t%.1f\t%.3f", name, bytes[k], Double(bytes[k]) / Double(bytes[0]),
                                  best[k], best[k] / best[0]))
        }
    }

    private func encode(_ image: Pixmap, _ setting: PNGCompression?) throws -> [UInt8] {
        if let setting { return try PNG.encode(image, compression: setting) }
        return try PNG.encodeWithLibpng(image)
    }
}
