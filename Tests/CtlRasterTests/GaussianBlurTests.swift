import Foundation
import Testing
@testable import CtlRaster

/// The three-box Gaussian blur: box sizes, agreement with a floating-point three-box reference and
/// with the analytic Gaussian, mass, symmetry, variance, edge cases, and the RGBA version.
@Suite struct GaussianBlurTests {
    // MARK: Box sizes and margin

    /// d = ⌊σ·3·√(2π)/4 + 0.5⌋ with 3·√(2π)/4 ≈ 1.87997, worked by hand.
    @Test(arguments: [
        (1.0, [2, 2, 3]),      // 2.380 → 2, even
        (2.0, [4, 4, 5]),      // 4.260 → 4, even
        (5.0, [9, 9, 9]),      // 9.900 → 9, odd
        (16.0, [30, 30, 31]),  // 30.58 → 30
        (40.0, [75, 75, 75]),  // 75.70 → 75
        (0.8, [2, 2, 3]),      // 2.004 → 2
        (0.79, []),            // 1.985 → 1: three boxes of width 1 do nothing
        (0.2, []),             // 0.876 → 0
        (0.0, []), (-3.0, []), (Double.nan, []),
    ])
    func boxSizesFollowTheW3CFormula(sigma: Double, sizes: [Int]) {
        #expect(GaussianBlur.boxSizes(sigma: sigma) == sizes)
    }

    @Test func evenBoxesAreOffsetHalfAPixelEachWay() {
        let boxes = GaussianBlur.boxes(sigma: 2, length: 100)  // d = 4
        #expect(boxes.map { [$0.left, $0.right] } == [[2, 1], [1, 2], [2, 2]])
        let odd = GaussianBlur.boxes(sigma: 5, length: 100)  // d = 9
        #expect(odd.map { [$0.left, $0.right] } == [[4, 4], [4, 4], [4, 4]])
    }

    /// Boxes are at most 2·n + 1 wide along an axis of n samples, so work stays O(pixels).
    @Test func hugeAndInfiniteSigmasClampTheBoxSize() {
        #expect(GaussianBlur.boxSizes(sigma: 1e300) == [65_537, 65_537, 65_537])
        #expect(GaussianBlur.boxSizes(sigma: .infinity) == [65_537, 65_537, 65_537])
        #expect(GaussianBlur.boxSizes(sigma: 1000, length: 100) == [201, 201, 201])
        #expect(GaussianBlur.boxSizes(sigma: 1000, length: 1000) == [1880, 1880, 1881])  // 1880.47 → 1880
    }

    @Test(arguments: [(1.0, 4), (2.5, 9), (0.1, 2), (40.0, 121), (0.0, 0), (-1.0, 0), (Double.nan, 0),
                      (Double.infinity, Pixmap.maxDimension + 1)])
    func marginIsThreeSigmaRoundedUpPlusOne(sigma: Double, margin: Int) {
        #expect(GaussianBlur.margin(forSigma: sigma) == margin)
    }

    /// The margin must hold the whole reach of the boxes, or padding would not keep a shape's blur.
    @Test(arguments: [0.8, 1.0, 1.3, 2.0, 2.7, 5.0, 16.0, 40.0, 333.3])
    func marginCoversTheBoxesReach(sigma: Double) {
        let reach = GaussianBlur.boxes(sigma: sigma, length: 10_000).map(\.right).reduce(0, +)
        #expect(reach < GaussianBlur.margin(forSigma: sigma))
    }

    // MARK: Against references

    /// Against the same three boxes evaluated in Double with no intermediate rounding. Ours keeps
    /// 8 fractional bits between passes (error ≤ 6 × 0.5/256 level) and rounds once at the end, so
    /// it may differ by one level where the exact value is within 0.012 of a half.
    @Test(arguments: [1.0, 2.0, 3.3, 6.0])
    func matchesAFloatingPointThreeBoxReference(sigma: Double) throws {
        var rng = BlurTestRandom(seed: UInt64(sigma * 10))
        let (w, h) = (37, 29)
        let values = (0..<(w * h)).map { _ in rng.next() % 3 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : 0 }
        var mask = try AlphaMask(width: w, height: h, values: values)
        GaussianBlur.blur(&mask, sigma: sigma)

        let kernel = Self.threeBoxKernel(sigma: sigma)
        let reference = Self.separableConvolution(values.map(Double.init), width: w, height: h, kernel: kernel)
        var offByOne = 0
        for i in 0..<(w * h) {
            let delta = abs(Double(mask.values[i]) - reference[i].rounded())
            #expect(delta <= 1, "pixel \(i % w),\(i / w): \(mask.values[i]) vs \(reference[i])")
            if delta == 1 {
                offByOne += 1
                // Only where the exact value sits next to a rounding boundary.
                #expect(abs(reference[i] - reference[i].rounded(.down) - 0.5) < 0.02)
            }
        }
        #expect(offByOne * 50 < w * h)
    }

    /// A filled square against 255·Φx·Φy, Φ the exact Gaussian mass over the square's extent seen
    /// from each pixel centre. Three boxes are not a Gaussian: their width is matched to its peak,
    /// and d = ⌊1.88·σ + 0.5⌋ rounds down, so at small σ the boxes' variance is only 0.8–0.9·σ²
    /// (σ = 5: d = 9, variance 20) and the edges come out steeper. The ideal three-box filter in
    /// Double, rounded to 8 bits, differs from the Gaussian here by at most 8.9, 9.5, 9.5, 2.2 and
    /// 1.2 levels for σ = 1, 2, 5, 16, 40 (worked out once, outside the suite); ours shows the same
    /// worst differences, so the tolerances are those rounded up: the approximation's error, not ours.
    @Test(arguments: [(1.0, 9), (2.0, 10), (5.0, 10), (16.0, 3), (40.0, 2)])
    func filledSquareMatchesTheAnalyticGaussian(sigma: Double, tolerance: Int) throws {
        let side = 24, pad = GaussianBlur.margin(forSigma: sigma)
        let size = side + 2 * pad
        var mask = try AlphaMask(width: size, height: size)
        for y in pad..<(pad + side) { for x in pad..<(pad + side) { mask[x, y] = 255 } }
        GaussianBlur.blur(&mask, sigma: sigma)

        let (a, b) = (Double(pad), Double(pad + side))
        func phi(_ centre: Double) -> Double {
            let s = sigma * 2.0.squareRoot()
            return 0.5 * (erf((b - centre) / s) - erf((a - centre) / s))
        }
        var worst = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let expected = 255 * phi(Double(x) + 0.5) * phi(Double(y) + 0.5)
                worst = max(worst, abs(Double(mask[x, y]) - expected))
            }
        }
        #expect(worst <= Double(tolerance), "σ \(sigma): worst difference \(worst)")
    }

    // MARK: Properties

    /// With a margin of `margin(forSigma:)` nothing reaches the edges, so the total is kept up to
    /// the final rounding of each pixel (≤ 0.5 + 6 × 0.5/256 per pixel, far less on average).
    @Test(arguments: [1.0, 2.0, 5.0, 12.5])
    func massIsPreservedAwayFromTheEdges(sigma: Double) throws {
        var rng = BlurTestRandom(seed: 7)
        let (inner, pad) = (20, GaussianBlur.margin(forSigma: sigma))
        let size = inner + 2 * pad
        var mask = try AlphaMask(width: size, height: size)
        for y in pad..<(pad + inner) {
            for x in pad..<(pad + inner) { mask[x, y] = UInt8(truncatingIfNeeded: rng.next() | 0x80) }
        }
        let before = mask.values.reduce(0) { $0 + Int($1) }
        GaussianBlur.blur(&mask, sigma: sigma)
        let after = mask.values.reduce(0) { $0 + Int($1) }
        let touched = mask.values.count(where: { $0 != 0 })
        #expect(Double(abs(after - before)) <= 0.52 * Double(max(touched, 1)))
        #expect(abs(after - before) * 100 < before, "before \(before), after \(after)")
    }

    /// Odd boxes are centred, so a symmetric shape blurs exactly symmetrically; even boxes are
    /// symmetric as a pair, up to the rounding of the intermediate samples.
    @Test func symmetricShapesBlurSymmetrically() throws {
        let size = 41
        var mask = try AlphaMask(width: size, height: size)
        // A symmetric cross of different arm lengths, and a single pixel at the centre.
        for i in 8..<33 { mask[i, 20] = 200 }
        for i in 14..<27 { mask[20, i] = 255 }
        GaussianBlur.blur(&mask, sigma: 3)  // d = 6: even
        Self.expectMirrorSymmetric(mask, tolerance: 1)

        var odd = try AlphaMask(width: size, height: size)
        for i in 8..<33 { odd[i, 20] = 200 }
        for i in 14..<27 { odd[20, i] = 255 }
        GaussianBlur.blur(&odd, sigma: 5)  // d = 9: odd, every box centred
        Self.expectMirrorSymmetric(odd, tolerance: 0)
    }

    /// Horizontal passes run first, so transposing the input transposes the output up to the
    /// rounding of the intermediate samples.
    @Test(arguments: [1.0, 4.0])
    func transposedInputGivesTransposedOutput(sigma: Double) throws {
        var rng = BlurTestRandom(seed: 3)
        let (w, h) = (23, 31)
        var mask = try AlphaMask(width: w, height: h)
        var transposed = try AlphaMask(width: h, height: w)
        for y in 0..<h {
            for x in 0..<w {
                let v = UInt8(truncatingIfNeeded: rng.next())
                mask[x, y] = v
                transposed[y, x] = v
            }
        }
        GaussianBlur.blur(&mask, sigma: sigma)
        GaussianBlur.blur(&transposed, sigma: sigma)
        for y in 0..<h { for x in 0..<w { #expect(abs(Int(mask[x, y]) - Int(transposed[y, x])) <= 1) } }
    }

    /// The response to a full-height line is the 1-D kernel, centred: its mean is the line's
    /// position and its variance the sum of the boxes' ((size² − 1)/12 each; the half-pixel offsets
    /// of even boxes cancel). That is ≈ 0.88·σ² for the W3C sizes, not σ²: checked against both.
    @Test(arguments: [3.0, 5.0, 8.0])
    func impulseVarianceMatchesTheBoxes(sigma: Double) throws {
        let (w, h, line) = (121, 3 * GaussianBlur.margin(forSigma: sigma), 60)
        var mask = try AlphaMask(width: w, height: h)
        for y in 0..<h { mask[line, y] = 255 }
        GaussianBlur.blur(&mask, sigma: sigma)
        let row = h / 2  // far enough from the ends that the vertical blur of the line is constant
        var (total, first, second) = (0.0, 0.0, 0.0)
        for x in 0..<w {
            let v = Double(mask[x, row]), d = Double(x - line)
            total += v; first += v * d; second += v * d * d
            // Exact for odd boxes; even ones pair up only up to intermediate rounding.
            #expect(abs(Int(mask[x, row]) - Int(mask[2 * line - x, row])) <= 1, "not symmetric at \(x)")
        }
        let mean = first / total, variance = second / total - mean * mean
        let sizes = GaussianBlur.boxSizes(sigma: sigma).map(Double.init)
        let boxesVariance = sizes.map { ($0 * $0 - 1) / 12 }.reduce(0, +)
        #expect(abs(mean) < 0.05)
        #expect(abs(variance / boxesVariance - 1) < 0.03, "variance \(variance), boxes \(boxesVariance)")
        // d rounds down (σ = 5: 9.9 → 9, variance 20 = 0.8·σ²), so allow a quarter.
        #expect(abs(variance / (sigma * sigma) - 1) < 0.25, "variance \(variance), σ² \(sigma * sigma)")
    }

    @Test(arguments: [0.0, -1.0, Double.nan, 0.5, -Double.infinity])
    func tinyOrInvalidSigmasChangeNothing(sigma: Double) throws {
        var rng = BlurTestRandom(seed: 1)
        let values = (0..<(19 * 7)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        var mask = try AlphaMask(width: 19, height: 7, values: values)
        GaussianBlur.blur(&mask, sigma: sigma)
        #expect(mask.values == values)
        let pixels = (0..<(19 * 7)).map { _ in Self.randomPremultiplied(&rng) }
        var pixmap = try Pixmap(width: 19, height: 7, pixels: pixels)
        GaussianBlur.blur(&pixmap, sigma: sigma)
        #expect(pixmap.pixels == pixels)
    }

    /// Cost is O(pixels) whatever σ is: the boxes are narrowed to 2·2000 + 1 = 4001. Three such
    /// boxes keep at most 3/4 · 2000/4001 of a 2000-wide line at its centre (the peak of three
    /// boxes of width d is 3/(4d)), so at most 255 · 0.375² ≈ 35.8 remains there.
    @Test func hugeSigmaRunsInBoundedTime() throws {
        var mask = try AlphaMask(width: 2000, height: 2000)
        mask.values.withUnsafeMutableBufferPointer { $0.update(repeating: 255) }
        GaussianBlur.blur(&mask, sigma: 5000)
        #expect(mask[1000, 1000] <= 36 && mask[1000, 1000] > 0)
        #expect(mask[0, 0] < mask[1000, 1000])
        #expect(mask[0, 0] == mask[1999, 1999] && mask[1999, 0] == mask[0, 1999])
    }

    /// An infinite σ narrows each axis's boxes to that axis: 2·300 + 1 and 2·70 + 1.
    @Test func infiniteSigmaRunsToo() throws {
        var pixmap = try Pixmap(width: 300, height: 70)
        pixmap.fill(Color(r: 255, g: 0, b: 0))
        GaussianBlur.blur(&pixmap, sigma: .infinity)
        let centre = pixmap[150, 35]
        #expect(centre.a <= 36 && centre.a > 0 && centre.r == centre.a && centre.g == 0)
    }

    /// Outside the image is zero, also between passes: the single pixel gets its share of the
    /// kernel's centre along each axis.
    @Test func singlePixelImagesBlurToTheirShare() throws {
        var small = try AlphaMask(width: 1, height: 1, values: [255])
        // d = 2: offsets {−1, 0} + {0, 1} + {−1, 0, 1} sum to 0 with probability 1/3 per axis: 255/9 ≈ 28.3
        GaussianBlur.blur(&small, sigma: 1)
        #expect(small.values == [28])
        var wide = try AlphaMask(width: 1, height: 1, values: [255])
        // d = 9 narrowed to 2·1 + 1 = 3: three of {−1, 0, 1} sum to 0 with probability 7/27: 255·49/729 ≈ 17.1
        GaussianBlur.blur(&wide, sigma: 5)
        #expect(wide.values == [17])
    }

    // MARK: RGBA

    @Test(arguments: [1.0, 3.0, 8.0])
    func rgbaBlurKeepsColourAtMostAlphaAndBlursAlphaLikeAMask(sigma: Double) throws {
        var rng = BlurTestRandom(seed: UInt64(sigma))
        let (w, h) = (45, 33)
        let pixels = (0..<(w * h)).map { _ in rng.next() % 4 == 0 ? 0 : Self.randomPremultiplied(&rng) }
        var pixmap = try Pixmap(width: w, height: h, pixels: pixels)
        var alpha = AlphaMask(alphaOf: pixmap)
        #expect(alpha.values == pixels.map { UInt8($0 >> 24) })
        GaussianBlur.blur(&pixmap, sigma: sigma)
        GaussianBlur.blur(&alpha, sigma: sigma)
        #expect(AlphaMask(alphaOf: pixmap) == alpha)
        for p in pixmap.pixels {
            let c = PremultipliedColor(packed: p)
            #expect(c.r <= c.a && c.g <= c.a && c.b <= c.a, "\(c)")
        }
        // Each colour channel is blurred like a mask too.
        for shift in [0, 8, 16] as [UInt32] {
            var channel = try AlphaMask(width: w, height: h, values: pixels.map { UInt8(truncatingIfNeeded: $0 >> shift) })
            GaussianBlur.blur(&channel, sigma: sigma)
            #expect(channel.values == pixmap.pixels.map { UInt8(truncatingIfNeeded: $0 >> shift) })
        }
    }

    @Test func opaqueColourStaysTheSameColourInside() throws {
        var pixmap = try Pixmap(width: 40, height: 40)
        pixmap.fill(Color(r: 50, g: 127, b: 150, a: 200))
        GaussianBlur.blur(&pixmap, sigma: 2)
        // The centre is further than the kernel's reach from every edge: unchanged.
        #expect(pixmap[20, 20] == Color(r: 50, g: 127, b: 150, a: 200).premultiplied)
    }

    // MARK: Mask basics

    @Test func maskSizesAreValidatedLikePixmaps() {
        #expect(throws: PixmapError.invalidSize(width: 0, height: 3)) { try AlphaMask(width: 0, height: 3) }
        #expect(throws: PixmapError.tooLarge(width: Pixmap.maxDimension + 1, height: 1)) {
            try AlphaMask(width: Pixmap.maxDimension + 1, height: 1)
        }
        #expect(throws: PixmapError.pixelCountMismatch(expected: 6, actual: 5)) {
            try AlphaMask(width: 2, height: 3, values: [1, 2, 3, 4, 5])
        }
    }

    @Test func maskSubscriptIsRowMajor() throws {
        var mask = try AlphaMask(width: 3, height: 2)
        mask[2, 1] = 9
        mask[0, 1] = 4
        #expect(mask.values == [0, 0, 0, 4, 0, 9])
        #expect(mask[2, 1] == 9)
    }

    // MARK: Helpers

    /// The 1-D three-box kernel for `sigma`, from the W3C description, indexed by offset + reach.
    static func threeBoxKernel(sigma: Double) -> (weights: [Double], reach: Int) {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        // Boxes as offset ranges [lo, hi] relative to the output pixel.
        let boxes: [ClosedRange<Int>] = d % 2 == 1
            ? Array(repeating: -(d / 2)...(d / 2), count: 3)
            : [-(d / 2)...(d / 2 - 1), -(d / 2 - 1)...(d / 2), -(d / 2)...(d / 2)]
        var kernel: [Int: Double] = [0: 1]
        for box in boxes {
            var next: [Int: Double] = [:]
            for (offset, weight) in kernel {
                for s in box { next[offset + s, default: 0] += weight / Double(box.count) }
            }
            kernel = next
        }
        let reach = kernel.keys.map(abs).max()!
        return ((-reach...reach).map { kernel[$0, default: 0] }, reach)
    }

    /// Zero-padded separable convolution (out[x] = Σ in[x − k]·kernel[k]) in Double.
    static func separableConvolution(_ input: [Double], width w: Int, height h: Int,
                                     kernel: (weights: [Double], reach: Int)) -> [Double] {
        let r = kernel.reach
        var horizontal = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                for k in -r...r where (0..<w).contains(x - k) {
                    horizontal[y * w + x] += input[y * w + x - k] * kernel.weights[k + r]
                }
            }
        }
        var out = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                for k in -r...r where (0..<h).contains(y - k) {
                    out[y * w + x] += horizontal[(y - k) * w + x] * kernel.weights[k + r]
                }
            }
        }
        return out
    }

    static func expectMirrorSymmetric(_ mask: AlphaMask, tolerance: Int) {
        let (w, h) = (mask.width, mask.height)
        for y in 0..<h {
            for x in 0..<w {
                let v = Int(mask[x, y])
                #expect(abs(v - Int(mask[w - 1 - x, y])) <= tolerance, "x mirror at \(x),\(y)")
                #expect(abs(v - Int(mask[x, h - 1 - y])) <= tolerance, "y mirror at \(x),\(y)")
            }
        }
    }

    static func randomPremultiplied(_ rng: inout BlurTestRandom) -> UInt32 {
        let a = UInt8(truncatingIfNeeded: rng.next())
        func channel() -> UInt8 { a == 0 ? 0 : UInt8(rng.next() % (UInt64(a) + 1)) }
        return PremultipliedColor(r: channel(), g: channel(), b: channel(), a: a).packed
    }
}

/// SplitMix64, so every run tests the same pixels.
struct BlurTestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49EB_00D3_3CE4
        return z ^ (z >> 31)
    }
}
