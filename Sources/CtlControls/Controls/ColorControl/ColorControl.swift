import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The colour picker of seed 000 (Recipe 2-5, `ColorControl`): hue across, saturation down,
/// brightness and alpha fixed at 100 % (Docs/sources.md#the-custom-controls-of-seed-000).
///
/// The seed sets its `backgroundColor` to `[UIColor grayColor]` and, on each touch, to
/// HSB(x/w, y/h, 1). We draw that background as a band around the control, grey until a
/// colour is picked and the picked colour after, and inside it the field the touch
/// explores: HSB(x/w, y/h, 1) at every point, x and y measured in the field. A picked colour
/// gets a ring marker at (hue·w, saturation·h), filled with that colour.
///
/// The seed gives no size; we take 256×128 points (free): 256 points of hue is about
/// 1.4° per point, and saturation needs fewer steps, hence 2:1.
///
/// The field is exact with two gradients: at brightness 1 and saturation 1 the hue runs
/// linearly through red, yellow, green, cyan, blue, magenta and back to red, and a lower
/// saturation s is white mixed over it with opacity 1 − s.
public struct ColorControl: Control {
    /// The picked hue, 0…1 (x / width); nil until picked. Clamped with a warning.
    public var hue: Double?
    /// The picked saturation, 0…1 (y / height); nil until picked. Clamped with a warning.
    public var saturation: Double?

    public init() {}

    public static let kind = ControlKind(
        name: "color-control",
        summary: "a colour picker: the hue × saturation field at brightness 1 and a marker",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        mirrorsRightToLeft: false,
        makeDefault: { ColorControl() },
        decode: { try ColorControl(spec: $0) },
        samples: { _ in
            [ControlSample("picked", ColorControl(hue: 0.6, saturation: 0.7)),
             ControlSample("initial", ColorControl(), states: [.normal]),
             ControlSample("red", ColorControl(hue: 0, saturation: 1), states: [.normal]),
             ControlSample("pale green", ColorControl(hue: 1.0 / 3, saturation: 0.25), states: [.normal])]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .flexible(Size(width: 256, height: 128))
    }

    public func validate() throws -> [String] {
        var warnings: [String] = []
        for (name, v) in [("hue", hue), ("saturation", saturation)] {
            guard let v else { continue }
            guard v.isFinite else { throw ControlError("color-control", "the \(name) must be a number, not \(v)") }
            if v < 0 || v > 1 {
                warnings.append("color-control: \(name) \(v) is outside 0…1; drawn at \(min(1, max(0, v)))")
            }
        }
        return warnings
    }

    /// Whether a colour has been picked (either value given).
    public var isPicked: Bool { hue != nil || saturation != nil }
    /// The picked hue clamped to 0…1 (0 when only the saturation is given).
    public var shownHue: Double { min(1, max(0, hue ?? 0)) }
    /// The picked saturation clamped to 0…1 (1 when only the hue is given).
    public var shownSaturation: Double { min(1, max(0, saturation ?? 1)) }
    /// The picked colour: HSB(hue, saturation, 1), or the seed's initial `grayColor` (0.5 white).
    public var color: Color {
        isPicked ? Self.color(hue: shownHue, saturation: shownSaturation) : Color.white(0.5)
    }

    /// HSB(h, s, 1) in 8-bit sRGB, as `colorWithHue:saturation:brightness:alpha:` computes it.
    public static func color(hue: Double, saturation: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6, s = min(1, max(0, saturation))
        func channel(_ offset: Double) -> UInt8 {
            // The pure hue's channel: 1 within ±1 of its centre, ramps over the next sextant.
            var d = abs((h - offset).truncatingRemainder(dividingBy: 6))
            d = min(d, 6 - d)
            let pure = min(1, max(0, 2 - d))
            return UInt8(((1 - s + s * pure) * 255).rounded())
        }
        return Color(r: channel(0), g: channel(2), b: channel(4))
    }

    /// The field inside the band, in the control's `bounds`.
    public func fieldRect(in bounds: Rect, look: Look) -> Rect {
        let b = look.metrics.colorControl.band
        return bounds.insetBy(dx: b, dy: b)
    }

    /// The marker's centre: (hue·w, saturation·h) in the field.
    public func markerCenter(in field: Rect) -> Point {
        Point(field.minX + shownHue * field.width, field.minY + shownSaturation * field.height)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        canvas.drawGroup(fade) { canvas in
            drawPicker(in: &canvas, bounds: bounds, highlighted: state.contains(.highlighted),
                       environment: environment)
        }
    }

    private func drawPicker(in canvas: inout Canvas, bounds: Rect, highlighted: Bool, environment: ControlEnvironment) {
        let m = environment.metrics.colorControl
        let outline = Path(roundedRect: bounds, cornerRadius: m.cornerRadius)
        // The seed's backgroundColor: grey, then the picked colour.
        canvas.fill(outline, paint: .solid(color))
        let field = fieldRect(in: bounds, look: environment.look)
        let fieldShape = Path(roundedRect: field, cornerRadius: max(0, m.cornerRadius - m.band))
        canvas.save()
        canvas.clip(fieldShape)
        let hues = (0...6).map { k in
            GradientStop(offset: Double(k) / 6, color: Self.color(hue: Double(k % 6) / 6, saturation: 1))
        }
        canvas.fill(Path(rect: field), paint: .linearGradient(LinearGradient(
            start: Point(field.minX, field.midY), end: Point(field.maxX, field.midY), stops: hues)))
        canvas.fill(Path(rect: field), paint: .vertical(field, [Color.white, Color.white.opacity(0)]))
        canvas.restore()
        if m.bevel {
            // iOS 6: a glossy band and an inset field.
            // The gloss covers the band only, never the field's colours.
            var band = outline
            band.append(fieldShape)
            canvas.save()
            canvas.clip(band, rule: .evenodd)
            let top = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height / 2)
            canvas.fill(Path(rect: top), paint: .vertical(top, [Color.white.opacity(0.45), Color.white.opacity(0.1)]))
            canvas.restore()
            canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: m.cornerRadius - 0.5),
                          paint: .solid(Color.black.opacity(0.45)), style: StrokeStyle(width: 1))
            canvas.stroke(fieldShape, paint: .solid(Color.black.opacity(0.35)), style: StrokeStyle(width: 1))
        } else {
            canvas.stroke(Path(rect: bounds.insetBy(dx: environment.pixel / 2, dy: environment.pixel / 2)),
                          paint: .solid(environment.palette.separator), style: StrokeStyle(width: environment.pixel))
        }
        guard isPicked else { return }
        // The marker: a ring filled with the picked colour; larger while the finger is down.
        let c = markerCenter(in: field)
        let r = m.markerRadius * (highlighted ? m.highlightedScale : 1)
        let ring = Path(circleCenter: c, radius: r)
        canvas.save()
        canvas.shadow = Shadow(offset: Point(0, m.bevel ? 1 : 0.5), blur: m.bevel ? 3 : 2, color: Color.black.opacity(0.4))
        canvas.fill(ring, paint: .solid(.white))
        canvas.restore()
        canvas.fill(Path(circleCenter: c, radius: r - m.ringWidth), paint: .solid(color))
        canvas.stroke(ring, paint: .solid(Color.black.opacity(0.3)), style: StrokeStyle(width: environment.pixel))
        canvas.stroke(Path(circleCenter: c, radius: r - m.ringWidth), paint: .solid(Color.black.opacity(0.2)),
                      style: StrokeStyle(width: environment.pixel))
    }
}

extension ColorControl {
    /// A picker with this colour picked (for samples and tests).
    public init(hue: Double?, saturation: Double?) {
        self.init()
        self.hue = hue
        self.saturation = saturation
    }
}
