import ArgumentParser
import CtlAssets
import CtlControls
import CtlRaster
import CtlGolden
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender verify MANIFEST.json --goldens DIR [--record all|failed|missing|never] [--report DIR]`
struct VerifyCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every image of an asset manifest and compare it with its golden.",
        discussion: """
            Each asset is drawn in each of its states, appearances ("appearances" in the \
            manifest) and scales and compared exactly (or within both bounds) with \
            DIR/<Asset>[-<state>][-<appearance>][@Nx].png (-dark, -high-contrast, \
            -dark-high-contrast; light has no suffix). Record modes: missing \
            writes the goldens that do not exist yet and never changes one; failed also replaces \
            those that differ (the run still fails); all writes every golden; never writes nothing. \
            The environment variable CTLRENDER_RECORD sets the mode too (the option wins). \
            Without either, a run records the missing goldens and FAILS ("recorded 9 new goldens \
            in DIR; look at them and run again"), and where the environment variable CI is set it \
            records nothing (a missing golden fails); a DIR that does not exist is an error unless \
            a mode that records was asked for. The report folder gets index.html (every failure \
            with expected, actual and the difference; the passes folded away) and summary.json.

            EXIT STATUS: 0 every image matches (or was recorded as asked); 1 an image differs, a \
            golden or asset is missing or bad, goldens were recorded without --record, or DIR does \
            not exist; 2 bad usage; 3 the report could not be written.
            """)

    @Argument(help: ArgumentHelp("The asset manifest (JSON); - reads it from standard input, and the paths "
                                 + "inside it are then relative to the current directory.",
                                 valueName: "manifest.json"))
    var manifest: String

    @Option(help: ArgumentHelp("The folder of golden PNGs.", valueName: "dir"))
    var goldens: String

    @Option(help: ArgumentHelp("all, failed, missing or never. Default: $CTLRENDER_RECORD, else record the missing "
                               + "goldens and fail (where $CI is set: never).",
                               valueName: "mode"))
    var record: RecordMode?

    @Option(help: ArgumentHelp("Where to write index.html and summary.json.",
                               valueName: "dir"))
    var report = "ctlrender-report"

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The largest channel difference allowed (0–255). Default: 0.", valueName: "n"),
            transform: Parse.integer)
    var maxChannelDelta = 0

    @Option(parsing: .unconditional,
            help: ArgumentHelp("How many pixels of an image may differ. Default: 0.", valueName: "n"),
            transform: Parse.integer)
    var maxPixels = 0

    @Flag(help: "Fail an image whose drawing has a warning (an SVG's part left out), and record nothing for it.")
    var strict = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard (0...255).contains(maxChannelDelta) else {
            throw ValidationError("--max-channel-delta must be from 0 to 255, not \(maxChannelDelta)")
        }
        guard maxPixels >= 0 else { throw ValidationError("--max-pixels must not be negative") }
        for (flag, path) in [("--goldens", goldens), ("--report", report)] where path == "-" || path.isEmpty {
            throw ValidationError("\(flag) needs a folder, not \(path.isEmpty ? "an empty name" : "-")")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        // The mode asked for (the option, else CTLRENDER_RECORD); nil: the default, which records
        // missing goldens but fails the run (never where CI is set).
        let requested: RecordPolicy?
        do { requested = try record.map { RecordPolicy(mode: $0) } ?? RecordPolicy.requested(environment: environment) }
        catch { throw ValidationError("\(error)") }
        let loaded = try Manifest.load(path: manifest, toolVersion: CtlRender.version)
        try checkGoldensFolder(recording: requested.map { $0.mode != .never } ?? false)
        let golden = Golden(directory: URL(fileURLWithPath: goldens),
                            artifacts: URL(fileURLWithPath: report).appendingPathComponent("artifacts"),
                            defaultMode: .missing)
        let tolerance = Tolerance(maxDelta: maxChannelDelta, maxDifferingPixels: maxPixels)
        var results = SnapshotReport(title: "ctlrender verify \(PathText.lastComponent(of: manifest))")
        var failedAssets = 0
        // Goldens recorded because they were missing, without a mode asked for: the run fails.
        var recordedUnasked = 0
        // Assets that could not be read, reported as errors already (not again as FAIL lines).
        var reported: Set<String> = []
        for entry in loaded.assets {
            let asset: Asset
            switch entry {
            case .failure(let error):
                Failure.report(error)
                reported.insert("\(error)")
                results.entries.append(.init(name: error.assetLabel ?? "asset", status: .failed, message: "\(error)"))
                failedAssets += 1
                continue
            case .success(let a):
                asset = a
            }
            for state in asset.states {
                for (appearance, scale) in asset.appearances.flatMap({ a in asset.scales.map { (a, $0) } }) {
                    let name = asset.imageName(for: state) + appearance.fileSuffix + ImageName.scaleSuffix(scale)
                    do {
                        let (image, warnings) = try AssetRenderer.render(asset, state: state, scale: scale,
                                                                         appearance: appearance)
                        if strict && !warnings.isEmpty {
                            results.entries.append(.init(name: name, status: .failed, message: "\(name): "
                                + "warnings with --strict: \(warnings.joined(separator: "; "))"))
                            continue
                        }
                        let outcome = golden.check(image, named: name, tolerance: tolerance,
                                                   mode: requested?.mode(for: name), environment: environment)
                        if case .recordedNew = outcome { recordedUnasked += 1 }
                        results.add(outcome, name: name, actual: image, golden: golden)
                    } catch {
                        results.entries.append(.init(name: name, status: .failed, message: "\(error)"))
                    }
                }
            }
        }
        do {
            try results.write(to: report)
        } catch {
            throw AssetError.output(path: report, reason: "\(error)")
        }
        let c = results.counts
        for f in results.failures where !reported.contains(f.message) { Console.error("FAIL \(f.message)") }
        Console.error("\(results.entries.count) images: \(c[.passed] ?? 0) passed, \(c[.recorded] ?? 0) recorded, "
            + "\(c[.failed] ?? 0) failed, \(c[.missing] ?? 0) missing"
            + (failedAssets > 0 ? "; \(failedAssets) assets could not be read" : "")
            + "; report: \(PathText.appending("index.html", to: report))")
        if recordedUnasked > 0 {
            Console.error("ctlrender: error: recorded \(recordedUnasked) new golden\(recordedUnasked == 1 ? "" : "s") in \(goldens); "
                + "look at \(recordedUnasked == 1 ? "it" : "them") and run again (--record missing records "
                + "without failing)")
        }
        if !results.failures.isEmpty || failedAssets > 0 || recordedUnasked > 0 {
            throw ExitCode(Failure.Status.input.rawValue)
        }
    }

    /// A goldens folder that does not exist (a misspelt name in CI) is an error, unless the run
    /// was asked to record (and so to make it); a file in its place always is.
    func checkGoldensFolder(recording: Bool) throws {
        var isFolder = false
        let exists = FileManager.default.fileExists(atPath: goldens, isFolder: &isFolder)
        let problem: String
        if exists {
            guard !isFolder else { return }
            problem = "--goldens \(goldens) is a file, not a folder of goldens"
        } else {
            guard !recording else { return }
            problem = "the goldens folder \(goldens) does not exist; check its name, or give --record missing to "
                + "record new goldens there"
        }
        Console.error("ctlrender: error: \(problem)")
        throw ExitCode(Failure.Status.input.rawValue)
    }
}

extension RecordMode: ExpressibleByArgument {}
