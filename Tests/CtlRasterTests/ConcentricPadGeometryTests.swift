import Testing
@testable import CtlRaster

/// A concentric radial gradient with `pad` spread and no dithering is shaded from terms
/// computed once per shader (`Shader.ConcentricPad`): which gradients take that geometry,
/// which fall back to the per-pixel definition (terms past Double's range), and that rows
/// without rotation (where y² is kept once per row) and with it give the same entries as
/// the general row function.
@Suite struct ConcentricPadGeometryTests {
    /// Entry i of the table is i, so a pixel shows which entry it took.
    private static let identityTable = (0..<GradientTable.entryCount).map { UInt32($0) }
    private static let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]

    private static func shader(_ g: RadialGradient, _ inverse: Transform, _ body: (Shader) -> Void) {
        identityTable.withUnsafeBufferPointer { t in
            [SIMD4<Float>](repeating: .zero, count: GradientTable.entryCount).withUnsafeBufferPointer { exact in
                body(Shader(radial: g, inverse: inverse, table: t.baseAddress!, exactTable: exact.baseAddress!))
            }
        }
    }

    private static func isConcentricPad(_ g: RadialGradient, _ inverse: Transform = .identity) -> Bool {
        var result = false
        shader(g, inverse) { if case .concentricPad = $0.geometry { result = true } }
        return result
    }

    @Test func onlyPadWithoutDitherTakesThePrecomputedTerms() {
        let center = Point(10, 12)
        #expect(Self.isConcentricPad(RadialGradient(center: center, radius: 8, stops: Self.stops)))
        #expect(!Self.isConcentricPad(RadialGradient(center: center, radius: 8, stops: Self.stops, dither: true)))
        #expect(!Self.isConcentricPad(RadialGradient(center: center, radius: 8, stops: Self.stops, spread: .repeat)))
        #expect(!Self.isConcentricPad(RadialGradient(center: center, radius: 8, stops: Self.stops, spread: .reflect)))
        // A moved focal point is the two-point conical gradient.
        #expect(!Self.isConcentricPad(RadialGradient(center: center, radius: 8, focal: Point(11, 12), stops: Self.stops)))
    }

    @Test func termsPastDoubleRangeFallBackToTheDefinition() {
        // (n − 1) / radius overflows: the terms are infinite, so the shader takes the
        // per-pixel definition, where every pixel off the centre has t ≥ 1: the last entry.
        let g = RadialGradient(center: Point(0.5, 0.5), radius: Double("1e-320")!, stops: Self.stops)  // subnormal: from text
        #expect(!Self.isConcentricPad(g))
        var out = [UInt32](repeating: .max, count: 7)
        Self.shader(g, .identity) { s in out.withUnsafeMutableBufferPointer { s.shade(x: 1, y: 0, count: 7, into: $0.baseAddress!) } }
        #expect(out.allSatisfy { $0 == 255 }, "\(out)")
        // A transform whose scale times the radius' inverse overflows does the same.
        #expect(!Self.isConcentricPad(RadialGradient(center: .zero, radius: 1e-300, stops: Self.stops), .scale(1e300, 1e300)))
    }

    @Test func rowsWithAndWithoutRotationAgreeWithThePerPixelDefinition() {
        // Without rotation (yStep = 0: y² is kept once per row) and with a quarter turn written
        // out exactly (xStep = 0), every length of run, against the definition pixel by pixel.
        let center = Point(20.25, 17.5)
        let g = RadialGradient(center: center, radius: 13, stops: Self.stops)
        let plain = Transform.identity
        let turned = Transform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0)
        #expect(Self.isConcentricPad(g, plain) && Self.isConcentricPad(g, turned))
        for count in 1...11 {
            for y in [0, 9, 17, 30] {
                let a = g.shadedRow(table: Self.identityTable, inverse: plain, x: 3, y: y, count: count)
                for (i, entry) in a.enumerated() {
                    let p = Point(Double(3 + i) + 0.5, Double(y) + 0.5) - center
                    let v = min(p.length / 13 * 255 + 0.5, 255.5)
                    #expect(ConcentricShadingTests.isNearEnough(entry, v: v), "count \(count), y \(y), pixel \(i): \(entry) for \(v)")
                }
                let b = g.shadedRow(table: Self.identityTable, inverse: turned, x: 3, y: y, count: count)
                for (i, entry) in b.enumerated() {
                    let q = turned.apply(Point(Double(3 + i) + 0.5, Double(y) + 0.5)) - center
                    let v = min(q.length / 13 * 255 + 0.5, 255.5)
                    #expect(ConcentricShadingTests.isNearEnough(entry, v: v), "turned, count \(count), y \(y), pixel \(i): \(entry) for \(v)")
                }
            }
        }
    }
}
