import CtlRaster

/// The small vector symbols controls draw: stepper and contact-add signs, chevrons, the
/// info "i", the search magnifier, the clear button's cross, a check mark.
///
/// Each is drawn centred in a square box whose side is the glyph's size; strokes scale
/// with the box unless a width is given.
public enum Glyph: String, Hashable, Sendable, CaseIterable {
    case plus, minus, chevronRight, chevronLeft, info, magnifier, cross, checkmark

    /// Draws the glyph in the square of side `size` centred at `center`.
    ///
    /// - Parameter lineWidth: The stroke width in points; default: a size-proportional weight.
    public func draw(in canvas: inout Canvas, center: Point, size: Double, paint: Paint, lineWidth: Double? = nil) {
        let s = size
        let w = lineWidth ?? max(s * 0.1, 1)
        let box = Rect(x: center.x - s / 2, y: center.y - s / 2, width: s, height: s)
        func point(_ fx: Double, _ fy: Double) -> Point { Point(box.minX + fx * s, box.minY + fy * s) }
        let round = StrokeStyle(width: w, cap: .round, join: .round)
        switch self {
        case .plus:
            canvas.fill(Path(rect: Rect(x: box.minX, y: center.y - w / 2, width: s, height: w)), paint: paint)
            canvas.fill(Path(rect: Rect(x: center.x - w / 2, y: box.minY, width: w, height: s)), paint: paint)
        case .minus:
            canvas.fill(Path(rect: Rect(x: box.minX, y: center.y - w / 2, width: s, height: w)), paint: paint)
        case .chevronRight:
            canvas.stroke(Path(polyline: [point(0.32, 0.1), point(0.72, 0.5), point(0.32, 0.9)]), paint: paint,
                          style: round)
        case .chevronLeft:
            canvas.stroke(Path(polyline: [point(0.68, 0.1), point(0.28, 0.5), point(0.68, 0.9)]), paint: paint,
                          style: round)
        case .info:
            // A round dot over a stem with a foot, as the lower-case "i" of the info buttons.
            let dot = s * 0.075
            canvas.fill(Path(circleCenter: point(0.5, 0.2), radius: dot * 1.25), paint: paint)
            var stem = Path(rect: Rect(x: center.x - w / 2, y: box.minY + s * 0.38, width: w, height: s * 0.5))
            stem.addRect(Rect(x: center.x - w / 2 - s * 0.12, y: box.minY + s * 0.38, width: s * 0.12 + w / 2,
                              height: w * 0.8))
            stem.addRect(Rect(x: center.x - s * 0.16, y: box.maxY - s * 0.12 - w * 0.8, width: s * 0.32,
                              height: w * 0.8))
            canvas.fill(stem, paint: paint)
        case .magnifier:
            let r = s * 0.3
            let c = point(0.42, 0.42)
            canvas.stroke(Path(circleCenter: c, radius: r), paint: paint, style: StrokeStyle(width: w))
            let d = r / 2.0.squareRoot()
            canvas.stroke(Path(polyline: [Point(c.x + d, c.y + d), point(0.9, 0.9)]), paint: paint, style: round)
        case .cross:
            var p = Path(polyline: [point(0.15, 0.15), point(0.85, 0.85)])
            p.append(Path(polyline: [point(0.85, 0.15), point(0.15, 0.85)]))
            canvas.stroke(p, paint: paint, style: round)
        case .checkmark:
            canvas.stroke(Path(polyline: [point(0.1, 0.55), point(0.38, 0.82), point(0.9, 0.2)]), paint: paint,
                          style: round)
        }
    }
}
