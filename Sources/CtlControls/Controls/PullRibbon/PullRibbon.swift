import CtlRaster

/// The pull ribbon of seed 000 (Recipe 2-8): "a hanging red shape" with "a notch … at the
/// bottom of the artwork", pulled down to trigger (Docs/sources.md#the-custom-controls-of-seed-000).
///
/// The seed places the ribbon image at x = 10 and so that its bottom edge rests at y = 75
/// (`CGRectMake(10.0f, 75.0f - ribbonImage.size.height, …)`): the rest of it hangs above
/// the control's top. Dragging moves it down by the travel `dy`
/// (`dy + 75.0f - ribbonImage.size.height`), at most the bounds' height − 75; more than 75
/// points triggers. So the natural size is 75 + 75 tall, room for the whole travel.
///
/// The control's value is where the art is: `pull` (the drag's vertical travel), `wiggle`
/// (the discoverability wiggle: the seed moves `center.y` by +10 and back over 0.25 s, every
/// 4 s) and `sway` (a horizontal offset: the motion effect moves `center.x` by ±15). An
/// animation renders frames by changing them. Highlighted (touched) darkens the ribbon;
/// disabled fades it.
public struct PullRibbon: Control {
    /// The drag's travel in points, 0…75 (clamped with a warning). Default: 0 (at rest).
    public var pull = 0.0
    /// The wiggle's vertical offset in points, −10…10 (clamped with a warning). Default: 0.
    public var wiggle = 0.0
    /// The horizontal offset in points, −15…15 (the motion effect's range; clamped with a
    /// warning). Default: 0.
    public var sway = 0.0

    /// The seed's x origin of the ribbon, its rest line and its trigger travel.
    public static let originX = 10.0
    public static let restBottom = 75.0
    public static let travel = 75.0
    /// The seed's wiggle amplitude and the motion effect's range.
    public static let wiggleAmplitude = 10.0
    public static let swayRange = 15.0

    public init() {}

    /// A ribbon pulled down `pull` points, moved by `wiggle` and `sway`.
    public init(pull: Double, wiggle: Double = 0, sway: Double = 0) {
        self.pull = pull
        self.wiggle = wiggle
        self.sway = sway
    }

    public static let kind = ControlKind(
        name: "pull-ribbon",
        summary: "a pull ribbon: a hanging red ribbon with a notch, pulled down to trigger",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        mirrorsRightToLeft: false,
        makeDefault: { PullRibbon() },
        decode: { try PullRibbon(spec: $0) },
        samples: { _ in
            [ControlSample("rest", PullRibbon()),
             ControlSample("pulled 40", PullRibbon(pull: 40), states: [.highlighted]),
             ControlSample("pulled 75", PullRibbon(pull: 75), states: [.highlighted]),
             ControlSample("wiggle", PullRibbon(pull: 0, wiggle: 10), states: [.normal])]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let w = environment.metrics.pullRibbon.ribbonSize.width
        return .flexible(Size(width: Self.originX + w + Self.originX, height: Self.restBottom + Self.travel))
    }

    public func validate() throws -> [String] {
        for (name, v) in [("pull", pull), ("wiggle", wiggle), ("sway", sway)] where !v.isFinite {
            throw ControlError("pull-ribbon", "the \(name) must be a number of points, not \(v)")
        }
        var warnings: [String] = []
        let n: (Double) -> String = MessageNumber.text
        if pull != shownPull {
            warnings.append("pull-ribbon: pull \(n(pull)) is outside 0…\(n(Self.travel)); drawn at \(n(shownPull))")
        }
        if wiggle != shownWiggle {
            warnings.append("pull-ribbon: wiggle \(n(wiggle)) is outside ±\(n(Self.wiggleAmplitude)); "
                + "drawn at \(n(shownWiggle))")
        }
        if sway != shownSway {
            warnings.append("pull-ribbon: sway \(n(sway)) is outside ±\(n(Self.swayRange)); drawn at \(n(shownSway))")
        }
        return warnings
    }

    var shownPull: Double { min(Self.travel, max(0, pull)) }
    var shownWiggle: Double { min(Self.wiggleAmplitude, max(-Self.wiggleAmplitude, wiggle)) }
    var shownSway: Double { min(Self.swayRange, max(-Self.swayRange, sway)) }

    /// Where the ribbon image is in `bounds`: the seed's frame
    /// (10, dy + 75 − height, width, height), moved by the wiggle and the sway. The travel is
    /// also limited to the bounds' height − 75, as the seed limits `dy`.
    public func ribbonFrame(in bounds: Rect, environment: ControlEnvironment) -> Rect {
        let size = environment.metrics.pullRibbon.ribbonSize
        let dy = max(0, min(shownPull, bounds.height - Self.restBottom))
        return Rect(x: bounds.minX + Self.originX + shownSway,
                    y: bounds.minY + dy + Self.restBottom - size.height + shownWiggle,
                    width: size.width, height: size.height)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        var adjustments: [ColorAdjustment] = []
        if state.contains(.highlighted) { adjustments.append(.darken(environment.palette.highlightDarken)) }
        if state.contains(.disabled) { adjustments.append(.fade(environment.palette.disabledOpacity)) }
        let frame = ribbonFrame(in: bounds, environment: environment)
        canvas.drawGroup(adjustments) { canvas in
            canvas.save()
            canvas.clip(Path(rect: bounds))
            drawRibbon(in: frame, on: &canvas, metrics: environment.metrics.pullRibbon)
            canvas.restore()
        }
    }

    /// The outline: a rectangle whose bottom edge is cut by a V notch up the middle.
    static func outline(_ r: Rect, notchDepth: Double) -> Path {
        Path(polyline: [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY),
                        Point(r.midX, r.maxY - notchDepth), Point(r.minX, r.maxY), Point(r.minX, r.minY)])
    }

    private func drawRibbon(in r: Rect, on canvas: inout Canvas, metrics m: PullRibbonMetrics) {
        let shape = Self.outline(r, notchDepth: m.notchDepth)
        let fill: Paint = m.fill.count == 1 ? .solid(m.fill[0].color)
            : .linearGradient(LinearGradient(start: Point(r.minX, r.midY), end: Point(r.maxX, r.midY), stops: m.fill))
        canvas.save()
        canvas.shadow = m.shadow
        canvas.fill(shape, paint: fill)
        canvas.restore()
        guard m.stitch.a > 0 else { return }
        // Seams a little in from each long edge, following the notch at the bottom.
        let i = m.stitchInset
        let seamBottom = r.maxY - i * 1.2
        let slope = m.notchDepth / (r.width / 2)
        var seams = Path(polyline: [Point(r.minX + i, r.minY), Point(r.minX + i, seamBottom - slope * i)])
        seams.append(Path(polyline: [Point(r.maxX - i, r.minY), Point(r.maxX - i, seamBottom - slope * i)]))
        seams.append(Path(polyline: [Point(r.minX + i, seamBottom - slope * i), Point(r.midX, seamBottom - m.notchDepth),
                                     Point(r.maxX - i, seamBottom - slope * i)]))
        canvas.stroke(seams, paint: .solid(m.stitch), style: StrokeStyle(width: 1, dash: [3, 2]))
    }
}
