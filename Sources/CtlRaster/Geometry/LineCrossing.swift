// Where a line crosses x = e, from end points that may lie anywhere.
//
// The textbook p.y + (q.y − p.y)·(e − p.x)/(q.x − p.x) loses every digit when both ends
// lie far away and the crossing is near: for ends at ±1e20 the terms are 1e20 and cancel
// to a few pixels, so the answer is off by ulp(1e20) = 16384 px; and its fraction rounds
// differently for the segment and its reverse, so the two edges of a zero-area path
// clipped at the same line stop cancelling. Here the crossing is worked out exactly
// instead, on expansions (Shewchuk, "Adaptive Precision Floating-Point Arithmetic and
// Fast Robust Geometric Predicates", 1997): sums of doubles kept without rounding, the
// products split exactly with a fused multiply-add. The numerator
//     y·(q.x − p.x) = p.y·(q.x − e) + q.y·(e − p.x)
// is exact, and one Newton step on its residual corrects the rounded quotient, so the
// result is within about an ulp of the exact crossing wherever the ends lie, and the
// same for (p, q) and (q, p).

/// The crossing of a line, given by two points, with a vertical line.
enum LineCrossing {
    /// The y at which the line through `p` and `q` crosses x = `e`, within about an ulp of
    /// the exact value; `p.y` when the line is horizontal. Symmetric: `y(atX: e, p, q)` and
    /// `y(atX: e, q, p)` are the same number. Meant for `p.x ≠ q.x` with e between them
    /// (the result is kept between `p.y` and `q.y`); all inputs finite.
    static func y(atX e: Double, _ p: Point, _ q: Point) -> Double {
        if p.y == q.y { return p.y }
        // One order for both directions, so that the steps, and their rounding, are the same.
        let (p, q) = p.x < q.x || (p.x == q.x && p.y < q.y) ? (p, q) : (q, p)
        let (lo, hi) = p.y < q.y ? (p.y, q.y) : (q.y, p.y)
        // Products of the numerator must not overflow: bring the largest magnitude under
        // 2⁵⁰⁰ by a power of two, which is exact (a value it takes below the smallest
        // normal double is far below anything a pixel can show).
        let largest = max(abs(p.x), abs(p.y), abs(q.x), abs(q.y), abs(e))
        let scale = largest > 0x1p500 ? Double(sign: .plus, exponent: 500 - largest.exponent, significand: 1) : 1
        let (px, py, qx, qy, x) = (p.x * scale, p.y * scale, q.x * scale, q.y * scale, e * scale)
        let a = twoSum(qx, -x), b = twoSum(x, -px), d = twoSum(qx, -px)
        guard d.hi != 0 else { return p.y }
        var n = Expansion()
        n.add(twoProduct(py, a.hi))
        n.add(twoProduct(py, a.lo))
        n.add(twoProduct(qy, b.hi))
        n.add(twoProduct(qy, b.lo))
        let y0 = n.estimate / d.hi
        // The residual numerator − y0·(q.x − p.x), exactly; its quotient is the correction.
        n.add(twoProduct(-y0, d.hi))
        n.add(twoProduct(-y0, d.lo))
        let y = (y0 + n.estimate / d.hi) / scale
        return y.isNaN ? p.y : min(hi, max(lo, y))
    }

    /// The x at which the line through `p` and `q` crosses y = `e`: `y(atX:)` with the axes swapped.
    static func x(atY e: Double, _ p: Point, _ q: Point) -> Double {
        y(atX: e, Point(p.y, p.x), Point(q.y, q.x))
    }

    /// a + b as the rounded sum and its exact error (Knuth's TwoSum).
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// a·b as the rounded product and its exact error (the fused multiply-add rounds once).
    @inline(__always)
    static func twoProduct(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let p = a * b
        return (p, (-p).addingProduct(a, b))
    }

    /// A sum of doubles kept exactly, as non-overlapping components of increasing
    /// magnitude (Shewchuk's Grow-Expansion with zero elimination).
    struct Expansion {
        /// Each addition keeps at most one component more than before; `y(atX:)` makes 12.
        private var components = SIMD16<Double>()
        private var count = 0

        /// Adds both parts of a two-term result.
        mutating func add(_ pair: (hi: Double, lo: Double)) {
            add(pair.lo)
            add(pair.hi)
        }

        /// Adds `b` exactly.
        mutating func add(_ b: Double) {
            var q = b
            var kept = 0
            for i in 0..<count {
                let (sum, error) = LineCrossing.twoSum(q, components[i])
                q = sum
                if error != 0 {
                    components[kept] = error
                    kept += 1
                }
            }
            if q != 0 {
                components[kept] = q
                kept += 1
            }
            count = kept
        }

        /// The sum, rounded: components added from the smallest up, within a few ulps of it.
        var estimate: Double {
            var s = 0.0
            for i in 0..<count { s += components[i] }
            return s
        }
    }
}
