import Testing
import CtlRaster
@testable import CtlSVG

/// Each filter primitive on small pixmaps, against values worked out by hand from the formulas
/// of Filter Effects (the arithmetic is in the comments beside each expectation).
@Suite struct FilterPrimitiveTests {
    static func pixmap(_ w: Int, _ h: Int, _ pixels: [UInt32]) -> Pixmap {
        try! Pixmap(width: w, height: h, pixels: pixels)
    }

    static func px(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        RGBA(r: r, g: g, b: b, a: a).packed
    }

    // MARK: Compositing

    @Test func offsetMovesByWholePixelsTruncatingFractions() {
        var image = Self.pixmap(3, 3, Array(repeating: 0, count: 9))
        image.pixels[0] = Self.px(255, 0, 0, 255)
        var out = try! Pixmap(width: 3, height: 3)
        // dx 1.7 → 1, dy 2 → 2: the pixel at (0, 0) lands at (1, 2).
        FilterCompositing.draw(image, onto: &out, dx: 1.7, dy: 2)
        #expect(out.pixels[2 * 3 + 1] == Self.px(255, 0, 0, 255))
        #expect(out.pixels.filter { $0 != 0 }.count == 1)
    }

    @Test func porterDuffOperators() {
        // top: opaque red; bottom: half-transparent blue (premultiplied 0, 0, 128, 128).
        let top = Self.pixmap(1, 1, [Self.px(255, 0, 0, 255)])
        let bottom = Self.pixmap(1, 1, [Self.px(0, 0, 128, 128)])
        #expect(FilterCompositing.composite(top, bottom, .over).pixels[0] == Self.px(255, 0, 0, 255))
        // in: top × αb = 255·128/255 = 128.
        #expect(FilterCompositing.composite(top, bottom, .in).pixels[0] == Self.px(128, 0, 0, 128))
        // out: top × (1 − αb) = 127.
        #expect(FilterCompositing.composite(top, bottom, .out).pixels[0] == Self.px(127, 0, 0, 127))
        // atop: top·αb + bottom·(1 − αt) = (128, 0, 0, 128).
        #expect(FilterCompositing.composite(top, bottom, .atop).pixels[0] == Self.px(128, 0, 0, 128))
        // xor: top·(1 − αb) + bottom·(1 − αt) = (127, 0, 0, 127).
        #expect(FilterCompositing.composite(top, bottom, .xor).pixels[0] == Self.px(127, 0, 0, 127))
    }

    @Test func arithmeticClampsAlphaThenColour() {
        let top = Self.pixmap(1, 1, [Self.px(200, 100, 0, 200)])
        let bottom = Self.pixmap(1, 1, [Self.px(100, 100, 100, 100)])
        // k2 = k3 = 1: the sum; alpha 300/255 → 1, red 300/255 → 1, green 200, blue 100.
        let sum = FilterCompositing.composite(top, bottom, .arithmetic(k1: 0, k2: 1, k3: 1, k4: 0))
        #expect(sum.pixels[0] == Self.px(255, 200, 100, 255))
        // k4 = −1 makes every channel negative: transparent.
        let none = FilterCompositing.composite(top, bottom, .arithmetic(k1: 1, k2: 0, k3: 0, k4: -1))
        #expect(none.pixels[0] == 0)
        // k1 = 1: the product; alpha 200·100/255 = 78.4 → 78, red 200·100/255 → 78, green 39.2 → 39.
        let product = FilterCompositing.composite(top, bottom, .arithmetic(k1: 1, k2: 0, k3: 0, k4: 0))
        #expect(product.pixels[0] == Self.px(78, 39, 0, 78))
        // k4 = 0.5 alone: alpha ½ and colour ½, capped at alpha: 128 everywhere.
        let grey = FilterCompositing.composite(top, bottom, .arithmetic(k1: 0, k2: 0, k3: 0, k4: 0.5))
        #expect(grey.pixels[0] == Self.px(128, 128, 128, 128))
    }

    @Test func blendMultiply() {
        var bottom = Self.pixmap(1, 1, [Self.px(255, 128, 0, 255)])
        let top = Self.pixmap(1, 1, [Self.px(128, 128, 128, 255)])
        FilterCompositing.draw(top, onto: &bottom, mode: .multiply)
        // 255·128/255 = 128, 128·128/255 = 64.25 → 64, 0.
        #expect(bottom.pixels[0] == Self.px(128, 64, 0, 255))
    }

    @Test func tileRepeatsTheAreaFromItsCorner() {
        // A 4×1 image whose area is pixels 1…2 (values 1, 2): tiled, pixel 0 is 2, 3 is 1.
        let image = FilterImage(pixmap: Self.pixmap(4, 1, [9, 1, 2, 9]), colorSpace: .sRGB,
                                area: PixelRect(x: 1, y: 0, width: 2, height: 1))
        #expect(FilterCompositing.tile(image).pixels == [2, 1, 2, 1])
    }

    // MARK: Colour

    @Test func colorMatrixSaturateZeroIsLuminance() {
        var image = Self.pixmap(1, 1, [Self.px(255, 0, 0, 255)])
        FilterColor.apply(.saturate(0), to: &image)
        // Every row is 0.213·R: 0.213·255 = 54.3 → 54.
        #expect(image.pixels[0] == Self.px(54, 54, 54, 255))
    }

    @Test func colorMatrixLuminanceToAlpha() {
        var image = Self.pixmap(1, 1, [Self.px(0, 255, 0, 255)])
        FilterColor.apply(.luminanceToAlpha, to: &image)
        // A = 0.7154 → 182.4 → 182; colour 0.
        #expect(image.pixels[0] == Self.px(0, 0, 0, 182))
    }

    @Test func colorMatrixHueRotateZeroAndMatrixWorkOnUnpremultipliedValues() {
        var image = Self.pixmap(1, 1, [Self.px(50, 100, 25, 128)])
        let before = image
        FilterColor.apply(.hueRotate(0), to: &image)
        #expect(image == before)
        // A matrix that sets alpha to 1: the un-premultiplied colour (100, 199, 50) comes out opaque.
        var opaque = before
        FilterColor.apply(.matrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1]), to: &opaque)
        // 50/(128/255) + 0.5 = 100.1 → 100; 100·255/128 = 199.2 → 199; 25 → 49.8 → 50.
        #expect(opaque.pixels[0] == Self.px(100, 199, 50, 255))
        // A wrong number of values is the identity.
        var wrong = before
        FilterColor.apply(.matrix([1, 2, 3]), to: &wrong)
        #expect(wrong == before)
    }

    @Test func transferFunctions() {
        #expect(FilterColor.evaluate(.linear(slope: 0.5, intercept: 0.25), 0.5) == 0.5)
        // table [0, 1, 0]: at 0.25, k = 0, v0 + (0.25 − 0)·2·(1 − 0) = 0.5; at 1, the last value.
        #expect(FilterColor.evaluate(.table([0, 1, 0]), 0.25) == 0.5)
        #expect(FilterColor.evaluate(.table([0, 1, 0]), 1) == 0)
        // discrete [0.2, 0.8]: below ½ the first, from ½ the second.
        #expect(FilterColor.evaluate(.discrete([0.2, 0.8]), 0.49) == 0.2)
        #expect(FilterColor.evaluate(.discrete([0.2, 0.8]), 0.5) == 0.8)
        #expect(FilterColor.evaluate(.gamma(amplitude: 2, exponent: 2, offset: 0.1), 0.5) == 0.6)
        // An empty table is the identity.
        #expect(FilterColor.evaluate(.table([]), 0.3) == 0.3)

        var image = Self.pixmap(1, 1, [Self.px(0, 0, 0, 255)])
        FilterColor.transfer(&image, functions: [.linear(slope: 0, intercept: 1), .identity, .identity,
                                                 .linear(slope: 0, intercept: 0.5)])
        // Red set to 1, alpha to ½ (127.5 → 128), premultiplied: red 128.
        #expect(image.pixels[0] == Self.px(128, 0, 0, 128))
    }

    @Test func colorSpaceTablesMatchTheTransferFunction() {
        // sRGB 128 is 0.2158 linear → 55.0; linear 55 is sRGB 0.5008 → 127.7 → 128.
        #expect(ColorSpaceConversion.toLinear[128] == 55)
        #expect(ColorSpaceConversion.toSRGB[55] == 128)
        #expect(ColorSpaceConversion.toLinear[0] == 0 && ColorSpaceConversion.toLinear[255] == 255)
        #expect(zip(ColorSpaceConversion.toSRGB, ColorSpaceConversion.toSRGB.dropFirst()).allSatisfy { $0 <= $1 })
        // Black, white and alpha survive a round trip.
        var pixels: [UInt32] = [Self.px(0, 0, 0, 200), Self.px(255, 255, 255, 255)]
        ColorSpaceConversion.convert(&pixels, to: .linearRGB)
        ColorSpaceConversion.convert(&pixels, to: .sRGB)
        #expect(pixels == [Self.px(0, 0, 0, 200), Self.px(255, 255, 255, 255)])
    }

    // MARK: Blur

    @Test func boxSizesMatchTheVariance() throws {
        // σ = 3: √(12·9/5 + 1) = 4.75 → w = 3 (odd), m = round((108 − 45 − 60 − 15)/(−16)) = 1:
        // one box of 3 and four of 5, variance (8 + 4·24)/12 = 8.67 ≈ 9.
        let boxes = try #require(FilterBlur.boxes(sigma: 3, length: 100))
        #expect(boxes.map(\.left) == [1, 2, 2, 2, 2] && boxes.map(\.right) == [1, 2, 2, 2, 2])
        // σ = 2: w = 3, m = round(4.5) = 5: five boxes of 3.
        #expect(try #require(FilterBlur.boxes(sigma: 2, length: 100)).allSatisfy { $0 == (1, 1) })
        // A huge σ is narrowed to 2·length + 1.
        let huge = try #require(FilterBlur.boxes(sigma: 1e12, length: 10))
        #expect(huge.allSatisfy { $0.left + $0.right + 1 <= 21 })
    }

    @Test func blurKeepsTheMassAndSymmetry() {
        // A white pixel in the middle of 21×21: the blur spreads it symmetrically, keeping the sum.
        var image = try! Pixmap(width: 21, height: 21)
        image.pixels[10 * 21 + 10] = Self.px(255, 255, 255, 255)
        for sigma in [0.7, 1.5, 3.0] {
            var blurred = image
            FilterBlur.blur(&blurred, sigmaX: sigma, sigmaY: sigma)
            let alpha = blurred.pixels.map { Int($0 >> 24) }
            let sum = alpha.reduce(0, +)
            if sigma >= FilterBlur.boxThreshold {
                // Rounding each pixel moves the sum by at most ½ each; in practice a few.
                #expect(abs(sum - 255) <= 20, "σ \(sigma)")
            } else {
                // The recursive filter truncates: less than one step lost per lit pixel, none gained.
                let lit = alpha.filter { $0 > 0 }.count
                #expect(sum <= 255 && sum >= 255 - 2 * lit - 10, "σ \(sigma)")
            }
            #expect(alpha[10 * 21 + 9] == alpha[10 * 21 + 11] && alpha[9 * 21 + 10] == alpha[11 * 21 + 10])
            #expect(alpha[10 * 21 + 10] < 255 && alpha[10 * 21 + 10] == alpha.max())
        }
        // σ along x only: the row spreads, the column does not.
        var horizontal = image
        FilterBlur.blur(&horizontal, sigmaX: 3, sigmaY: 0)
        #expect(horizontal.pixels[10 * 21 + 12] != 0 && horizontal.pixels[12 * 21 + 10] == 0)
    }

    @Test func recursiveBlurLeavesAnOpaqueInteriorAtMostOneStepDown() {
        // 15×15 opaque inside 31×31: σ = 1.5 keeps the middle opaque but for the truncation.
        var image = try! Pixmap(width: 31, height: 31)
        for y in 8..<23 { for x in 8..<23 { image.pixels[y * 31 + x] = Self.px(46, 139, 87, 255) } }
        FilterBlur.blur(&image, sigmaX: 1.5, sigmaY: 1.5)
        let middle = RGBA(image.pixels[15 * 31 + 15])
        #expect(middle.a >= 254 && middle.r >= 45 && middle.g >= 138 && middle.b >= 86)
        // The edge falls off: 3½ pixels (over 2σ) outside the block nearly transparent, inside nearly opaque.
        #expect(RGBA(image.pixels[15 * 31 + 4]).a < 10 && RGBA(image.pixels[15 * 31 + 12]).a > 240)
    }

    @Test func blurIgnoresHostileSigmas() {
        var image = try! Pixmap(width: 8, height: 8)
        image.pixels[27] = Self.px(255, 255, 255, 255)
        let before = image
        for sigma in [0, -5, Double.nan, -Double.infinity] {
            var copy = before
            FilterBlur.blur(&copy, sigmaX: sigma, sigmaY: sigma)
            #expect(copy == before)
        }
        // Infinite or huge: no trap, no absurd allocation, the pixel spread to nearly nothing.
        for sigma in [1e300, Double.infinity] {
            var copy = before
            FilterBlur.blur(&copy, sigmaX: sigma, sigmaY: sigma)
            #expect(copy.pixels.allSatisfy { $0 >> 24 <= 2 })
        }
    }

    // MARK: Morphology

    @Test func dilateAndErodeUseAWindowOfTwiceTheRadius() {
        var image = try! Pixmap(width: 4, height: 4)
        image.pixels[1 * 4 + 1] = Self.px(10, 20, 30, 40)
        var dilated = image
        FilterMorphology.apply(&dilated, operator: .dilate, radiusX: 1, radiusY: 1)
        // Window −1…0: the pixel reaches (1…2, 1…2).
        let lit = dilated.pixels.indices.filter { dilated.pixels[$0] != 0 }
        #expect(lit == [5, 6, 9, 10])
        #expect(dilated.pixels[10] == Self.px(10, 20, 30, 40))
        var eroded = image
        FilterMorphology.apply(&eroded, operator: .erode, radiusX: 1, radiusY: 1)
        #expect(eroded.pixels.allSatisfy { $0 == 0 })
        // An opaque image stays opaque under erosion: outside pixels are left out, not zero.
        var full = Self.pixmap(3, 3, Array(repeating: Self.px(255, 255, 255, 255), count: 9))
        FilterMorphology.apply(&full, operator: .erode, radiusX: 1e9, radiusY: 2)
        #expect(full.pixels.allSatisfy { $0 == Self.px(255, 255, 255, 255) })
        // A zero or NaN radius: transparent.
        var zero = image
        FilterMorphology.apply(&zero, operator: .dilate, radiusX: 0, radiusY: 3)
        #expect(zero.pixels.allSatisfy { $0 == 0 })
        var nan = image
        FilterMorphology.apply(&nan, operator: .dilate, radiusX: .nan, radiusY: 3)
        #expect(nan.pixels.allSatisfy { $0 == 0 })
    }

    @Test func extremumMatchesANaiveWindow() {
        let input: [UInt8] = [5, 3, 9, 1, 7, 7, 2, 8, 6, 4, 0, 11]
        for (before, after) in [(0, 0), (1, 0), (2, 1), (3, 3), (12, 11), (40, 40)] {
            var out = [UInt8](repeating: 0, count: input.count)
            FilterMorphology.extremum(input, into: &out, count: input.count, before: before, after: after,
                                      minimum: true)
            let naive = input.indices.map { i in
                input[max(0, i - before)...min(input.count - 1, i + after)].min()!
            }
            #expect(out == naive, "window −\(before)…\(after)")
        }
    }

    // MARK: The rest

    @Test func convolveIdentityKernelAndHostileOrders() {
        let image = Self.pixmap(3, 1, [Self.px(10, 20, 30, 40), Self.px(50, 60, 70, 80), 0])
        var same = image
        FilterConvolve.apply(ConvolveMatrix(orderX: 3, orderY: 1, kernel: [0, 1, 0], divisor: 1, bias: 0,
                                            targetX: 1, targetY: 0, edgeMode: .none, preserveAlpha: false), to: &same)
        #expect(same == image)
        // kernel [1, 0, 0] flipped is [0, 0, 1]: each pixel takes its right neighbour.
        var shifted = image
        FilterConvolve.apply(ConvolveMatrix(orderX: 3, orderY: 1, kernel: [1, 0, 0], divisor: 1, bias: 0,
                                            targetX: 1, targetY: 0, edgeMode: .none, preserveAlpha: false),
                             to: &shifted)
        #expect(shifted.pixels == [image.pixels[1], 0, 0])
        // A kernel whose cost is absurd is refused: transparent, immediately.
        var giant = image
        FilterConvolve.apply(ConvolveMatrix(orderX: 1 << 20, orderY: 1 << 20, kernel: [], divisor: 1, bias: 0,
                                            targetX: 0, targetY: 0, edgeMode: .wrap, preserveAlpha: false), to: &giant)
        #expect(giant.pixels.allSatisfy { $0 == 0 })
    }

    @Test func displacementWithZeroScaleOrNeutralMapIsTheIdentity() {
        let image = Self.pixmap(2, 1, [Self.px(1, 2, 3, 4), Self.px(5, 6, 7, 8)])
        let map = Self.pixmap(2, 1, [Self.px(255, 0, 0, 255), Self.px(255, 0, 0, 255)])
        #expect(FilterDisplacement.apply(image, map: map, scaleX: 0, scaleY: 0, xChannel: .r, yChannel: .a) == image)
        // Red 1 with scale 2: x + 2·(1 − ½) = x + 1; pixel 0 takes pixel 1, pixel 1 falls outside.
        let moved = FilterDisplacement.apply(image, map: map, scaleX: 2, scaleY: 0, xChannel: .r, yChannel: .r)
        #expect(moved.pixels == [image.pixels[1], 0])
    }

    @Test func turbulenceIsDeterministicAndSeeded() {
        let t = Turbulence(baseFrequencyX: 0.05, baseFrequencyY: 0.05, numOctaves: 2, seed: 3, stitchTiles: false,
                           fractalNoise: true)
        var a = try! Pixmap(width: 16, height: 16), b = a, c = a
        let region = PixelRect(x: 0, y: 0, width: 16, height: 16)
        FilterTurbulence.render(t, into: &a, region: region, transform: .identity, scaleX: 1, scaleY: 1)
        FilterTurbulence.render(t, into: &b, region: region, transform: .identity, scaleX: 1, scaleY: 1)
        var other = t
        other.seed = 4
        FilterTurbulence.render(other, into: &c, region: region, transform: .identity, scaleX: 1, scaleY: 1)
        #expect(a == b && a != c)
        // Fractal noise sits around ½: every alpha strictly inside 0…255 for these settings.
        #expect(a.pixels.allSatisfy { $0 >> 24 > 0 })
        // Park–Miller: the first value from seed 1 is 16 807.
        #expect(FilterTurbulence.random(1) == 16807)
        #expect(FilterTurbulence.setupSeed(0) == 1 && FilterTurbulence.setupSeed(-5) == 6)
        // Hostile frequencies and octaves: no trap.
        var d = a
        let wild = Turbulence(baseFrequencyX: 1e300, baseFrequencyY: 1e-300, numOctaves: 1 << 40, seed: .nan,
                              stitchTiles: true, fractalNoise: false)
        FilterTurbulence.render(wild, into: &d, region: region, transform: .identity, scaleX: 1, scaleY: 1)
    }

    @Test func diffuseLightOverheadOnAFlatSurfaceIsTheLightColour() {
        let image = Self.pixmap(3, 3, Array(repeating: Self.px(0, 0, 0, 255), count: 9))
        let lighting = Lighting(surfaceScale: 5, color: Color(r: 200, g: 100, b: 0),
                                light: .distant(azimuth: 0, elevation: 90))
        let out = FilterLighting.render(image, lighting: lighting, light: lighting.light, colorSpace: .sRGB,
                                        model: .diffuse(1))
        // N = (0, 0, 1), L = (0, 0, 1): N·L = 1, so kd·colour, opaque.
        #expect(out.pixels.allSatisfy { $0 == Self.px(200, 100, 0, 255) })
        // A slope: alpha rising to the right tilts the normal left (negative x).
        let n = FilterLighting.surfaceNormal(1, 1, 3, 3, { x, _ in Double(x) / 2 }, 1)
        #expect(n.x < 0 && n.y == 0)
    }
}
