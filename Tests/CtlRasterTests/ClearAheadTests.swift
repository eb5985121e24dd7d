import Testing
@testable import CtlRaster

/// `Canvas.clear` is written by the next drawing call, just ahead of its pixels
/// (`ClearAheadBlitter`); whatever the order of calls, the pixels must be those of a
/// clear written at once.
@Suite struct ClearAheadTests {
    private static let teal = Color(r: 0, g: 128, b: 128)
    private static let halfRed = Color(r: 255, g: 0, b: 0, a: 128)

    private static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        var p = Path()
        p.addEllipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        return p
    }

    /// The first pixel where `a` and `b` differ (a short failure message, where the
    /// pixmaps themselves would print every pixel).
    private static func firstDifference(_ a: Pixmap, _ b: Pixmap) -> Int? {
        a.pixels.indices.first { a.pixels[$0] != b.pixels[$0] }
    }

    /// Draws `draw` after `clear(color)` on two canvases holding `before`: one whose
    /// clear is written at once, one whose clear waits for the drawing call.
    /// The canvas is large enough for the clear to go ahead of the spans
    /// (`Canvas.clearAheadMinimumPixels`); the drawing is scaled up ten times to fill it.
    private static func bothWays(width: Int = 420, height: Int = 330, before: Color = .black,
                                 clear color: Color, _ draw: (inout Canvas) -> Void) throws -> (eager: Pixmap, deferred: Pixmap) {
        func canvas() throws -> Canvas {
            var c = try Canvas(width: width, height: height)
            c.clear(before)
            c.writePendingClear()
            return c
        }
        var eager = try canvas(), deferred = try canvas()
        eager.clear(color)
        eager.writePendingClear()
        deferred.clear(color)
        #expect(deferred.pendingClear != nil)
        #expect(width * height >= Canvas.clearAheadMinimumPixels)
        eager.transform = .scale(10, 10)
        deferred.transform = .scale(10, 10)
        draw(&eager)
        draw(&deferred)
        return (eager.pixmap, deferred.pixmap)
    }

    @Test(arguments: [Color.clear, .white, teal, halfRed])
    func aFillAfterAClearDrawsAsOnAClearedCanvas(background: Color) throws {
        let paints: [Paint] = [
            .solid(Self.teal),                       // opaque: spans replace pixels
            .solid(Self.halfRed),                    // translucent: spans blend over the clear
            .radialGradient(RadialGradient(center: Point(18, 11), radius: 14,
                                           stops: [GradientStop(offset: 0, color: .white),
                                                   GradientStop(offset: 1, color: Self.teal)])),
            .linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, 23),
                                           stops: [GradientStop(offset: 0, color: .clear),
                                                   GradientStop(offset: 1, color: .black)])),
        ]
        for paint in paints {
            let (eager, deferred) = try Self.bothWays(clear: background) { c in
                c.fill(Self.circle(18.3, 11.6, 9.4), paint: paint)
                c.fill(Self.circle(30, 4, 6), paint: .solid(Self.halfRed))
            }
            #expect(Self.firstDifference(eager, deferred) == nil, "\(paint)")
        }
    }

    @Test func aRectangleFillAndAStrokeTakeTheClearToo() throws {
        let (eager, deferred) = try Self.bothWays(clear: .white) { c in
            var rect = Path()
            rect.addRect(Rect(x: 3, y: 4, width: 20, height: 9))
            c.fill(rect, paint: .solid(Self.teal))
        }
        #expect(Self.firstDifference(eager, deferred) == nil)
        let (e2, d2) = try Self.bothWays(clear: Self.halfRed) { c in
            c.stroke(Self.circle(12, 12, 8), paint: .solid(.black), style: StrokeStyle(width: 3))
        }
        #expect(Self.firstDifference(e2, d2) == nil)
    }

    @Test func aClipAlphaBlendModeOrShadowWritesTheClearFirst() throws {
        let draws: [(inout Canvas) -> Void] = [
            { c in c.clip(Self.circle(10, 10, 7)); c.fill(Self.circle(14, 12, 9), paint: .solid(Self.teal)) },
            { c in c.alpha = 0.4; c.fill(Self.circle(14, 12, 9), paint: .solid(Self.teal)) },
            { c in c.blendMode = .multiply; c.fill(Self.circle(14, 12, 9), paint: .solid(Self.teal)) },
            { c in c.blendMode = .copy; c.fill(Self.circle(14, 12, 9), paint: .solid(.clear)) },
            { c in
                c.shadow = Shadow(offset: Point(2, 3), blur: 4, color: .black)
                c.fill(Self.circle(14, 12, 7), paint: .solid(Self.teal))
            },
        ]
        for (i, draw) in draws.enumerated() {
            let (eager, deferred) = try Self.bothWays(clear: Self.halfRed, draw)
            #expect(Self.firstDifference(eager, deferred) == nil, "draw \(i)")
        }
    }

    @Test(arguments: [9, 500])
    func nothingDrawnLeavesTheClearPendingAndReadsAsCleared(width: Int) throws {
        var c = try Canvas(width: width, height: 5 * width / 9)
        c.fill(Self.circle(4, 2, 3), paint: .solid(.black))
        c.clear(Self.teal)
        // A transparent paint draws nothing: the clear still waits, and reading the
        // pixels does not write it.
        c.fill(Self.circle(4, 2, 3), paint: .solid(.clear))
        let expected = Pixmap(validWidth: c.width, height: c.height, filledWith: Self.teal.premultiplied.packed)
        #expect(c.pixmap == expected)
        #expect(c.pendingClear != nil)
        // A path off the canvas draws nothing either (here the clear may be written).
        c.fill(Self.circle(-40, 2, 3), paint: .solid(.black))
        #expect(c.pixmap == expected)
        // A later clear replaces the first.
        c.clear(.white)
        #expect(c.pixmap == Pixmap(validWidth: c.width, height: c.height, filledWith: Color.white.premultiplied.packed))
    }

    @Test func settingThePixmapDropsAPendingClear() throws {
        var c = try Canvas(width: 4, height: 4)
        c.clear(.white)
        let black = Pixmap(validWidth: 4, height: 4, filledWith: Color.black.premultiplied.packed)
        c.pixmap = black
        #expect(c.pendingClear == nil && c.pixmap == black)
    }

    // MARK: The blitter on its own

    /// Records nothing; writes `coverage` into the pixels so the test sees what was drawn.
    private struct Marker: SpanBlitter {
        let pixels: UnsafeMutablePointer<UInt32>
        let width: Int
        mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
            for i in 0..<count {
                let p = pixels + y * width + x + i
                // A replaced span must not read; a blended one sees the clear (7) underneath.
                p.pointee = coverage == 255 ? 1000 : p.pointee * 10 + UInt32(coverage)
            }
        }
        mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
            for i in 0..<count {
                let p = pixels + y * width + x + i
                p.pointee = p.pointee * 10 + UInt32(mask[i])
            }
        }
        func replacesPixels(coverage: UInt8) -> Bool { coverage == 255 }
    }

    /// A `Marker` that also blends masks onto a known background, as `SolidBlitter` does:
    /// it writes what `blitMask` would over `background`, never reading the pixels, and
    /// the background into up to three pixels after the mask, as it may.
    private struct BackgroundMarker: SpanBlitter {
        var marker: Marker
        let count: Int
        mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
            marker.blitSpan(x: x, y: y, count: count, coverage: coverage)
        }
        mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
            marker.blitMask(x: x, y: y, mask: mask, count: count)
        }
        func replacesPixels(coverage: UInt8) -> Bool { coverage == 255 }
        mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int, onto background: UInt32) -> Bool {
            let start = y * marker.width + x
            for i in 0..<count { marker.pixels[start + i] = background * 10 + UInt32(mask[i]) }
            for i in count..<min(count + 3, self.count - start) { marker.pixels[start + i] = background }
            return true
        }
    }

    @Test(arguments: [false, true])
    func spansInAnyOrderMatchAClearWrittenFirst(blendingOntoTheClear: Bool) {
        let (width, height) = (13, 7)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        for trial in 0..<200 {
            // Spans on distinct pixels (as the rasterizer makes them), mostly in order.
            var spans: [(x: Int, y: Int, count: Int, coverage: UInt8, mask: Bool)] = []
            for y in 0..<height where next(3) != 0 {
                var x = next(4)
                while x < width {
                    let count = 1 + next(min(5, width - x))
                    spans.append((x, y, count, next(2) == 0 ? 255 : UInt8(1 + next(9)), next(3) == 0))
                    x += count + next(4)
                }
            }
            if trial % 3 == 0 && spans.count > 1 { spans.swapAt(next(spans.count), next(spans.count)) }
            var expected = [UInt32](repeating: 7, count: width * height)
            var actual = [UInt32](repeating: 99, count: width * height)
            let mask = [UInt8](repeating: 3, count: width)
            expected.withUnsafeMutableBufferPointer { e in
                actual.withUnsafeMutableBufferPointer { a in
                    var plain = Marker(pixels: e.baseAddress!, width: width)
                    let marker = Marker(pixels: a.baseAddress!, width: width)
                    func run<B: SpanBlitter>(_ base: B) {
                        var ahead = ClearAheadBlitter(base, pixels: a.baseAddress!, width: width, height: height,
                                                      clearing: 7)
                        for s in spans {
                            if s.mask {
                                plain.blitMask(x: s.x, y: s.y, mask: mask, count: s.count)
                                ahead.blitMask(x: s.x, y: s.y, mask: mask, count: s.count)
                            } else {
                                plain.blitSpan(x: s.x, y: s.y, count: s.count, coverage: s.coverage)
                                ahead.blitSpan(x: s.x, y: s.y, count: s.count, coverage: s.coverage)
                            }
                        }
                        ahead.finish()
                    }
                    if blendingOntoTheClear {
                        run(BackgroundMarker(marker: marker, count: width * height))
                    } else {
                        run(marker)
                    }
                }
            }
            #expect(actual.indices.first { actual[$0] != expected[$0] } == nil, "trial \(trial)")
        }
    }

    @Test func fillingWritesEveryPixel() throws {
        // Short runs go through a loop, long ones through memset (a repeated byte) or
        // wmemset: the same values either way.
        for (width, value) in [(5, UInt32(0x8040_2010)), (300, 0xFFFF_FFFF), (300, 0xFF12_3456), (300, 0)] {
            var p = try Pixmap(width: width, height: 3)
            p.pixels[0] = 1
            p.fill(packed: value)
            #expect(p.pixels.allSatisfy { $0 == value }, "\(width) \(value)")
        }
    }
}
