import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The knob of seed 002 (Kodeco's `RWKnobControl`): a track arc and a pointer, both stroked in
/// the tint (Docs/sources.md#rwknobcontrol).
///
/// The track runs clockwise (on a y-down screen) from `startAngle` to `endAngle` at radius
/// min(w, h)/2 − max(pointerLength, lineWidth/2) about the centre. The pointer is the seed's
/// line from (w − pointerLength − lineWidth/2, h/2) to (w, h/2), rotated about the centre to
/// the value's angle: start + (value − min)/(max − min)·(end − start). With the defaults the
/// track leaves a 45° gap at the bottom; at the minimum the pointer is at the lower left, at
/// the middle straight up. Strokes have CAShapeLayer's defaults: butt caps, miter joins. In
/// non-square bounds the pointer keeps the seed's quirk: its outer end is at x = w before the
/// rotation, so it reaches past the track's circle on the long axis.
public struct Knob: Control {
    /// Default: 0 (the seed's). Clamped to the range with a warning.
    public var value = 0.0
    /// Default: 0.
    public var minimumValue = 0.0
    /// Default: 1.
    public var maximumValue = 1.0
    /// In radians, 0 along +x, clockwise. Default: −11π/8.
    public var startAngle = -Double.pi * 11 / 8
    /// In radians. Default: 3π/8.
    public var endAngle = Double.pi * 3 / 8
    /// The track's and the pointer's width in points. Default: 2.
    public var lineWidth = 2.0
    /// The pointer's length in points. Default: 6.
    public var pointerLength = 6.0
    /// Whether the value is written in the centre, "%0.2f" (the seed's extension idea). Default: false.
    public var showsValueLabel = false

    public init() {}

    public static let kind = ControlKind(
        name: "knob",
        summary: "a knob: a track arc and a pointer in the tint",
        states: [.normal, .disabled],
        options: options.map(\.info),
        mirrorsRightToLeft: false,
        makeDefault: { Knob() },
        decode: { try Knob(spec: $0) },
        samples: { _ in
            [ControlSample("0.5", Knob(value: 0.5)),
             ControlSample("min", Knob(value: 0)), ControlSample("max", Knob(value: 1)),
             ControlSample("label", Knob(value: 0.73, showsValueLabel: true)),
             ControlSample("seed demo", Knob(value: 0.25, lineWidth: 4, pointerLength: 8), tint: .redColor),
             ControlSample("half circle", Knob(value: 0.6, startAngle: -.pi, endAngle: 0))]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let s = environment.metrics.knob.size
        return .flexible(Size(width: s, height: s))
    }

    public func validate() throws -> [String] {
        for (name, v) in [("value", value), ("minimum value", minimumValue), ("maximum value", maximumValue),
                          ("start angle", startAngle), ("end angle", endAngle), ("line width", lineWidth),
                          ("pointer length", pointerLength)] where !v.isFinite {
            throw ControlError("knob", "the \(name) must be a number, not \(v)")
        }
        guard minimumValue < maximumValue else {
            throw ControlError("knob", "the minimum value \(minimumValue) must be below the maximum \(maximumValue)")
        }
        guard lineWidth > 0, pointerLength >= 0 else {
            throw ControlError("knob", "the line width must be above 0 and the pointer length not negative")
        }
        guard value != shownValue else { return [] }
        return ["knob: value \(value) is outside \(minimumValue)…\(maximumValue); drawn at \(shownValue)"]
    }

    /// The value clamped to the range (the seed's `MIN(max, MAX(min, value))`).
    var shownValue: Double { min(maximumValue, max(minimumValue, value)) }

    /// The pointer's angle for the shown value.
    var pointerAngle: Double {
        (shownValue - minimumValue) / (maximumValue - minimumValue) * (endAngle - startAngle) + startAngle
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        try canvas.drawGroup(fade) { canvas in
            try drawKnob(in: &canvas, bounds: bounds, environment: environment)
        }
    }

    private func drawKnob(in canvas: inout Canvas, bounds: Rect, environment: ControlEnvironment) throws {
        let m = environment.metrics.knob
        let c = bounds.center
        let radius = min(bounds.width, bounds.height) / 2 - max(pointerLength, lineWidth / 2)
        let style = StrokeStyle(width: lineWidth, cap: .butt, join: .miter, miterLimit: 10)
        if !m.disc.isEmpty {
            let r = max(0, radius - lineWidth / 2 - m.discGap)
            let disc = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
            canvas.save()
            canvas.shadow = Shadow(offset: Point(0, 1), blur: 3, color: Color.black.opacity(0.35))
            canvas.fill(Path(ellipseIn: disc), paint: .vertical(disc, m.disc))
            canvas.restore()
            canvas.stroke(Path(ellipseIn: disc.insetBy(dx: 0.5, dy: 0.5)), paint: .solid(m.discRim),
                          style: StrokeStyle(width: 1))
        }
        var track = Path()
        if radius > 0 {
            track.addArc(center: c, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: true)
        }
        // The seed's pointer, at angle 0, then turned about the centre.
        let pointer = Path(polyline: [Point(bounds.maxX - pointerLength - lineWidth / 2, c.y), Point(bounds.maxX, c.y)])
            .transformed(by: Transform.translation(-c.x, -c.y).concatenating(.rotation(pointerAngle))
                .concatenating(.translation(c.x, c.y)))
        if m.engrave.a > 0 {
            canvas.stroke(track, paint: .solid(m.engrave), style: style, transform: .translation(0, 1))
            canvas.stroke(pointer, paint: .solid(m.engrave), style: style, transform: .translation(0, 1))
        }
        canvas.stroke(track, paint: .solid(environment.tint), style: style)
        canvas.stroke(pointer, paint: .solid(m.pointer ?? environment.tint), style: style)
        if showsValueLabel {
            let size = max(9, min(bounds.width, bounds.height) * m.labelScale)
            let label = TextStyle(font: environment.palette.font, size: size, color: m.label)
            try canvas.drawText(String(cFormat: "%0.2f", shownValue), style: label, in: bounds)
        }
    }
}

extension Knob {
    /// A knob with these values (for samples and tests).
    public init(value: Double, startAngle: Double = -.pi * 11 / 8, endAngle: Double = .pi * 3 / 8,
                lineWidth: Double = 2, pointerLength: Double = 6, showsValueLabel: Bool = false) {
        self.init()
        self.value = value
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.lineWidth = lineWidth
        self.pointerLength = pointerLength
        self.showsValueLabel = showsValueLabel
    }
}
