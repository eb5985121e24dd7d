import CtlRaster

/// Ground truth for coverage tests: the exact area of shapes inside each pixel.
enum ExactArea {
    /// The area of a simple polygon inside the pixel [x, x+1) × [y, y+1), by
    /// clipping the polygon to the pixel square (Sutherland–Hodgman) and taking the
    /// shoelace area of what remains.
    static func polygon(_ poly: [Point], pixelX x: Int, y: Int) -> Double {
        var pts = poly
        let (x0, x1, y0, y1) = (Double(x), Double(x + 1), Double(y), Double(y + 1))
        pts = clip(pts, inside: { $0.x >= x0 }, intersect: { a, b in at(a, b, x: x0) })
        pts = clip(pts, inside: { $0.x <= x1 }, intersect: { a, b in at(a, b, x: x1) })
        pts = clip(pts, inside: { $0.y >= y0 }, intersect: { a, b in at(a, b, y: y0) })
        pts = clip(pts, inside: { $0.y <= y1 }, intersect: { a, b in at(a, b, y: y1) })
        return abs(shoelace(pts))
    }

    /// Signed area (positive for clockwise on a y-down screen).
    static func shoelace(_ p: [Point]) -> Double {
        guard p.count > 2 else { return 0 }
        var s = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            s += a.x * b.y - b.x * a.y
        }
        return s / 2
    }

    /// The area of the disc inside the pixel [x, x+1) × [y, y+1), integrated over x
    /// with composite Simpson's rule on 2,000 intervals split at the disc's
    /// vertical tangents (the integrand is smooth between them).
    static func disc(center c: Point, radius r: Double, pixelX x: Int, y: Int) -> Double {
        let lo = max(Double(x), c.x - r), hi = min(Double(x + 1), c.x + r)
        guard lo < hi else { return 0 }
        func chord(_ u: Double) -> Double {
            let h2 = r * r - (u - c.x) * (u - c.x)
            guard h2 > 0 else { return 0 }
            let h = h2.squareRoot()
            return max(0, min(Double(y + 1), c.y + h) - max(Double(y), c.y - h))
        }
        // The chord length has kinks where the circle crosses y and y+1; Simpson on a
        // fine grid keeps the error far below 1/255 anyway.
        let n = 2000
        let step = (hi - lo) / Double(n)
        var s = chord(lo) + chord(hi)
        for i in 1..<n {
            s += chord(lo + Double(i) * step) * (i % 2 == 1 ? 4 : 2)
        }
        return s * step / 3
    }

    private static func at(_ a: Point, _ b: Point, x: Double) -> Point {
        let t = (x - a.x) / (b.x - a.x)
        return Point(x, a.y + (b.y - a.y) * t)
    }

    private static func at(_ a: Point, _ b: Point, y: Double) -> Point {
        let t = (y - a.y) / (b.y - a.y)
        return Point(a.x + (b.x - a.x) * t, y)
    }

    private static func clip(_ poly: [Point], inside: (Point) -> Bool,
                             intersect: (Point, Point) -> Point) -> [Point] {
        guard !poly.isEmpty else { return [] }
        var out: [Point] = []
        var prev = poly[poly.count - 1]
        for p in poly {
            switch (inside(prev), inside(p)) {
            case (true, true): out.append(p)
            case (true, false): out.append(intersect(prev, p))
            case (false, true): out.append(intersect(prev, p)); out.append(p)
            case (false, false): break
            }
            prev = p
        }
        return out
    }
}
