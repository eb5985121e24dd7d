import CtlRaster
import Foundation

/// Compares rendered images with golden PNGs kept in a folder, and records them anew on request.
///
/// Recording is switched on by the environment variable `CTLRENDER_RECORD=1`
/// (all goldens) or `CTLRENDER_RECORD=<substring>` (goldens whose name contains
/// it). A recorded golden must be looked at before it is committed.
public struct Golden: Sendable {
    /// Where the golden PNGs live.
    public let directory: URL
    /// Where expected / actual / diff images of failures are written.
    public let artifacts: URL

    public init(directory: URL, artifacts: URL) {
        self.directory = directory
        self.artifacts = artifacts
    }

    /// The result of one comparison.
    public enum Outcome: Equatable, Sendable {
        case matched(ImageDifference)
        case recorded(path: String)
        case mismatched(message: String)
        case missing(message: String)

        /// Whether a test should pass.
        public var passed: Bool {
            switch self {
            case .matched, .recorded: return true
            case .mismatched, .missing: return false
            }
        }
    }

    /// Compares `image` with `<directory>/<name>.png`.
    ///
    /// In record mode the golden is written instead (atomically). On a mismatch
    /// `<artifacts>/<name>.expected.png`, `.actual.png` and `.diff.png` are written and
    /// the message gives the numbers and the paths.
    public func check(_ image: Pixmap, named name: String, tolerance: Tolerance = .exact,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        let golden = directory.appendingPathComponent(name + ".png")
        if Golden.isRecording(name, environment: environment) {
            do {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try PNG.write(image, to: golden.path)
                return .recorded(path: golden.path)
            } catch {
                return .missing(message: "\(name): could not record the golden: \(error)")
            }
        }
        let expected: Pixmap
        do {
            expected = try PNG.read(path: golden.path)
        } catch {
            writeArtifacts(name: name, expected: nil, actual: image)
            return .missing(message: "\(name): no usable golden at \(golden.path) (\(error)); "
                + "record it with CTLRENDER_RECORD=\(name) swift test, then look at it")
        }
        guard let diff = ImageDifference(expected, image) else {
            writeArtifacts(name: name, expected: expected, actual: image)
            return .mismatched(message: "\(name): size \(image.width)×\(image.height) differs from the golden's "
                + "\(expected.width)×\(expected.height)")
        }
        if tolerance.accepts(diff) { return .matched(diff) }
        writeArtifacts(name: name, expected: expected, actual: image)
        return .mismatched(message: "\(name): \(diff.differingPixels) pixels differ (allowed "
            + "\(tolerance.maxDifferingPixels)), max channel delta \(diff.maxDelta) (allowed \(tolerance.maxDelta)); "
            + "see \(artifacts.appendingPathComponent(name).path).{expected,actual,diff}.png")
    }

    static func isRecording(_ name: String, environment: [String: String]) -> Bool {
        guard let v = environment["CTLRENDER_RECORD"], !v.isEmpty, v != "0" else { return false }
        return v == "1" || name.contains(v)
    }

    /// Writes `<artifacts>/<name>.actual.png`, and with an expected image also
    /// `.expected.png` and `.diff.png`, for a person to look at. Failures to write are ignored.
    public func writeArtifacts(name: String, expected: Pixmap?, actual: Pixmap) {
        let base = artifacts.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: base.deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        try? PNG.write(actual, to: base.path + ".actual.png")
        if let expected {
            try? PNG.write(expected, to: base.path + ".expected.png")
            if let d = ImageDifference.diffImage(expected, actual) {
                try? PNG.write(d, to: base.path + ".diff.png")
            }
        }
    }
}
