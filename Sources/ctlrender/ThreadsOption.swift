import ArgumentParser
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Parse {
    /// The most threads `--threads` accepts.
    static let maxThreads = 64

    /// `--threads`: a whole number 1…maxThreads, or `auto` for the processors this process may use.
    static func threads(_ text: String) throws -> Int {
        let trimmed = text.trimmingWhitespace()
        if trimmed.lowercased() == "auto" { return max(1, min(maxThreads, ProcessInfo.processInfo.activeProcessorCount)) }
        let n = try integer(trimmed)
        guard n >= 1, n <= maxThreads else {
            throw InvalidArgument("\(n) threads: give 1…\(maxThreads), or auto")
        }
        return n
    }

    /// The `--threads` help of `bench` and `draw`.
    static let threadsHelp = "Draw a scene of at least \(Canvas.stripMinimumPixels) pixels (512×512) in n strips of "
        + "rows on n threads (auto: one per processor); the bytes are those of one thread. A scene with "
        + "an SVG image is drawn on one thread. Default: 1."
}
