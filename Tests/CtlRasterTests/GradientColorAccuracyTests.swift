import Testing
@testable import CtlRaster

/// Gradients drawn on a canvas, every pixel against the colour its definition gives in
/// Double: t at the pixel centre mapped into gradient space, then the table entry t·255
/// rounded half up under the spread mode. The stops change each channel by at most 255
/// over the gradient, so neighbouring entries differ by at most one level, and the
/// shaders' cheaper arithmetic (Float lanes, a product for a quotient, polynomials along a
/// row) must keep every channel of every pixel within one level of that colour. The
/// rectangles overhang the canvas, so that spans start and end at its edges, and the canvas
/// widths leave every remainder of a four-pixel group.
@Suite struct GradientColorAccuracyTests {
    private static let stops = [GradientStop(offset: 0, color: Color(r: 12, g: 200, b: 40)),
                                GradientStop(offset: 1, color: Color(r: 250, g: 30, b: 160))]

    /// The gradient's t at `q` in its own space, as the definition gives it, and whether `q`
    /// lies so near the edge of a cone (a discriminant or radius within 10⁻⁹, relative, of 0)
    /// that either side is right. nil: outside the cone (a transparent pixel).
    private static func parameter(_ g: RadialGradient, at q: Point) -> (t: Double?, nearEdge: Bool) {
        if g.focal == g.center && g.focalRadius == 0 { return ((q - g.center).length / g.radius, false) }
        let pd = q - g.focal, cd = g.center - g.focal
        let fr = g.focalRadius, dr = g.radius - g.focalRadius
        let a = cd.dot(cd) - dr * dr, b = pd.dot(cd) + fr * dr, c = pd.dot(pd) - fr * fr
        var t: Double
        var nearEdge = false
        if abs(a) < 1e-9 {
            guard b != 0 else { return (nil, false) }
            t = c / (2 * b)
        } else {
            let disc = b * b - a * c
            nearEdge = abs(disc) <= 1e-9 * (b * b + abs(a * c))
            guard disc >= 0 else { return (nil, nearEdge) }
            let t1 = (b + disc.squareRoot()) / a, t2 = (b - disc.squareRoot()) / a
            t = max(t1, t2)
            if fr + t * dr < 0 { t = min(t1, t2) }
        }
        if abs(fr + t * dr) <= 1e-9 * (fr + abs(t * dr)) { nearEdge = true }
        return (fr + t * dr >= 0 ? t : nil, nearEdge)
    }

    /// The table entry of t under `spread`.
    private static func entry(_ t: Double, _ spread: SpreadMode) -> Int {
        var u = t
        switch spread {
        case .pad: u = min(max(u, 0), 1)
        case .repeat: u -= u.rounded(.down)
        case .reflect:
            u -= 2 * (u / 2).rounded(.down)
            if u > 1 { u = 2 - u }
        }
        return Int(u * 255 + 0.5)
    }

    /// Draws `g` over a `width`×`height` canvas under `transform` and returns the pixels
    /// off by more than one level, those near a cone's edge left out, and how many pixels
    /// differ from the definition's colour at all.
    private static func offPixels(_ g: RadialGradient, transform: Transform, width: Int, height: Int) throws
        -> (off: [String], differing: Int) {
        var canvas = try Canvas(width: width, height: height)
        canvas.transform = transform
        let inverse = try #require(transform.inverted())
        // A user-space rectangle that covers the canvas and more.
        let corners = [Point(-3, -3), Point(Double(width) + 3, -3), Point(-3, Double(height) + 3),
                       Point(Double(width) + 3, Double(height) + 3)].map { inverse.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        var rect = Path()
        rect.addRect(Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        canvas.fill(rect, paint: .radialGradient(g))
        var table = [UInt32](repeating: 0, count: GradientTable.entryCount)
        table.withUnsafeMutableBufferPointer { GradientTable.build(GradientTable.sanitized(g.stops), into: $0.baseAddress!) }
        let pixels = canvas.pixmap.pixels
        var off: [String] = [], differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let (t, nearEdge) = parameter(g, at: inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)))
                let expected = t.map { table[entry($0, g.spread)] } ?? 0
                let got = pixels[y * width + x]
                if got != expected { differing += 1 }
                let worst = Self.largestChannelDifference(got, expected)
                if worst > 1 && !nearEdge { off.append("(\(x), \(y)): \(String(got, radix: 16)) for \(String(expected, radix: 16))") }
            }
        }
        return (off, differing)
    }

    private static func largestChannelDifference(_ p: UInt32, _ q: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let a = Int((p >> shift) & 255), b = Int((q >> shift) & 255)
            worst = max(worst, abs(a - b))
        }
        return worst
    }

    private static let gradients: [(String, RadialGradient)] = [
        ("concentric", RadialGradient(center: Point(20.3, 11.7), radius: 18, stops: stops)),
        ("concentric, tiny radius", RadialGradient(center: Point(7.2, 4.9), radius: 0.3, stops: stops)),
        ("concentric, huge radius", RadialGradient(center: Point(3, 4), radius: 1e7, stops: stops)),
        ("concentric, far huge", RadialGradient(center: Point(1e6, -1e6), radius: 1.414e6, stops: stops)),
        ("focal inside", RadialGradient(center: Point(18, 12), radius: 14, focal: Point(12, 6), stops: stops)),
        ("focal circle inside", RadialGradient(center: Point(18, 12), radius: 14, focal: Point(15, 10),
                                               focalRadius: 3, stops: stops)),
        ("focal outside (a cone)", RadialGradient(center: Point(24, 10), radius: 5, focal: Point(2, 6),
                                                  focalRadius: 1, stops: stops)),
        ("focal on the circle", RadialGradient(center: Point(14, 8), radius: 6, focal: Point(20, 8), stops: stops)),
        ("focal just inside the circle", RadialGradient(center: Point(14, 8), radius: 6, focal: Point(19.999_999, 8),
                                                        stops: stops)),
        ("focal just outside the circle", RadialGradient(center: Point(14, 8), radius: 6, focal: Point(20.000_001, 8),
                                                         stops: stops)),
        ("focal inside, tiny", RadialGradient(center: Point(9, 9), radius: 0.4, focal: Point(9.1, 9.2), stops: stops)),
        ("focal inside, huge", RadialGradient(center: Point(9, 9), radius: 1e8, focal: Point(-3e7, 2e7), stops: stops)),
        ("focal circle, equal radii", RadialGradient(center: Point(20, 10), radius: 4, focal: Point(6, 10),
                                                     focalRadius: 4, stops: stops)),
    ]

    private static let transforms: [(String, Transform)] = [
        ("identity", .identity),
        ("rotated, a third", Transform.rotation(0.6).concatenating(.scale(1.0 / 3, 1.0 / 3))),
        ("skewed", Transform(a: 1.1, b: 0.35, c: -0.4, d: 0.9, e: 3.25, f: -2.5)),
    ]

    @Test(arguments: [SpreadMode.pad, .repeat, .reflect])
    func everyPixelIsWithinOneLevelOfTheDefinition(spread: SpreadMode) throws {
        var pixels = 0, differing = 0
        for (name, base) in Self.gradients {
            var g = base
            g.spread = spread
            for (transformName, transform) in Self.transforms {
                for (width, height) in [(37, 23), (5, 3), (1, 2), (66, 9)] {
                    let result = try Self.offPixels(g, transform: transform, width: width, height: height)
                    #expect(result.off.isEmpty, "\(name), \(transformName), \(width)×\(height): \(result.off.prefix(5))")
                    pixels += width * height
                    differing += result.differing
                }
            }
        }
        // The cheaper arithmetic moves a pixel only near an entry boundary.
        #expect(differing * 50 < pixels, "\(differing) of \(pixels) pixels differ from the definition")
    }
}
