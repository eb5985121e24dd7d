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

/// The star slider of seed 000 (Recipe 2-6, `StarSlider`): five stars on a 25 % black
/// backdrop, the first `rating` of them "on" (Docs/sources.md#the-custom-controls-of-seed-000).
///
/// Layout is the seed's: star i (1…5) is WIDTH×WIDTH, centred at x = WIDTH·(1 + 1.5·(i − 1))
/// and y = 34/2, in a control of WIDTH·8 × 34 (`intrinsicContentSize`). The seed leaves WIDTH
/// undefined; we take 20 points, so that the seed's 150 % pulse (a 30-point star) still fits
/// in the 34-point height, and the control is 160×34.
///
/// The seed's "on"/"off" images (`ON_ART`, `OFF_ART`) are not given either; both looks draw
/// their own vector stars: flat, an outlined (off) or filled (on) star in the tint; classic,
/// a glossy gold star with a shadow (on) or a dim glass star (off).
///
/// The pulse: when the value changes, the seed zooms the rightmost "on" star to 150 % in
/// 0.15 s and back in 0.1 s. `pulse` is that star's scale at one moment, so animation
/// frames are just values of it. Left nil, the star is drawn at 1 normally and at the
/// pulse's peak, 1.5, when highlighted (the moment the finger sets the value).
public struct StarSlider: Control {
    /// The number of stars the seed lays out.
    public static let starCount = 5
    /// The seed's undefined WIDTH: chosen 20 points so the 150 % pulse (30 pt) fits in 34.
    public static let starWidth = 20.0
    /// The seed's `intrinsicContentSize` height.
    public static let height = 34.0
    /// The seed's pulse: `CGAffineTransformMakeScale(1.5f, 1.5f)`.
    public static let pulsePeak = 1.5

    /// The rating, 0…5 (the seed's integer `value`). Non-integers are rounded and values
    /// outside 0…5 clamped, with a warning. Default: 0.
    public var value = 0.0
    /// The scale of the touched (rightmost "on") star; nil for 1, or 1.5 when highlighted.
    public var pulse: Double?

    public init() {}

    public static let kind = ControlKind(
        name: "star-slider",
        summary: "a star rating slider: five on/off stars on a 25 % black backdrop",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        makeDefault: { StarSlider() },
        decode: { try StarSlider(spec: $0) },
        samples: { _ in
            [ControlSample("3", StarSlider(value: 3)),
             ControlSample("0", StarSlider(value: 0), states: [.normal]),
             ControlSample("5", StarSlider(value: 5), states: [.normal]),
             ControlSample("pulse", StarSlider(value: 2, pulse: 1.25), states: [.normal]),
             ControlSample("red", StarSlider(value: 4), states: [.normal], tint: .systemRed)]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .fixed(Size(width: Self.starWidth * 8, height: Self.height))
    }

    public func validate() throws -> [String] {
        guard value.isFinite else { throw ControlError("star-slider", "the value must be a number, not \(value)") }
        if let pulse, !(pulse.isFinite && pulse > 0) {
            throw ControlError("star-slider", "the pulse must be a scale above 0, not \(pulse)")
        }
        guard Double(rating) != value else { return [] }
        return ["star-slider: value \(value) is not an integer in 0…\(Self.starCount); drawn at \(rating)"]
    }

    /// The rating drawn: the value rounded and clamped to 0…5.
    public var rating: Int { Int(min(Double(Self.starCount), max(0, value.rounded()))) }

    /// The centre of star `i` (1…5): x = WIDTH·(1 + 1.5·(i − 1)), y = 17 (the seed's layout).
    public static func starCenter(_ i: Int) -> Point {
        Point(starWidth * (1 + 1.5 * Double(i - 1)), height / 2)
    }

    /// The scale star `i` is drawn at in `state`: the pulse for the rightmost "on" star.
    public func scale(ofStar i: Int, state: ControlState) -> Double {
        guard i == rating else { return 1 }
        return pulse ?? (state.contains(.highlighted) ? Self.pulsePeak : 1)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        canvas.drawGroup(fade) { canvas in
            // The seed's backdrop: `[[UIColor blackColor] colorWithAlphaComponent:0.25f]`.
            canvas.fill(Path(rect: bounds), paint: .solid(Color.black.opacity(0.25)))
            let art = StarArt(look: environment.look, tint: environment.tint, customTint: environment.hasCustomTint)
            // The pulsing star last, so it zooms over its neighbours as the seed's subview transform does.
            let order = (1...Self.starCount).filter { $0 != rating } + (rating > 0 ? [rating] : [])
            for i in order {
                let c = Self.starCenter(i)
                let side = Self.starWidth * scale(ofStar: i, state: state)
                let frame = Rect(x: bounds.minX + c.x - side / 2, y: bounds.minY + c.y - side / 2,
                                 width: side, height: side)
                art.draw(on: i <= rating, in: frame, canvas: &canvas)
            }
        }
    }
}

extension StarSlider {
    /// A star slider with this rating and pulse (for samples and tests).
    public init(value: Double, pulse: Double? = nil) {
        self.init()
        self.value = value
        self.pulse = pulse
    }
}

/// The stars' "on" and "off" art in one look, drawn as vectors in a WIDTH×WIDTH frame.
struct StarArt {
    var look: Look
    var tint: Color
    var customTint: Bool

    /// A five-pointed star, point up, filling `frame`'s circle: outer radius 0.48 of the
    /// side (chosen: a hair inside the frame for the antialiased edge), inner radius 0.382
    /// of the outer (the regular star's ratio).
    static func path(in frame: Rect) -> Path {
        let c = frame.center, outer = frame.width * 0.48, inner = outer * 0.382
        var points: [Point] = []
        for k in 0..<10 {
            let a = -Double.pi / 2 + Double(k) * Double.pi / 5
            let r = k % 2 == 0 ? outer : inner
            points.append(Point(c.x + r * cos(a), c.y + r * sin(a)))
        }
        var p = Path(polyline: points)
        p.close()
        return p
    }

    func draw(on: Bool, in frame: Rect, canvas: inout Canvas) {
        let star = Self.path(in: frame)
        let unit = frame.width / StarSlider.starWidth   // 1 at the natural size, grows with the pulse
        switch look {
        case .flat:
            // iOS 7: a tint outline when off, a tint fill when on (chosen: as iOS 7's outlined/filled glyphs).
            if on {
                canvas.fill(star, paint: .solid(tint))
            } else {
                canvas.stroke(star, paint: .solid(tint), style: StrokeStyle(width: 1.25 * unit, join: .miter))
            }
        case .classic:
            canvas.save()
            canvas.shadow = Shadow(offset: Point(0, 1 * unit), blur: 1.5 * unit, color: Color.black.opacity(0.5))
            if on {
                let stops = customTint
                    ? [GradientStop(offset: 0, color: tint.mixed(with: .white, 0.6)),
                       GradientStop(offset: 0.5, color: tint), GradientStop(offset: 1, color: tint.mixed(with: .black, 0.3))]
                    : StarSliderMetrics.gold
                canvas.fill(star, paint: .vertical(frame, stops))
            } else {
                canvas.fill(star, paint: .vertical(frame, [Color.white(0.55, alpha: 0.55), Color.white(0.25, alpha: 0.55)]))
            }
            canvas.restore()
            // Gloss over the upper half, and a rim.
            canvas.save()
            canvas.clip(star)
            let gloss = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height * 0.5)
            canvas.fill(Path(rect: gloss), paint: .vertical(gloss, [Color.white.opacity(on ? 0.55 : 0.3),
                                                                     Color.white.opacity(on ? 0.1 : 0.05)]))
            canvas.restore()
            let rim = on ? (customTint ? tint.mixed(with: .black, 0.5) : StarSliderMetrics.goldRim) : Color.white(0.1, alpha: 0.6)
            canvas.stroke(star, paint: .solid(rim), style: StrokeStyle(width: 0.75 * unit, join: .miter))
        }
    }
}
