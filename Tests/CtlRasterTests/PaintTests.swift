import Foundation
import Testing
@testable import CtlRaster

/// Solid and gradient paints drawn over whole canvases, checked pixel by pixel against
/// the gradient formulas computed here, and the packed-pixel arithmetic against integers.
///
/// How close a gradient pixel must be: the engine looks colours up in a table of 256
/// entries for t = 0, 1/255, …, 1, taking the nearest entry, and each entry is rounded to
/// 8 bits. So a pixel may differ from the exact colour at its own t by the change of that
/// colour over half a table step, plus 0.5 for the rounding. `GradientReference.tolerance` works
/// out that bound at each pixel; for stops at 0 and 1 with opaque colours it is at most
/// 1.0 (one level per table step), so those gradients are held to ±1.
@Suite struct PaintTests {
    static let red = Color(r: 255, g: 0, b: 0)
    static let green = Color(r: 0, g: 255, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)
    /// tiny-skia's test colour: semi-transparent, so premultiplication mistakes show.
    static let teal = Color(r: 50, g: 127, b: 150, a: 200)

    // MARK: Linear gradients

    @Test func linearPadAlongADiagonal() throws {
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0.5, color: Color(r: 0, g: 255, b: 0, a: 128)),
                     GradientStop(offset: 1, color: Self.blue)]
        let (s, e) = (Point(2, 1), Point(13, 9))
        let canvas = try Self.render(.linearGradient(LinearGradient(start: s, end: e, stops: stops)), width: 16, height: 12)
        let bad = GradientReference.check(canvas, stops: stops, spread: .pad) { p in GradientReference.linearT(p, s, e) }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
        // Beyond both ends the end colours continue exactly.
        #expect(canvas.pixmap[0, 0] == Self.red.premultiplied)
        #expect(canvas.pixmap[15, 11] == Self.blue.premultiplied)
    }

    @Test func linearOpaqueIsWithinOneLevel() throws {
        let stops = [GradientStop(offset: 0, color: Color(r: 0, g: 255, b: 30)), GradientStop(offset: 1, color: Color(r: 255, g: 0, b: 200))]
        let (s, e) = (Point(0, 0), Point(32, 5))
        let canvas = try Self.render(.linearGradient(LinearGradient(start: s, end: e, stops: stops)), width: 32, height: 4)
        let bad = GradientReference.check(canvas, stops: stops, spread: .pad, fixedTolerance: 1.0) { p in GradientReference.linearT(p, s, e) }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
    }

    @Test(arguments: SpreadMode.allCases)
    func linearSpreads(spread: SpreadMode) throws {
        let stops = [GradientStop(offset: 0.2, color: Self.red), GradientStop(offset: 0.6, color: Color(r: 20, g: 240, b: 90, a: 60)),
                     GradientStop(offset: 0.9, color: Self.blue)]
        // Along x: t from −0.5 to 4.3, never within 0.1 of a whole number at a pixel centre.
        for (s, e, w, h) in [(Point(3, 0), Point(8, 0), 24, 2), (Point(0, 0), Point(3, 2), 16, 16),
                             (Point(12, 4), Point(9.3, 1.7), 16, 16)] {
            let g = LinearGradient(start: s, end: e, stops: stops, spread: spread)
            let canvas = try Self.render(.linearGradient(g), width: w, height: h)
            let bad = GradientReference.check(canvas, stops: stops, spread: spread) { p in GradientReference.linearT(p, s, e) }
            #expect(bad.isEmpty, "\(s)→\(e): \(bad.count) pixels, first: \(bad.prefix(4))")
        }
    }

    /// t in the hundreds at the first pixel of each row: past the 16.16 fixed-point row
    /// loop's range, so the floating-point path draws it.
    @Test(arguments: SpreadMode.allCases)
    func linearSpreadsFarFromTheGradient(spread: SpreadMode) throws {
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 1, color: Color(r: 0, g: 90, b: 255, a: 180))]
        let (s, e) = (Point(-5000, 0), Point(-4999.97, 0.004))
        let canvas = try Self.render(.linearGradient(LinearGradient(start: s, end: e, stops: stops, spread: spread)),
                                     width: 16, height: 4)
        let bad = GradientReference.check(canvas, stops: stops, spread: spread) { p in GradientReference.linearT(p, s, e) }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
        if spread == .pad {
            #expect(canvas.pixmap.pixels.allSatisfy { $0 == stops[1].color.premultiplied.packed })
        }
    }

    @Test func coincidentStopsMakeAHardEdge() throws {
        for stops in [
            [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0.5, color: Self.red),
             GradientStop(offset: 0.5, color: Self.blue), GradientStop(offset: 1, color: Self.blue)],
            [GradientStop(offset: 0.5, color: Self.red), GradientStop(offset: 0.5, color: Self.blue)],
        ] {
            let g = LinearGradient(start: Point(0, 0), end: Point(16, 0), stops: stops)
            let canvas = try Self.render(.linearGradient(g), width: 16, height: 2)
            for y in 0..<2 {
                for x in 0..<16 {
                    // Pixel 7's centre is at t = 0.469, pixel 8's at t = 0.531.
                    #expect(canvas.pixmap[x, y] == (x < 8 ? Self.red : Self.blue).premultiplied, "(\(x), \(y))")
                }
            }
        }
        // Each side of the edge keeps interpolating its own pair of stops.
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0.5, color: Self.green),
                     GradientStop(offset: 0.5, color: Self.teal), GradientStop(offset: 1, color: Self.blue)]
        let canvas = try Self.render(.linearGradient(LinearGradient(start: Point(0, 0), end: Point(32, 0), stops: stops)),
                                     width: 32, height: 1)
        let bad = GradientReference.check(canvas, stops: stops, spread: .pad) { p in GradientReference.linearT(p, Point(0, 0), Point(32, 0)) }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
    }

    /// Stops that coincide at 0 or at 1: the pad region before the gradient takes the first
    /// of those at 0 and the region after it the last of those at 1 (CSS, Skia, Cairo, resvg),
    /// while the gradient between runs from the last stop at 0 to the first at 1. Each
    /// geometry that reaches t < 0 (linear, sweep, a focal circle), with and without dithering.
    @Test(arguments: [false, true])
    func padTakesTheOuterOfStopsCoincidingAtTheEnds(dither: Bool) throws {
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0, color: Self.blue),
                     GradientStop(offset: 1, color: Self.green), GradientStop(offset: 1, color: Self.teal)]
        let inner = [(offset: 0.0, color: Self.blue), (offset: 1.0, color: Self.green)]
        let c = Point(16, 16)
        let cases: [(String, Paint, (Point) -> Double)] = [
            ("linear", .linearGradient(LinearGradient(start: Point(8, 0), end: Point(24, 0), stops: stops, dither: dither)),
             { p in (p.x - 8) / 16 }),
            // Clockwise from +x (y down) through +y to −x; above the centre, the left quarter
            // is after the end (t > 1) and the right quarter before the start (t < 0).
            ("sweep", .sweepGradient(SweepGradient(center: c, startAngle: 0, endAngle: 180, stops: stops, dither: dither)),
             { p in
                 var a = atan2(p.y - c.y, p.x - c.x) * 180 / .pi
                 if a < -90 { a += 360 }
                 return a / 180
             }),
            // Inside the focal circle (radius 6) the circles of the family have t < 0.
            ("focal circle", .radialGradient(RadialGradient(center: c, radius: 12, focalRadius: 6, stops: stops, dither: dither)),
             { p in ((p - c).length - 6) / 6 }),
        ]
        for (name, paint, tAt) in cases {
            let canvas = try Self.render(paint, width: 32, height: 32)
            var wrong: [String] = []
            for y in 0..<32 {
                for x in 0..<32 {
                    let t = tAt(Point(Double(x) + 0.5, Double(y) + 0.5))
                    let got = canvas.pixmap[x, y]
                    let have = [Int(got.r), Int(got.g), Int(got.b), Int(got.a)]
                    let want: [Double], slack: Double
                    if t < -0.03 {
                        (want, slack) = (GradientReference.color([(0, Self.red)], at: 0), dither ? 1 : 0.5)
                    } else if t > 1.03 {
                        (want, slack) = (GradientReference.color([(0, Self.teal)], at: 0), dither ? 1 : 0.5)
                    } else if t > 0.03 && t < 0.97 {
                        (want, slack) = (GradientReference.color(inner, at: t), 2)
                    } else {
                        continue   // within a table step or a pixel of an edge
                    }
                    if (0..<4).contains(where: { abs(Double(have[$0]) - want[$0]) > slack }) {
                        wrong.append("(\(x), \(y)) t \(t): \(have)")
                    }
                }
            }
            let wrongCount = wrong.count
            #expect(wrongCount == 0, "\(name): first: \(wrong.prefix(3))")
        }
    }

    /// SVG: each offset is clamped to 0…1 and raised to the largest offset before it.
    @Test(arguments: [
        [(-0.5, 0), (1.5, 2)],
        [(0.7, 0), (0.3, 1), (1.2, 2)],                 // → 0.7, 0.7, 1: a hard edge at 0.7
        [(0.2, 0), (-1, 1), (0.9, 2)],                  // → 0.2, 0.2, 0.9
        [(0.6, 0), (0.4, 1), (0.1, 2), (0.8, 3)],      // → 0.6, 0.6, 0.6, 0.8
    ])
    func stopsOutOfOrderOrOutsideAreClamped(spec: [(Double, Int)]) throws {
        let palette = [Self.red, Self.teal, Self.blue, Self.green]
        let stops = spec.map { GradientStop(offset: $0.0, color: palette[$0.1]) }
        let (s, e) = (Point(0, 0), Point(40, 0))
        let canvas = try Self.render(.linearGradient(LinearGradient(start: s, end: e, stops: stops)), width: 40, height: 1)
        let bad = GradientReference.check(canvas, stops: stops, spread: .pad) { p in GradientReference.linearT(p, s, e) }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
    }

    @Test func singleStopIsSolid() throws {
        let stops = [GradientStop(offset: 0.3, color: Self.teal)]
        let linear = try Self.render(.linearGradient(LinearGradient(start: Point(0, 0), end: Point(5, 5), stops: stops)),
                                     width: 8, height: 8)
        let radial = try Self.render(.radialGradient(RadialGradient(center: Point(4, 4), radius: 3, stops: stops)),
                                     width: 8, height: 8)
        #expect(linear.pixmap.pixels.allSatisfy { $0 == Self.teal.premultiplied.packed })
        #expect(radial.pixmap.pixels.allSatisfy { $0 == Self.teal.premultiplied.packed })
    }

    @Test func degenerateGeometryPaintsTheLastStop() throws {
        // Sanitized, the last stop is the blue one (offset raised to 0.8).
        let stops = [GradientStop(offset: 0.8, color: Self.red), GradientStop(offset: 0.2, color: Self.blue)]
        let sameEnds = try Self.render(.linearGradient(LinearGradient(start: Point(3, 3), end: Point(3, 3), stops: stops)),
                                       width: 8, height: 8)
        #expect(sameEnds.pixmap.pixels.allSatisfy { $0 == Self.blue.premultiplied.packed })
        let zeroRadius = try Self.render(.radialGradient(RadialGradient(center: Point(3, 3), radius: 0, stops: stops)),
                                         width: 8, height: 8)
        #expect(zeroRadius.pixmap.pixels.allSatisfy { $0 == Self.blue.premultiplied.packed })
    }

    @Test func noStopsDrawNothing() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.clear(Self.teal)
        let before = canvas.pixmap
        canvas.fill(Self.cover(4, 4), paint: .linearGradient(LinearGradient(start: .zero, end: Point(4, 0), stops: [])))
        canvas.fill(Self.cover(4, 4), paint: .radialGradient(RadialGradient(center: .zero, radius: 4, stops: [])))
        #expect(canvas.pixmap == before)
    }

    /// The paint is transformed with the path: by the call's transform, then the canvas'.
    @Test func linearGradientUnderRotationAndScale() throws {
        var canvas = try Canvas(width: 16, height: 16)
        canvas.transform = .translation(16, 0)
        // User (x, y) → scale → (2x, y) → rotate 90° → (−y, 2x) → translate → (16 − y, 2x).
        let call = Transform.scale(2, 1).concatenating(.rotation(.pi / 2))
        let stops = [GradientStop(offset: 0, color: Self.green), GradientStop(offset: 1, color: Color(r: 255, g: 0, b: 128, a: 200))]
        let (s, e) = (Point(1, 2), Point(7, 6))
        var path = Path()
        path.addRect(Rect(x: -1, y: -1, width: 10, height: 18))     // covers x 0…8, y 0…16: the whole canvas
        canvas.fill(path, paint: .linearGradient(LinearGradient(start: s, end: e, stops: stops)), transform: call)
        // Device (X, Y) back to user space by hand: x = Y/2, y = 16 − X.
        let bad = GradientReference.check(canvas, stops: stops, spread: .pad) { p in
            GradientReference.linearT(Point(p.y / 2, 16 - p.x), s, e)
        }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
        // Device (15.5, 0.5) is user (0.25, 0.5): t = −0.2, the first colour; device (8.5, 15.5)
        // is user (7.75, 7.5): t = 1.2, the last.
        #expect(canvas.pixmap[15, 0] == Self.green.premultiplied)
        #expect(canvas.pixmap[8, 15] == stops[1].color.premultiplied)
    }

    /// The checks above can fail: the same reference rejects a canvas drawn with another
    /// spread mode, other stops, or straight (not premultiplied) colours.
    @Test func referenceRejectsWrongPixels() throws {
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 1, color: Self.teal)]
        let (s, e) = (Point(3, 0), Point(8, 0))
        let t = { (p: Point) in GradientReference.linearT(p, s, e) }
        let repeated = try Self.render(.linearGradient(LinearGradient(start: s, end: e, stops: stops, spread: .repeat)),
                                       width: 24, height: 1)
        #expect(GradientReference.check(repeated, stops: stops, spread: .repeat, t: t).isEmpty)
        #expect(!GradientReference.check(repeated, stops: stops, spread: .reflect, t: t).isEmpty)
        let shifted = [GradientStop(offset: 0.03, color: Self.red), GradientStop(offset: 1, color: Self.teal)]
        #expect(!GradientReference.check(repeated, stops: shifted, spread: .repeat, t: t).isEmpty)
        var straight = repeated
        for x in 0..<24 {
            let c = repeated.pixmap[x, 0].unpremultiplied
            straight.pixmap[x, 0] = PremultipliedColor(r: c.r, g: c.g, b: c.b, a: c.a)
        }
        #expect(!GradientReference.check(straight, stops: stops, spread: .repeat, t: t).isEmpty)
    }

    // MARK: Radial gradients

    @Test(arguments: SpreadMode.allCases)
    func concentricRadial(spread: SpreadMode) throws {
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0.4, color: Self.teal),
                     GradientStop(offset: 1, color: Self.blue)]
        let (c, r) = (Point(7.3, 8.1), 6.0)
        let canvas = try Self.render(.radialGradient(RadialGradient(center: c, radius: r, stops: stops, spread: spread)),
                                     width: 20, height: 18)
        let bad = GradientReference.check(canvas, stops: stops, spread: spread) { p in p.distance(to: c) / r }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
    }

    @Test func concentricRadialOpaqueIsWithinOneLevel() throws {
        let stops = [GradientStop(offset: 0, color: Self.green), GradientStop(offset: 1, color: Color(r: 255, g: 0, b: 99))]
        let (c, r) = (Point(8, 8), 7.5)
        let canvas = try Self.render(.radialGradient(RadialGradient(center: c, radius: r, stops: stops)), width: 16, height: 16)
        let bad = GradientReference.check(canvas, stops: stops, spread: .pad, fixedTolerance: 1.0) { p in p.distance(to: c) / r }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
    }

    /// SVG `fx`, `fy`: t is where the circle grown from the focal point (radius 0) to the end
    /// circle passes through the pixel. Found here by bisection, not by the quadratic.
    @Test func radialWithAFocalPoint() throws {
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0.5, color: Self.green),
                     GradientStop(offset: 1, color: Self.blue)]
        let (c, r, f) = (Point(8, 8), 7.0, Point(5, 6))
        let canvas = try Self.render(.radialGradient(RadialGradient(center: c, radius: r, focal: f, stops: stops)),
                                     width: 16, height: 16)
        let bad = GradientReference.check(canvas, stops: stops, spread: .pad) { p in
            GradientReference.conicalT(p, focal: f, focalRadius: 0, center: c, radius: r)
        }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
        // At the focal point t = 0: the first stop.
        #expect(GradientReference.conicalT(f, focal: f, focalRadius: 0, center: c, radius: r) < 1e-9)
    }

    @Test(arguments: [SpreadMode.pad, .reflect])
    func twoPointConicalWithAFocalRadius(spread: SpreadMode) throws {
        let stops = [GradientStop(offset: 0, color: Self.teal), GradientStop(offset: 1, color: Color(r: 250, g: 200, b: 0))]
        let (c, r, f, fr) = (Point(8, 8), 7.0, Point(6, 7), 2.0)
        let canvas = try Self.render(.radialGradient(RadialGradient(center: c, radius: r, focal: f, focalRadius: fr,
                                                                    stops: stops, spread: spread)),
                                     width: 16, height: 16)
        let bad = GradientReference.check(canvas, stops: stops, spread: spread) { p in
            GradientReference.conicalT(p, focal: f, focalRadius: fr, center: c, radius: r)
        }
        #expect(bad.isEmpty, "\(bad.count) pixels, first: \(bad.prefix(4))")
        if spread == .pad {
            // Inside the focal circle t < 0: the first colour, exactly.
            #expect(canvas.pixmap[6, 7] == Self.teal.premultiplied)
        }
    }

    // MARK: Solid paint and compositing

    @Test func transparentSolidDrawsNothing() throws {
        var canvas = try Canvas(width: 6, height: 5)
        canvas.clear(Color(r: 10, g: 20, b: 30, a: 40))
        let before = canvas.pixmap
        canvas.fill(Self.cover(6, 5), paint: .solid(Color(r: 255, g: 128, b: 0, a: 0)))
        canvas.fill(Self.cover(6, 5), paint: .linearGradient(LinearGradient(
            start: .zero, end: Point(6, 0),
            stops: [GradientStop(offset: 0, color: Color(r: 255, g: 0, b: 0, a: 0)), GradientStop(offset: 1, color: .clear)])))
        #expect(canvas.pixmap == before)
    }

    @Test(arguments: [Color(r: 10, g: 200, b: 30), Color(r: 90, g: 60, b: 220, a: 100), Color.clear])
    func translucentSourceOver(background: Color) throws {
        let src = Self.teal.premultiplied, dst = background.premultiplied
        // s + d·(255 − sa)/255, rounded, per channel.
        func over(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(Int(s) + Int((Double(Int(d) * (255 - Int(src.a))) / 255).rounded()))
        }
        let expected = PremultipliedColor(r: over(src.r, dst.r), g: over(src.g, dst.g), b: over(src.b, dst.b), a: over(src.a, dst.a))
        // Through the solid blitter, and through the shader blitter with a one-colour gradient.
        for paint in [Paint.solid(Self.teal), .linearGradient(LinearGradient(
            start: .zero, end: Point(5, 1),
            stops: [GradientStop(offset: 0, color: Self.teal), GradientStop(offset: 1, color: Self.teal)]))] {
            var canvas = try Canvas(width: 5, height: 3)
            canvas.clear(background)
            canvas.fill(Self.cover(5, 3), paint: paint)
            #expect(canvas.pixmap.pixels.allSatisfy { $0 == expected.packed }, "\(paint): \(canvas.pixmap[0, 0]) vs \(expected)")
        }
    }

    @Test func opaqueSolidReplaces() throws {
        var canvas = try Canvas(width: 3, height: 3)
        canvas.clear(Self.teal)
        canvas.fill(Self.cover(3, 3), paint: .solid(Color(r: 1, g: 2, b: 3)))
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == PremultipliedColor(r: 1, g: 2, b: 3, a: 255).packed })
    }

    // MARK: Packed-pixel arithmetic

    @Test func scalePixelOnEveryFactorAndChannelValue() {
        var wrong: [String] = []
        for f in 0...255 {
            for v in 0...255 {
                // Four different channel values in one pixel, so lanes that leak into each other show.
                let ch = [v, 255 - v, (v * 7) & 255, (v * 13 + 5) & 255]
                let pixel = Self.pack(ch)
                let expected = Self.pack(ch.map { Self.mulDiv255($0, f) })
                let got = scalePixel(pixel, by: UInt32(f))
                if got != expected && wrong.count < 5 { wrong.append("scalePixel(\(ch), \(f)) = \(Self.unpack(got))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func vectorMulDiv255OnEveryPair() {
        // The four-pixel paths divide by 255 with a high multiply (t·257 >> 16); every
        // product must round as the scalar formula does.
        var wrong: [String] = []
        for x in 0...255 {
            for y in stride(from: 0, through: 255, by: 8) {
                let ys = SIMD8<UInt16>((0..<8).map { UInt16(y + $0) })
                let got = CtlRaster.mulDiv255(SIMD8(repeating: UInt16(x)), ys)
                for k in 0..<8 where Int(got[k]) != Self.mulDiv255(x, y + k) && wrong.count < 5 {
                    wrong.append("\(x)·\(y + k)/255 = \(got[k])")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func sourceOverOnRandomPixels() {
        var rng = PaintTestRandom(seed: 11)
        var wrong: [String] = []
        for _ in 0..<200_000 {
            let src = Self.randomPremultiplied(&rng), dst = Self.randomPremultiplied(&rng)
            let s = Self.unpack(src), d = Self.unpack(dst)
            let expected = Self.pack((0..<4).map { s[$0] + Self.mulDiv255(d[$0], 255 - s[3]) })
            let got = sourceOver(src, dst)
            if got != expected && wrong.count < 5 { wrong.append("\(s) over \(d) = \(Self.unpack(got))") }
        }
        // The extremes: opaque source replaces, transparent source keeps.
        for d in [UInt32(0), 0xFFFF_FFFF, 0x8040_2010] {
            if sourceOver(0xFF01_0203, d) != 0xFF01_0203 { wrong.append("opaque over \(d)") }
            if sourceOver(0, d) != d { wrong.append("clear over \(d)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// The four-at-a-time mask compositing gives the scalar formula's pixels, for opaque
    /// and translucent colours, masks with 0 and 255 runs, every row length 1…13, with
    /// and without room after the run (which it may read and write back, unchanged).
    /// Onto a known background (pixels still to be cleared), the formula's pixels over that
    /// background whatever the row held, and room after the run holds the background or
    /// what it held before.
    @Test(arguments: [false, true])
    func sourceOverMaskMatchesThePerPixelFormula(ontoABackground: Bool) {
        var rng = PaintTestRandom(seed: 23)
        var wrong: [String] = []
        for trial in 0..<6000 {
            let color = trial % 3 == 0 ? UInt32(0xFF00_0000) | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF
                                       : Self.randomPremultiplied(&rng)
            let background: UInt32? = ontoABackground ? (trial % 4 == 0 ? 0 : Self.randomPremultiplied(&rng)) : nil
            let count = 1 + trial % 13
            let room = (trial / 13) % 3 == 0 ? 0 : Int(rng.next() % 5)   // pixels after the run
            let mask = Self.randomMask(count: count, &rng)
            let before = (0..<(count + room)).map { _ in Self.randomPremultiplied(&rng) }
            var row = before
            row.withUnsafeMutableBufferPointer { r in
                mask.withUnsafeBufferPointer { m in
                    if let background {
                        sourceOverMask(color, m.baseAddress!, r.baseAddress!, count: count, writable: count + room,
                                       onto: background)
                    } else {
                        sourceOverMask(color, isOpaque: color >> 24 == 255, m.baseAddress!, r.baseAddress!,
                                       count: count, writable: count + room)
                    }
                }
            }
            for i in 0..<(count + room) {
                let under = background ?? before[i]
                let good = i < count ? row[i] == sourceOver(scalePixel(color, by: UInt32(mask[i])), under)
                                     : row[i] == before[i] || row[i] == background
                if !good && wrong.count < 5 {
                    wrong.append("pixel \(i) of \(count)+\(room): colour \(Self.unpack(color)) over \(Self.unpack(under)): \(Self.unpack(row[i]))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// The same for per-pixel sources (a shader's row): through a mask, with and without
    /// room after the run, and at one coverage for the whole span.
    @Test func sourceOverOfSourcesMatchesThePerPixelFormula() {
        var rng = PaintTestRandom(seed: 29)
        var wrong: [String] = []
        for trial in 0..<6000 {
            let count = 1 + trial % 13
            let room = (trial / 13) % 3 == 0 ? 0 : Int(rng.next() % 5)
            let sources = (0..<(count + 3)).map { _ in Self.randomPremultiplied(&rng) }
            let mask = Self.randomMask(count: count, &rng)
            let coverage = trial % 5 == 0 ? 255 : UInt8(truncatingIfNeeded: rng.next())
            let before = (0..<(count + room)).map { _ in Self.randomPremultiplied(&rng) }
            var masked = before, spanned = before
            sources.withUnsafeBufferPointer { src in
                mask.withUnsafeBufferPointer { m in
                    masked.withUnsafeMutableBufferPointer {
                        sourceOverMask(sources: src.baseAddress!, m.baseAddress!, $0.baseAddress!, count: count,
                                       writable: count + room)
                    }
                }
                spanned.withUnsafeMutableBufferPointer {
                    sourceOverSpan(sources: src.baseAddress!, coverage: coverage, $0.baseAddress!, count: count)
                }
            }
            for i in 0..<(count + room) {
                let expectedMasked = i >= count || mask[i] == 0 ? before[i]
                    : sourceOver(scalePixel(sources[i], by: UInt32(mask[i])), before[i])
                let expectedSpanned = i >= count ? before[i]
                    : sourceOver(scalePixel(sources[i], by: UInt32(coverage)), before[i])
                if (masked[i] != expectedMasked || spanned[i] != expectedSpanned) && wrong.count < 5 {
                    wrong.append("pixel \(i) of \(count)+\(room): source \(Self.unpack(sources[i])) over "
                                 + "\(Self.unpack(before[i])): masked \(Self.unpack(masked[i])), spanned \(Self.unpack(spanned[i]))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// One colour over a span at one coverage (the solid blitter's translucent runs), eight
    /// pixels at a time in a build for an AVX2 CPU, four otherwise, then the rest four wide
    /// (with room for it) or one by one (without): the per-pixel formula for every length
    /// 1…40, and the pixels after the span untouched.
    @Test func sourceOverSpanOfAColourMatchesThePerPixelFormula() {
        var rng = PaintTestRandom(seed: 31)
        var wrong: [String] = []
        for trial in 0..<4000 {
            let count = 1 + trial % 40
            let src = Self.randomPremultiplied(&rng)
            let before = (0..<(count + 3)).map { _ in Self.randomPremultiplied(&rng) }
            var row = before
            row.withUnsafeMutableBufferPointer {
                // Room for a last group of four in every other trial: the row holds count + 3 pixels.
                sourceOverSpan(src, inverse: 255 &- (src >> 24), $0.baseAddress!, count: count,
                               writable: trial % 2 == 0 ? count + 3 : count)
            }
            for i in 0..<(count + 3) {
                let expected = i < count ? sourceOver(src, before[i]) : before[i]
                if row[i] != expected && wrong.count < 5 {
                    wrong.append("pixel \(i) of \(count): \(Self.unpack(src)) over \(Self.unpack(before[i])): "
                                 + "\(Self.unpack(row[i])), expected \(Self.unpack(expected))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func scalePixelOnRandomPixels() {
        var rng = PaintTestRandom(seed: 5)
        var wrong = 0
        for _ in 0..<100_000 {
            let p = UInt32(truncatingIfNeeded: rng.next()), f = Int(rng.next() % 256)
            if scalePixel(p, by: UInt32(f)) != Self.pack(Self.unpack(p).map { Self.mulDiv255($0, f) }) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    // MARK: Helpers

    /// A rectangle path one pixel larger than the canvas on every side.
    static func cover(_ w: Int, _ h: Int) -> Path {
        var p = Path()
        p.addRect(Rect(x: -1, y: -1, width: Double(w + 2), height: Double(h + 2)))
        return p
    }

    /// A transparent canvas with `paint` filled over all of it.
    static func render(_ paint: Paint, width: Int, height: Int) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height)
        canvas.fill(cover(width, height), paint: paint)
        return canvas
    }

    /// x·f/255 rounded to nearest, in integers (no ties: 255 is odd).
    static func mulDiv255(_ x: Int, _ f: Int) -> Int { (x * f * 2 + 255) / 510 }

    static func pack(_ c: [Int]) -> UInt32 {
        UInt32(c[0]) | UInt32(c[1]) << 8 | UInt32(c[2]) << 16 | UInt32(c[3]) << 24
    }

    static func unpack(_ v: UInt32) -> [Int] { (0..<4).map { Int((v >> (8 * UInt32($0))) & 0xFF) } }

    /// `count` coverage values, a quarter of them 0, a quarter 255.
    private static func randomMask(count: Int, _ rng: inout PaintTestRandom) -> [UInt8] {
        (0..<count).map { _ in
            switch rng.next() % 4 {
            case 0: return 0
            case 1: return 255
            default: return UInt8(truncatingIfNeeded: rng.next())
            }
        }
    }

    private static func randomPremultiplied(_ rng: inout PaintTestRandom) -> UInt32 {
        let r = rng.next()
        let a = Int(r % 256)
        // A quarter opaque, a quarter transparent, the rest anything in between.
        let alpha = r & 0x300 == 0 ? 255 : (r & 0x300 == 0x100 ? 0 : a)
        let c = (0..<3).map { _ in Int(rng.next() % UInt64(alpha + 1)) }
        return pack(c + [alpha])
    }
}

/// The gradient formulas, worked out independently of the engine.
private enum GradientReference {
    /// SVG's stop rules: each offset clamped to 0…1, then raised to the largest offset before it.
    static func sanitize(_ stops: [GradientStop]) -> [(offset: Double, color: Color)] {
        var previous = 0.0
        return stops.map { s in
            previous = max(previous, min(1, max(0, s.offset)))
            return (previous, s.color)
        }
    }

    /// The premultiplied colour (real-valued r, g, b, a) at t in 0…1: straight channels
    /// interpolated between the stops around t, then multiplied by alpha.
    static func color(_ stops: [(offset: Double, color: Color)], at t: Double) -> [Double] {
        func straight(_ c: Color) -> [Double] { [Double(c.r), Double(c.g), Double(c.b), Double(c.a)] }
        var s: [Double]
        if t <= stops[0].offset {
            s = straight(stops[0].color)
        } else if t >= stops[stops.count - 1].offset {
            s = straight(stops[stops.count - 1].color)
        } else {
            // The last stop at or before t; the next one is after t.
            let k = stops.lastIndex { $0.offset <= t }!
            let (o0, o1) = (stops[k].offset, stops[k + 1].offset)
            let f = (t - o0) / (o1 - o0)
            let (c0, c1) = (straight(stops[k].color), straight(stops[k + 1].color))
            s = (0..<4).map { c0[$0] + (c1[$0] - c0[$0]) * f }
        }
        return [s[0] * s[3] / 255, s[1] * s[3] / 255, s[2] * s[3] / 255, s[3]]
    }

    /// t mapped into 0…1 by the spread mode.
    static func spread(_ t: Double, _ mode: SpreadMode) -> Double {
        switch mode {
        case .pad: return min(1, max(0, t))
        case .repeat: return t - t.rounded(.down)
        case .reflect:
            let u = t - 2 * (t / 2).rounded(.down)
            return u > 1 ? 2 - u : u
        }
    }

    /// Linear t: the projection of `p` on the line start → end.
    static func linearT(_ p: Point, _ s: Point, _ e: Point) -> Double {
        let (dx, dy) = (e.x - s.x, e.y - s.y)
        return ((p.x - s.x) * dx + (p.y - s.y) * dy) / (dx * dx + dy * dy)
    }

    /// Two-point conical t: the t whose circle, centre f + t·(c − f) and radius
    /// fr + t·(r − fr), passes through `p`. For a focal circle inside the end circle
    /// |p − centre(t)| − radius(t) falls strictly as t grows from where the radius is 0,
    /// so bisection finds the only root.
    static func conicalT(_ p: Point, focal f: Point, focalRadius fr: Double, center c: Point, radius r: Double) -> Double {
        func g(_ t: Double) -> Double {
            let cx = f.x + t * (c.x - f.x), cy = f.y + t * (c.y - f.y)
            return ((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot() - (fr + t * (r - fr))
        }
        var lo = -fr / (r - fr), hi = 1000.0
        guard g(lo) >= 0, g(hi) < 0 else { return .nan }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if g(mid) >= 0 { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// How far a pixel may be from the exact colour at u (already spread into 0…1): 0.5 for
    /// rounding to 8 bits, plus the largest change of the exact colour within half a table
    /// step of u (the entry the engine picks), plus 0.02 for float arithmetic in the table.
    static func tolerance(_ stops: [(offset: Double, color: Color)], at u: Double) -> [Double] {
        let exact = color(stops, at: u)
        let h = 0.5 / 255 + 1e-5
        var worst = [0.0, 0.0, 0.0, 0.0]
        for i in -8...8 {
            let c = color(stops, at: min(1, max(0, u + h * Double(i) / 8)))
            for k in 0..<4 { worst[k] = max(worst[k], abs(c[k] - exact[k])) }
        }
        return worst.map { 0.52 + $0 }
    }

    /// Checks every pixel of a canvas painted fully (coverage 1, over transparent) with a
    /// gradient whose t at a point is `t`. Pixels of a repeating gradient within 0.01 of a
    /// wrap are skipped: there either end colour is right. Returns the failures.
    static func check(_ canvas: Canvas, stops: [GradientStop], spread mode: SpreadMode,
                      fixedTolerance: Double? = nil, t: (Point) -> Double) -> [String] {
        let sane = sanitize(stops)
        var bad: [String] = []
        var checked = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let tt = t(Point(Double(x) + 0.5, Double(y) + 0.5))
                let u = spread(tt, mode)
                if mode == .repeat && min(u, 1 - u) < 0.01 { continue }
                checked += 1
                let exact = color(sane, at: u)
                let tol = fixedTolerance.map { [Double](repeating: $0 + 1e-3, count: 4) } ?? tolerance(sane, at: u)
                let px = canvas.pixmap[x, y]
                let got = [Double(px.r), Double(px.g), Double(px.b), Double(px.a)]
                if (0..<4).contains(where: { abs(got[$0] - exact[$0]) > tol[$0] }) {
                    let e = exact.map { ($0 * 100).rounded() / 100 }
                    bad.append("(\(x), \(y)) t=\(tt): got \(got.map(Int.init)), exact \(e)")
                }
            }
        }
        if checked < canvas.width * canvas.height / 2 { bad.append("only \(checked) pixels checked") }
        return bad
    }
}

/// A 64-bit linear congruential generator, so the random tests repeat.
private struct PaintTestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 3 }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 16 ^ state >> 40
    }
}
