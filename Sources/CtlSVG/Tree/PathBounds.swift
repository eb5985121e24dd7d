import CtlRaster

/// The exact bounding box of a path's geometry (curves at their extremes, not their
/// control points): SVG's object bounding box of a shape.
enum PathBounds {
    /// Nil for an empty path.
    static func bounds(of path: Path, transform: Transform = .identity) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p0: Point) {
            let p = transform.apply(p0)
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var current = Point(0, 0)
        var start = Point(0, 0)
        for element in path.elements {
            switch element {
            case .move(let p):
                add(p); current = p; start = p
            case .line(let p):
                add(p); current = p
            case .quad(let c, let p):
                let q0 = transform.apply(current), q1 = transform.apply(c), q2 = transform.apply(p)
                for t in quadExtrema(q0.x, q1.x, q2.x) + quadExtrema(q0.y, q1.y, q2.y) {
                    let m = 1 - t
                    let pt = Point(m * m * current.x + 2 * m * t * c.x + t * t * p.x,
                                   m * m * current.y + 2 * m * t * c.y + t * t * p.y)
                    add(pt)
                }
                add(p); current = p
            case .cubic(let c1, let c2, let p):
                let q0 = transform.apply(current), q1 = transform.apply(c1), q2 = transform.apply(c2),
                    q3 = transform.apply(p)
                for t in cubicExtrema(q0.x, q1.x, q2.x, q3.x) + cubicExtrema(q0.y, q1.y, q2.y, q3.y) {
                    let m = 1 - t
                    let a = m * m * m, b = 3 * m * m * t, cc = 3 * m * t * t, d = t * t * t
                    add(Point(a * current.x + b * c1.x + cc * c2.x + d * p.x,
                              a * current.y + b * c1.y + cc * c2.y + d * p.y))
                }
                add(p); current = p
            case .close:
                current = start
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let d = a - 2 * b + c
        guard d != 0 else { return [] }
        let t = (a - b) / d
        return t > 0 && t < 1 ? [t] : []
    }

    private static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // Roots of the derivative: a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
