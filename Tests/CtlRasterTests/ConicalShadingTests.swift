import Testing
@testable import CtlRaster

/// Two-point conical gradients with pad spread are shaded four pixels at a time
/// (`Shader.shadeConicalPad`); each pixel must get what the scalar definition gives:
/// the larger root t of the circle family through the pixel whose radius is not
/// negative, entry t·255 rounded half up (t = 0 or NaN → 0, t ≥ 1 → 255, t < 0 →
/// `padBefore`), and a transparent pixel where no such circle exists. The row's
/// arithmetic rounds differently, so where t·255 lies within 2⁻¹³ of halfway between two
/// entries the other of them is allowed too, and where the discriminant, the circle's
/// radius or t is within 10⁻⁹ (relative) of 0, the other side of that edge.
@Suite struct ConicalShadingTests {
    /// Entry i of the table is i + 1, so a pixel shows which entry it took (0: none), but for
    /// the last, `transparent`, which a table holds as 0 (`GradientTable.build`).
    private static let table = (0..<GradientTable.entryCount).map {
        $0 == GradientTable.transparent ? 0 : UInt32($0 + 1)
    }

    /// The scalar definition, in the shader's order of operations: the colour; the other
    /// colour allowed where t·255 lies at an entry boundary; whether the pixel lies so near
    /// an edge that any colour is.
    private static func expected(_ pd: Point, _ g: RadialGradient) -> (color: UInt32, other: UInt32?, nearEdge: Bool) {
        let cd = g.center - g.focal, fr = g.focalRadius, dr = g.radius - g.focalRadius
        let a = cd.dot(cd) - dr * dr
        let b = pd.dot(cd) + fr * dr, c = pd.dot(pd) - fr * fr
        let tiny = 1e-9
        var t: Double
        var nearEdge = false
        if abs(a) < 1e-9 {
            // The focal circle touches the end circle from inside: one root.
            guard b != 0 else { return (0, nil, false) }
            t = c / (2 * b)
        } else {
            let disc = b * b - a * c
            nearEdge = abs(disc) <= tiny * (b * b + abs(a * c))
            guard disc >= 0 else { return (0, nil, nearEdge) }
            let root = disc.squareRoot()
            let t1 = (b + root) / a, t2 = (b - root) / a
            t = max(t1, t2)
            if abs(fr + t * dr) <= tiny * (fr + abs(t * dr)) { nearEdge = true }
            if fr + t * dr < 0 { t = min(t1, t2) }
        }
        if abs(fr + t * dr) <= tiny * (fr + abs(t * dr)) || abs(t) <= tiny { nearEdge = true }
        guard fr + t * dr >= 0 else { return (0, nil, nearEdge) }
        if t < 0 { return (table[GradientTable.padBefore], nil, nearEdge) }
        let u = t > 0 ? (t < 1 ? t : 1) : 0
        let v = u * 255 + 0.5
        // Within 2⁻¹³ of a boundary k: entry k − 1 or k.
        let k = v.rounded()
        let other = abs(v - k) <= 0x1p-13 && k >= 1 && k <= 255 ? table[Int(v) == Int(k) ? Int(k) - 1 : Int(k)] : nil
        return (table[Int(v)], other, nearEdge)
    }

    private static func mismatches(_ g: RadialGradient, inverse: Transform, x: Int, y: Int, count: Int) -> [Int] {
        let out = g.shadedRow(table: table, inverse: inverse, x: x, y: y, count: count)
        // The pixel positions stepped one after another, as the scalar path steps them.
        var p = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)) - g.focal
        let step = Point(inverse.a, inverse.b)
        var bad: [Int] = []
        for i in 0..<count {
            let (color, other, nearEdge) = expected(p, g)
            if out[i] != color && out[i] != other && !nearEdge { bad.append(i) }
            p = p + step
        }
        return bad
    }

    private static let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]

    @Test func rowsOfEveryLengthAndTransformTakeTheScalarEntries() {
        let gradients = [
            // The focal point inside the end circle (the knob's body), a focal circle, the
            // focal point outside (a cone: transparent pixels on either side), and on the end
            // circle (a = 0: the scalar path's single root).
            RadialGradient(center: Point(36, 36), radius: 22, focal: Point(30, 28), stops: Self.stops),
            RadialGradient(center: Point(10, 8), radius: 9, focal: Point(12.5, 7), focalRadius: 3, stops: Self.stops),
            RadialGradient(center: Point(20, 10), radius: 4, focal: Point(2, 6), focalRadius: 1, stops: Self.stops),
            RadialGradient(center: Point(8, 8), radius: 6, focal: Point(14, 8), stops: Self.stops),
        ]
        let transforms: [Transform] = [
            .identity, .scale(0.5, 0.5),
            Transform.rotation(0.7).concatenating(.translation(-3.25, 5.5)),
            .init(a: 0.9, b: -0.35, c: 0.2, d: 1.1, e: 2, f: -1),
        ]
        var shaded = 0
        for (n, g) in gradients.enumerated() {
            for (m, inverse) in transforms.enumerated() {
                for count in 1...13 {
                    for (x, y) in [(-7, 4), (0, 0), (3, 9), (18, 30), (25, 36)] {
                        let bad = Self.mismatches(g, inverse: inverse, x: x, y: y, count: count)
                        #expect(bad.isEmpty, "gradient \(n), transform \(m), count \(count), (\(x), \(y)): \(bad)")
                        shaded += count
                    }
                }
            }
        }
        #expect(shaded > 5000)
    }

    @Test func conesLeaveTheirOutsideTransparentAndCoverTheirInside() {
        // A focal point outside the end circle: some pixels of a row are outside the cone.
        let g = RadialGradient(center: Point(20, 10), radius: 4, focal: Point(2, 10), stops: Self.stops)
        let out = g.shadedRow(table: Self.table, inverse: .identity, x: 0, y: 10, count: 40)
        #expect(out[0] == 0)                      // behind the focal point
        #expect(out[12] != 0 && out[30] == 256)   // inside the cone; past the end circle, the last entry
        #expect(Self.mismatches(g, inverse: .identity, x: 0, y: 10, count: 40).isEmpty)
    }
}
