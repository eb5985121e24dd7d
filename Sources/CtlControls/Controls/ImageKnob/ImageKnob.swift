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

/// `MyKnob` of seed 001 (Programming iOS 6, Figure 25.19): a knob image drawn in the view
/// and turned by the view's transform, `CGAffineTransformMakeRotation(ang)`, from 0 to
/// "its maximum position, with an internal angle value of 5 (radians)", between the words
/// "Min" and "Max", which "are actually labels" (Docs/sources.md#myknob).
///
/// The seed's `knob.png` is not described; ctlrender draws a knob with a pointer mark. The
/// mark is placed (chosen) so that the 5-radian travel is symmetric about the bottom: at
/// angle 0 it points at "Min", lower left, 90° + (2π − 5)/2 clockwise from +x; at 5 it points
/// at "Max", lower right. The labels sit just outside the knob in those two directions.
/// Highlighted (being turned) darkens the knob; disabled fades the whole control.
public struct ImageKnob: Control {
    /// The rotation in radians, clockwise, 0…5 (clamped with a warning, as the seed's
    /// tracking clamps it). Default: 0.
    public var angle = 0.0

    /// The seed's maximum angle.
    public static let maximumAngle = 5.0
    /// Where the pointer mark points at angle 0, in radians clockwise from +x (chosen: the
    /// travel's gap centred on the bottom).
    public static let restDirection = Double.pi / 2 + (2 * Double.pi - maximumAngle) / 2

    public init() {}

    public init(angle: Double) { self.angle = angle }

    public static let kind = ControlKind(
        name: "image-knob",
        summary: "an image knob: a knob image turned by a rotation of 0…5 radians, between Min and Max",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        mirrorsRightToLeft: false,
        makeDefault: { ImageKnob() },
        decode: { try ImageKnob(spec: $0) },
        samples: { _ in
            [ControlSample("min", ImageKnob(angle: 0)),
             ControlSample("2.5", ImageKnob(angle: 2.5), states: [.normal, .highlighted]),
             ControlSample("max", ImageKnob(angle: 5), states: [.normal])]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .flexible(environment.metrics.imageKnob.size)
    }

    public func validate() throws -> [String] {
        guard angle.isFinite else { throw ControlError("image-knob", "the angle must be a number, not \(angle)") }
        guard angle != shownAngle else { return [] }
        let n: (Double) -> String = MessageNumber.text
        return ["image-knob: angle \(n(angle)) is outside 0…\(n(Self.maximumAngle)) radians; drawn at \(n(shownAngle))"]
    }

    /// The angle clamped to 0…5.
    var shownAngle: Double { min(Self.maximumAngle, max(0, angle)) }

    /// Where the pointer mark points, radians clockwise from +x.
    public var pointerDirection: Double { Self.restDirection + shownAngle }

    /// The knob's square in `bounds`: the look's diameter scaled as the bounds are scaled
    /// from the natural size, centred across, 4 points (scaled) below the top (room for a
    /// shadow); the labels go below.
    func knobRect(in bounds: Rect, metrics m: ImageKnobMetrics) -> Rect {
        let s = min(bounds.width / m.size.width, bounds.height / m.size.height)
        let d = m.diameter * s
        return Rect(x: bounds.midX - d / 2, y: bounds.minY + 4 * s, width: d, height: d)
    }

    /// The centres of the "Min" and "Max" labels: just outside the knob (1.35 radii) at the
    /// ends of the travel.
    func labelCentres(knob: Rect) -> (min: Point, max: Point) {
        let c = knob.center, r = knob.width / 2 * 1.35
        func at(_ a: Double) -> Point { Point(c.x + r * cos(a), c.y + r * sin(a)) }
        return (at(Self.restDirection), at(Self.restDirection + Self.maximumAngle))
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let m = environment.metrics.imageKnob
        let knob = knobRect(in: bounds, metrics: m)
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        try canvas.drawGroup(fade) { canvas in
            let darken = state.contains(.highlighted) ? [ColorAdjustment.darken(environment.palette.highlightDarken)] : []
            canvas.drawGroup(darken) { canvas in
                drawKnob(in: knob, on: &canvas, metrics: m, tint: environment.tint)
            }
            let labels = labelCentres(knob: knob)
            let style = TextStyle(font: m.labelFont, size: m.labelSize, color: m.label, shadow: m.labelShadow)
            for (text, centre) in [("Min", labels.min), ("Max", labels.max)] {
                let box = Rect(x: centre.x - 30, y: centre.y - m.labelSize, width: 60, height: 2 * m.labelSize)
                try canvas.drawText(text, style: style, in: box)
            }
        }
    }

    /// The knob image, as `drawInRect:` draws it, turned about its centre by the angle.
    private func drawKnob(in r: Rect, on canvas: inout Canvas, metrics m: ImageKnobMetrics, tint: Color) {
        let c = r.center, radius = r.width / 2
        let disc = r.insetBy(dx: m.rimWidth / 2, dy: m.rimWidth / 2)
        canvas.save()
        canvas.shadow = m.shadow
        canvas.fill(Path(ellipseIn: disc), paint: .vertical(disc, m.disc))
        canvas.restore()
        canvas.stroke(Path(ellipseIn: disc), paint: .solid(m.rim), style: StrokeStyle(width: m.rimWidth))
        if !m.cap.isEmpty {
            let cap = r.insetBy(dx: r.width * 0.2, dy: r.width * 0.2)
            canvas.fill(Path(ellipseIn: cap), paint: .vertical(cap, m.cap))
        }
        // The mark drawn pointing along +x, then the view's rotation about the centre.
        let mark = Path(polyline: [Point(c.x + radius * m.pointerInner, c.y), Point(c.x + radius * m.pointerOuter, c.y)])
        let turn = Transform.translation(-c.x, -c.y).concatenating(.rotation(pointerDirection))
            .concatenating(.translation(c.x, c.y))
        canvas.stroke(mark.transformed(by: turn), paint: .solid(m.pointer ?? tint),
                      style: StrokeStyle(width: m.pointerWidth, cap: .round))
    }
}
