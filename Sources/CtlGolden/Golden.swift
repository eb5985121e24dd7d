import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Compares rendered images with golden PNGs kept in a folder, and records them as a
/// `RecordMode` says.
///
/// The mode is the one passed to `check`, else the one the environment variable
/// `CTLRENDER_RECORD` sets (see `RecordPolicy.parse(_:)`: `all`, `failed`, `missing`, `never`,
/// `1` for all, `0` for never, `only:TEXT` or `FOLDER/` for the goldens whose name contains it;
/// anything else fails the check): those are modes asked for. Else it is `never` where the `CI`
/// variable is set, and `defaultMode` elsewhere. A golden written in a mode asked for is
/// `.recorded` (the check passes); one written because nobody asked (a missing golden under the
/// default) is `.recordedNew` and the check FAILS, as swift-snapshot-testing fails: a person looks
/// at it and runs again. A recorded golden must be looked at before it is committed. Messages name
/// files relative to `pathBase`.
public struct Golden: Sendable {
    /// Where the golden PNGs live.
    public let directory: URL
    /// Where expected / actual / diff images of failures are written.
    public let artifacts: URL
    /// The mode when neither `check` nor the environment gives one, outside CI (where it is
    /// `.never`). Default: `.never`, so a missing golden fails (as this package's own tests want).
    public var defaultMode: RecordMode
    /// The folder that paths in messages are relative to. Default: the current directory.
    public var pathBase: String

    public init(directory: URL, artifacts: URL, defaultMode: RecordMode = .never,
                pathBase: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
        self.artifacts = artifacts
        self.defaultMode = defaultMode
        self.pathBase = pathBase
    }

    /// The result of one comparison.
    public enum Outcome: Equatable, Sendable {
        case matched(ImageDifference)
        /// The golden was written in a record mode asked for.
        case recorded(path: String)
        /// A missing golden was written because the default mode records missing ones, without
        /// anyone asking: the check fails so that a person looks at it and runs again.
        case recordedNew(path: String)
        case mismatched(message: String)
        case missing(message: String)
        /// No comparison was made: `CTLRENDER_RECORD` holds a value that is not a record policy.
        case unusable(message: String)

        /// Whether a test should pass.
        public var passed: Bool {
            switch self {
            case .matched, .recorded: return true
            case .recordedNew, .mismatched, .missing, .unusable: return false
            }
        }
    }

    /// The path of the golden `name`.
    public func path(of name: String) -> URL { directory.appendingPathComponent(name + ".png") }

    /// Compares `image` with `<directory>/<name>.png`, recording it as the mode says (written
    /// atomically).
    ///
    /// On a mismatch `<artifacts>/<name>.expected.png`, `.actual.png` and `.diff.png` are written
    /// and the message gives the numbers and the paths; in mode `failed` the golden is then
    /// replaced by the image, and the check still fails.
    public func check(_ image: Pixmap, named name: String, tolerance: Tolerance = .exact, mode: RecordMode? = nil,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        let golden = path(of: name)
        let chosen: RecordMode, requested: Bool
        do {
            let asked = try mode ?? RecordPolicy.requested(environment: environment)?.mode(for: name)
            chosen = asked ?? RecordPolicy.defaultMode(environment: environment, fallback: defaultMode)
            requested = asked != nil
        } catch {
            return .unusable(message: "\(name): \(error)")
        }
        let mode = chosen
        if mode == .all { return record(image, named: name, requested: requested) }
        let expected: Pixmap
        do {
            expected = try PNG.read(path: golden.path)
        } catch {
            if mode == .failed || (mode == .missing && !FileManager.default.fileExists(atPath: golden.path)) {
                return record(image, named: name, requested: requested)
            }
            writeArtifacts(name: name, expected: nil, actual: image)
            return .missing(message: "\(name): no usable golden at \(display(golden)) "
                + "(\("\(error)".replacing(golden.path, with: display(golden)))); "
                + "record it with CTLRENDER_RECORD=only:\(name) (or record mode missing), then look at it"
                + (!requested && RecordPolicy.isContinuousIntegration(environment)
                    ? " (CI is set, so nothing is recorded unless a mode is asked for)" : ""))
        }
        let message: String
        if let diff = ImageDifference(expected, image) {
            if tolerance.accepts(diff) { return .matched(diff) }
            message = "\(name): \(diff.differingPixels) pixels differ (allowed \(tolerance.maxDifferingPixels)), "
                + "max channel delta \(diff.maxDelta) (allowed \(tolerance.maxDelta))"
                + (diff.bounds.map { ", in \($0)" } ?? "")
        } else {
            message = "\(name): size \(image.width)×\(image.height) differs from the golden's "
                + "\(expected.width)×\(expected.height)"
        }
        writeArtifacts(name: name, expected: expected, actual: image)
        let see = "; see \(display(artifacts.appendingPathComponent(name))).{expected,actual,diff}.png"
        if mode == .failed, case .recorded = record(image, named: name) {
            return .mismatched(message: message + see + "; the golden was re-recorded (record mode failed)")
        }
        return .mismatched(message: message + see)
    }

    /// `url` relative to `pathBase`.
    public func display(_ url: URL) -> String { RelativePath.of(url, from: pathBase) }

    /// The artifacts of the golden `name` that exist: `.expected.png`, `.actual.png` and
    /// `.diff.png` in `artifacts`, in that order.
    public func artifactFiles(of name: String) -> [URL] {
        let base = artifacts.appendingPathComponent(name).path
        return ["expected", "actual", "diff"].map { URL(fileURLWithPath: base + ".\($0).png") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Writes `image` as the golden `name`: `.recorded` when a mode was asked for, else `.recordedNew`.
    private func record(_ image: Pixmap, named name: String, requested: Bool = true) -> Outcome {
        let golden = path(of: name)
        do {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try PNG.write(image, to: golden.path)
            return requested ? .recorded(path: golden.path) : .recordedNew(path: golden.path)
        } catch {
            return .missing(message: "\(name): could not record the golden: \(error)")
        }
    }

    /// Writes `<artifacts>/<name>.actual.png`, and with an expected image also
    /// `.expected.png` and `.diff.png`, for a person to look at; those of an earlier run that
    /// this one does not write are removed. Failures to write are ignored.
    public func writeArtifacts(name: String, expected: Pixmap?, actual: Pixmap) {
        let base = artifacts.appendingPathComponent(name)
        for old in artifactFiles(of: name) { try? FileManager.default.removeItem(at: old) }
        try? FileManager.default.createDirectory(at: base.deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        try? PNG.write(actual, to: base.path + ".actual.png")
        if let expected {
            try? PNG.write(expected, to: base.path + ".expected.png")
            if let d = try? DiffImage.sideBySide(expected: expected, actual: actual) {
                try? PNG.write(d, to: base.path + ".diff.png")
            }
        }
    }
}
