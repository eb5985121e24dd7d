/// Values at normalized key times, interpolated linearly between them: a
/// `CAKeyframeAnimation` with `calculationMode` linear (its default).
///
/// The knob of seed 002 turns through three keyframes — start, the mid-angle, end — at key
/// times 0, 0.5 and 1, "to ensure [it] rotates in correct direction" (Docs/sources.md#rwknobcontrol).
public struct Keyframes: Hashable, Sendable {
    /// At least one value.
    public let values: [Double]
    /// One per value, from 0 to 1, not decreasing.
    public let keyTimes: [Double]

    /// Nil unless there is at least one value, as many key times as values, the key times run
    /// from 0 to 1 without decreasing, and every number is finite.
    public init?(values: [Double], keyTimes: [Double]) {
        guard !values.isEmpty, values.count == keyTimes.count,
              keyTimes.first == 0, keyTimes.last == 1,
              zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }),
              (values + keyTimes).allSatisfy(\.isFinite) else { return nil }
        self.values = values
        self.keyTimes = keyTimes
    }

    /// Values evenly spaced in time: key times 0, 1/(n−1), …, 1 (one value: key time 0 and 1 both).
    public init?(evenlySpaced values: [Double]) {
        let held = values.count == 1 ? values + values : values
        let last = Double(held.count - 1)
        self.init(values: held, keyTimes: held.indices.map { Double($0) / last })
    }

    /// The value at `progress` (0…1, clamped): linear between the two keyframes around it.
    public func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(1, max(0, progress))
        guard let next = keyTimes.firstIndex(where: { $0 > p }) else { return values[values.count - 1] }
        let i = next - 1
        let span = keyTimes[next] - keyTimes[i]
        let f = (p - keyTimes[i]) / span
        return values[i] + (values[next] - values[i]) * f
    }
}
