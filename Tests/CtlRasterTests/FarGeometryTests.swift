import Testing
@testable import CtlRaster

/// Fills and strokes that reach absurdly far past the canvas (1e16 … 1e300 pixels) draw
/// what the exact geometry says: a path there and back covers nothing, and a band or a
/// stroke across the canvas covers exactly what its part near the canvas covers.
///
/// The far shapes are built on lines through points every double represents exactly
/// (the canvas' corner, a row, a column), so that the near shape they are compared with
/// lies on the very same lines.
@Suite struct FarGeometryTests {
    static let size = 64
    /// How far the shapes reach, both ways.
    static let reaches: [Double] = [1e16, 1e20, 1e100, 1e154, 1e300, -1e16, -1e20, -1e100, -1e154, -1e300]
    let black = Paint.solid(Color(r: 0, g: 0, b: 0))

    private func drawn(transform: Transform = .identity, _ draw: (inout Canvas) -> Void) throws -> [UInt32] {
        var canvas = try Canvas(width: Self.size, height: Self.size)
        canvas.transform = transform
        draw(&canvas)
        return canvas.pixmap.pixels
    }

    private func polygon(_ points: [Point], close: Bool = true) -> Path {
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        if close { path.close() }
        return path
    }

    private func covered(_ pixels: [UInt32]) -> Int { pixels.filter { $0 != 0 }.count }

    /// A path from a point near or in the canvas to a far one and back has no area: under
    /// either rule it covers no pixel. (`M0 0 L1e20 1e20` filled half the canvas: the far
    /// clip's crossing on the return edge rounded to the start.)
    @Test(arguments: reaches)
    func thereAndBackCoversNothing(far: Double) throws {
        let starts = [Point(0, 0), Point(20, 30), Point(64, 64), Point(-3, 70)]
        let directions = [Point(1, 1), Point(1, 0.3), Point(-0.5, 1), Point(1, -1), Point(0.001, 1)]
        for start in starts {
            for d in directions {
                let end = Point(start.x + d.x * far, start.y + d.y * far)
                let shapes = [polygon([start, end]), polygon([start, end, start]), polygon([end, start], close: false),
                              polygon([Point(-d.x * far, -d.y * far), Point(d.x * far, d.y * far)])]
                for (k, shape) in shapes.enumerated() {
                    for rule in FillRule.allCases {
                        let pixels = try drawn { $0.fill(shape, paint: black, rule: rule) }
                        #expect(covered(pixels) == 0, "shape \(k) from \(start) along \(d) × \(far), \(rule)")
                    }
                }
            }
        }
    }

    /// Bands across the whole canvas whose ends lie far away on both sides cover what their
    /// part near the canvas covers, pixel for pixel.
    @Test(arguments: reaches)
    func bandsAcrossTheCanvasCoverWhatTheirNearPartCovers(far: Double) throws {
        let L = far
        // Two wedges meeting at the canvas' corner, between y = x/2 and y = 3x/4: one of
        // them crosses the canvas. Rounded fractions put both edges' crossings near the
        // canvas at y = 0 before.
        let wedges = polygon([Point(-L, -L / 2), Point(L, L / 2), Point(L, 3 * L / 4), Point(-L, -3 * L / 4)])
        let nearWedge = polygon([Point(0, 0), Point(66, 33), Point(66, 49.5)])
        // A row band from far left to far right.
        let row = polygon([Point(-L, 20.25), Point(L, 20.25), Point(L, 26.5), Point(-L, 26.5)])
        let nearRow = polygon([Point(-2, 20.25), Point(66, 20.25), Point(66, 26.5), Point(-2, 26.5)])
        // A thin triangle from the corner to the far side: between y = x/4 and y = 2x.
        let M = abs(far)
        let triangle = polygon([Point(0, 0), Point(M, M / 4), Point(M / 2, M)])
        let nearTriangle = polygon([Point(0, 0), Point(264, 66), Point(33, 66)])
        for (farShape, nearShape, name) in [(wedges, nearWedge, "wedges"), (row, nearRow, "row"),
                                            (triangle, nearTriangle, "triangle")] {
            for rule in FillRule.allCases {
                let farPixels = try drawn { $0.fill(farShape, paint: black, rule: rule) }
                let nearPixels = try drawn { $0.fill(nearShape, paint: black, rule: rule) }
                #expect(covered(nearPixels) > 100, "\(name): the near shape must cover the canvas")
                #expect(farPixels == nearPixels, "\(name) reaching \(far), \(rule)")
            }
        }
    }

    /// A stroke through the canvas whose ends lie far away draws the pixels of the same
    /// stroke cut a little past the canvas: along a row, a column and diagonals; one
    /// segment, a polyline and a closed contour (the general centre line), a hairline,
    /// and under a scale. (A diagonal stroke between points at 1e20 had an outline of no
    /// width; a horizontal one vanished at 1e154, where its length overflowed.)
    @Test(arguments: reaches)
    func strokesThroughTheCanvasDrawTheirNearPart(far: Double) throws {
        let L = far
        struct Case { var far: Path, near: Path, style: StrokeStyle, transform: Transform = .identity, name: String }
        let cases = [
            Case(far: polygon([Point(-L, 32), Point(L, 32)], close: false),
                 near: polygon([Point(-8, 32), Point(72, 32)], close: false), style: StrokeStyle(width: 6), name: "row"),
            Case(far: polygon([Point(32.5, -L), Point(32.5, L)], close: false),
                 near: polygon([Point(32.5, -8), Point(32.5, 72)], close: false),
                 style: StrokeStyle(width: 5, cap: .round), name: "column"),
            Case(far: polygon([Point(-L, -L), Point(L, L)], close: false),
                 near: polygon([Point(-8, -8), Point(72, 72)], close: false), style: StrokeStyle(width: 4),
                 name: "diagonal"),
            Case(far: polygon([Point(-L, -L / 2), Point(L, L / 2)], close: false),
                 near: polygon([Point(-8, -4), Point(80, 40)], close: false),
                 style: StrokeStyle(width: 3, cap: .square), name: "half slope"),
            Case(far: polygon([Point(-L, 32), Point(L, 32), Point(L, -L)], close: false),
                 near: polygon([Point(-8, 32), Point(72, 32)], close: false),
                 style: StrokeStyle(width: 6, join: .round), name: "polyline"),
            Case(far: polygon([Point(-L, -L / 2), Point(L, L / 2), Point(L, -L)]),
                 near: polygon([Point(-8, -4), Point(80, 40)], close: false), style: StrokeStyle(width: 3),
                 name: "closed triangle"),
            Case(far: polygon([Point(-L, -L), Point(L, L)], close: false),
                 near: polygon([Point(-8, -8), Point(72, 72)], close: false), style: StrokeStyle(width: 0),
                 name: "hairline"),
            Case(far: polygon([Point(-L, 16), Point(L, 16)], close: false),
                 near: polygon([Point(-4, 16), Point(36, 16)], close: false), style: StrokeStyle(width: 3),
                 transform: .scale(2, 2), name: "scaled row"),
        ]
        for c in cases {
            let farPixels = try drawn(transform: c.transform) { $0.stroke(c.far, paint: black, style: c.style) }
            let nearPixels = try drawn(transform: c.transform) { $0.stroke(c.near, paint: black, style: c.style) }
            #expect(covered(nearPixels) > 60, "\(c.name): the near stroke must cross the canvas")
            #expect(farPixels == nearPixels, "\(c.name) reaching \(far)")
        }
    }

    /// The crossing of a line with x = e is the exact one, rounded, whatever the ends: on
    /// lines y = m·x through far points (where m times the far coordinate is exact), it is
    /// m·e; and the same for either direction.
    @Test func crossingsAreExactAndSymmetric() {
        for far in [1e3, 1e16, 1e20, 1e100, 1e154, 1e300, 1.7e308] {
            for m in [0.5, 0.75, 1, 2, -3, 0.125] {
                let p = Point(-far, -far * m), q = Point(far, far * m)
                for e in [-1.0, 0, 0.5, 65, 33.25, -16777217] where abs(e) < far && (-far * m).addingProduct(far, m) == 0 {
                    #expect(LineCrossing.y(atX: e, p, q) == m * e, "slope \(m), ends at ±\(far), x = \(e)")
                    #expect(LineCrossing.y(atX: e, q, p) == m * e)
                    #expect(LineCrossing.x(atY: m * e, p, q) == e)
                }
            }
        }
        // Arbitrary far segments: the two directions give the same number, between the ends.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int64(bitPattern: (state >> 11) << 11)) / Double(Int64.max)
        }
        for _ in 0..<2000 {
            let scale = [1e3, 1e20, 1e150, 1e300][Int(abs(next()) * 3.99)]
            let p = Point(-abs(next()) * scale - 1, next() * scale), q = Point(abs(next()) * scale + 1, next() * scale)
            let e = next() * 50
            let y = LineCrossing.y(atX: e, p, q)
            #expect(y == LineCrossing.y(atX: e, q, p))
            #expect(y >= min(p.y, q.y) && y <= max(p.y, q.y))
        }
    }

    /// A vector's length is finite for every finite vector and not zero for a nonzero one,
    /// and where x² + y² neither overflows nor underflows it is that formula's, bit for bit.
    @Test func lengthsNeitherOverflowNorUnderflow() {
        #expect(Point(3e154, 4e154).length == 5e154)
        #expect(Point(-3e300, 4e300).length == 5e300)
        let diagonal = Point(2e154, 2e154).length, root2 = 2e154 * 2.0.squareRoot()
        #expect(abs(diagonal - root2) <= root2.ulp)
        #expect(Point(1e300, 0).length == 1e300)
        #expect(Point(3e-170, 4e-170).length == 5e-170)
        #expect(Point(0, -Double.leastNonzeroMagnitude).length == .leastNonzeroMagnitude)
        #expect(Point(0, 0).length == 0)
        #expect(Point(2e154, 2e154).normalized.map { abs($0.x - 0.5.squareRoot()) < 1e-16 } == true)
        #expect(Point(.infinity, 1).length == .infinity)
        #expect(Point(.nan, 1).length.isNaN)
        for x in stride(from: -1e6, through: 1e6, by: 12_345.678) {
            for y in [0.1, -3.7, 1e-3, 77_777.25, 1e150] {
                #expect(Point(x, y).length == (x * x + y * y).squareRoot())
            }
        }
    }
}
