@testable import CtlRaster

/// A deterministic generator (xorshift32) of numbers in [0, limit), six decimal digits fine.
struct Xorshift32 {
    var state: UInt32

    mutating func next(below limit: Double) -> Double {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5
        return Double(state % 1_000_000) / 1_000_000 * limit
    }
}

extension Xorshift32 {
    /// Adds to `path` a closed contour of `count` random points in `area`, every third
    /// point reached by a quadratic curve whose control point is the point before it.
    mutating func addContour(to path: inout Path, points count: Int, in area: Rect) {
        let pts = (0..<count).map { _ in
            Point(area.minX + next(below: area.width), area.minY + next(below: area.height))
        }
        path.move(to: pts[0])
        for (i, p) in pts.enumerated().dropFirst() {
            if i % 3 == 2 { path.quad(to: p, control: pts[i - 1]) } else { path.line(to: p) }
        }
        path.close()
    }
}
