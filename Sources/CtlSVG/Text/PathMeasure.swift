import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// A path flattened into straight pieces, for finding the point and direction at a distance
/// along it (`textPath`). Curves are cut into equal steps in their parameter, enough for
/// placing glyphs (not for drawing).
struct PathMeasure {
    private struct Piece {
        var start: Point
        var end: Point
        /// Distance along the path where the piece starts.
        var offset: Double
        var length: Double
    }

    private var pieces: [Piece] = []
    /// The path's length; contours follow each other (a move adds nothing).
    private(set) var length: Double = 0

    init(_ path: Path) {
        var current = Point.zero
        var contourStart = Point.zero
        func add(_ to: Point) {
            let length = current.distance(to: to)
            if length > 0, length.isFinite {
                pieces.append(Piece(start: current, end: to, offset: self.length, length: length))
                self.length += length
            }
            current = to
        }
        /// Enough straight steps that a step of a curve spans at most about 0.25 units (at
        /// least 16, at most 1024), so that lengths and directions match the curve's.
        func steps(_ points: [Point]) -> Int {
            var length = 0.0
            for i in 1..<points.count { length += points[i - 1].distance(to: points[i]) }
            guard length.isFinite else { return 16 }
            return Int(min(1024, max(16, (length * 4).rounded(.up))))
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                contourStart = p
            case .line(let p):
                add(p)
            case .quad(let c, let p):
                let p0 = current
                let n = steps([p0, c, p])
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    add(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current
                let n = steps([p0, c1, c2, p])
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    add(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .close:
                add(contourStart)
            }
        }
    }

    /// The point at `distance` along the path and the direction there in degrees, or nil when
    /// the distance is off the path.
    func normal(at distance: Double) -> (point: Point, angle: Double)? {
        guard distance >= 0, distance <= length, !pieces.isEmpty else { return nil }
        // The last piece starting at or before `distance` (binary search over increasing offsets).
        var low = 0, high = pieces.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if pieces[mid].offset <= distance { low = mid } else { high = mid - 1 }
        }
        let piece = pieces[low]
        let t = min(1, max(0, (distance - piece.offset) / piece.length))
        let d = piece.end - piece.start
        return (piece.start.lerp(piece.end, t), atan2(d.y, d.x) * 180 / .pi)
    }
}
