import Testing
@testable import CtlRaster

/// Darken, fade and desaturate on chosen pixels (expected values worked by hand), on colours,
/// and the premultiplied invariant on random pixels.
@Suite struct ColorAdjustmentTests {
    static func adjusted(_ pixel: PremultipliedColor, _ adjustment: ColorAdjustment) throws -> PremultipliedColor {
        var pixmap = try Pixmap(width: 1, height: 1, pixels: [pixel.packed])
        adjustment.apply(to: &pixmap)
        return pixmap[0, 0]
    }

    static func p(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> PremultipliedColor {
        PremultipliedColor(r: r, g: g, b: b, a: a)
    }

    @Test func darkenScalesColourAndKeepsAlpha() throws {
        // 200·0.75 = 150, 100·0.75 = 75, 50·0.75 = 37.5 → 38 (halves away from zero)
        #expect(try Self.adjusted(Self.p(200, 100, 50, 255), .darken(0.25)) == Self.p(150, 75, 38, 255))
        // 101·0.5 = 50.5 → 51, 50·0.5 = 25, 21·0.5 = 10.5 → 11; alpha 128 kept
        #expect(try Self.adjusted(Self.p(101, 50, 21, 128), .darken(0.5)) == Self.p(51, 25, 11, 128))
        #expect(try Self.adjusted(Self.p(90, 80, 70, 100), .darken(1)) == Self.p(0, 0, 0, 100))
        #expect(try Self.adjusted(Self.p(90, 80, 70, 100), .darken(0)) == Self.p(90, 80, 70, 100))
    }

    @Test func fadeScalesEveryChannel() throws {
        // 100·0.5 = 50, 51·0.5 = 25.5 → 26, 20·0.5 = 10, 200·0.5 = 100
        #expect(try Self.adjusted(Self.p(100, 51, 20, 200), .fade(0.5)) == Self.p(50, 26, 10, 100))
        // 255·0.35 = 89.25 → 89; 40·0.35 = 14
        #expect(try Self.adjusted(Self.p(255, 40, 0, 255), .fade(0.35)) == Self.p(89, 14, 0, 89))
        #expect(try Self.adjusted(Self.p(255, 40, 0, 255), .fade(0)) == Self.p(0, 0, 0, 0))
    }

    @Test func desaturateMixesTowardsRec709Luma() throws {
        // Luma of pure red 0.2126·255 = 54.213, green 0.7152·255 = 182.376, blue 0.0722·255 = 18.411.
        #expect(try Self.adjusted(Self.p(255, 0, 0, 255), .desaturate(1)) == Self.p(54, 54, 54, 255))
        #expect(try Self.adjusted(Self.p(0, 255, 0, 255), .desaturate(1)) == Self.p(182, 182, 182, 255))
        #expect(try Self.adjusted(Self.p(0, 0, 255, 255), .desaturate(1)) == Self.p(18, 18, 18, 255))
        // Half way: 255 + (54.213 − 255)/2 = 154.61 → 155; 54.213/2 = 27.11 → 27
        #expect(try Self.adjusted(Self.p(255, 0, 0, 255), .desaturate(0.5)) == Self.p(155, 27, 27, 255))
        // Premultiplied red at alpha 128: luma 0.2126·128 = 27.21 → 27
        #expect(try Self.adjusted(Self.p(128, 0, 0, 128), .desaturate(1)) == Self.p(27, 27, 27, 128))
        // Greys have nothing to lose.
        #expect(try Self.adjusted(Self.p(77, 77, 77, 90), .desaturate(1)) == Self.p(77, 77, 77, 90))
    }

    @Test func amountsAreClampedAndNaNIsZero() throws {
        let pixel = Self.p(90, 60, 30, 120)
        #expect(try Self.adjusted(pixel, .darken(2)) == Self.p(0, 0, 0, 120))
        #expect(try Self.adjusted(pixel, .darken(-1)) == pixel)
        #expect(try Self.adjusted(pixel, .darken(.nan)) == pixel)
        #expect(try Self.adjusted(pixel, .fade(3)) == pixel)
        #expect(try Self.adjusted(pixel, .fade(.nan)) == Self.p(0, 0, 0, 0))
        #expect(try Self.adjusted(pixel, .desaturate(.nan)) == pixel)
        #expect(try Self.adjusted(pixel, .desaturate(-.infinity)) == pixel)
        #expect(try Self.adjusted(Self.p(255, 0, 0, 255), .desaturate(9)) == Self.p(54, 54, 54, 255))
    }

    @Test func colorsAdjustOnStraightValues() {
        let c = Color(r: 200, g: 100, b: 51, a: 128)
        // 200·0.8 = 160, 100·0.8 = 80, 51·0.8 = 40.8 → 41
        #expect(ColorAdjustment.darken(0.2).apply(to: c) == Color(r: 160, g: 80, b: 41, a: 128))
        // only alpha: 128·0.5 = 64
        #expect(ColorAdjustment.fade(0.5).apply(to: c) == Color(r: 200, g: 100, b: 51, a: 64))
        // luma 42.52 + 71.52 + 3.6822 = 117.7222 → 118
        #expect(ColorAdjustment.desaturate(1).apply(to: c) == Color(r: 118, g: 118, b: 118, a: 128))
    }

    /// On random pixels: colour stays ≤ alpha, and adjusting a colour then premultiplying agrees
    /// with adjusting the premultiplied pixel up to the one extra rounding (1 level).
    @Test(arguments: [ColorAdjustment.darken(0.3), .fade(0.45), .desaturate(0.7), .desaturate(1)])
    func randomPixelsStayPremultipliedAndMatchColours(adjustment: ColorAdjustment) throws {
        var state: UInt64 = 0x1234_5678
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let colors = (0..<2000).map { _ in Color(r: next(), g: next(), b: next(), a: next()) }
        var pixmap = try Pixmap(width: 40, height: 50, pixels: colors.map(\.premultiplied.packed))
        adjustment.apply(to: &pixmap)
        for (i, color) in colors.enumerated() {
            let got = PremultipliedColor(packed: pixmap.pixels[i])
            #expect(got.r <= got.a && got.g <= got.a && got.b <= got.a)
            let viaColor = adjustment.apply(to: color).premultiplied
            for (x, y) in [(got.r, viaColor.r), (got.g, viaColor.g), (got.b, viaColor.b), (got.a, viaColor.a)] {
                #expect(abs(Int(x) - Int(y)) <= 1, "\(adjustment) of \(color): \(got) vs \(viaColor)")
            }
        }
    }
}
