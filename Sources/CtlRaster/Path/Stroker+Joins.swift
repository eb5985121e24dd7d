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
    /// Emits into `out` a side's points at vertex `v`, where a segment of unit direction d0 and
    /// length `len0` meets one of direction d1 and length `len1`, with `n0`, `n1` their left
    /// offsets, `cross` = d0 × d1 and `dot` = d0 · d1 (not a straight continuation: the caller
    /// skips those).
    ///
    /// When the path turns right (clockwise on screen) the left side is the outer side and
    /// gets the join; otherwise it is the inner side. At an exact reversal (a turn of 180°)
    /// the side walked forwards is the outer one (`reversalIsOuter`), so that the join is
    /// drawn once. `isCorner` is `false` between two pieces of one flattened curve, which
    /// are joined round whatever the style says.
    @inline(__always)
    func join(at v: Point, _ n0: Point, _ n1: Point, cross: Double, dot: Double, _ len0: Double, _ len1: Double,
              isCorner: Bool, reversalIsOuter: Bool, into out: inout Stroker.PolygonBuffer) {
        if cross > 0 || (cross == 0 && reversalIsOuter) {
            if !isCorner && dot >= cosArcStep {
                // Inside a curve, a turn within one arc step: a round join, whose one point is
                // where the offsets meet, within tolerance of the arc (the pieces were cut for it).
                emit(offsetsMeet(at: v, n0, n1, onePlusCos: 1 + dot), into: &out)
                return
            }
            outerJoin(at: v, n0, n1, sinTurn: abs(cross), cosTurn: dot, isCorner: isCorner, into: &out)
        } else {
            innerJoin(at: v, n0, n1, sinTurn: abs(cross), onePlusCos: 1 + dot, len0, len1, into: &out)
        }
    }

    /// The join on the outer side, from v + n0 round the corner to v + n1, for a turn of
    /// angle φ with sin φ = `sinTurn` ≥ 0 and cos φ = `cosTurn`: the style's at a corner, round
    /// inside a curve (where `join` has emitted the turns within one arc step itself).
    private func outerJoin(at v: Point, _ n0: Point, _ n1: Point, sinTurn: Double, cosTurn: Double,
                           isCorner: Bool, into out: inout Stroker.PolygonBuffer) {
        let onePlusCos = 1 + cosTurn
        switch isCorner ? join : .round {
        case .miter:
            if onePlusCos >= miterMinOnePlusCos, onePlusCos > 0 {
                emit(offsetsMeet(at: v, n0, n1, onePlusCos: onePlusCos), into: &out)
            } else {
                emit(v + n0, into: &out)
                emit(v + n1, into: &out)
            }
        case .bevel:
            emit(v + n0, into: &out)
            emit(v + n1, into: &out)
        case .round:
            emit(v + n0, into: &out)
            // A turn within one arc step needs no point inside its arc.
            if !(cosTurn >= cosArcStep) {
                let turn = atan2(sinTurn, cosTurn)
                arc(around: v, from: n0, angle: turn, segments: arcSegments(turn), into: &out)
            }
            emit(v + n1, into: &out)
        }
    }

    /// The join on the inner side, where the two offsets overlap.
    ///
    /// The offset lines cross at x = v + (n0 + n1)/(1 + cos φ), h·tan(φ/2) before the end of
    /// the first offset and after the start of the second. Cutting there instead of going
    /// through the vertex leaves out a quadrilateral (x, v + n0, v, v + n1) that lies within
    /// both segments' rectangles when each is longer than h·tan(φ/2) and h·sin φ; asking for
    /// twice that keeps the cuts at the two ends of a segment apart, so every point that
    /// loses a winding had at least two. The filled area is then unchanged, and the outline
    /// a simple polygon. Otherwise (sharp turns, short segments) the side goes through the
    /// vertex, which is right for any lengths.
    private func innerJoin(at v: Point, _ n0: Point, _ n1: Point, sinTurn: Double, onePlusCos: Double,
                           _ len0: Double, _ len1: Double, into out: inout Stroker.PolygonBuffer) {
        if onePlusCos > 1e-9 {
            let overlap = halfWidth * max(sinTurn / onePlusCos, sinTurn)
            if overlap <= 0.5 * min(len0, len1) {
                emit(offsetsMeet(at: v, n0, n1, onePlusCos: onePlusCos), into: &out)
                return
            }
        }
        emit(v + n0, into: &out)
        emit(v, into: &out)
        emit(v + n1, into: &out)
    }

    /// Where the two offset lines through v + n0 and v + n1 meet, for a turn with
    /// 1 + cos φ = `onePlusCos` (the miter point, and the inner cut).
    @inline(__always)
    private func offsetsMeet(at v: Point, _ n0: Point, _ n1: Point, onePlusCos: Double) -> Point {
        v + (n0 + n1) / onePlusCos
    }
}
