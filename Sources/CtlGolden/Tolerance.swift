/// How far a rendered image may stray from its golden.
///
/// Both bounds must hold: a few pixels may differ by up to `maxDelta`. A bound on
/// a percentage alone would let a small but visible defect through.
public struct Tolerance: Equatable, Sendable {
    /// The largest channel difference allowed (0…255). Default: 0.
    public var maxDelta: Int
    /// How many pixels may differ at all. Default: 0.
    public var maxDifferingPixels: Int

    public init(maxDelta: Int = 0, maxDifferingPixels: Int = 0) {
        self.maxDelta = maxDelta
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// Identical pixels.
    public static let exact = Tolerance()

    /// Whether `difference` stays within both bounds.
    public func accepts(_ difference: ImageDifference) -> Bool {
        difference.maxDelta <= maxDelta && difference.differingPixels <= maxDifferingPixels
    }
}
