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

/// A path measured for `textPath` as resvg measures it: every segment is a cubic Bézier (a
/// line is one whose controls sit at 0.33 and 0.66 of it, a quadratic is raised, a close is
/// the line back to the contour's start), its length is found by Gauss–Legendre quadrature,
/// and the point at a distance by inverting the arc length to within `accuracy` user units.
/// That tolerance is resvg's (half a unit), and it decides where each glyph lands: the
/// parameter found is the first whose measured length is within it, not the exact one.
struct PathMeasure {
    private struct Segment {
        var curve: ArcLengthCubic
        /// Distance along the path where the segment starts.
        var offset: Double
        var length: Double
    }

    private var segments: [Segment] = []
    /// The path's length; contours follow each other (a move adds nothing).
    private(set) var length: Double = 0
    /// How close (in user units) a found distance must be to the one asked for.
    let accuracy: Double

    init(_ path: Path, accuracy: Double = 0.5) {
        self.accuracy = accuracy
        var current = Point.zero
        var contourStart = Point.zero
        func add(_ curve: ArcLengthCubic) {
            // A non-finite point would make every estimate fail and the measure subdivide to
            // its depth limit for nothing: such a segment is left out.
            let finite = curve.p0.isFinite && curve.p1.isFinite && curve.p2.isFinite && curve.p3.isFinite
            let length = finite ? curve.arcLength(accuracy: accuracy) : .nan
            if length.isFinite {
                segments.append(Segment(curve: curve, offset: self.length, length: length))
                self.length += length
            }
            current = curve.p3
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                contourStart = p
            case .line(let p):
                add(.line(from: current, to: p))
            case .quad(let c, let p):
                add(ArcLengthCubic(current, current.lerp(c, 2.0 / 3), p.lerp(c, 2.0 / 3), p))
            case .cubic(let c1, let c2, let p):
                add(ArcLengthCubic(current, c1, c2, p))
            case .close:
                add(.line(from: current, to: contourStart))
            }
        }
    }

    /// The point at `distance` along the path and the direction of the path there in
    /// degrees, or nil when the distance is off the path. A distance where two segments meet
    /// belongs to the first.
    func normal(at distance: Double) -> (point: Point, angle: Double)? {
        guard distance >= 0, distance <= length, !segments.isEmpty else { return nil }
        // The first segment whose end is at or after `distance` (binary search over the
        // increasing ends).
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].offset + segments[mid].length >= distance { high = mid } else { low = mid + 1 }
        }
        let segment = segments[low]
        guard distance >= segment.offset else { return nil }
        let t = min(1, max(0, segment.curve.parameter(atLength: distance - segment.offset, of: segment.length,
                                                        accuracy: accuracy)))
        let d = segment.curve.derivative(at: t)
        // The tangent's angle, measured as resvg does from the normal (so that a segment of
        // no length, whose derivative is zero, gets the same angle as there).
        let angle = atan2(d.x, -d.y) * 180 / .pi - 90
        return (segment.curve.point(at: t), angle)
    }

    /// How many cubics resvg makes of an arc (kurbo's rule at its tolerance of 0.1 unit): the
    /// pieces a whole ellipse needs for that tolerance, at least four, shared by the sweep.
    /// At most 16 (twice what drawing makes of a whole turn), reached only past a radius of
    /// about 6·10⁹ units: path data's limits count on arcs staying that small.
    static let resvgArcPieces: Path.ArcPieceCount = { sweep, radius in
        let perTurn = max(3.999_999, pow(1.1163 * radius / 0.1, 1.0 / 6))
        let n = (perTurn * abs(sweep) / (2 * .pi)).rounded(.up)
        return n.isFinite ? Int(min(16, max(1, n))) : 1
    }
}
