import ArgumentParser
import CtlRaster
import CtlGolden
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender diff EXPECTED.png ACTUAL.png [--max-channel-delta N] [--max-pixels N] [-o DIFF.png] [--json]`
struct DiffCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs pixel by pixel, for golden-image tests.",
        discussion: """
            Prints how many pixels differ, the largest difference of any channel (0–255, on \
            premultiplied RGBA) and the bounding box of the differences; a size mismatch is a \
            difference, reported as such. With bounds, images within both of them pass: at most \
            --max-pixels pixels differ and none by more than --max-channel-delta.

            EXIT STATUS (as cmp and diff):
              0  identical, or within both bounds
              1  the images differ (or their sizes do)
              2  an error: a file cannot be read or is not a PNG, bad options, the diff image
                 cannot be written

            Either image may be - for standard input (not both). With -o -, the diff image \
            is written to standard output and the result line to standard error.
            """)

    @Argument(help: ArgumentHelp("The golden image.", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The image to check.", valueName: "actual.png"))
    var actual: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The largest channel difference allowed (0–255). Default: 0.", valueName: "n"),
            transform: Parse.integer)
    var maxChannelDelta = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("How many pixels may differ. Default: 0.", valueName: "n"),
            transform: Parse.integer)
    var maxPixels = 0

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("Write expected, a difference mask (differing pixels in red, pixels only one "
                               + "image has in magenta) and actual side by side to this PNG (- for standard output).",
                               valueName: "diff.png"))
    var output: String?

    @Flag(help: "Print the result as one JSON object instead of a line of text.")
    var json = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard (0...255).contains(maxChannelDelta) else {
            throw ValidationError("--max-channel-delta must be from 0 to 255, not \(maxChannelDelta)")
        }
        guard maxPixels >= 0 else { throw ValidationError("--max-pixels must not be negative, not \(maxPixels)") }
        if expected == InputFile.standardInput && actual == InputFile.standardInput {
            throw ValidationError("expected.png and actual.png cannot both be - (standard input holds one image)")
        }
        if let output {
            try OutputPath.checkFile(output, example: "diff.png")
            if output == OutputPath.standardOutput && json {
                throw ValidationError("--json and -o - cannot be used together: both write to standard output")
            }
        }
    }

    func run() throws {
        let comparison: ImageComparison
        do {
            let e = try PNG.read(path: expected), a = try PNG.read(path: actual)
            comparison = ImageComparison(expected: e, actual: a)
            if let output { try OutputPath.write(try DiffImage.sideBySide(expected: e, actual: a), to: output) }
        } catch {
            Failure.report(error)
            throw ExitCode(2)
        }
        let tolerance = Tolerance(maxDelta: maxChannelDelta, maxDifferingPixels: maxPixels)
        let passed = comparison.passes(tolerance)
        let report = json ? jsonReport(comparison, passed: passed) : textReport(comparison, passed: passed)
        // Standard output holds the diff image alone when -o - wrote it there.
        if output == OutputPath.standardOutput { Console.error(report) } else { Console.output(report) }
        if !passed { throw ExitCode(1) }
    }

    func textReport(_ c: ImageComparison, passed: Bool) -> String {
        if c.isIdentical { return c.summary }
        let bounds = "(allowed: \(maxPixels) pixels, channel delta \(maxChannelDelta))"
        return (passed ? "within bounds: " : "differ: ") + c.summary + " " + bounds
    }

    func jsonReport(_ c: ImageComparison, passed: Bool) -> String {
        var fields: [(String, String)] = [("passed", "\(passed)"), ("identical", "\(c.isIdentical)")]
        switch c {
        case .sizeMismatch(let e, let a):
            fields += [("sizeMatches", "false"), ("expected", size(e.width, e.height)), ("actual", size(a.width, a.height))]
        case .compared(let d):
            let box = d.bounds.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.width), \"height\": \($0.height)}" }
            fields += [("sizeMatches", "true"), ("expected", size(d.width, d.height)), ("actual", size(d.width, d.height)),
                       ("differingPixels", "\(d.differingPixels)"), ("maxChannelDelta", "\(d.maxDelta)"),
                       ("meanAbsoluteError", "\(d.meanAbsoluteError)"), ("bounds", box ?? "null")]
        }
        fields += [("maxPixelsAllowed", "\(maxPixels)"), ("maxChannelDeltaAllowed", "\(maxChannelDelta)")]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func size(_ w: Int, _ h: Int) -> String { "{\"width\": \(w), \"height\": \(h)}" }
}
