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

/// The sliders the catalog shows and the goldens pin, with their images drawn here in code.
extension Slider {
    /// Half way in every state; empty and full; tinted tracks; a tinted thumb; brightness
    /// suns at the ends; a coin track (S1's 15×15 coin with caps 0,7,0,7) with a thumb image
    /// for normal and another for highlighted; seed 000's bubble thumb at 0.3 (normal and
    /// highlighted) and at 0.8 (highlighted: the light bubble with black text).
    static func samples(_ look: Look) -> [ControlSample] {
        let height = look.metrics.slider.height
        let wide = Size(width: 200, height: height)

        var suns = Slider(value: 0.7)
        suns.minimumValueImage = sunImage(rays: 0.45)
        suns.maximumValueImage = sunImage(rays: 1)

        var coins = Slider(value: 0.4)
        coins.minimumTrackImage.normal = coinImage(.systemOrange)
        coins.maximumTrackImage.normal = coinImage(.systemLightGray)
        coins.thumbImage[.normal] = pillImage(SliderMetrics.samplePill)
        coins.thumbImage[.highlighted] = pillImage(.systemOrange)

        return [
            ControlSample("50%", Slider(value: 0.5)),
            ControlSample("0%", Slider(value: 0)),
            ControlSample("100%", Slider(value: 1)),
            ControlSample("track tints", Slider(value: 0.6, minimumTrackTint: .systemGreen,
                                                 maximumTrackTint: .systemRed)),
            ControlSample("thumb tint", Slider(value: 0.3, thumbTint: .systemYellow)),
            ControlSample("value images", suns, size: wide),
            ControlSample("images", coins, states: [.normal, .highlighted], size: wide),
            // Seed 000's Recipe 2-3 at its 200-point width, the frame grown to the thumb's 100.
            ControlSample("bubble 0.3", Slider(value: 0.3, thumbStyle: .bubble), states: [.normal, .highlighted],
                          size: Size(width: 200, height: BubbleThumb.size.height)),
            ControlSample("bubble 0.8", Slider(value: 0.8, thumbStyle: .bubble), states: [.highlighted],
                          size: Size(width: 200, height: BubbleThumb.size.height)),
        ]
    }

    /// A grey sun in a 20-point square: a disc and eight rays, `rays` long (0…1).
    static func sunImage(rays: Double) -> ControlImage? {
        SampleArt.image(Size(width: 20, height: 20)) { canvas in
            let c = Point(10, 10), grey = Paint.solid(.systemGray)
            canvas.fill(Path(circleCenter: c, radius: 3 + 1.5 * rays), paint: grey)
            var spokes = Path()
            for i in 0..<8 {
                let a = Double(i) * .pi / 4
                let direction = Point(cos(a), sin(a))
                spokes.append(Path(polyline: [c + direction * (5.5 + 1.5 * rays), c + direction * (6 + 3 * rays)]))
            }
            canvas.stroke(spokes, paint: grey, style: StrokeStyle(width: 1.5, cap: .round))
        }
    }

    /// S1's coin: a 15×15 disc with a rim and a highlight, resizable with caps 0,7,0,7 so
    /// that it stretches into a capsule.
    static func coinImage(_ color: Color) -> ControlImage? {
        let image = SampleArt.image(Size(width: 15, height: 15)) { canvas in
            let disc = Rect(x: 0.5, y: 0.5, width: 14, height: 14)
            canvas.fill(Path(ellipseIn: disc), paint: .vertical(disc, [color.mixed(with: .white, 0.45), color,
                                                                        color.mixed(with: .black, 0.2)]))
            canvas.stroke(Path(ellipseIn: disc), paint: .solid(color.mixed(with: .black, 0.35)),
                          style: StrokeStyle(width: 1))
        }
        var coin = image
        coin.capInsets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        return coin
    }

    /// A thumb 14×24: a rounded bar with a white outline (S0's simple thumb, upright).
    static func pillImage(_ color: Color) -> ControlImage? {
        SampleArt.image(Size(width: 14, height: 24)) { canvas in
            let bar = Rect(x: 1.5, y: 1.5, width: 11, height: 21)
            canvas.fill(Path(roundedRect: bar, cornerRadius: 4), paint: .solid(color))
            canvas.stroke(Path(roundedRect: bar.insetBy(dx: 1, dy: 1), cornerRadius: 3), paint: .solid(.white),
                          style: StrokeStyle(width: 1.5))
        }
    }
}
