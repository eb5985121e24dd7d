import Foundation
import Testing
@testable import CtlRaster

/// Geometry at and past every edge of the canvas, and far beyond it.
///
/// The oracle: a path drawn on a small canvas must give exactly the pixels that the
/// same path, moved by (m, m), gives in the middle of a canvas 2m wider and taller,
/// where nothing is clipped. Any write past an edge shows up either as a changed
/// pixel (a span wrapping onto the next row) or, under `swift test --sanitize=address`,
/// as a heap-buffer-overflow.
@Suite struct CanvasEdgeTests {
    let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 160, b: 0, a: 200), blue = Color(r: 0, g: 0, b: 255)
    static let (width, height, margin) = (7, 5, 4)

    /// `draw` on a plain canvas, and on the large canvas cropped back to the small one.
    private func bothWays(_ draw: (inout Canvas, Transform) -> Void) throws -> (clipped: Pixmap, reference: Pixmap) {
        let (w, h, m) = (Self.width, Self.height, Self.margin)
        var small = try Canvas(width: w, height: h)
        draw(&small, .identity)
        var large = try Canvas(width: w + 2 * m, height: h + 2 * m)
        draw(&large, .translation(Double(m), Double(m)))
        let big = large.pixmap
        var crop = try Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w { crop.pixels[y * w + x] = big.pixels[(y + m) * big.width + x + m] }
        }
        return (small.pixmap, crop)
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var p = Path()
        p.move(to: Point(x, y))
        p.line(to: Point(x + w, y))
        p.line(to: Point(x + w, y + h))
        p.line(to: Point(x, y + h))
        p.close()
        return p
    }

    /// The positions of the sweep: every quarter pixel from 3 px before each edge to 3 px past it.
    static let offsets: [Double] = stride(from: -3.0, through: 3.0, by: 0.25).map { $0 }

    @Test(arguments: [0.25, 1, 2.5])
    func rectanglesAcrossTheRightAndBottomEdges(size: Double) throws {
        for d in Self.offsets {
            for path in [rect(Double(Self.width) + d, 1, size, 2), rect(1, Double(Self.height) + d, 2, size),
                         rect(Double(Self.width) + d, Double(Self.height) + d, size, size)] {
                let (clipped, reference) = try bothWays { canvas, t in
                    canvas.fill(path, paint: .solid(red), transform: t)
                }
                #expect(clipped == reference, "offset \(d), size \(size)")
            }
        }
    }

    @Test(arguments: [0.25, 1, 2.5])
    func rectanglesAcrossTheLeftAndTopEdges(size: Double) throws {
        for d in Self.offsets {
            for path in [rect(d - size, 1, size, 2), rect(1, d - size, 2, size), rect(d - size, d - size, size, size)] {
                let (clipped, reference) = try bothWays { canvas, t in
                    canvas.fill(path, paint: .solid(red), transform: t)
                }
                #expect(clipped == reference, "offset \(d), size \(size)")
            }
        }
    }

    /// The reported case: a one-pixel column just right of a 4×4 canvas painted column 0
    /// of the next rows and wrote past the buffer on the last.
    @Test func theColumnJustRightOfTheCanvasDrawsNothing() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.fill(try Path(svgData: "M4 0 H5 V4 H4 Z"), paint: .solid(red))
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 })
    }

    /// Slanted edges, curves, strokes and even-odd fills crossing each edge and corner,
    /// through a clip and a blend mode too (each a different blitter).
    @Test func shapesCrossingEveryEdge() throws {
        let (w, h) = (Double(Self.width), Double(Self.height))
        let centres = [Point(0, 0), Point(w, 0), Point(0, h), Point(w, h), Point(w / 2, 0), Point(w, h / 2),
                       Point(w / 2, h), Point(0, h / 2)]
        for c in centres {
            for d in [-1.3, -0.5, 0, 0.5, 1.3] {
                let centre = Point(c.x + d, c.y - d)
                let disc = Path(ellipseIn: Rect(x: centre.x - 1.7, y: centre.y - 1.2, width: 3.4, height: 2.4))
                var tri = Path()
                tri.move(to: centre)
                tri.line(to: Point(centre.x + 2.6, centre.y + 0.7))
                tri.line(to: Point(centre.x - 0.4, centre.y + 2.9))
                tri.close()
                for variant in 0..<5 {
                    let (clipped, reference) = try bothWays { canvas, t in
                        switch variant {
                        case 0: canvas.fill(disc, paint: .solid(blue), transform: t)
                        case 1: canvas.fill(tri, paint: .solid(green), rule: .evenodd, transform: t)
                        case 2: canvas.stroke(tri, paint: .solid(.black), style: StrokeStyle(width: 1.5), transform: t)
                        case 3:
                            canvas.save()
                            canvas.clip(disc, transform: t)
                            canvas.fill(rect(-10, -10, 40, 40), paint: .solid(red), transform: t)
                            canvas.restore()
                        default:
                            canvas.blendMode = .multiply
                            canvas.alpha = 0.5
                            canvas.fill(disc, paint: .solid(red), transform: t)
                        }
                    }
                    #expect(clipped == reference, "centre \(centre), variant \(variant)")
                }
            }
        }
    }

    /// An edge whose height is a few subnormals, crossing the top of the canvas: its slope is
    /// infinite, which indexed cells far outside the band before (found by the png fuzzer,
    /// `Fixtures/Fuzz/regressions/png/nearly-flat-edge-past-cells.png`).
    @Test func nearlyFlatEdgeAcrossTheTop() throws {
        // Subnormal heights, read from text: as literals the compiler warns that they lose precision.
        let subnormal = { (text: String) in Double(text)! }
        let least = Double.leastNonzeroMagnitude   // 5e-324
        for (ya, yb) in [(subnormal("-1e-320"), subnormal("1e-320")), (-least, least),
                         (subnormal("-1e-310"), subnormal("2e-320"))] {
            for (xa, xb) in [(0.5, 6.5), (6.5, 0.5), (-3.0, 9.0)] {
                var p = Path()
                p.move(to: Point(xa, ya))
                p.line(to: Point(xb, yb))
                p.line(to: Point(3, 4))
                p.close()
                let (clipped, reference) = try bothWays { canvas, t in
                    canvas.fill(p, paint: .solid(red), transform: t)
                }
                #expect(clipped == reference, "\(xa), \(ya) → \(xb), \(yb)")
            }
        }
    }

    /// A rectangle reaching 1e30 past every side covers every pixel fully.
    @Test func farRectangleCoversTheCanvas() throws {
        var canvas = try Canvas(width: 9, height: 6)
        canvas.fill(rect(-1e30, -1e30, 2e30, 2e30), paint: .solid(.black))
        #expect(canvas.pixmap.pixels.allSatisfy { PremultipliedColor(packed: $0).a == 255 })
    }

    /// Far vertices whose edges cross the canvas along a row boundary give that row's coverage.
    @Test(arguments: [1e9, 1e30, 1e300])
    func farTriangleMatchesNearRectangle(far: Double) throws {
        var tri = Path()
        tri.move(to: Point(-far, 3))
        tri.line(to: Point(far, 3))
        tri.line(to: Point(0, -far))
        tri.close()
        var canvas = try Canvas(width: 10, height: 6)
        canvas.fill(tri, paint: .solid(.black))
        var expected = try Canvas(width: 10, height: 6)
        expected.fill(rect(0, 0, 10, 3), paint: .solid(.black))
        #expect(canvas.pixmap == expected.pixmap)
    }

    /// Clipping a path to a rectangle keeps its winding inside the rectangle, and every
    /// point of the result lies in it.
    @Test func clippedPathStaysInsideAndKeepsItsCoverage() throws {
        var star = Path()
        let pts = (0..<5).map { i -> Point in
            let a = Double(i) * 4 * Double.pi / 5
            return Point(5 + 40 * cos(a), 4 + 40 * sin(a))
        }
        star.move(to: pts[0])
        for p in pts.dropFirst() { star.line(to: p) }
        star.close()
        let flat = Flattener.flatten(star, transform: .identity, clip: nil)
        let box = Rect(x: -1, y: -1, width: 12, height: 10)
        let near = flat.clipped(to: box)
        #expect(near.points.allSatisfy { $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY })
        for rule in [FillRule.nonzero, .evenodd] {
            let scratch = RasterScratch()
            var a = [UInt8](repeating: 0, count: 10 * 8), b = a
            a.withUnsafeMutableBufferPointer { buf in
                var writer = TestMaskWriter(values: buf.baseAddress!, width: 10)
                Rasterizer.fill(flat, rule: rule, width: 10, height: 8, scratch: scratch, blitter: &writer)
            }
            b.withUnsafeMutableBufferPointer { buf in
                var writer = TestMaskWriter(values: buf.baseAddress!, width: 10)
                Rasterizer.fill(near, rule: rule, width: 10, height: 8, scratch: scratch, blitter: &writer)
            }
            // The same winding, up to the rounding of the crossing points (a level at most).
            #expect(zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(rule)")
        }
    }

    /// Shadows with offsets and blurs at the edges of what numbers can say: no crash, and
    /// a blur past the limit is reported rather than dropped.
    @Test func hostileShadows() throws {
        let square = rect(2, 2, 3, 3)
        for offset in [Point(1e300, 0), Point(-9.3e18, 4), Point(0, -1e300), Point(3e9, 3e9)] {
            var canvas = try Canvas(width: 8, height: 8)
            canvas.shadow = Shadow(offset: offset, blur: 2, color: .black)
            canvas.fill(square, paint: .solid(red))
            #expect(canvas.limitExceeded == nil)
            var plain = try Canvas(width: 8, height: 8)
            plain.fill(square, paint: .solid(red))
            #expect(canvas.pixmap == plain.pixmap, "the shadow lands off the canvas: \(offset)")
        }
        for far in [Point(1e30, 1e30), Point(-1e20, 3)] {
            var canvas = try Canvas(width: 8, height: 8)
            canvas.shadow = Shadow(offset: Point(0, 0), blur: 2, color: .black)
            canvas.fill(rect(far.x, far.y, 1, 1), paint: .solid(red))
            #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 })
        }
        var canvas = try Canvas(width: 8, height: 8)
        canvas.shadow = Shadow(offset: .zero, blur: 1e6, color: .black)
        canvas.fill(square, paint: .solid(red))
        let error = try #require(canvas.limitExceeded)
        #expect(error.limit == .blurReach)
        #expect("\(error)".contains("CTLRENDER_MAX_BLUR_REACH"))
        #expect(throws: LimitExceeded.self) { try canvas.checkLimits() }
    }

    /// Images drawn into vanishing or far rectangles sample at absurd positions: their
    /// edge pixels, with weights that stay in range (a weight from 1e20 trapped before).
    @Test func imagesSampledFarOutside() throws {
        var image = try Pixmap(width: 3, height: 2)
        for i in image.pixels.indices { image.pixels[i] = Color(r: UInt8(40 * i), g: 90, b: 200).premultiplied.packed }
        for filter in [ImageFilter.bilinear, .nearest] {
            for dst in [Rect(x: 0.5, y: 0.5, width: 1e-20, height: 1e-20), Rect(x: 1, y: 1, width: 1e-300, height: 3),
                        Rect(x: -1e20, y: -1e20, width: 2e20 + 1, height: 2e20 + 1)] {
                for source in [nil, Rect(x: 1, y: 0, width: 1, height: 1), Rect(x: -1e30, y: -5, width: 1e31, height: 9)] {
                    var canvas = try Canvas(width: 4, height: 4)
                    canvas.drawImage(image, source: source, in: dst, filter: filter)
                    canvas.drawImage(image, source: source, in: dst, filter: filter,
                                     transform: Transform(a: 1e-10, b: 1, c: 1, d: 1e-10, e: 0, f: 0))
                    #expect(canvas.pixmap.pixels.allSatisfy { PremultipliedColor(packed: $0).r
                                <= PremultipliedColor(packed: $0).a })
                }
            }
        }
    }

    /// Dashes and segments past the limits are reported, not drawn solid or dropped silently.
    @Test func strokesOverTheLimitsAreReported() throws {
        var line = Path()
        line.move(to: Point(0, 4))
        line.line(to: Point(100_000, 4))
        var canvas = try Canvas(width: 16, height: 8)
        canvas.stroke(line, paint: .solid(.black), style: StrokeStyle(width: 2, cap: .round, dash: [0.1, 0.1]))
        #expect(canvas.limitExceeded?.limit == .dashes)
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 }, "not drawn solid")

        let few = RenderLimits(imagePixels: 1 << 20, totalImageBytes: 1 << 30, pathSegments: 50, dashes: 10,
                               blurReach: 10, inputBytes: 1 << 20)
        try RenderLimits.$current.withValue(few) {
            var canvas = try Canvas(width: 16, height: 8)
            canvas.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 16, height: 8)), paint: .solid(.black))
            #expect(canvas.limitExceeded?.limit == .pathSegments)
            var stroked = try Canvas(width: 16, height: 8)
            stroked.stroke(Path(ellipseIn: Rect(x: 2, y: 2, width: 12, height: 4)), paint: .solid(.black),
                           style: StrokeStyle(width: 3, join: .round))
            #expect(stroked.limitExceeded?.limit == .pathSegments)
        }
    }
}

/// Writes coverage into an 8-bit mask.
private struct TestMaskWriter: SpanBlitter {
    let values: UnsafeMutablePointer<UInt8>
    let width: Int

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        precondition(x >= 0 && count > 0 && x + count <= width)
        (values + y * width + x).update(repeating: coverage, count: count)
    }

    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        precondition(x >= 0 && count > 0 && x + count <= width)
        (values + y * width + x).update(from: mask, count: count)
    }
}
