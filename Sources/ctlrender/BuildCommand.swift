import CtlRaster
import ArgumentParser
import CtlAssets
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

/// `ctlrender build MANIFEST.json -o OUT [--format xcassets|android|png] [--jobs N] [--force]`
struct BuildCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the images of an asset manifest: an Xcode asset catalog, Android resources or PNGs.",
        discussion: """
            The manifest (JSON, see Docs/asset-pipeline.md) lists assets: controls (as in --spec), scenes or \
            SVG files ("svg": "icons/*.svg" is one asset per file, named after it), their states, \
            scales, size, whether they are resizable (cap insets) and how the app renders them \
            (renderAs default, original or template). xcassets writes OUT/<name>.xcassets with one \
            <Asset>[-<state>].imageset per asset and state and Contents.json as Xcode writes it; \
            android writes res/drawable-<density>/ at mdpi, hdpi, xhdpi, xxhdpi and xxxhdpi, \
            resizable images as .9.png, and for an asset with several states a state list \
            res/drawable/<asset>.xml of its images <asset>_<state>; png writes \
            <Asset>[-<state>][@Nx].png.

            Right to left: "direction": "mirrors" marks one image the system mirrors in a \
            right-to-left app (Contents.json "language-direction": "left-to-right" on each image, \
            an Android state list with android:autoMirrored); "directions": ["ltr", "rtl"] draws \
            a control both ways (left-to-right and right-to-left images in Contents.json, \
            <image>-rtl.png, Android res/drawable-ldrtl-<density>/).

            Appearances: "appearances": ["any", "dark", "high-contrast", "dark-high-contrast"] \
            draws each image in each (a control in its colours there; an SVG with its @media \
            rules, or from its own file: "dark": "icon-dark.svg", "highContrast", \
            "darkHighContrast", each implying its appearance; a control may change keys there: \
            "dark": {"tint": "#ff9f0a"}). Files <image>-dark[@Nx].png and so \
            on (any keeps its name); Contents.json entries with "appearances" (luminosity dark, \
            contrast high) as Xcode writes them; Android res/drawable-night-<density>/. Android \
            has no qualifier for increased contrast: those images are left out with a warning. \
            A changed dark file or dark tint redraws only the dark images.

            Assets are drawn in parallel; the output is the same whatever --jobs is. \
            OUT/.ctlrender-build.json records every file written with a digest of its bytes: an \
            asset whose inputs (its keys, the files it names, the version of ctlrender) did not \
            change and whose files are all on disk as recorded is not rewritten; files the record \
            lists that the manifest no longer writes are removed, with the folders that leaves \
            empty (no other file is ever removed). A resizable image is whole points, the same \
            point size at every scale. Every file is written through a temporary file renamed \
            into place; a killed build is finished by the next. OUT is locked while it is built. \
            A bad asset is reported with its name, keeps its previous files, and does not stop \
            the others.

            EXIT STATUS: 0 all assets built or up to date; 1 an asset or the manifest failed; \
            2 bad usage; 3 the output could not be written, or another ctlrender is building into it.
            """)

    @Argument(help: ArgumentHelp("The asset manifest (JSON); - reads it from standard input, and the paths "
                                 + "inside it are then relative to the current directory.",
                                 valueName: "manifest.json"))
    var manifest: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The output folder.", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp("xcassets, android or png.", valueName: "format"))
    var format: OutputFormat = .xcassets

    @Option(parsing: .unconditional, help: ArgumentHelp("Assets drawn at once. Default: every core.", valueName: "n"),
            transform: Parse.integer)
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Rewrite every asset, even those whose inputs did not change.")
    var force = false

    @Flag(help: ArgumentHelp("Make every warning an error: the asset writes nothing (its previous files stay) and "
                             + "the exit status is 1. Every asset is drawn, none taken as up to date."))
    var strict = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors: no warnings, no summary.")
    var quiet = false

    var isQuiet: Bool { quiet }

    @Flag(name: .shortAndLong, help: "Print every asset and file as it is written.")
    var verbose = false

    @Flag(help: ArgumentHelp("Print the time of each phase of the build on standard error (even with --quiet).",
                             discussion: BuildTimingReport.help))
    var timings = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        guard !(quiet && verbose) else { throw ValidationError("--quiet and --verbose cannot be used together") }
        try OutputPath.checkFolder(output, for: "build")
    }

    func run() throws {
        let started = Date()
        let startedClock = BuildTimings.stamp(thread: false)
        let clock: BuildTimings? = timings ? BuildTimings() : nil
        let loaded = try clock.measure(.manifest) { try Manifest.load(path: manifest, toolVersion: CtlRender.version) }
        if let clock { BuildTimingReport.loadFonts(clock) }
        let progress = ProgressLine(enabled: !quiet && !verbose && isatty(STDERR_FILENO) == 1, started: started)
        let summary = try AssetBuilder.build(loaded, options: BuildOptions(
            format: format, output: output, jobs: jobs, force: force, toolVersion: CtlRender.version,
            timings: clock, strict: strict)) { done, total, name in
            progress.show("[\(done)/\(total)] \(name)")
        }
        progress.clear()
        report(summary, elapsed: Date().timeIntervalSince(started))
        if let clock { BuildTimingReport.print(clock, since: startedClock) }
        if !summary.failures.isEmpty { throw ExitCode(Failure.Status.input.rawValue) }
    }

    /// Failures always; warnings and a summary unless quiet; every file when verbose.
    func report(_ summary: BuildSummary, elapsed: TimeInterval) {
        for (name, outcome) in summary.assets {
            switch outcome {
            case .failed(let error):
                Failure.report(error)
            case .built(let files, let warnings):
                for w in warnings { Console.warning("\(name): \(w)") }
                if verbose {
                    Console.error("built \(name)")
                    for f in files { Console.error("  \(f)") }
                }
            case .upToDate:
                if verbose { Console.error("up to date: \(name)") }
            }
        }
        guard !quiet || !summary.failures.isEmpty else { return }
        var line = "\(summary.builtCount) built, \(summary.upToDateCount) up to date"
        if !summary.failures.isEmpty {
            let names = summary.assets.filter { if case .failed = $0.outcome { true } else { false } }.map(\.name)
            line += ", \(summary.failures.count) failed (\(names.joined(separator: ", ")))"
        }
        line += "; \(summary.filesWritten) files written"
        if summary.filesRemoved > 0 { line += ", \(summary.filesRemoved) stale files removed" }
        line += " in \(String(cFormat: "%.2f", elapsed)) s"
        Console.error(line)
    }
}

extension OutputFormat: ExpressibleByArgument {}

/// A line on a terminal that is rewritten in place: count, current item, elapsed time.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let started: Date
    private let lock = ThreadLock()
    private var shown = false

    init(enabled: Bool, started: Date) {
        self.enabled = enabled
        self.started = started
    }

    func show(_ text: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let elapsed = String(cFormat: "%.1f s", Date().timeIntervalSince(started))
        Console.write(Array("\r\u{1B}[K\(text)  \(elapsed)".utf8), to: STDERR_FILENO)
        shown = true
    }

    func clear() {
        guard enabled, shown else { return }
        Console.write(Array("\r\u{1B}[K".utf8), to: STDERR_FILENO)
    }
}
