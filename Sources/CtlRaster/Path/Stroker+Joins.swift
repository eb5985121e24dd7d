import Foundation

extension Stroker.Outline {
    /// Emits the left side's points at vertex `v`, where a segment of unit direction `d0` and
    /// length `len0` meets one of direction `d1` and length `len1`.
    ///
    /// When the path turns right (clockwise on screen) the left side is the outer side and
    /// gets the join; otherwise it is the inner side. At an exact reversal (a turn of 180°)
    /// the side walked forwards is the outer one (`reversalIsOuter`), so that the join is
    /// drawn once. `isCorner` is `false` between two pieces of one flattened curve, which
    /// are joined round whatever the style says.
    mutating func join(at v: Point, _ d0: Point, _ len0: Double, _ d1: Point, _ len1: Double, isCorner: Bool,
                       reversalIsOuter: Bool) {
        let cross = d0.cross(d1), dot = d0.dot(d1)
        if cross == 0, dot > 0 { return }   // straight on: the offsets continue each other
        let n0 = left(d0), n1 = left(d1)
        if cross > 0 || (cross == 0 && reversalIsOuter) {
            if !isCorner && dot >= cosArcStep {
                // Inside a curve, a turn within one arc step (almost every vertex of a curve's
                // outline): a round join, whose one point is where the offsets meet, within
                // tolerance of the arc (the pieces were cut for it). Here rather than in
                // `outerJoin`, to spare the call.
                emit(offsetsMeet(at: v, n0, n1, onePlusCos: 1 + dot))
                return
            }
            outerJoin(at: v, n0, n1, sinTurn: abs(cross), cosTurn: dot, isCorner: isCorner)
        } else {
            innerJoin(at: v, n0, n1, sinTurn: abs(cross), onePlusCos: 1 + dot, len0, len1)
        }
    }

    /// The join on the outer side, from v + n0 round the corner to v + n1, for a turn of
    /// angle φ with sin φ = `sinTurn` ≥ 0 and cos φ = `cosTurn`: the style's at a corner, round
    /// inside a curve (where `join` has emitted the turns within one arc step itself).
    private mutating func outerJoin(at v: Point, _ n0: Point, _ n1: Point, sinTurn: Double, cosTurn: Double,
                                    isCorner: Bool) {
        let onePlusCos = 1 + cosTurn
        switch isCorner ? join : .round {
        case .miter:
            if onePlusCos >= miterMinOnePlusCos, onePlusCos > 0 {
                emit(offsetsMeet(at: v, n0, n1, onePlusCos: onePlusCos))
            } else {
                emit(v + n0)
                emit(v + n1)
            }
        case .bevel:
            emit(v + n0)
            emit(v + n1)
        case .round:
            emit(v + n0)
            // A turn within one arc step needs no point inside its arc.
            if !(cosTurn >= cosArcStep) {
                let turn = atan2(sinTurn, cosTurn)
                arc(around: v, from: n0, angle: turn, segments: arcSegments(turn))
            }
            emit(v + n1)
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
    private mutating func innerJoin(at v: Point, _ n0: Point, _ n1: Point, sinTurn: Double, onePlusCos: Double,
                                    _ len0: Double, _ len1: Double) {
        if onePlusCos > 1e-9 {
            let overlap = halfWidth * max(sinTurn / onePlusCos, sinTurn)
            if overlap <= 0.5 * min(len0, len1) {
                emit(offsetsMeet(at: v, n0, n1, onePlusCos: onePlusCos))
                return
            }
        }
        emit(v + n0)
        emit(v)
        emit(v + n1)
    }

    /// Where the two offset lines through v + n0 and v + n1 meet, for a turn with
    /// 1 + cos φ = `onePlusCos` (the miter point, and the inner cut).
    @inline(__always)
    private func offsetsMeet(at v: Point, _ n0: Point, _ n1: Point, onePlusCos: Double) -> Point {
        v + (n0 + n1) / onePlusCos
    }
}
