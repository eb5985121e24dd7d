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

/// Times renders of one scene the way ../shared/peers does: decode once, render
/// `warmup` times untimed, then `iterations` times timed; each render clears the
/// canvas and draws every op (no PNG encoding).
public struct SceneBenchmark {
    /// The wall time of each timed render, in nanoseconds, in the order they ran.
    public let samples: [UInt64]

    /// The wall time of each timed memset of a buffer as big as the canvas, in nanoseconds;
    /// empty when the benchmark was made with `memset: false`.
    public let memsetSamples: [UInt64]

    /// How many strips each render drew in (1: on one thread; see `SceneRenderer`).
    public let strips: Int

    /// The median of the samples in microseconds (the mean of the middle two for an even count).
    public var medianMicroseconds: Double {
        SceneBenchmark.median(samples.map { Double($0) }) / 1000
    }

    /// The median memset in microseconds: what writing every pixel once costs, the floor of
    /// a fill bound by memory writes.
    public var memsetMedianMicroseconds: Double {
        SceneBenchmark.median(memsetSamples.map { Double($0) }) / 1000
    }

    /// Runs the benchmark.
    ///
    /// - Parameters:
    ///   - iterations: timed renders, ≥ 1.
    ///   - warmup: untimed renders first. Default: max(2, iterations / 10).
    ///   - threads: the most threads a render uses (see `SceneRenderer`). Default: 1.
    ///   - memset: also time the memset yardstick after the renders. Without it the process
    ///     does only the renders, which is what counting its instructions wants.
    /// - Throws: `SceneError` when the scene cannot be rendered at `scale`.
    public init(scene: Scene, scale: Double = 1, threads: Int = 1, iterations: Int, warmup: Int? = nil,
                memset: Bool = true) throws {
        var renderer = try SceneRenderer(scene: scene, scale: scale, threads: threads)
        strips = renderer.stripCount
        for _ in 0..<max(0, warmup ?? SceneBenchmark.defaultWarmup(iterations: iterations)) {
            try renderer.render()
        }
        var samples = [UInt64]()
        samples.reserveCapacity(max(0, iterations))
        for _ in 0..<max(0, iterations) {
            let start = SceneBenchmark.now()
            try renderer.render()
            samples.append(SceneBenchmark.now() - start)
        }
        self.samples = samples
        memsetSamples = memset
            ? SceneBenchmark.timeMemset(bytes: renderer.pixmap.width * renderer.pixmap.height * 4,
                                        iterations: iterations, warmup: warmup)
            : []
    }

    /// Times `iterations` memsets of a fresh buffer of `bytes` (after `warmup` untimed ones).
    private static func timeMemset(bytes: Int, iterations: Int, warmup: Int?) -> [UInt64] {
        // memset writes exactly the `bytes` allocated here (a canvas' size, positive).
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { buffer.deallocate() }
        for _ in 0..<max(0, warmup ?? defaultWarmup(iterations: iterations)) {
            memset(buffer, 0, bytes)
        }
        var samples = [UInt64]()
        for i in 0..<max(0, iterations) {
            let start = now()
            memset(buffer, Int32(i & 0xFF), bytes)
            samples.append(now() - start)
        }
        return samples
    }

    /// max(2, iterations / 10), as the peers' `--warmup` default.
    public static func defaultWarmup(iterations: Int) -> Int {
        max(2, iterations / 10)
    }

    /// The median (mean of the middle two for an even count); 0 for no values.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// A monotonic clock in nanoseconds.
    public static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
