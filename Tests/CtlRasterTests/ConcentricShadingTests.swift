import Testing
@testable import CtlRaster

/// The concentric radial gradient's rows are shaded four pixels at a time in Float
/// (`Shader.shadeConcentricPad`); each pixel must take the entry the scalar definition
/// gives, t = |p + i·step − centre| / radius, entry t·255 rounded half up (t ≤ 0 or NaN
/// → 0, t ≥ 1 → 255), or, where t·255 lies within 2⁻⁵ of halfway between two entries,
/// the other of those two.
@Suite struct ConcentricShadingTests {
    /// Entry i of the table is i, so a pixel shows which entry it took (a whole table:
    /// entryCount entries, though t ≥ 0 never reaches `padBefore`).
    private static let identityTable = (0..<GradientTable.entryCount).map { UInt32($0) }

    /// v = t·255 + ½ of the pixel at `d` from the centre, clamped to ½…255.5 (NaN to ½):
    /// its entry is ⌊v⌋.
    private static func exactV(_ d: Point, _ radius: Double) -> Double {
        let t = d.length * (1 / radius)
        return t > 0 ? (t < 1 ? t * 255 + 0.5 : 255.5) : 0.5
    }

    /// Whether `entry` is ⌊v⌋, or the entry next to it on the side of a boundary v lies
    /// within 2⁻⁵ of.
    static func isNearEnough(_ entry: UInt32, v: Double) -> Bool {
        let exact = v.rounded(.down)
        if Double(entry) == exact { return true }
        if Double(entry) == exact + 1 { return exact + 1 - v <= 0x1p-5 }
        if Double(entry) == exact - 1 { return v - exact <= 0x1p-5 }
        return false
    }

    /// The pixels of the row that take neither the exact entry nor its allowed neighbour,
    /// and how many took the neighbour.
    private static func check(center: Point, radius: Double, inverse: Transform, x: Int, y: Int, count: Int)
        -> (bad: [Int], neighbours: Int) {
        let g = RadialGradient(center: center, radius: radius,
                               stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)])
        let out = g.shadedRow(table: identityTable, inverse: inverse, x: x, y: y, count: count)
        let d0 = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)) - center
        let step = Point(inverse.a, inverse.b)
        var bad: [Int] = [], neighbours = 0
        for i in 0..<count {
            let k = Double(i)
            let v = exactV(Point(k * step.x + d0.x, k * step.y + d0.y), radius)
            if !isNearEnough(out[i], v: v) {
                bad.append(i)
            } else if Double(out[i]) != v.rounded(.down) {
                neighbours += 1
            }
        }
        return (bad, neighbours)
    }

    @Test func rowsOfEveryLengthAndTransformTakeTheScalarEntries() {
        let transforms: [Transform] = [
            .identity, .scale(0.5, 0.5), .scale(1.0 / 3, 1.0 / 3),
            Transform.rotation(0.7).concatenating(.translation(-3.25, 5.5)),
            .init(a: 0.9, b: -0.35, c: 0.2, d: 1.1, e: 2, f: -1),
        ]
        for (n, inverse) in transforms.enumerated() {
            for count in 1...13 {
                for x in [-7, 0, 3, 18] {
                    let bad = Self.check(center: Point(10.3, 7.9), radius: 9.25, inverse: inverse, x: x, y: 4, count: count).bad
                    #expect(bad.isEmpty, "transform \(n), count \(count), x \(x): pixels \(bad)")
                }
            }
        }
    }

    @Test func entryBoundariesRoundHalfUpAsTheScalarPath() {
        // Radius 255 and the centre on a pixel centre's row: t·255 is the distance, so
        // half-integer distances sit exactly on the rounding boundary.
        // The Float lengths are exact here, so even the boundaries take the exact entries.
        let (bad, neighbours) = Self.check(center: Point(0.5, 0.5), radius: 255, inverse: .identity, x: 0, y: 0, count: 300)
        #expect(bad.isEmpty && neighbours == 0, "pixels \(bad), \(neighbours) neighbours")
    }

    @Test func randomRowsTakeTheScalarEntriesOrANeighbourAtABoundary() {
        // Small radii and the 1/3 scales put many pixels near an entry boundary.
        var random = Xorshift32(state: 0x2545_F491)
        var rows = 0, pixels = 0, neighbours = 0
        for _ in 0..<400 {
            let radius = 0.75 + random.next(below: 90)
            let center = Point(random.next(below: 120) - 10, random.next(below: 120) - 10)
            let s = [1, 1.0 / 3, 0.37, 2.5][rows % 4]
            let inverse = Transform.rotation(random.next(below: 6.3)).concatenating(.scale(s, s))
                .concatenating(.translation(random.next(below: 8), random.next(below: 8)))
            let (x, y) = (Int(random.next(below: 120)) - 20, Int(random.next(below: 120)))
            let count = 1 + rows % 61
            let result = Self.check(center: center, radius: radius, inverse: inverse, x: x, y: y, count: count)
            #expect(result.bad.isEmpty, "row \(rows): radius \(radius), centre \(center): pixels \(result.bad)")
            rows += 1
            pixels += count
            neighbours += result.neighbours
        }
        // A neighbour is taken only near a boundary: rarely.
        #expect(neighbours * 100 < pixels, "\(neighbours) of \(pixels) pixels took a neighbouring entry")
    }

    @Test func farRowsTakeTheDoubleEntries() {
        // Radius 0.5 on a row 4 000 pixels long: the reach is past `concentricFloatReach`,
        // so the row is shaded in Double, the exact entries.
        let (bad, neighbours) = Self.check(center: Point(1000.3, 2.1), radius: 0.5, inverse: .identity,
                                           x: 0, y: 2, count: 4000)
        #expect(bad.isEmpty && neighbours == 0, "pixels \(bad), \(neighbours) neighbours")
    }

    @Test func theReachBoundsTheRowAndIsNotANumberForNaN() {
        #expect(Shader.concentricReach(from: Point(3, -4), step: Point(0.5, 0), count: 10) == 12)
        #expect(Shader.concentricReach(from: Point(.nan, 0), step: Point(1, 0), count: 4).isNaN)
        #expect(!(Shader.concentricReach(from: Point(0, 0), step: Point(.infinity, 0), count: 4)
                  < Shader.concentricFloatReach))
    }

    @Test func hugeCoordinatesStayInTheTable() {
        // |p|² overflows to infinity: t = ∞ takes the last entry, never an index past it.
        let bad = Self.check(center: .zero, radius: 1, inverse: .scale(1e200, 1e200), x: 0, y: 0, count: 9).bad
        #expect(bad.isEmpty, "pixels \(bad)")
    }

    @Test func aHugeRadiusFarFromThePixelsStaysInTheTable() {
        // radius 10⁴⁸: scale 2.55·10⁻⁴⁶ is 0 as a Float, and the positions (−10⁴⁰) are −∞,
        // so a Float lane was ∞·0 = NaN, truncated to Int32.min: an entry 2³¹ past the table.
        let bad = Self.check(center: Point(1e40, 0), radius: 1e48, inverse: .identity, x: 0, y: 0, count: 9).bad
        #expect(bad.isEmpty, "pixels \(bad)")
    }

    @Test func aStepBeyondFloatStaysInTheTable() {
        // A step of 10³⁹ per pixel is ∞ as a Float: lane 0 is 0·∞ = NaN, which the margin
        // (scale 2.55·10⁻³⁸) did not catch.
        let bad = Self.check(center: .zero, radius: 1e40, inverse: .scale(1e39, 1e39), x: 0, y: 0, count: 9).bad
        #expect(bad.isEmpty, "pixels \(bad)")
    }

    @Test func squaresBeyondFloatTakeTheDoubleEntries() {
        // |p| = 2⁶⁵ with scale 2⁻⁸⁰: v = 2⁻¹⁵ + ½ (entry 0), but |p|² overflows a Float to ∞,
        // where the Float lanes took the last entry.
        let bad = Self.check(center: Point(0x1p65, 0), radius: 255 * 0x1p80, inverse: .identity, x: 0, y: 0, count: 9).bad
        #expect(bad.isEmpty, "pixels \(bad)")
    }

    @Test func aCanvasFillsWithAFarHugeRadialGradient() throws {
        // The same case as a scene reaches it: finite numbers that pass every check on the way.
        var canvas = try Canvas(width: 16, height: 4)
        var rect = Path()
        rect.addRect(Rect(x: 0, y: 0, width: 16, height: 4))
        let g = RadialGradient(center: Point(1e40, 0), radius: 1e48,
                               stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)])
        canvas.fill(rect, paint: .radialGradient(g))
        // t = 10⁻⁸ everywhere: the first stop's colour.
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == Color.black.premultiplied.packed })
    }

    @Test func tableEntriesTruncateLikeIntAndMaskNaN() {
        let values = SIMD4<Double>(0.5, 254.999_999_999, 255.5, 1.0)
        #expect(Shader.tableEntries(values) == SIMD4<Int64>(0, 254, 255, 1))
        #expect(Shader.tableEntries(SIMD4(.nan, 7.5, 0x1p40 + 0.5, 3.000_000_1)) == SIMD4<Int64>(0, 7, 0, 3))
        let clamped = SIMD4<Double>(1, 300, .infinity, .nan).clamped(above: 255.5)
        #expect(clamped[0] == 1 && clamped[1] == 255.5 && clamped[2] == 255.5 && clamped[3].isNaN)
    }

    @Test func doubleFloorMatchesTruncationUpTo2To52() {
        var values: [Double] = [0, 0.5, 1, 255.5, 0x1p51 + 0.5, 0x1p52 - 1]
        for i in 0...2048 {
            let x = Double(i) / 8
            values += [x, x.nextUp, x.nextDown].filter { $0 >= 0 }
        }
        for start in stride(from: 0, to: values.count - 3, by: 4) {
            let x = SIMD4(values[start], values[start + 1], values[start + 2], values[start + 3])
            let expected = SIMD4<Int64>(Int64(x[0]), Int64(x[1]), Int64(x[2]), Int64(x[3]))
            #expect(x.floorOfSmallNonNegative() == expected, "\(x)")
        }
    }

    /// The blitters copy the shader at every span (the compiler cannot tell that the pixels
    /// written leave it alone): at up to 128 bytes the copy is eight vector moves, past that
    /// a call to memcpy (2.6 % of radial_concentric_128's instructions).
    @Test func theShaderFitsAnInlineCopy() {
        #expect(MemoryLayout<Shader>.size <= 128, "\(MemoryLayout<Shader>.size) bytes")
    }
}
