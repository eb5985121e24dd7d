import Testing
@testable import CtlRaster

/// Template images: only the alpha of the image is kept, filled with a colour or a paint.
@Suite struct TintTests {
    /// round(x · y / 255) in floating point, independent of the engine's integer formula.
    static func scaled(_ x: UInt8, _ y: UInt8) -> UInt8 {
        UInt8((Double(x) * Double(y) / 255).rounded())
    }

    /// A 6×1 image with every kind of alpha and colour channels that must be ignored.
    static func mask() throws -> Pixmap {
        try Pixmap(width: 6, height: 1, pixels: [
            PremultipliedColor(r: 0, g: 0, b: 0, a: 0),
            PremultipliedColor(r: 1, g: 0, b: 1, a: 1),
            PremultipliedColor(r: 90, g: 10, b: 128, a: 128),
            PremultipliedColor(r: 200, g: 0, b: 7, a: 200),
            PremultipliedColor(r: 0, g: 0, b: 0, a: 255),
            PremultipliedColor(r: 255, g: 255, b: 255, a: 255),
        ].map(\.packed))
    }

    @Test func colourTemplateScalesThePremultipliedColourByAlpha() throws {
        let color = Color(r: 50, g: 127, b: 150, a: 200)
        let out = Tint.template(try Self.mask(), color: color)
        // The premultiplied colour, worked out by hand: 50·200/255 = 39.2, 127·200/255 = 99.6,
        // 150·200/255 = 117.6.
        let p = (r: UInt8(39), g: UInt8(100), b: UInt8(118), a: UInt8(200))
        for (i, alpha) in [0, 1, 128, 200, 255, 255].map(UInt8.init).enumerated() {
            let expected = PremultipliedColor(r: Self.scaled(p.r, alpha), g: Self.scaled(p.g, alpha),
                                              b: Self.scaled(p.b, alpha), a: Self.scaled(p.a, alpha))
            #expect(out[i, 0] == expected, "pixel \(i) (alpha \(alpha))")
        }
        // Opaque pixels of any colour become the colour itself.
        #expect(out[4, 0] == color.premultiplied && out[5, 0] == color.premultiplied)
        #expect(out[0, 0] == PremultipliedColor(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func opaqueColourTemplateKeepsTheAlpha() throws {
        let out = Tint.template(try Self.mask(), color: Color(r: 255, g: 0, b: 0))
        for (i, alpha) in [0, 1, 128, 200, 255, 255].map(UInt8.init).enumerated() {
            #expect(out[i, 0] == PremultipliedColor(r: alpha, g: 0, b: 0, a: alpha))
        }
    }

    /// A hard-stop gradient (red on the left half, translucent blue on the right) through the alpha.
    @Test func gradientTemplate() throws {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255, a: 128)
        let gradient = LinearGradient(start: Point(0, 0), end: Point(4, 0), stops: [
            GradientStop(offset: 0, color: red), GradientStop(offset: 0.5, color: red),
            GradientStop(offset: 0.5, color: blue), GradientStop(offset: 1, color: blue),
        ])
        let alphas: [UInt8] = [255, 100, 255, 60]
        let image = try Pixmap(width: 4, height: 2, pixels: (alphas + alphas).map {
            PremultipliedColor(r: $0 / 3, g: $0, b: 0, a: $0).packed
        })
        let out = try Tint.template(image, paint: .linearGradient(gradient))
        for y in 0..<2 {
            for x in 0..<4 {
                let fill = x < 2 ? PremultipliedColor(r: 255, g: 0, b: 0, a: 255) : PremultipliedColor(r: 0, g: 0, b: 128, a: 128)
                let a = alphas[x]
                let expected = PremultipliedColor(r: Self.scaled(fill.r, a), g: 0, b: Self.scaled(fill.b, a),
                                                  a: Self.scaled(fill.a, a))
                #expect(out[x, y] == expected, "(\(x),\(y))")
            }
        }
    }

    /// With scale 2 the paint's coordinates are points: the same gradient covers 8 pixels.
    @Test func gradientTemplateInPoints() throws {
        let gradient = LinearGradient(start: Point(0, 0), end: Point(4, 0), stops: [
            GradientStop(offset: 0.5, color: .white), GradientStop(offset: 0.5, color: .black),
        ])
        let image = try Pixmap(width: 8, height: 1, pixels: [UInt32](repeating: PremultipliedColor(r: 0, g: 0, b: 0, a: 255).packed, count: 8))
        let out = try Tint.template(image, paint: .linearGradient(gradient), scale: 2)
        #expect((0..<8).map { out[$0, 0].r } == [255, 255, 255, 255, 0, 0, 0, 0])
        #expect((0..<8).allSatisfy { out[$0, 0].a == 255 })
    }

    @Test func solidPaintMatchesTheColourTemplate() throws {
        let color = Color(r: 50, g: 127, b: 150, a: 200)
        #expect(try Tint.template(try Self.mask(), paint: .solid(color)) == Tint.template(try Self.mask(), color: color))
    }

    @Test(arguments: [0, -1, Double.nan])
    func badScaleThrows(scale: Double) throws {
        #expect(throws: TintError.self) { try Tint.template(try Self.mask(), paint: .solid(.white), scale: scale) }
    }
}
