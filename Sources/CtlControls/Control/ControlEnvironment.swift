import CtlRaster
import CtlUnicode

/// What a control draws with besides its own configuration: the look and the appearance (the
/// palette, and through `metrics` the control's own table), the tint, the scale, the layout direction and the direction of
/// its titles.
public struct ControlEnvironment: Sendable {
    public var look: Look
    /// Light or dark, normal or increased contrast (the flat look only; the classic look is
    /// always light).
    public var appearance: Appearance
    /// The look's palette in the appearance (`look.theme(in:)`).
    public var theme: Theme
    /// The tint: the one asked for, else the look's default.
    public var tint: Color
    /// Whether `tint` was asked for (iOS 6 controls use their own colours unless tinted).
    public var hasCustomTint: Bool
    /// Pixels per point of the canvas.
    public var scale: Double
    /// Which way the control is laid out. `ControlRenderer` draws a right-to-left control
    /// mirrored; a control asks this only for what is leading or trailing rather than left or
    /// right (a text field's natural alignment).
    public var layoutDirection: LayoutDirection
    /// The paragraph direction of the control's titles (UAX #9), given to the `TextLayout`
    /// that lays each title out.
    public var textDirection: ParagraphDirection

    public init(look: Look, appearance: Appearance = .light, tint: Color? = nil, scale: Double = 1,
                layoutDirection: LayoutDirection = .leftToRight, textDirection: ParagraphDirection = .auto) {
        self.look = look
        self.appearance = appearance
        theme = look.theme(in: appearance)
        self.tint = tint ?? theme.palette.tint
        hasCustomTint = tint != nil
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.textDirection = textDirection
    }

    /// The look's tables in the appearance, where each control finds its own
    /// (`metrics.switch`).
    public var metrics: LookMetrics { LookMetrics(look: look, appearance: appearance) }

    /// Whether the control is laid out right to left.
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// One device pixel in points: the width of a hairline.
    public var pixel: Double { 1 / scale }

    /// `v` rounded to whole device pixels (for crisp edges).
    public func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// `r` with its edges rounded to whole device pixels.
    public func snap(_ r: Rect) -> Rect {
        let x0 = snap(r.minX), y0 = snap(r.minY), x1 = snap(r.maxX), y1 = snap(r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The look's palette.
    public var palette: Palette { theme.palette }
}
