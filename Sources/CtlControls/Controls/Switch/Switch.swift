import CtlRaster

/// UIKit's `UISwitch` (Docs/sources.md#uiswitch): a track that is filled with the on tint when on,
/// and a round thumb at its right (on) or left (off) end.
///
/// It has one size per look (flat 51×31, classic 79×27); a requested size is ignored, as UIKit
/// ignores it. Disabled fades it as a group; highlighting and selection "make no difference"
/// (S1) — except that iOS 7 widens the thumb while it is pressed, which the flat look draws
/// for highlighted. The classic look writes ON and OFF in the track, or shows `onImage` /
/// `offImage` (iOS 6) instead; the flat look ignores those images, as iOS 7 does.
public struct Switch: Control {
    /// Whether the switch is on. Default: false (UIKit's).
    public var isOn = false
    /// The track's colour when on; nil for the look's (flat #4CD964, classic blue gloss).
    public var onTintColor: Color?
    /// UIKit's `tintColor` for a switch: the off track's outline (flat) or fill (classic); nil
    /// for the `--tint` given to the render, else the look's grey.
    public var tintColor: Color?
    /// The thumb's colour; nil for the look's white (classic: a grey-white gradient).
    public var thumbTintColor: Color?
    /// The artwork inside the track when on and off (iOS 6; 79×27 points), replacing the words.
    public var onImage: ControlImage?
    public var offImage: ControlImage?

    public init() {}

    /// A switch on or off, with these colours (for samples and tests).
    public init(isOn: Bool, onTintColor: Color? = nil, tintColor: Color? = nil, thumbTintColor: Color? = nil) {
        self.isOn = isOn
        self.onTintColor = onTintColor
        self.tintColor = tintColor
        self.thumbTintColor = thumbTintColor
    }

    public static let kind = ControlKind(
        name: "switch",
        summary: "a switch (UISwitch): on or off; 51×31 flat, 79×27 classic with ON and OFF",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        makeDefault: { Switch() },
        decode: { try Switch(spec: $0) },
        samples: { _ in
            [ControlSample("on", Switch(isOn: true)),
             ControlSample("off", Switch(isOn: false), states: [.normal, .highlighted, .disabled]),
             ControlSample("seed colours", Switch(isOn: true, onTintColor: .black, tintColor: .redColor,
                                                  thumbTintColor: .systemOrange)),
             ControlSample("tinted off", Switch(isOn: false, tintColor: .systemRed)),
             ControlSample("yes image", Switch.seedYesSwitch)]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .fixed(environment.metrics.switch.size)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        try canvas.drawGroup(fade) { canvas in
            let pressed = state.contains(.highlighted)
            switch environment.look {
            case .flat: drawFlat(in: &canvas, bounds: bounds, pressed: pressed, environment: environment)
            case .classic: try drawClassic(in: &canvas, bounds: bounds, environment: environment)
            }
        }
    }

    /// The thumb's circle (or, pressed in iOS 7, its widened capsule) at the on or off end.
    func thumbRect(in bounds: Rect, metrics m: SwitchMetrics, pressed: Bool) -> Rect {
        let d = m.thumbDiameter, w = d + (pressed ? m.pressedThumbGrowth : 0)
        let x = isOn ? bounds.maxX - m.thumbInset - w : bounds.minX + m.thumbInset
        return Rect(x: x, y: bounds.midY - d / 2, width: w, height: d)
    }

    /// The thumb: its shadow, its fill, its rim.
    func drawThumb(in canvas: inout Canvas, rect: Rect, metrics m: SwitchMetrics) {
        let shape = Path(roundedRect: rect, cornerRadius: rect.height / 2)
        let fill: [GradientStop] = thumbTintColor.map { .solid($0) } ?? m.thumb
        canvas.save()
        canvas.shadow = m.thumbShadow
        canvas.fill(shape, paint: .vertical(rect, fill))
        canvas.restore()
        if m.thumbRim.a > 0 {
            let w = m.thumbRimWidth
            canvas.stroke(Path(roundedRect: rect.insetBy(dx: w / 2, dy: w / 2), cornerRadius: (rect.height - w) / 2),
                          paint: .solid(m.thumbRim), style: StrokeStyle(width: w))
        }
    }
}
