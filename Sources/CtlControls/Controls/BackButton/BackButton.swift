import CtlRaster

/// The custom back button of seed 004 (iDevRecipes' CustomBackButton): "an image [that] has
/// an arrow on the left side", stretched behind the title, with the button as wide as the
/// title measured by `sizeWithFont` plus the caps (Docs/sources.md#uibutton).
///
/// The classic look draws the iOS 6 navigation-bar back button: a left-pointing arrow with
/// rounded right corners, a dark border, a blue-grey gloss (darker while highlighted) and a
/// white bold title embossed upwards. The flat look draws iOS 7's: a chevron and the title in
/// the tint, faded while highlighted. Disabled fades the button. The artwork stretches
/// between its caps (`capInsets`): the arrow on the left, the corners on the right.
public struct BackButton: Control {
    /// The title (the previous screen's). Default: "Back".
    public var title = "Back"

    public init() {}

    public init(title: String) { self.title = title }

    public static let kind = ControlKind(
        name: "back-button",
        summary: "a back button: an arrow-shaped stretchable background with a title",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { BackButton() },
        decode: { try BackButton(spec: $0) },
        samples: { look in
            [ControlSample("Back", BackButton()),
             ControlSample("long title", BackButton(title: "Settings"), states: [.normal]),
             // The stretchable background alone, drawn wider than its natural size.
             ControlSample("background", BackButton(title: ""), states: [.normal, .highlighted],
                           size: Size(width: 60, height: look.metrics.backButton.height))]
        })

    /// The title's style in a look.
    func titleStyle(_ environment: ControlEnvironment) -> TextStyle {
        let m = environment.metrics.backButton
        return TextStyle(font: m.font, size: m.fontSize, color: m.title ?? environment.tint, shadow: m.titleShadow)
    }

    /// The width of the title, as `sizeWithFont` measures it (0 when empty or the font
    /// cannot be loaded; drawing reports that).
    func titleWidth(_ environment: ControlEnvironment) -> Double {
        guard !title.isEmpty, let metrics = try? titleStyle(environment).measure(title) else { return 0 }
        return metrics.width.rounded(.up)
    }

    /// The left cap: everything left of the title.
    func leftCap(_ m: BackButtonMetrics) -> Double {
        m.chevronLeft + m.chevronSize.width + m.arrowDepth + m.titleLeft
    }

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let m = environment.metrics.backButton
        return .fixedHeight(Size(width: leftCap(m) + titleWidth(environment) + m.titleRight, height: m.height))
    }

    /// The arrow and the corners; only a button without a title stretches cleanly.
    public func capInsets(in environment: ControlEnvironment) -> EdgeInsets? {
        guard title.isEmpty else { return nil }
        let m = environment.metrics.backButton
        let left = environment.look == .flat ? m.chevronLeft + m.chevronSize.width + m.chevronLineWidth
            : m.arrowDepth + m.cornerRadius
        return EdgeInsets(top: 0, left: left, bottom: 0, right: max(m.cornerRadius, 1))
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let m = environment.metrics.backButton
        var adjustments: [ColorAdjustment] = []
        if state.contains(.highlighted), m.highlightedOpacity < 1 { adjustments.append(.fade(m.highlightedOpacity)) }
        if state.contains(.disabled) { adjustments.append(.fade(environment.palette.disabledOpacity)) }
        try canvas.drawGroup(adjustments) { canvas in
            if m.chevronSize.width > 0 {
                drawChevron(in: bounds, on: &canvas, metrics: m, tint: environment.tint)
            } else {
                drawArrow(in: bounds, on: &canvas, metrics: m, highlighted: state.contains(.highlighted))
            }
            let titleRect = Rect(x: bounds.minX + leftCap(m), y: bounds.minY,
                                 width: max(0, bounds.width - leftCap(m) - m.titleRight), height: bounds.height)
            try canvas.drawTitle(title, style: titleStyle(environment), in: titleRect, environment: environment)
        }
    }

    /// The outline of the arrow button in `r`: the point at the left middle, straight
    /// shoulders to the top and bottom edges `depth` in, rounded corners on the right.
    static func arrowOutline(_ r: Rect, depth: Double, radius: Double) -> Path {
        var p = Path()
        let shoulder = r.minX + depth, rr = min(radius, r.height / 2, max(0, r.maxX - shoulder))
        p.move(to: Point(r.minX, r.midY))
        p.line(to: Point(shoulder, r.minY))
        p.line(to: Point(r.maxX - rr, r.minY))
        p.quad(to: Point(r.maxX, r.minY + rr), control: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY - rr))
        p.quad(to: Point(r.maxX - rr, r.maxY), control: Point(r.maxX, r.maxY))
        p.line(to: Point(shoulder, r.maxY))
        p.close()
        return p
    }

    /// Classic: the etch under, the border, the gloss inside it (one point in, the point
    /// moved in by the same slope).
    private func drawArrow(in bounds: Rect, on canvas: inout Canvas, metrics m: BackButtonMetrics, highlighted: Bool) {
        // One point of room at the bottom for the etch.
        let r = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - 1)
        let outer = Self.arrowOutline(r, depth: m.arrowDepth, radius: m.cornerRadius)
        canvas.fill(outer, paint: .solid(m.etch), transform: .translation(0, 1))
        canvas.fill(outer, paint: .vertical(r, m.border))
        // The inner edge is 1 point in everywhere; the point moves in by 1/sin of the half
        // angle, about √(1 + (depth/half height)²).
        let slope = m.arrowDepth / (r.height / 2)
        let tip = (1 + slope * slope).squareRoot()
        let inner = Rect(x: r.minX + tip, y: r.minY + 1, width: r.width - tip - 1, height: r.height - 2)
        let fill = highlighted && !m.highlightedFill.isEmpty ? m.highlightedFill : m.fill
        canvas.fill(Self.arrowOutline(inner, depth: m.arrowDepth - slope * 1, radius: m.cornerRadius - 1),
                    paint: .vertical(inner, fill))
    }

    /// Flat: iOS 7's chevron, `chevronLeft` in from the left, centred vertically.
    private func drawChevron(in bounds: Rect, on canvas: inout Canvas, metrics m: BackButtonMetrics, tint: Color) {
        let box = Rect(x: bounds.minX + m.chevronLeft, y: bounds.midY - m.chevronSize.height / 2,
                       width: m.chevronSize.width, height: m.chevronSize.height)
        let inset = m.chevronLineWidth / 2
        let chevron = Path(polyline: [Point(box.maxX - inset, box.minY + inset), Point(box.minX + inset, box.midY),
                                      Point(box.maxX - inset, box.maxY - inset)])
        canvas.stroke(chevron, paint: .solid(tint),
                      style: StrokeStyle(width: m.chevronLineWidth, cap: .round, join: .round))
    }
}
