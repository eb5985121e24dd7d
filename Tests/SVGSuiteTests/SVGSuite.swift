import CtlGolden
import CtlRaster
import CtlSVG
import CtlTestSupport
import Foundation

/// resvg's test suite as copied into `Fixtures/SVGSuite`: the tests, the way resvg's harness
/// renders them, the rule a render passes by, and the two checked-in files that hold what
/// ctlrender achieves (`floor.txt`, `known-failures.txt`).
enum SVGSuite {
    static let folder = PackagePaths.fixtures.appendingPathComponent("SVGSuite")
    static let testsFolder = folder.appendingPathComponent("tests")
    static let floorFile = folder.appendingPathComponent("floor.txt")
    static let knownFailuresFile = folder.appendingPathComponent("known-failures.txt")

    /// The categories, the first folder level of `tests/`, with their visible test counts
    /// (the suite's README).
    static let categories: KeyValuePairs<String, Int> = [
        "filters": 239, "masking": 56, "paint-servers": 91, "painting": 184, "shapes": 80,
        "structure": 157, "text": 228,
    ]

    /// The command that rewrites `known-failures.txt` and `floor.txt` from a run.
    static let recordCommand = "CTLRENDER_SVG_SUITE_RECORD=1 swift test --filter SVGSuiteTests"

    /// Every test: its path under `tests/` without `.svg` ("shapes/rect/simple-case"), sorted.
    static let tests: [String] = {
        let root = testsFolder.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var names: [String] = []
        while let rel = walker.nextObject() as? String {
            if rel.hasSuffix(".svg") { names.append(String(rel.dropLast(4))) }
        }
        return names.sorted()
    }()

    static func category(of test: String) -> String {
        String(test.prefix { $0 != "/" })
    }

    /// resvg's harness setup (the suite's README): only the suite's fonts, its generic
    /// families, the default family Times New Roman, language en; images relative to the SVG,
    /// read from within the suite's folder.
    static func options(for test: String) -> SVGOptions {
        var options = SVGOptions()
        options.fontFolders = [folder.appendingPathComponent("fonts").path]
        options.skipSystemFonts = true
        options.fontFamily = "Times New Roman"
        options.serifFamily = "Noto Serif"
        options.sansSerifFamily = "Noto Sans"
        options.cursiveFamily = "Yellowtail"
        options.fantasyFamily = "Sedgwick Ave Display"
        options.monospaceFamily = "Noto Mono"
        options.languages = ["en"]
        options.resourcesFolder = testsFolder.appendingPathComponent(test).deletingLastPathComponent().path
        // The images live in resources/, a sibling of tests/ (named as ../../../resources/…): the
        // suite's own folder is the one they may be read from.
        options.allowedFolder = folder.path
        return options
    }

    /// How one test came out.
    struct Outcome: Sendable {
        var passed: Bool
        /// Why it failed, in a line (empty when it passed): the error, or the measured
        /// difference with what the document skipped.
        var reason: String
    }

    /// Where a failing test that is not a known failure leaves its picture: reference, a
    /// difference mask and ours side by side (`DiffImage`).
    static func artifact(_ test: String) -> URL {
        PackagePaths.artifacts.appendingPathComponent("SVGSuite").appendingPathComponent(test + ".png")
    }

    /// Renders `test` at its reference's size and compares the two by the suite's rule: both
    /// premultiplied, the same size, a mean absolute error over all channels ≤ 1.0 and at
    /// most 1 % of the pixels with a channel off by more than 32. With `keepArtifact`, a
    /// render that fails the rule is written to `artifact(test)`.
    static func run(_ test: String, keepArtifact: Bool = false) -> Outcome {
        let svg = testsFolder.appendingPathComponent(test + ".svg")
        let reference: Pixmap
        do {
            reference = try PNG.read(path: testsFolder.appendingPathComponent(test + ".png").path)
        } catch {
            return Outcome(passed: false, reason: "the reference PNG cannot be read: \(error)")
        }
        let document: SVGDocument, image: Pixmap
        do {
            let data = try [UInt8](Data(contentsOf: svg))
            document = try SVGDocument(data: data, options: options(for: test))
            image = try document.render(width: reference.width, height: reference.height)
        } catch {
            return Outcome(passed: false, reason: "error: \(oneLine("\(error)"))")
        }
        guard let d = ImageDifference(image, reference) else {
            return Outcome(passed: false, reason: "rendered \(image.width)×\(image.height), "
                           + "the reference is \(reference.width)×\(reference.height)")
        }
        if passes(d) { return Outcome(passed: true, reason: "") }
        let over32 = 100 * Double(d.pixelsOver32) / Double(d.width * d.height)
        if keepArtifact, let picture = try? DiffImage.sideBySide(expected: reference, actual: image) {
            let url = artifact(test)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? PNG.write(picture, to: url.path)
        }
        var reason = "differs: MAE " + format(d.meanAbsoluteError) + ", " + format(over32) + " % of pixels off by > 32"
        // What the document left out is the likeliest cause; the first one, and how many more.
        var seen = Set<String>()
        let skips = document.skipped.map { "<\($0.element)> skipped: \(oneLine($0.reason))" }.filter { seen.insert($0).inserted }
        if let first = skips.first {
            reason += "; " + first + (skips.count > 1 ? " (and \(skips.count - 1) more)" : "")
        }
        return Outcome(passed: false, reason: reason)
    }

    /// The suite's rule on two images of the same size: a mean absolute error over all channels
    /// of at most 1.0 and at most 1 % of the pixels with a channel off by more than 32.
    static func passes(_ d: ImageDifference) -> Bool {
        d.meanAbsoluteError <= 1.0 && 100 * Double(d.pixelsOver32) / Double(d.width * d.height) <= 1.0
    }

    /// Runs every test, spread over the cores (or `CTLRENDER_SVG_SUITE_JOBS` threads), keeping
    /// the artifacts of failing tests not in `known`.
    static func runAll(_ tests: [String], known: Set<String>) -> [Outcome] {
        let results = Results(count: tests.count)
        let jobs = ProcessInfo.processInfo.environment["CTLRENDER_SVG_SUITE_JOBS"].flatMap(Int.init)
            ?? ProcessInfo.processInfo.activeProcessorCount
        let workers = max(1, min(jobs, tests.count))
        // The limits are a task-local value, which the queue's threads do not inherit.
        let limits = RenderLimits.current
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            RenderLimits.$current.withValue(limits) {
                while let i = results.take() { results.set(i, run(tests[i], keepArtifact: !known.contains(tests[i]))) }
            }
        }
        return results.outcomes.map { $0! }
    }

    /// The outcomes by test index, and the next index to run, shared by the workers.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var outcomes: [Outcome?]
        private var next = 0

        init(count: Int) { outcomes = Array(repeating: nil, count: count) }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < outcomes.count else { return nil }
            next += 1
            return next - 1
        }

        func set(_ i: Int, _ outcome: Outcome) {
            lock.lock()
            defer { lock.unlock() }
            outcomes[i] = outcome
        }
    }

    static func format(_ x: Double) -> String { String(format: "%.2f", x) }

    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    // MARK: The checked-in files

    /// A line of one of the files that is neither blank nor a comment, with its line number.
    struct Line {
        var number: Int
        var text: String
    }

    static func contentLines(of url: URL) throws -> [Line] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return t.isEmpty || t.hasPrefix("#") ? nil : Line(number: i + 1, text: t)
        }
    }

    /// `known-failures.txt`: "<test> <reason>" per line, in test order. Returns the entries and
    /// a message for each malformed line (no reason, a repeated test).
    static func knownFailures() throws -> (entries: [(test: String, reason: String)], problems: [String]) {
        var entries: [(test: String, reason: String)] = []
        var problems: [String] = []
        var seen = Set<String>()
        for line in try contentLines(of: knownFailuresFile) {
            let parts = line.text.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            let test = String(parts[0])
            let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            if reason.isEmpty { problems.append("known-failures.txt:\(line.number): \(test) has no reason") }
            if !seen.insert(test).inserted { problems.append("known-failures.txt:\(line.number): \(test) is listed twice") }
            entries.append((test, reason))
        }
        return (entries, problems)
    }

    /// `floor.txt`: "<category> <passes>" per line and "total <passes>".
    static func floor() throws -> (counts: [String: Int], problems: [String]) {
        var counts: [String: Int] = [:]
        var problems: [String] = []
        for line in try contentLines(of: floorFile) {
            let parts = line.text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, let n = Int(parts[1]), n >= 0 else {
                problems.append("floor.txt:\(line.number): expected \"<category> <passes>\", found \"\(line.text)\"")
                continue
            }
            counts[String(parts[0])] = n
        }
        return (counts, problems)
    }

    /// Whether a reason is one `run` wrote (measured, so a new run rewrites it), not a person.
    static func isMeasured(_ reason: String) -> Bool {
        ["differs: ", "error: ", "rendered ", "the reference PNG "].contains { reason.hasPrefix($0) }
    }

    /// Rewrites `known-failures.txt` with `failures` (keeping the hand-written reasons of
    /// `previous` that still fail) and `floor.txt` with `passes`.
    static func record(failures: [(test: String, reason: String)], previous: [String: String], passes: [String: Int]) throws {
        var text = """
            # The tests of Fixtures/SVGSuite that ctlrender fails today, one a line: the test (its path
            # under tests/ without .svg) and one reason. Tests/SVGSuiteTests fails when a test not
            # listed here fails, and says when a listed one passes. The list must shrink; rewrite it
            # (and floor.txt) after a change with
            #   \(recordCommand)
            # which keeps a hand-written reason of a test still listed and writes a measured one
            # (starting "differs:", "error:" or "rendered") for the rest.

            """
        for f in failures {
            let kept = previous[f.test].flatMap { isMeasured($0) ? nil : $0 }
            text += "\(f.test) \(kept ?? f.reason)\n"
        }
        try text.write(to: knownFailuresFile, atomically: true, encoding: .utf8)
        var floor = """
            # How many tests of each category of Fixtures/SVGSuite ctlrender passes at least, and in
            # total: Tests/SVGSuiteTests fails when a count drops below its line. Raised with
            #   \(recordCommand)

            """
        for (category, _) in categories { floor += "\(category) \(passes[category] ?? 0)\n" }
        floor += "total \(passes["total"] ?? 0)\n"
        try floor.write(to: floorFile, atomically: true, encoding: .utf8)
    }
}
