// Rounding of SIMD lanes without the range checks of Swift's checked conversions or
// the calls `pointwiseMin` makes: each compiles to a few SSE2 instructions.

extension SIMD4<Float> {
    /// Each lane limited to at most `hi` (NaN stays NaN): `minps`, as the Double one.
    @inline(__always)
    func clamped(above hi: Float) -> SIMD4<Float> {
        @inline(__always) func lane(_ x: Float) -> Float { x > hi ? hi : x }
        return SIMD4(lane(self[0]), lane(self[1]), lane(self[2]), lane(self[3]))
    }
}

extension SIMD4<Double> {
    /// ⌊x⌋ of each lane, for 0 ≤ x < 2⁵², exactly: adding 2⁵² leaves x rounded to the
    /// nearest integer in the low bits of the double, and one compare takes back a
    /// rounding up. Outside that range (NaN included) a lane gives some integer, not a trap.
    @inline(__always)
    func floorOfSmallNonNegative() -> SIMD4<Int64> {
        let magic = SIMD4<Double>(repeating: 0x1p52)   // bit pattern 0x4330_0000_0000_0000
        let rounded = self + magic
        let nearest = unsafeBitCast(rounded, to: SIMD4<Int64>.self) &- 0x4330_0000_0000_0000
        return nearest &+ SIMD4<Int64>(repeating: 0).replacing(with: -1, where: rounded - magic .> self)
    }

    /// Each lane limited to at most `hi` (NaN stays NaN). Written lane by lane as a
    /// compare and select, which compiles to `minpd`; `pointwiseMin` is a call.
    @inline(__always)
    func clamped(above hi: Double) -> SIMD4<Double> {
        @inline(__always) func lane(_ x: Double) -> Double { x > hi ? hi : x }
        return SIMD4(lane(self[0]), lane(self[1]), lane(self[2]), lane(self[3]))
    }
}
