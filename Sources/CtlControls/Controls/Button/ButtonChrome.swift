import CtlRaster

/// What a button draws around its content besides the configured images: the classic
/// rounded-rect bezel, the flat selected plate, the classic custom button's border, and
/// the highlight glow.
enum ButtonChrome {
    /// iOS 6's rounded rect (S1): "a rounded rectangle with a white background and an
    /// antialiased gray border", filled with the selection blue while pressed — or with
    /// the tint, when one is given ("a tintColor which fills the button only while the
    /// button is highlighted"). A faint white etch runs under it.
    ///
    /// The border is the outer shape filled and the inner one filled over it, so both of
    /// its edges are single antialiased curves on the bounds' device pixels.
    static func drawBezel(in bounds: Rect, pressed: Bool, on canvas: inout Canvas, metrics b: ButtonMetrics.Bezel,
                          _ environment: ControlEnvironment) {
        var body = environment.snap(bounds)
        if b.etch.a > 0 {
            body.size.height -= 1
            canvas.fill(Path(roundedRect: body.offsetBy(dy: 1), cornerRadius: b.cornerRadius), paint: .solid(b.etch))
        }
        let radius = min(b.cornerRadius, body.width / 2, body.height / 2)
        let border: Color, fill: [GradientStop]
        if pressed && environment.hasCustomTint {
            let tint = environment.tint
            border = tint.mixed(with: .black, 0.35)
            fill = [GradientStop(offset: 0, color: tint.mixed(with: .white, 0.12)),
                    GradientStop(offset: 1, color: tint.mixed(with: .black, 0.12))]
        } else {
            (border, fill) = pressed ? (b.pressedBorder, b.pressedFill) : (b.border, b.fill)
        }
        canvas.fill(Path(roundedRect: body, cornerRadius: radius), paint: .solid(border))
        let w = max(environment.pixel, environment.snap(b.borderWidth))
        let inner = body.insetBy(dx: w, dy: w)
        guard inner.width > 0, inner.height > 0 else { return }
        canvas.fill(Path(roundedRect: inner, cornerRadius: max(0, radius - w)), paint: .vertical(inner, fill))
    }

    /// The tint-filled rounded rect behind a selected flat system button's title and image,
    /// kept inside the bounds (so a button sized to its title shows the plate's corners).
    static func drawPlate(around content: Rect, in bounds: Rect, color: Color, on canvas: inout Canvas,
                          metrics p: ButtonMetrics.Plate, _ environment: ControlEnvironment) {
        guard let area = content.insetBy(dx: -p.outset.width, dy: -p.outset.height).intersection(bounds) else { return }
        let rect = environment.snap(area)
        canvas.fill(Path(roundedRect: rect, cornerRadius: min(p.cornerRadius, rect.height / 2)), paint: .solid(color))
    }

    /// A classic custom button's "thin, subtle rectangular border" (S1): one device pixel
    /// just inside the bounds, in the background colour darkened.
    static func drawCustomBorder(around bounds: Rect, radius: Double, color: Color, on canvas: inout Canvas,
                                 metrics m: ButtonMetrics, _ environment: ControlEnvironment) {
        guard m.customBorderDarken > 0 else { return }
        let p = environment.pixel
        var ring = Path(roundedRect: bounds, cornerRadius: radius)
        ring.addRoundedRect(bounds.insetBy(dx: p, dy: p), cornerRadius: max(0, radius - p))
        let border = ColorAdjustment.darken(m.customBorderDarken).apply(to: color)
        canvas.fill(ring, paint: .solid(border), rule: .evenodd)
    }

    /// `showsTouchWhenHighlighted`'s "circular white glow", centred on `center`.
    ///
    /// UIKit lets the glow spill past the button; drawn alone, the button is its image,
    /// so the glow shrinks to half the bounds' shorter side rather than be cut off square.
    static func drawGlow(at center: Point, in bounds: Rect, on canvas: inout Canvas, metrics m: ButtonMetrics) {
        let radius = min(m.glowRadius, bounds.width / 2, bounds.height / 2)
        guard radius > 0 else { return }
        let glow = RadialGradient(center: center, radius: radius, stops: m.glowStops)
        canvas.fill(Path(circleCenter: center, radius: radius), paint: .radialGradient(glow))
    }
}

extension Rect {
    /// The rect moved down by `dy`.
    fileprivate func offsetBy(dy: Double) -> Rect { Rect(x: origin.x, y: origin.y + dy, width: size.width, height: size.height) }
}
