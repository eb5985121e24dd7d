import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The number of faces × runs HarfBuzz was asked to shape while it is set as
/// `ChunkShaper.count`: tests read it to check how much work a layout does, without timing it.
final class ShapingCount: @unchecked Sendable {
    private let lock = ThreadLock()
    private var runs = 0

    /// Runs shaped so far.
    var value: Int { lock.withLock { runs } }

    func add(_ n: Int) { lock.withLock { runs += n } }
}

extension ChunkShaper {
    /// Where shapings are counted in the current task (nil, the default: not counted).
    @TaskLocal static var count: ShapingCount?
}
