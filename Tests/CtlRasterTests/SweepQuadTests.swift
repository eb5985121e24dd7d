import Testing
@testable import CtlRaster

/// The sweep hands a solid colour's runs to its blitter four pixels at a time, with the
/// coverage computed in vector lanes (`Rasterizer.coverage(_: SIMD4<Float>, evenOdd:)`,
/// `SolidBlitter.blitQuad`). That path must give exactly the pixels of the mask path.
@Suite struct SweepQuadTests {
    /// Sums at the edges of each rule's arithmetic: zeros of both signs, the fold points of
    /// even-odd, values that round to either side of a level, past 1, large windings,
    /// infinities and NaN.
    private static let edgeSums: [Float] = [
        0, -0.0, 1, -1, 0.5, -0.5, 1.5, -1.5, 2, -2, 2.5, 3, -3, 0.999_999_9, 1.000_000_1,
        0.5 / 255, 1.5 / 255, 254.5 / 255, 0.001_960_784_4, 0.998_039_2, 7.25, -1234.75, 65_536.5,
        0x1p30, -0x1p30, .infinity, -.infinity, .nan, -.nan, .leastNonzeroMagnitude, .ulpOfOne,
    ]

    @Test(arguments: [false, true])
    func laneCoverageEqualsTheScalarCoverage(evenOdd: Bool) {
        var random = Xorshift32(state: 0x51DE_C0DE)
        var sums = Self.edgeSums
        for _ in 0..<20_000 {
            // Sums of a few signed areas, as a row's running sum is.
            sums.append(Float(random.next(below: 8) - 4))
        }
        for start in stride(from: 0, to: sums.count, by: 4) {
            let lanes = SIMD4<Float>((0..<4).map { sums[(start + $0) % sums.count] })
            let got = Rasterizer.coverage(lanes, evenOdd: evenOdd)
            for i in 0..<4 {
                #expect(got[i] == UInt32(Rasterizer.coverage(lanes[i], evenOdd: evenOdd)),
                        "sum \(lanes[i]), \(evenOdd ? "even-odd" : "nonzero")")
            }
        }
    }

    /// Even-odd coverage is the triangle wave of the sum, |s| folded into 0…2 and 1…2
    /// mirrored, worked out here in Double (exact for a Float sum below 2³²), scalar and in
    /// lanes: at the fold points, halfway between levels, and across magnitudes.
    @Test func evenOddCoverageIsTheTriangleWave() {
        var random = Xorshift32(state: 0xE0E0_0DD5)
        var sums = Self.edgeSums.filter { $0.isFinite && abs($0) < 0x1p31 }
        for k in -6...6 { sums += [Float(k), Float(k) + 0.5, Float(k).nextUp, Float(k).nextDown] }
        for _ in 0..<50_000 {
            // A magnitude from 2⁻¹⁰ to 2²⁴, a random mantissa and sign.
            let exponent = Int(random.next(below: 35)) - 10
            let significand = 1 + Float(random.next(below: 1))
            let sign: FloatingPointSign = random.next(below: 2) < 1 ? .plus : .minus
            sums.append(Float(sign: sign, exponent: exponent, significand: significand))
        }
        for sum in sums {
            var a = abs(Double(sum))
            a -= 2 * (a / 2).rounded(.down)
            if a > 1 { a = 2 - a }
            let expected = UInt8(Float(a) * 255 + 0.5)
            #expect(Rasterizer.coverage(sum, evenOdd: true) == expected, "sum \(sum)")
            #expect(Rasterizer.coverage(SIMD4(repeating: sum), evenOdd: true) == SIMD4(repeating: UInt32(expected)),
                    "sum \(sum), lanes")
        }
    }

    /// Random shapes filled through the solid blitter's quads and through a blitter that
    /// forwards the same calls as masks: the same bytes, opaque and translucent colours,
    /// both rules, shapes inside and across the canvas' edges (a quad's four-wide tail at
    /// the end of a row and of the buffer).
    @Test func solidQuadsDrawTheMaskPathsPixels() {
        var random = Xorshift32(state: 0x0A11_CE55)
        let (w, h) = (67, 29)
        var drawn = 0
        for trial in 0..<200 {
            var path = Path()
            for _ in 0..<(1 + trial % 3) {
                random.addContour(to: &path, points: 3 + trial % 7,
                                  in: Rect(x: -6, y: -6, width: Double(w) + 12, height: Double(h) + 12))
            }
            let flat = Flattener.flatten(path, transform: .identity, clip: nil)
            let rule: FillRule = trial % 2 == 0 ? .nonzero : .evenodd
            let alpha = trial % 3 == 0 ? 255 : UInt32(random.next(below: 255))
            // Premultiplied: every channel at most the alpha.
            let color = PremultipliedColor(r: UInt8(alpha / 5), g: UInt8(alpha / 3), b: UInt8(alpha / 2),
                                           a: UInt8(alpha))
            let background = UInt32(0xFF20_4060)
            var quads = [UInt32](repeating: background, count: w * h)
            var masks = quads
            quads.withUnsafeMutableBufferPointer { px in
                var blitter = SolidBlitter(pixels: px.baseAddress!, width: w, height: h, color: color)
                #expect(SolidBlitter.takesQuads)
                Rasterizer.fill(flat, rule: rule, width: w, height: h, scratch: RasterScratch(), blitter: &blitter)
            }
            masks.withUnsafeMutableBufferPointer { px in
                var blitter = MasksOnly(base: SolidBlitter(pixels: px.baseAddress!, width: w, height: h, color: color))
                Rasterizer.fill(flat, rule: rule, width: w, height: h, scratch: RasterScratch(), blitter: &blitter)
            }
            #expect(quads == masks, "trial \(trial)")
            if quads != [UInt32](repeating: background, count: w * h) { drawn += 1 }
        }
        // Not a comparison of blank canvases: nearly every shape reaches the canvas.
        #expect(drawn > 180)
    }
}

/// Forwards spans and masks to `base`, and takes no quads: the sweep's mask path.
private struct MasksOnly<Base: SpanBlitter>: SpanBlitter {
    var base: Base

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        base.blitSpan(x: x, y: y, count: count, coverage: coverage)
    }

    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        base.blitMask(x: x, y: y, mask: mask, count: count)
    }

    func replacesPixels(coverage: UInt8) -> Bool { base.replacesPixels(coverage: coverage) }
}
