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

/// Item images drawn in code as vector masks (the seeds' star.png and moon.png are not
/// given): filled with whatever paint the bar gives them, as UIKit fills a transparency mask
/// ("colors will be ignored").
public enum BarArt: String, SpecEnum, Sendable {
    /// S0's star.png: a five-pointed star.
    case star
    /// S0's moon.png: a crescent.
    case moon
    /// A heart.
    case heart
    /// A lightning bolt.
    case bolt

    /// The path of the art in the square `box`.
    public func path(in box: Rect) -> Path {
        let s = box.width
        func p(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * s, box.minY + y * s) }
        var path = Path()
        switch self {
        case .star:
            for i in 0..<10 {
                let r = (i % 2 == 0 ? 0.5 : 0.21) * s
                let a = Double(i) * .pi / 5 - .pi / 2
                let point = p(0.5, 0.53) + Point(r * cos(a), r * sin(a))
                if i == 0 { path.move(to: point) } else { path.line(to: point) }
            }
            path.close()
        case .moon:
            // The big disc less a disc shifted up and right: the big circle's arc outside the
            // small one, then the small circle's arc inside the big one, sampled as a polygon.
            let c = p(0.5, 0.5), r = 0.44 * s
            let c2 = p(0.72, 0.32), r2 = 0.36 * s
            let d = hypot(c2.x - c.x, c2.y - c.y)
            let a = (r * r - r2 * r2 + d * d) / (2 * d)
            let base = atan2(c2.y - c.y, c2.x - c.x), spread = atan2((r * r - a * a).squareRoot(), a)
            let start = base + spread, end = base - spread + 2 * .pi
            let n = 48
            var points = (0...n).map { i -> Point in
                let t = start + (end - start) * Double(i) / Double(n)
                return Point(c.x + r * cos(t), c.y + r * sin(t))
            }
            let q1 = points[n], q0 = points[0]
            let b1 = atan2(q1.y - c2.y, q1.x - c2.x), b0 = atan2(q0.y - c2.y, q0.x - c2.x)
            // Of the two ways from b1 to b0, the one through the side facing the big centre.
            var sweep = (b0 - b1).truncatingRemainder(dividingBy: 2 * .pi)
            if sweep < 0 { sweep += 2 * .pi }
            if cos(b1 + sweep / 2 - (base + .pi)) < 0 { sweep -= 2 * .pi }
            points += (1..<n).map { i -> Point in
                let t = b1 + sweep * Double(i) / Double(n)
                return Point(c2.x + r2 * cos(t), c2.y + r2 * sin(t))
            }
            path = Path(polyline: points)
            path.close()
        case .heart:
            path.move(to: p(0.5, 0.9))
            path.cubic(to: p(0.08, 0.37), control1: p(0.21, 0.68), control2: p(0.08, 0.52))
            path.cubic(to: p(0.5, 0.28), control1: p(0.08, 0.12), control2: p(0.41, 0.09))
            path.cubic(to: p(0.92, 0.37), control1: p(0.59, 0.09), control2: p(0.92, 0.12))
            path.cubic(to: p(0.5, 0.9), control1: p(0.92, 0.52), control2: p(0.79, 0.68))
            path.close()
        case .bolt:
            path = Path(polyline: [p(0.6, 0.05), p(0.2, 0.57), p(0.46, 0.57), p(0.36, 0.95), p(0.8, 0.4),
                                   p(0.54, 0.4), p(0.6, 0.05)])
            path.close()
        }
        return path
    }
}

/// UIKit's system bar items (`UIBarButtonSystemItem`), drawn as vectors in a square box.
public enum BarSystemItem: String, SpecEnum, Sendable {
    case add, action, compose, trash, refresh, search, camera, bookmarks

    /// Draws the glyph in `paint` in the square `box`; lines are `weight` points wide.
    public func draw(in canvas: inout Canvas, box: Rect, paint: Paint, weight: Double) {
        let s = box.width
        func p(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * s, box.minY + y * s) }
        let line = StrokeStyle(width: weight, cap: .butt, join: .miter)
        let round = StrokeStyle(width: weight, cap: .round, join: .round)
        switch self {
        case .add:
            Glyph.plus.draw(in: &canvas, center: p(0.5, 0.5), size: 0.8 * s, paint: paint, lineWidth: weight)
        case .action:
            // A tray open at the top with an arrow rising out of it.
            canvas.stroke(Path(polyline: [p(0.36, 0.38), p(0.18, 0.38), p(0.18, 0.95), p(0.82, 0.95), p(0.82, 0.38),
                                          p(0.64, 0.38)]), paint: paint, style: line)
            canvas.stroke(Path(polyline: [p(0.5, 0.62), p(0.5, 0.05)]), paint: paint, style: line)
            canvas.stroke(Path(polyline: [p(0.33, 0.21), p(0.5, 0.05), p(0.67, 0.21)]), paint: paint, style: line)
        case .compose:
            // A sheet with a pencil across its corner.
            canvas.stroke(Path(polyline: [p(0.55, 0.15), p(0.08, 0.15), p(0.08, 0.92), p(0.85, 0.92), p(0.85, 0.45)]),
                          paint: paint, style: line)
            var pencil = Path(polyline: [p(0.86, 0.04), p(0.97, 0.15), p(0.5, 0.62), p(0.36, 0.66), p(0.4, 0.51)])
            pencil.close()
            canvas.stroke(pencil, paint: paint, style: round)
        case .trash:
            canvas.stroke(Path(polyline: [p(0.08, 0.2), p(0.92, 0.2)]), paint: paint, style: line)
            canvas.stroke(Path(polyline: [p(0.36, 0.2), p(0.36, 0.06), p(0.64, 0.06), p(0.64, 0.2)]), paint: paint,
                          style: line)
            canvas.stroke(Path(polyline: [p(0.17, 0.2), p(0.22, 0.95), p(0.78, 0.95), p(0.83, 0.2)]), paint: paint,
                          style: line)
            for x in [0.38, 0.5, 0.62] {
                canvas.stroke(Path(polyline: [p(x, 0.35), p(x, 0.82)]), paint: paint, style: line)
            }
        case .refresh:
            // Three quarters of a circle with an arrowhead at its open end.
            // From the arrowhead's base at the top, anticlockwise round to a gap before it.
            let arc = Path(polyline: (0...40).map { i -> Point in
                let a = -Double.pi / 2 - (2 * .pi - 0.9) * Double(i) / 40
                return p(0.5, 0.54) + Point(0.36 * s * cos(a), 0.36 * s * sin(a))
            })
            canvas.stroke(arc, paint: paint, style: line)
            var head = Path(polyline: [p(0.5, 0.02), p(0.72, 0.18), p(0.5, 0.34)])
            head.close()
            canvas.fill(head, paint: paint)
        case .search:
            Glyph.magnifier.draw(in: &canvas, center: p(0.5, 0.5), size: s, paint: paint, lineWidth: weight)
        case .camera:
            // The body with its viewfinder bump, the lens a ring cut through it (even-odd).
            var body = Path(roundedRect: Rect(x: box.minX + 0.04 * s, y: box.minY + 0.25 * s, width: 0.92 * s,
                                              height: 0.65 * s), cornerRadius: 0.08 * s)
            body.append(Path(circleCenter: p(0.5, 0.57), radius: 0.22 * s))
            body.append(Path(circleCenter: p(0.5, 0.57), radius: 0.13 * s))
            canvas.fill(body, paint: paint, rule: .evenodd)
            canvas.fill(Path(rect: Rect(x: box.minX + 0.34 * s, y: box.minY + 0.14 * s, width: 0.32 * s,
                                        height: 0.11 * s)), paint: paint)
        case .bookmarks:
            // An open book.
            var book = Path(polyline: [p(0.5, 0.2), p(0.06, 0.12), p(0.06, 0.86), p(0.5, 0.94), p(0.94, 0.86),
                                       p(0.94, 0.12), p(0.5, 0.2), p(0.5, 0.94)])
            book.close()
            canvas.stroke(book, paint: paint, style: round)
        }
    }
}
