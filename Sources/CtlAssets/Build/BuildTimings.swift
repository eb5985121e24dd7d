import CtlRaster
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

/// Where a build's time goes, phase by phase (`ctlrender build --timings`): wall time, and CPU
/// time (on a shared machine, the wall time includes waiting for a core).
///
/// The phases outside the assets (`manifest`, `setup`, `fonts`, `assets`, `finish`) run one
/// after the other: their wall time, and the process's CPU time (all threads). The phases of
/// each asset (`check`, `draw`, `encode`, `write`, `digest`, `files`) run on the workers: each
/// worker's wall time and its thread's CPU time, summed over the workers. With one job their
/// wall times add up to `assets`, the wall time of the workers' section; with more, to about
/// `assets` × workers. Safe to add to from several threads.
public final class BuildTimings: @unchecked Sendable {
    /// The phases, in the order they are reported.
    public enum Phase: String, CaseIterable, Sendable {
        /// Reading, parsing and checking the manifest, and hashing each asset's inputs.
        case manifest
        /// Creating and locking the output folder, removing temporaries, reading the build
        /// record, the clash check and the record's list of paths to be written.
        case setup
        /// Loading the bundled fonts the controls draw with (once; timed before the workers
        /// start, so that drawing does not include it).
        case fonts
        /// The workers' section, wall time: every asset drawn, encoded and written.
        case assets
        /// Each worker's own loop over the assets, from its start to its end, summed over the
        /// workers (`assets` × workers less this is time a worker had no asset left to take).
        case worker
        /// Per asset: whether the files on disk are those the record lists (their digests).
        case check
        /// Per image: drawing the pixels (layout, text, rasterization).
        case draw
        /// Per image: PNG encoding (row filters and zlib).
        case encode
        /// Per file: writing it through a temporary file renamed into place.
        case write
        /// Per file: the digest of its bytes, for the build record.
        case digest
        /// Per asset: the rest of making its files (Contents.json, nine-patches, state lists).
        case files
        /// The catalog's Contents.json, removing what the manifest no longer names, saving
        /// the build record.
        case finish

        /// Whether the phase runs on the workers (timed with the thread's CPU clock).
        public var isWorkerPhase: Bool {
            switch self {
            case .worker, .check, .draw, .encode, .write, .digest, .files: true
            default: false
            }
        }
    }

    /// A moment: monotonic wall time and a CPU clock, in nanoseconds.
    public struct Stamp: Sendable {
        public var wall: UInt64
        public var cpu: UInt64
    }

    private let lock = ThreadLock()
    private var wall: [Phase: UInt64] = [:]
    private var cpu: [Phase: UInt64] = [:]
    private var counts: [Phase: Int] = [:]
    /// The number of workers of the assets' section.
    public private(set) var workers = 0

    public init() {}

    private static func read(_ clock: clockid_t) -> UInt64 {
        var t = timespec()
        clock_gettime(clock, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// The current wall time in nanoseconds (monotonic).
    public static func now() -> UInt64 { read(CLOCK_MONOTONIC) }

    /// Now, with the CPU time of the process (`thread` false) or of the calling thread. Reading
    /// a CPU clock is a system call, where the scheduler may switch the thread out: the start of
    /// a phase reads the wall clock first, its end last (`end: true`), so that such a wait is
    /// inside the phase it measures, not between two phases.
    public static func stamp(thread: Bool, end: Bool = false) -> Stamp {
        let clock = thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID
        if end {
            let cpu = read(clock)
            return Stamp(wall: now(), cpu: cpu)
        }
        let wall = now()
        return Stamp(wall: wall, cpu: read(clock))
    }

    /// Adds the time since `start` (from `stamp(thread: phase.isWorkerPhase)`) to `phase`,
    /// counting one more of it.
    public func add(_ phase: Phase, since start: Stamp) {
        let end = Self.stamp(thread: phase.isWorkerPhase, end: true)
        lock.lock()
        defer { lock.unlock() }
        wall[phase, default: 0] += end.wall &- start.wall
        cpu[phase, default: 0] += end.cpu &- start.cpu
        counts[phase, default: 0] += 1
    }

    /// Runs `body`, adding its time to `phase`.
    public func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        let start = Self.stamp(thread: phase.isWorkerPhase)
        defer { add(phase, since: start) }
        return try body()
    }

    func setWorkers(_ n: Int) {
        lock.lock()
        defer { lock.unlock() }
        workers = n
    }

    /// The wall milliseconds spent in `phase` so far (summed over the workers for a worker phase).
    public func milliseconds(_ phase: Phase) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(wall[phase] ?? 0) / 1e6
    }

    /// The CPU milliseconds of `phase` so far: the process's, or for a worker phase the
    /// workers' threads', summed.
    public func cpuMilliseconds(_ phase: Phase) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(cpu[phase] ?? 0) / 1e6
    }

    /// How many times `phase` was timed (images for draw and encode, files for write…).
    public func count(_ phase: Phase) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[phase] ?? 0
    }
}

extension BuildTimings? {
    /// Runs `body`, timing it as `phase` when there are timings.
    public func measure<T>(_ phase: BuildTimings.Phase, _ body: () throws -> T) rethrows -> T {
        guard let timings = self else { return try body() }
        return try timings.measure(phase, body)
    }
}
