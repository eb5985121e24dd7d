import Testing
@testable import CtlRaster

/// Every blend mode against the formulas of W3C "Compositing and Blending Level 1", written out
/// again here in Double, one channel at a time and as the spec words them (the non-separable
/// `SetSat` sorts the channels by index), so that they share no code with the engine's SIMD
/// kernels. Packed results must match the reference rounded to 8 bits within ±1: the engine
/// computes in Float and both round to nearest, so a value near a half step may go either way.
@Suite struct BlendModeTests {
    /// Pixels chosen so that the modes differ: opaque, translucent and transparent; channels at
    /// 0 and 1 (color-dodge/burn edges), below and above ¼ and ½ (soft-light, hard-light).
    static let pixels: [Color] = [
        Color(r: 255, g: 0, b: 0),
        Color(r: 128, g: 128, b: 128),
        Color(r: 50, g: 127, b: 150, a: 200),
        Color(r: 0, g: 0, b: 0, a: 0),
        Color(r: 30, g: 60, b: 200, a: 90),
        Color(r: 255, g: 240, b: 10),
        Color(r: 0, g: 51, b: 230),
        Color(r: 64, g: 160, b: 255, a: 128),
        Color(r: 255, g: 255, b: 255, a: 255),
    ]

    // MARK: Every mode against the reference

    @Test(arguments: BlendMode.allCases)
    func packedBlendMatchesTheW3CFormulas(mode: BlendMode) {
        var worst = 0, first: String?
        for s in Self.pixels {
            for d in Self.pixels {
                let (sp, dp) = (s.premultiplied.packed, d.premultiplied.packed)
                let got = Self.bytes(BlendMode.blendPacked(mode, source: sp, destination: dp, coverage: 255))
                let want = W3C.blend(mode, W3C.unit(sp), W3C.unit(dp)).map { Int(($0 * 255).rounded()) }
                let delta = zip(got, want).map { abs($0 - $1) }.max()!
                if delta > worst { worst = delta }
                if delta > 1, first == nil { first = "s \(s) d \(d): got \(got), want \(want)" }
            }
        }
        #expect(worst <= 1, "\(mode): worst delta \(worst); \(first ?? "")")
    }

    @Test(arguments: BlendMode.allCases)
    func floatBlendMatchesTheW3CFormulas(mode: BlendMode) {
        let values: [SIMD4<Double>] = [
            [0.2, 0.64, 0.0, 1], [0.75, 0.25, 1.0, 1], [0.3, 0.1, 0.5, 0.6], [0, 0, 0, 0], [0.4, 0.4, 0.1, 0.4],
        ]
        for s in values {
            for d in values {
                let got = BlendMode.blend(mode, source: SIMD4<Float>(s), destination: SIMD4<Float>(d))
                let want = W3C.blend(mode, [s.x, s.y, s.z, s.w], [d.x, d.y, d.z, d.w])
                for i in 0..<4 {
                    #expect(abs(Double(got[i]) - want[i]) < 1e-5, "\(mode) s \(s) d \(d): got \(got), want \(want)")
                }
            }
        }
    }

    // MARK: Hand-worked values (these check the reference too)

    /// Opaque source and backdrop, so the result is B(Cb, Cs) itself.
    static func opaqueB(_ mode: BlendMode, cb: Float, cs: Float) -> Float {
        BlendMode.blend(mode, source: [cs, cs, cs, 1], destination: [cb, cb, cb, 1]).x
    }

    @Test func softLightTakesBothBranchesOfD() {
        // cb ≤ ¼: D = ((16·0.2 − 12)·0.2 + 4)·0.2 = 0.448; B = 0.2 + 0.5·(0.448 − 0.2) = 0.324.
        #expect(abs(Self.opaqueB(.softLight, cb: 0.2, cs: 0.75) - 0.324) < 1e-6)
        // cb > ¼: D = √0.64 = 0.8; B = 0.64 + 0.5·(0.8 − 0.64) = 0.72.
        #expect(abs(Self.opaqueB(.softLight, cb: 0.64, cs: 0.75) - 0.72) < 1e-6)
        // cs ≤ ½: B = 0.64 − 0.5·0.64·0.36 = 0.5248.
        #expect(abs(Self.opaqueB(.softLight, cb: 0.64, cs: 0.25) - 0.5248) < 1e-6)
        // Near the switch the two D's differ little; each side must take its own:
        // cb = 0.27 > ¼ gives √0.27 (the polynomial would give 0.520128), cb = 0.04 the polynomial 0.141824.
        #expect(abs(Self.opaqueB(.softLight, cb: 0.27, cs: 1) - Float(0.27).squareRoot()) < 1e-6)
        #expect(abs(Self.opaqueB(.softLight, cb: 0.04, cs: 1) - 0.141824) < 1e-6)
    }

    @Test func colorDodgeAndBurnEdges() {
        #expect(Self.opaqueB(.colorDodge, cb: 0, cs: 1) == 0)
        #expect(Self.opaqueB(.colorDodge, cb: 0.3, cs: 1) == 1)
        #expect(Self.opaqueB(.colorDodge, cb: 0.25, cs: 0.5) == 0.5)
        #expect(Self.opaqueB(.colorDodge, cb: 0.75, cs: 0.5) == 1)
        #expect(Self.opaqueB(.colorBurn, cb: 1, cs: 0) == 1)
        #expect(Self.opaqueB(.colorBurn, cb: 0.7, cs: 0) == 0)
        #expect(Self.opaqueB(.colorBurn, cb: 0.75, cs: 0.5) == 0.5)
        #expect(Self.opaqueB(.colorBurn, cb: 0.25, cs: 0.5) == 0)
    }

    @Test func overlayIsHardLightWithTheLayersSwapped() {
        for s in Self.pixels where s.a == 255 {
            for d in Self.pixels where d.a == 255 {
                let (sp, dp) = (s.premultiplied.packed, d.premultiplied.packed)
                #expect(BlendMode.blendPacked(.overlay, source: sp, destination: dp, coverage: 255)
                        == BlendMode.blendPacked(.hardLight, source: dp, destination: sp, coverage: 255))
            }
        }
        // And they differ: cb = 0.2, cs = 0.8 gives overlay 2·0.2·0.8 = 0.32, hard-light screen(0.2, 0.6) = 0.68.
        #expect(abs(Self.opaqueB(.overlay, cb: 0.2, cs: 0.8) - 0.32) < 1e-6)
        #expect(abs(Self.opaqueB(.hardLight, cb: 0.2, cs: 0.8) - 0.68) < 1e-6)
    }

    @Test func translucentMultiplyByHand() {
        // s = (0.5, 0, 0, 0.5) premultiplied, Cs = (1, 0, 0); d = (0.25, 0.25, 0.25, 0.5), Cb = ½ grey.
        // co = s·0.5 + d·0.5 + 0.25·Cb·Cs = (0.25 + 0.125 + 0.125, 0.125, 0.125); αo = 0.75.
        let o = BlendMode.blend(.multiply, source: [0.5, 0, 0, 0.5], destination: [0.25, 0.25, 0.25, 0.5])
        #expect(abs(o.x - 0.5) < 1e-6 && abs(o.y - 0.125) < 1e-6 && abs(o.z - 0.125) < 1e-6 && abs(o.w - 0.75) < 1e-6)
    }

    // MARK: Porter-Duff identities

    @Test func porterDuffIdentities() {
        let teal = Color(r: 50, g: 127, b: 150, a: 200).premultiplied.packed
        let red = Color(r: 255, g: 0, b: 0).premultiplied.packed
        let blue = Color(r: 0, g: 0, b: 255).premultiplied.packed
        func blend(_ mode: BlendMode, _ s: UInt32, _ d: UInt32) -> UInt32 {
            BlendMode.blendPacked(mode, source: s, destination: d, coverage: 255)
        }
        #expect(blend(.sourceOver, red, teal) == red)
        #expect(blend(.copy, teal, red) == teal)
        #expect(blend(.destination, teal, red) == red)
        #expect(blend(.clear, teal, red) == 0)
        #expect(blend(.xor, red, blue) == 0)
        #expect(blend(.sourceIn, teal, 0) == 0)
        #expect(blend(.sourceIn, teal, blue) == teal)
        #expect(blend(.destinationOut, red, teal) == 0)
        #expect(blend(.destinationOver, teal, red) == red)
        #expect(blend(.sourceAtop, red, teal) == Color(r: 255, g: 0, b: 0, a: 200).premultiplied.packed)
        #expect(blend(.plusLighter, red, blue) == Color(r: 255, g: 0, b: 255).premultiplied.packed)
        // Source-over agrees with the integer source-over of the solid blitter within ±1.
        let over = Self.bytes(blend(.sourceOver, teal, blue)), integer = Self.bytes(sourceOver(teal, blue))
        #expect(zip(over, integer).allSatisfy { abs($0 - $1) <= 1 })
        // Plus-lighter saturates alpha too.
        let half = Color(r: 255, g: 255, b: 255, a: 160).premultiplied.packed
        #expect(Self.bytes(blend(.plusLighter, half, half)) == [255, 255, 255, 255])
    }

    // MARK: Coverage

    @Test(arguments: BlendMode.allCases)
    func coverageLerpsFromTheDestination(mode: BlendMode) {
        for s in Self.pixels {
            for d in Self.pixels {
                let (sp, dp) = (s.premultiplied.packed, d.premultiplied.packed)
                let full = BlendMode.blendPacked(mode, source: sp, destination: dp, coverage: 255)
                #expect(BlendMode.blendPacked(mode, source: sp, destination: dp, coverage: 0) == dp)
                let blended = W3C.blend(mode, W3C.unit(sp), W3C.unit(dp))
                let c = 100.0 / 255
                let want = zip(blended, W3C.unit(dp)).map { Int((($1 + ($0 - $1) * c) * 255).rounded()) }
                let got = Self.bytes(BlendMode.blendPacked(mode, source: sp, destination: dp, coverage: 100))
                #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(mode) s \(s) d \(d): got \(got), want \(want)")
                #expect(full == BlendMode.blendPacked(mode, source: sp, destination: dp, coverage: 255))
            }
        }
    }

    @Test func coverageIsExactlyALerpInEightBits() {
        let white = Color.white.premultiplied.packed, black = Color.black.premultiplied.packed
        for c in 0...255 {
            let cov = UInt8(c)
            // Clearing opaque white leaves 255·(1 − c/255) = 255 − c; copying white onto black gives c.
            #expect(Self.bytes(BlendMode.blendPacked(.clear, source: black, destination: white, coverage: cov)) == Array(repeating: 255 - c, count: 4))
            #expect(Self.bytes(BlendMode.blendPacked(.copy, source: white, destination: black, coverage: cov)) == [c, c, c, 255])
        }
    }

    @Test(arguments: BlendMode.allCases)
    func rowMatchesPixelByPixel(mode: BlendMode) {
        let packed = Self.pixels.map { $0.premultiplied.packed }
        var source: [UInt32] = [], start: [UInt32] = [], coverage: [UInt8] = []
        for (i, s) in packed.enumerated() {
            for (j, d) in packed.enumerated() {
                source.append(s)
                start.append(d)
                coverage.append([0, 255, 1, 128, 37, 254][(i + 2 * j) % 6])
            }
        }
        var masked = start, constant = start, none = start
        source.withUnsafeBufferPointer { src in
            coverage.withUnsafeBufferPointer { cov in
                masked.withUnsafeMutableBufferPointer { dst in
                    BlendMode.blendRow(mode, source: src.baseAddress!, destination: dst.baseAddress!,
                                       coverage: cov.baseAddress, constantCoverage: 0, count: src.count)
                }
                constant.withUnsafeMutableBufferPointer { dst in
                    BlendMode.blendRow(mode, source: src.baseAddress!, destination: dst.baseAddress!,
                                       coverage: nil, constantCoverage: 77, count: src.count)
                }
                none.withUnsafeMutableBufferPointer { dst in
                    BlendMode.blendRow(mode, source: src.baseAddress!, destination: dst.baseAddress!,
                                       coverage: nil, constantCoverage: 0, count: src.count)
                }
            }
        }
        for i in source.indices {
            #expect(masked[i] == BlendMode.blendPacked(mode, source: source[i], destination: start[i], coverage: coverage[i]))
            #expect(constant[i] == BlendMode.blendPacked(mode, source: source[i], destination: start[i], coverage: 77))
        }
        #expect(none == start)
    }

    @Test(arguments: BlendMode.allCases)
    func resultsAreValidPremultipliedPixels(mode: BlendMode) {
        // Every pair of a coarse grid of valid pixels, at three coverages.
        let levels: [UInt8] = [0, 1, 64, 127, 128, 200, 254, 255]
        var grid: [UInt32] = []
        for a in levels {
            for c in levels where c <= a { grid.append(PremultipliedColor(r: c, g: min(a, levels[(Int(c) * 7) % 8]), b: a / 2, a: a).packed) }
        }
        for s in grid {
            for d in grid {
                for cov: UInt8 in [255, 128, 3] {
                    let o = Self.bytes(BlendMode.blendPacked(mode, source: s, destination: d, coverage: cov))
                    #expect(o[0] <= o[3] && o[1] <= o[3] && o[2] <= o[3])
                }
            }
        }
    }

    // MARK: Non-separable modes

    @Test func luminosityOverGreyKeepsTheSourceLuminance() {
        let grey = Color(r: 128, g: 128, b: 128).premultiplied.packed
        for s in Self.pixels where s.a == 255 {
            let o = W3C.unit(BlendMode.blendPacked(.luminosity, source: s.premultiplied.packed, destination: grey, coverage: 255))
            let want = W3C.lum(W3C.unit(s.premultiplied.packed))
            // Grey has no hue, so the result is grey at the source's luminosity (±1 level of rounding).
            #expect(abs(W3C.lum(o) - want) <= 1.0 / 255, "\(s): \(o)")
            #expect(W3C.sat(o) <= 1.0 / 255)
        }
    }

    @Test func hueKeepsTheDestinationSaturationAndLuminosity() {
        let destinations = [Color(r: 128, g: 102, b: 115), Color(r: 60, g: 90, b: 70), Color(r: 150, g: 150, b: 110)]
        let sources = [Color(r: 255, g: 0, b: 0), Color(r: 20, g: 200, b: 90), Color(r: 64, g: 160, b: 255)]
        for d in destinations {
            for s in sources {
                let dp = W3C.unit(d.premultiplied.packed)
                let o = W3C.unit(BlendMode.blendPacked(.hue, source: s.premultiplied.packed,
                                                        destination: d.premultiplied.packed, coverage: 255))
                #expect(abs(W3C.lum(o) - W3C.lum(dp)) <= 1.0 / 255, "s \(s) d \(d): \(o)")
                #expect(abs(W3C.sat(o) - W3C.sat(dp)) <= 2.0 / 255, "s \(s) d \(d): \(o)")
                // …and takes the source's hue: the channels are in the source's order.
                let rank = { (c: [Double]) in [0, 1, 2].sorted { c[$0] < c[$1] } }
                #expect(rank(o) == rank(W3C.unit(s.premultiplied.packed)), "s \(s) d \(d): \(o)")
            }
        }
    }

    // MARK: Names

    @Test func everyRawNameParses() {
        for mode in BlendMode.allCases {
            #expect(BlendMode(name: mode.rawValue) == mode)
            #expect(BlendMode(name: mode.rawValue.uppercased()) == mode)
        }
        #expect(BlendMode.allCases.count == 28)
    }

    @Test func aliasesAndSpellings() {
        let names: [(String, BlendMode)] = [
            ("source", .copy), ("copy", .copy), ("src", .copy), ("dst", .destination), ("normal", .sourceOver),
            ("lighter", .plusLighter), ("plus", .plusLighter), ("plus-lighter", .plusLighter),
            ("sourceOver", .sourceOver), ("source_over", .sourceOver), ("src-over", .sourceOver),
            ("SrcATop", .sourceAtop), ("dst-out", .destinationOut), ("destination-atop", .destinationAtop),
            ("colorDodge", .colorDodge), ("color-burn", .colorBurn), ("hard-light", .hardLight),
            ("soft-light", .softLight), ("luminosity", .luminosity), ("Hue", .hue),
        ]
        for (name, mode) in names { #expect(BlendMode(name: name) == mode, "\(name)") }
        for bad in ["", "over", "modulate", "source over!", "lighten-more", "burn"] {
            #expect(BlendMode(name: bad) == nil, "\(bad)")
        }
        #expect(BlendMode(rawValue: "source-over") == .sourceOver)
        #expect(BlendMode.sourceOver.isPorterDuff && BlendMode.plusLighter.isPorterDuff && !BlendMode.multiply.isPorterDuff)
    }

    // MARK: Helpers

    static func bytes(_ p: UInt32) -> [Int] {
        [Int(p & 0xFF), Int(p >> 8 & 0xFF), Int(p >> 16 & 0xFF), Int(p >> 24)]
    }
}

/// The W3C formulas, straightforwardly, in Double on premultiplied [r, g, b, a] in 0…1.
private enum W3C {
    static func unit(_ p: UInt32) -> [Double] { BlendModeTests.bytes(p).map { Double($0) / 255 } }

    static func blend(_ mode: BlendMode, _ s: [Double], _ d: [Double]) -> [Double] {
        let (sa, da) = (s[3], d[3])
        let out: [Double]
        if let (fa, fb) = porterDuff(mode, sa, da) {
            out = (0..<4).map { s[$0] * fa + d[$0] * fb }
        } else if mode == .plusLighter {
            out = (0..<4).map { min(1, s[$0] + d[$0]) }
        } else {
            let cs = (0..<3).map { sa > 0 ? s[$0] / sa : 0 }, cb = (0..<3).map { da > 0 ? d[$0] / da : 0 }
            let b = nonSeparable(mode, cb, cs) ?? (0..<3).map { separable(mode, cb[$0], cs[$0]) }
            out = (0..<3).map { s[$0] * (1 - da) + d[$0] * (1 - sa) + sa * da * b[$0] } + [sa + da - sa * da]
        }
        let a = min(1, max(0, out[3]))
        return out[0..<3].map { min(a, max(0, $0)) } + [a]
    }

    static func porterDuff(_ mode: BlendMode, _ sa: Double, _ da: Double) -> (Double, Double)? {
        switch mode {
        case .clear: (0, 0)
        case .copy: (1, 0)
        case .destination: (0, 1)
        case .sourceOver: (1, 1 - sa)
        case .destinationOver: (1 - da, 1)
        case .sourceIn: (da, 0)
        case .destinationIn: (0, sa)
        case .sourceOut: (1 - da, 0)
        case .destinationOut: (0, 1 - sa)
        case .sourceAtop: (da, 1 - sa)
        case .destinationAtop: (1 - da, sa)
        case .xor: (1 - da, 1 - sa)
        default: nil
        }
    }

    static func separable(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(.hardLight, cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs == 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb == 1 { return 1 }
            if cs == 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .hardLight:
            return cs <= 0.5 ? separable(.multiply, cb, 2 * cs) : separable(.screen, cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dcb - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: fatalError("not separable: \(mode)")
        }
    }

    static func nonSeparable(_ mode: BlendMode, _ cb: [Double], _ cs: [Double]) -> [Double]? {
        switch mode {
        case .hue: setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: setLum(cs, lum(cb))
        case .luminosity: setLum(cb, lum(cs))
        default: nil
        }
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    static func sat(_ c: [Double]) -> Double { c[0..<3].max()! - c[0..<3].min()! }

    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    /// As the spec words it: name the channels max, mid and min, and set them.
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let (minI, midI, maxI) = (order[0], order[1], order[2])
        var out = [0.0, 0, 0]
        if c[maxI] > c[minI] {
            out[midI] = (c[midI] - c[minI]) * s / (c[maxI] - c[minI])
            out[maxI] = s
        }
        return out
    }
}
