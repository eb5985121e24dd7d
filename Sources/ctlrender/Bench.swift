import CtlRaster
import ArgumentParser
import CtlScene
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender bench FILE [--scene NAME] [--iterations N] [--warmup W] [--scale S] [--threads N] [--no-memset]`.
struct Bench: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        abstract: "Time the rendering of scenes, as the peers' --bench does.",
        discussion: """
            The file is decoded once. Then, for each scene: W untimed renders, then N timed \
            renders, each clearing the canvas and drawing every op (no PNG encoding). Then, \
            as a yardstick for fills bound by memory writes, N timed memsets of a buffer of \
            the canvas' size (same process, same warm-up). Prints TSV on stdout: a header \
            "peer<TAB>scene<TAB>median_us", then per scene a "ctlrender" line with the median \
            render and a "memset" line with the median memset, in microseconds; a version line \
            goes to stderr. --no-memset leaves the memsets (and their lines) out, so that the \
            process does nothing but the renders after decoding (Scripts/bench-instructions \
            counts its instructions). Time a release build (swift build -c release). With \
            --threads N (N > 1), the render line's peer is "ctlrender-threadsN" and a scene drawn \
            on one thread all the same (smaller than 512×512, or with an SVG image) is said so on \
            stderr.
            """)

    @Argument(help: "The scene file (JSON): one scene, or a collection of scenes.")
    var file: String

    @Option(help: ArgumentHelp("Time only this scene (default: every scene of the file).", valueName: "name"))
    var scene: String?

    @Option(name: [.customShort("n"), .long], parsing: .unconditional,
            help: ArgumentHelp("Timed renders per scene. Default: 20.", valueName: "n"), transform: Parse.integer)
    var iterations = 20

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Untimed renders per scene before timing. Default: max(2, n/10).", valueName: "w"),
            transform: Parse.integer)
    var warmup: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per scene unit. Default: 1.", valueName: "s"),
            transform: Parse.number)
    var scale: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp(Parse.threadsHelp, valueName: "n|auto"),
            transform: Parse.threads)
    var threads = 1

    @Flag(name: .customLong("no-memset"),
          help: "Skip the memset yardstick after each scene's renders (no \"memset\" lines).")
    var noMemset = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard iterations >= 1 else { throw ValidationError("--iterations must be at least 1, not \(iterations)") }
        if let warmup, warmup < 0 { throw ValidationError("--warmup must not be negative, not \(warmup)") }
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a finite number greater than 0, not \(scale)")
        }
    }

    func run() throws {
        let scenes = try SceneSelection.some(of: try SceneFile.loadEntries(path: file), named: scene, file: file)
        #if DEBUG
        Console.error("# ctlrender \(CtlRender.version) (debug build: timings are not representative)")
        #else
        Console.error("# ctlrender \(CtlRender.version)")
        #endif
        Console.output("peer\tscene\tmedian_us")
        let peer = threads > 1 ? "ctlrender-threads\(threads)" : "ctlrender"
        for scene in scenes {
            let result = try SceneBenchmark(scene: scene, scale: scale, threads: threads, iterations: iterations,
                                            warmup: warmup, memset: !noMemset)
            if threads > 1 && result.strips == 1 {
                Console.warning("scene \"\(scene.name)\" drawn on one thread (smaller than 512×512, or with an SVG image)")
            }
            Console.output("\(peer)\t\(scene.name)\t" + String(cFormat: "%.1f", result.medianMicroseconds))
            if !noMemset {
                Console.output("memset\t\(scene.name)\t" + String(cFormat: "%.1f", result.memsetMedianMicroseconds))
            }
        }
    }
}
