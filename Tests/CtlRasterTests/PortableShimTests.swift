import CInline
import CtlTestSupport
import Testing

/// The C shim's vector path on this machine (SSE2 on x86-64, NEON on arm64) against its plain
/// C path (`…_scalar`), on the same inputs, bit for bit: the edge cases of each contract and
/// seeded random bit patterns. On the machines where the tests run the vector path is the
/// one the renderer uses, so the plain C path that other targets compile gives the same pixels.
@Suite struct PortableShimTests {
    /// Random inputs per function, after the edge cases.
    static let randomCount = 100_000

    /// Floats at the edges of truncation and of square roots: signed zeros, subnormals,
    /// infinities, NaNs with payloads and signs, int32_t's boundaries, halves.
    static let edgeFloats: [Float] = {
        var values: [Float] = [
            0, -0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .leastNormalMagnitude, -.leastNormalMagnitude,
            Float(bitPattern: 0x007F_FFFF), Float(bitPattern: 0x807F_FFFF),  // largest subnormals
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity,
            .nan, -.nan, .signalingNaN, -.signalingNaN,
            Float(nan: 0x1234, signaling: false), Float(nan: 0x1234, signaling: true),
            Float(bitPattern: 0x7FFF_FFFF), Float(bitPattern: 0xFFFF_FFFF),
            0x1p31, -0x1p31, 0x1p31 - 128, -0x1p31 - 256, 0x1p32, -0x1p32,
            0x1p23, 0x1p24, 0x1p24 + 2, 8_388_607.5, -8_388_607.5,
            0.5, -0.5, 1, -1, 1.5, -1.5, 0.999_999_94, -0.999_999_94, 255.5, -255.5, 1e30, -1e30,
        ]
        for i in -40...40 { values += [Float(i) / 4, (Float(i) / 4).nextUp, (Float(i) / 4).nextDown] }
        return values
    }()

    /// The same for doubles.
    static let edgeDoubles: [Double] = [
        0, -0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        Double(bitPattern: 0x000F_FFFF_FFFF_FFFF), .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, -.nan, .signalingNaN, -.signalingNaN,
        Double(nan: 0xABCDE, signaling: false), Double(nan: 0xABCDE, signaling: true),
        Double(bitPattern: 0xFFFF_FFFF_FFFF_FFFF), 1, -1, 2, 0.25, 1e-300, 1e300, 0x1p63, -0x1p63,
        Double(Float.leastNonzeroMagnitude), 4_294_967_296, 0.1,
    ]

    /// Random floats: any bit pattern (most are huge or tiny), or a value near the range of
    /// int32_t or of pixel coordinates, where truncation has something to decide.
    static func randomFloat(_ random: inout SeededRandom) -> Float {
        switch random.next() % 4 {
        case 0: return Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
        case 1: return Float.random(in: -0x1p32...0x1p32, using: &random)
        case 2: return Float.random(in: -4096...4096, using: &random)
        default:
            // Within a few units in the last place of ±2³¹.
            let edge: Float = random.next() % 2 == 0 ? 0x1p31 : -0x1p31
            return Float(bitPattern: edge.bitPattern &+ UInt32(random.next() % 9) &- 4)
        }
    }

    /// The vector path is the one this machine's renderer uses, so these tests compare two
    /// different implementations wherever a vector path exists.
    @Test func vectorPathIsTheMachinesOwn() {
        let path = String(cString: ctl_vector_path())
        #if arch(x86_64)
        #expect(path == "SSE2")
        #elseif arch(arm64)
        #expect(path == "NEON")
        #else
        #expect(path == "scalar")
        #endif
    }

    @Test func truncateFloat4MatchesScalar() {
        check(PortableShimTests.edgeFloats, seed: 0x7A11_0001) { x in
            (ctl_truncate_float4(x), ctl_truncate_float4_scalar(x))
        }
    }

    /// The contract itself, on the plain C path: in-range lanes truncate toward zero, the
    /// rest (NaN included) give INT32_MIN.
    @Test func scalarTruncationKeepsTheContract() {
        let x = SIMD4<Float>(.nan, 0x1p31, -0x1p31 - 256, -0x1p31)
        #expect(ctl_truncate_float4_scalar(x) == SIMD4<Int32>(.min, .min, .min, .min))
        let y = SIMD4<Float>(0x1p31 - 128, -2.75, -0.0, 2.75)
        #expect(ctl_truncate_float4_scalar(y) == SIMD4<Int32>(2_147_483_520, -2, 0, 2))
    }

    @Test func roundFloat4MatchesScalar() {
        check(PortableShimTests.edgeFloats, seed: 0x7A11_0005) { x in
            (ctl_round_float4(x), ctl_round_float4_scalar(x))
        }
    }

    /// Rounding's contract on the plain C path: to the nearest integer, halfway to the even
    /// one, and INT32_MIN outside the range (NaN included); the one-float version agrees
    /// inside it.
    @Test func scalarRoundingKeepsTheContract() {
        let x = SIMD4<Float>(.nan, 0x1p31, -0x1p31 - 256, -0x1p31)
        #expect(ctl_round_float4_scalar(x) == SIMD4<Int32>(.min, .min, .min, .min))
        let y = SIMD4<Float>(2.5, -2.5, 3.5, -0.5)
        #expect(ctl_round_float4_scalar(y) == SIMD4<Int32>(2, -2, 4, 0))
        let z = SIMD4<Float>(0x1p31 - 128, -2.75, 0.5000001, 1.4999999)
        #expect(ctl_round_float4_scalar(z) == SIMD4<Int32>(2_147_483_520, -3, 1, 1))
        for v: Float in [2.5, -2.5, 3.5, -0.5, 0x1p31 - 128, -2.75, 0.5000001, 1.4999999, 7, -7] {
            #expect(ctl_round_float(v) == Int64(ctl_round_float_lane_scalar(v)), "\(v)")
        }
    }

    @Test func squareRootFloat4MatchesScalar() {
        check(PortableShimTests.edgeFloats, seed: 0x7A11_0002) { x in
            (ctl_sqrt_float4(x), ctl_sqrt_float4_scalar(x))
        }
    }

    @Test func squareRootDouble2MatchesScalar() {
        var inputs = PortableShimTests.edgeDoubles
        var random = SeededRandom(seed: 0x7A11_0003)
        for _ in 0..<PortableShimTests.randomCount {
            inputs.append(random.next() % 2 == 0 ? Double(bitPattern: random.next())
                                                 : Double.random(in: -1e6...1e6, using: &random))
        }
        var mismatches: [String] = []
        for a in inputs {
            for b in PortableShimTests.edgeDoubles.prefix(4) + [a] {
                let x = SIMD2(a, b)
                let vector = ctl_sqrt_double2(x), scalar = ctl_sqrt_double2_scalar(x)
                for lane in 0..<2 where vector[lane].bitPattern != scalar[lane].bitPattern {
                    mismatches.append("sqrt(\(x[lane])): \(vector[lane]) vs \(scalar[lane])")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func multiplyHighMatchesScalar() {
        let edges: [UInt16] = [0, 1, 2, 127, 128, 255, 256, 257, 0x7FFF, 0x8000, 0x8001, 0xFFFE, 0xFFFF]
        var pairs: [(SIMD8<UInt16>, SIMD8<UInt16>)] = []
        for a in edges {
            // Each edge against all the others, lane by lane, in both orders.
            var lanes = SIMD8<UInt16>(repeating: 0)
            for start in stride(from: 0, to: edges.count, by: 8) {
                for lane in 0..<8 { lanes[lane] = edges[(start + lane) % edges.count] }
                pairs += [(SIMD8(repeating: a), lanes), (lanes, SIMD8(repeating: a))]
            }
        }
        var random = SeededRandom(seed: 0x7A11_0004)
        for _ in 0..<PortableShimTests.randomCount {
            let a = unsafeBitCast(SIMD2(random.next(), random.next()), to: SIMD8<UInt16>.self)
            let b = unsafeBitCast(SIMD2(random.next(), random.next()), to: SIMD8<UInt16>.self)
            pairs.append((a, b))
        }
        let mismatches = pairs.filter { ctl_mulhi_u16x8($0.0, $0.1) != ctl_mulhi_u16x8_scalar($0.0, $0.1) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // And the plain path is the high half of the product (not a tautology of two paths).
        let x = ctl_mulhi_u16x8_scalar(SIMD8(repeating: 0xFFFF), SIMD8(0, 1, 2, 257, 0x8000, 0xFFFF, 3, 4))
        #expect(x == SIMD8(0, 0, 1, 256, 0x7FFF, 0xFFFE, 2, 3))
    }

    /// The sixteen-lane product (AVX2's vpmulhuw in a build for a CPU that has it, two
    /// eight-lane products otherwise) against the plain loop, and each half against the
    /// eight-lane function.
    @Test func wideMultiplyHighMatchesScalar() {
        let edges: [UInt16] = [0, 1, 2, 127, 128, 255, 256, 257, 0x7FFF, 0x8000, 0x8001, 0xFFFE, 0xFFFF]
        var pairs: [(SIMD16<UInt16>, SIMD16<UInt16>)] = []
        for a in edges {
            var lanes = SIMD16<UInt16>(repeating: 0)
            for lane in 0..<16 { lanes[lane] = edges[lane % edges.count] }
            pairs += [(SIMD16(repeating: a), lanes), (lanes, SIMD16(repeating: a))]
        }
        var random = SeededRandom(seed: 0x7A11_0016)
        for _ in 0..<PortableShimTests.randomCount {
            let a = unsafeBitCast(SIMD4(random.next(), random.next(), random.next(), random.next()),
                                  to: SIMD16<UInt16>.self)
            let b = unsafeBitCast(SIMD4(random.next(), random.next(), random.next(), random.next()),
                                  to: SIMD16<UInt16>.self)
            pairs.append((a, b))
        }
        let mismatches = pairs.filter { a, b in
            let wide = ctl_mulhi_u16x16(a, b)
            return wide != ctl_mulhi_u16x16_scalar(a, b)
                || wide.lowHalf != ctl_mulhi_u16x8(a.lowHalf, b.lowHalf)
                || wide.highHalf != ctl_mulhi_u16x8(a.highHalf, b.highHalf)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // ctl_wide_lanes() is 1 exactly where the compiler targets AVX2; this checks only that it
        // is one of the two (the swift test of CI runs the portable build, where it is 0).
        #expect(ctl_wide_lanes() == 0 || ctl_wide_lanes() == 1)
    }

    /// ctl_fill32 (wmemset here) against the plain loop, for lengths and offsets around
    /// vector widths, with the words around the run left alone.
    @Test func fillMatchesScalar() {
        let guardWord: UInt32 = 0xDEAD_BEEF
        for value: UInt32 in [0, 0xFFFF_FFFF, 0x8000_0000, 0x1234_5678] {
            for offset in 0..<4 {
                for count in [0, 1, 3, 4, 7, 8, 15, 16, 17, 31, 64, 255, 256, 257, 1000, 4099] {
                    var fast = [UInt32](repeating: guardWord, count: count + 8)
                    var plain = fast
                    fast.withUnsafeMutableBufferPointer { ctl_fill32($0.baseAddress! + offset, value, count) }
                    plain.withUnsafeMutableBufferPointer { ctl_fill32_scalar($0.baseAddress! + offset, value, count) }
                    #expect(fast == plain, "value \(value), offset \(offset), count \(count)")
                    #expect(plain[offset..<offset + count].allSatisfy { $0 == value })
                    #expect(plain[..<offset].allSatisfy { $0 == guardWord })
                    #expect(plain[(offset + count)...].allSatisfy { $0 == guardWord })
                }
            }
        }
    }

    /// Runs `pair` (vector result, scalar result) on vectors of the edge floats (each edge in
    /// every lane, beside the others) and of seeded random floats, and expects the two results
    /// to have the same bits in every lane.
    private func check<Result: SIMD>(_ edges: [Float], seed: UInt64,
                                     _ pair: (SIMD4<Float>) -> (Result, Result)) {
        var inputs: [SIMD4<Float>] = []
        for (i, edge) in edges.enumerated() {
            for lane in 0..<4 {
                var x = SIMD4<Float>(edges[(i + 1) % edges.count], edges[(i + 2) % edges.count],
                                     edges[(i + 3) % edges.count], edges[(i + 4) % edges.count])
                x[lane] = edge
                inputs.append(x)
            }
        }
        var random = SeededRandom(seed: seed)
        for _ in 0..<PortableShimTests.randomCount / 4 {
            inputs.append(SIMD4((0..<4).map { _ in PortableShimTests.randomFloat(&random) }))
        }
        var mismatches: [String] = []
        for x in inputs {
            let (vector, scalar) = pair(x)
            // Both are 16 bytes (four Int32 or four Float lanes): compared as bits.
            let v = unsafeBitCast(vector, to: SIMD4<UInt32>.self), s = unsafeBitCast(scalar, to: SIMD4<UInt32>.self)
            for lane in 0..<4 where v[lane] != s[lane] {
                mismatches.append("lane \(lane) of \(x) (bits \(String(x[lane].bitPattern, radix: 16))): "
                                  + "vector \(String(v[lane], radix: 16)), scalar \(String(s[lane], radix: 16))")
            }
        }
        #expect(inputs.count > PortableShimTests.randomCount / 4)
        #expect(mismatches.isEmpty, "\(mismatches.count) lanes differ, first: \(mismatches.prefix(10))")
    }
}
