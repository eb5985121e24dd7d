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

extension TabBar {
    /// An item's icon: a built-in symbol, or an image used as a mask ("a tab bar item's image
    /// must be a transparency mask; its colors are ignored").
    public enum Item: Hashable, Sendable {
        case symbol(Symbol)
        /// Drawn at its own size, centred; only its alpha counts.
        case image(ControlImage)
    }

    /// The built-in icons, drawn in code as filled shapes, after UIKit's system tab items.
    public enum Symbol: String, SpecEnum, Sendable {
        /// Favourites: a five-pointed star.
        case star
        /// Recents: a clock face at ten past twelve.
        case clock
        /// Contacts: a head and shoulders.
        case person
        /// Search: a magnifying glass.
        case magnifier
        /// More: three dots.
        case more

        /// Adds the symbol's shapes, in any opaque colour, to `canvas` in the square `box`.
        func draw(in canvas: inout Canvas, box: Rect) {
            let s = box.width
            func p(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * s, box.minY + y * s) }
            let ink = Paint.solid(.black)
            switch self {
            case .star:
                var star = Path()
                for i in 0..<10 {
                    let r = (i % 2 == 0 ? 0.5 : 0.2) * s
                    let a = Double(i) * .pi / 5 - .pi / 2
                    let point = p(0.5, 0.54) + Point(r * cos(a), r * sin(a))
                    if i == 0 { star.move(to: point) } else { star.line(to: point) }
                }
                star.close()
                canvas.fill(star, paint: ink)
            case .clock:
                canvas.stroke(Path(circleCenter: p(0.5, 0.5), radius: 0.42 * s), paint: ink,
                              style: StrokeStyle(width: 0.09 * s))
                canvas.stroke(Path(polyline: [p(0.5, 0.22), p(0.5, 0.5), p(0.7, 0.5)]), paint: ink,
                              style: StrokeStyle(width: 0.08 * s, cap: .round, join: .round))
            case .person:
                canvas.fill(Path(circleCenter: p(0.5, 0.29), radius: 0.18 * s), paint: ink)
                var shoulders = Path()
                shoulders.addArc(center: p(0.5, 0.95), radius: 0.38 * s, startAngle: .pi, endAngle: 2 * .pi,
                                 clockwise: true)
                shoulders.close()
                canvas.fill(shoulders, paint: ink)
            case .magnifier:
                canvas.stroke(Path(circleCenter: p(0.42, 0.42), radius: 0.27 * s), paint: ink,
                              style: StrokeStyle(width: 0.1 * s))
                canvas.stroke(Path(polyline: [p(0.62, 0.62), p(0.86, 0.86)]), paint: ink,
                              style: StrokeStyle(width: 0.14 * s, cap: .round))
            case .more:
                for x in [0.2, 0.5, 0.8] {
                    canvas.fill(Path(circleCenter: p(x, 0.5), radius: 0.085 * s), paint: ink)
                }
            }
        }
    }
}
