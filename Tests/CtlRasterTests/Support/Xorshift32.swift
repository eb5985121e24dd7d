/// A deterministic generator (xorshift32) of numbers in [0, limit), six decimal digits fine.
struct Xorshift32 {
    var state: UInt32

    mutating func next(below limit: Double) -> Double {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5
        return Double(state % 1_000_000) / 1_000_000 * limit
    }
}
