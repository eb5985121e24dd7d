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

extension Stroker.Pen {
    /// Emits a cap of shape `shape` at the end `p` of a contour whose last direction is `d`:
    /// the points after p + n and before p − n (n the left offset of d), so that the polygon
    /// goes on from the left side round the end to the right side.
    func cap(_ shape: LineCap, at p: Point, direction d: Point, into out: inout Stroker.PolygonBuffer) {
        let n = left(d)
        switch shape {
        case .butt:
            break
        case .square:
            let ahead = d * halfWidth
            emit(p + n + ahead, into: &out)
            emit(p - n + ahead, into: &out)
        case .round:
            arc(around: p, from: n, rotation: halfTurn, into: &out)
        }
    }

    /// Emits the `segments − 1` points strictly inside the arc around `center` that starts at
    /// `center + from` and turns by `angle` (positive: clockwise on screen) in equal steps.
    func arc(around center: Point, from v: Point, angle: Double, segments: Int,
             into out: inout Stroker.PolygonBuffer) {
        guard segments > 1 else { return }
        arc(around: center, from: v, rotation: Stroker.ArcRotation(angle: angle, segments: segments), into: &out)
    }

    /// `arc` with its steps' rotation worked out (a round cap's, once per width).
    @inline(__always)
    func arc(around center: Point, from v: Point, rotation r: Stroker.ArcRotation,
             into out: inout Stroker.PolygonBuffer) {
        guard r.segments > 1 else { return }
        let (s, c) = (r.sine, r.cosine)
        var u = v
        for _ in 1..<r.segments {
            u = Point(u.x * c - u.y * s, u.x * s + u.y * c)
            emit(center + u, into: &out)
        }
    }

    /// How many chords an arc turning by `angle` needs to stay within tolerance.
    func arcSegments(_ angle: Double) -> Int { Stroker.arcSegments(angle, arcStep: arcStep) }
}

extension Stroker {
    /// How many chords an arc turning by `angle` needs when one chord spans at most `arcStep`.
    static func arcSegments(_ angle: Double, arcStep: Double) -> Int {
        guard angle.isFinite, angle > 0 else { return 1 }
        let k = (angle / arcStep).rounded(.up)
        return k < Double(Stroker.maxArcSegmentsPerTurn) ? max(1, Int(k)) : Stroker.maxArcSegmentsPerTurn
    }

    /// An arc cut into `segments` equal steps, and the sine and cosine of one step's angle.
    struct ArcRotation {
        let segments: Int
        let sine: Double
        let cosine: Double

        init(angle: Double, segments: Int) {
            self.segments = segments
            let step = angle / Double(segments)
            (sine, cosine) = (sin(step), cos(step))
        }
    }
}

extension Stroker.Outline {
    /// The stroke of a zero-length contour: a disc with round caps, a square (one side along
    /// `direction`) with square caps, nothing with butt caps.
    mutating func dot(at p: Point, direction d: Point) {
        guard pen.cap != .butt else { return }
        let n = pen.left(d)
        if pen.cap == .square {
            let ahead = d * pen.halfWidth
            for q in [p + n - ahead, p + n + ahead, p - n + ahead, p - n - ahead] { pen.emit(q, into: &polygon) }
        } else {
            pen.emit(p + n, into: &polygon)
            pen.cap(.round, at: p, direction: d, into: &polygon)
            pen.emit(p - n, into: &polygon)
            pen.cap(.round, at: p, direction: -d, into: &polygon)
        }
        endPolygon()
    }
}
