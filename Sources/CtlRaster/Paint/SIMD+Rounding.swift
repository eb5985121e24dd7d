import CInline

// Rounding and square roots of SIMD lanes without the range checks of Swift's checked
// conversions, the calls `pointwiseMin` makes or the scalar roots of `squareRoot()`:
// each compiles to a few SSE2 instructions.

extension SIMD4<Double> {
    /// ⌊x⌋ of each lane, for 0 ≤ x < 2⁵², exactly: adding 2⁵² leaves x rounded to the
    /// nearest integer in the low bits of the double, and one compare takes back a
    /// rounding up. Outside that range (NaN included) a lane gives some integer, not a trap.
    @inline(__always)
    func floorOfSmallNonNegative() -> SIMD4<Int64> {
        let magic = SIMD4<Double>(repeating: 0x1p52)   // bit pattern 0x4330_0000_0000_0000
        let rounded = self + magic
        // Bit patterns, not pointers: the wrapping arithmetic is the point (a value, never an index
        // by itself; `Shader.tableEntries` masks it).
        let nearest = unsafeBitCast(rounded, to: SIMD4<Int64>.self) &- 0x4330_0000_0000_0000
        return nearest &+ SIMD4<Int64>(repeating: 0).replacing(with: -1, where: rounded - magic .> self)
    }

    /// Each lane rounded to the nearest Float (±∞ past Float's range, NaN kept).
    @inline(__always)
    func floatLanes() -> SIMD4<Float> {
        SIMD4<Float>(Float(self[0]), Float(self[1]), Float(self[2]), Float(self[3]))
    }

    /// Each lane's square root, NaN for a negative lane: `squareRoot()`'s values in two
    /// `sqrtpd`, where `squareRoot()` takes four scalar roots, each behind a test that
    /// calls libm for a negative input (see `ctl_sqrt_double2`).
    @inline(__always)
    func laneSquareRoots() -> SIMD4<Double> {
        SIMD4(lowHalf: ctl_sqrt_double2(lowHalf), highHalf: ctl_sqrt_double2(highHalf))
    }
}

extension SIMD4 where Scalar: BinaryFloatingPoint {
    /// Each lane limited to at most `hi` (NaN stays NaN). Written lane by lane as a
    /// compare and select, which compiles to `minps`/`minpd`; `pointwiseMin` is a call.
    @inline(__always)
    func clamped(above hi: Scalar) -> SIMD4<Scalar> {
        @inline(__always) func lane(_ x: Scalar) -> Scalar { x > hi ? hi : x }
        return SIMD4(lane(self[0]), lane(self[1]), lane(self[2]), lane(self[3]))
    }
}

extension SIMD4<Float> {
    /// Each lane's square root, NaN for a negative lane: `squareRoot()`'s values in one `sqrtps`.
    @inline(__always)
    func laneSquareRoots() -> SIMD4<Float> {
        ctl_sqrt_float4(self)
    }
}
