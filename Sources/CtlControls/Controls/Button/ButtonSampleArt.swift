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

/// Images the catalog's button samples are given (see `SampleArt`).
enum ButtonSampleArt {
    /// An 18-point orange star: a small icon to sit left of a title.
    static let star: ControlImage = {
        SampleArt.image(Size(width: 18, height: 18)) { canvas in
            var star = Path()
            for i in 0..<10 {
                let r = i % 2 == 0 ? 8.6 : 3.6
                let angle = Double(i) * .pi / 5 - .pi / 2
                let p = Point(9 + r * cos(angle), 9.6 + r * sin(angle))
                if i == 0 { star.move(to: p) } else { star.line(to: p) }
            }
            star.close()
            canvas.fill(star, paint: .solid(.systemOrange))
        }
    }()

    /// A 15-point glossy green lozenge with 7-point caps (a 1-point stretchable middle),
    /// like the recipe's `green-out.png` (S0 Recipe 2-1).
    static let lozenge: ControlImage = {
        let size = Size(width: 15, height: 15)
        var image = SampleArt.image(size) { canvas in
            let outer = Rect(origin: .zero, size: size)
            canvas.fill(Path(roundedRect: outer, cornerRadius: 7), paint: .solid(ButtonMetrics.sampleLozengeEdge))
            let inner = outer.insetBy(dx: 1, dy: 1)
            canvas.fill(Path(roundedRect: inner, cornerRadius: 6),
                        paint: .vertical(inner, ButtonMetrics.sampleLozenge))
        }
        image.capInsets = EdgeInsets(all: 7)
        return image
    }()
}
