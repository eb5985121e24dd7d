import CtlRaster

/// The standard images of the typed buttons (detail disclosure, info light and dark,
/// contact add), drawn in code at the canvas' scale. S1: typed buttons "are all
/// UIButtonTypeCustom buttons whose image is set automatically to standard button images",
/// so the button treats them as its normal image: laid out, darkened and faded as any.
///
/// Flat (iOS 7, S0): a "blue outlined circle encasing the letter i" for the detail
/// disclosure and both info buttons, a circle "with a corresponding blue + in its center"
/// for contact add; drawn black as template images, which the button fills with the tint.
/// Classic (iOS 6, S1): "a right-pointing chevron, a plus sign, a light letter "i," and a
/// dark letter "i,"": the blue disc with a white chevron, the white disc with a blue plus,
/// and ringed "i"s in white and in dark grey. The classic art ignores the tint ("other
/// button types ignore this property", S3).
enum ButtonGlyphArt {
    /// The standard image of `type` in the environment's look, or nil for untyped buttons.
    static func image(for type: Button.ButtonType, environment: ControlEnvironment) -> ControlImage? {
        guard let size = size(of: type, in: environment.metrics.button) else { return nil }
        let scale = environment.scale
        guard var canvas = try? Canvas(width: Int((size.width * scale).rounded(.up)),
                                       height: Int((size.height * scale).rounded(.up))) else { return nil }
        canvas.transform = .scale(scale, scale)
        let box = Rect(origin: .zero, size: size)
        let m = environment.metrics.button
        if let glyphs = m.glyphs {
            // iOS 6's disclosure chevron points the way text reads on: left, right to left (the
            // image is drawn unmirrored where the button's layout puts it, so it is drawn so here).
            let mirrors = type == .detailDisclosure && environment.isRightToLeft
            let draw = { (canvas: inout Canvas) in
                drawClassic(type, in: box, on: &canvas, metrics: glyphs, ringWidth: m.glyphLineWidth)
            }
            if mirrors { canvas.drawMirrored(about: box, draw) } else { draw(&canvas) }
        } else {
            drawFlat(type, in: box, on: &canvas, lineWidth: m.glyphLineWidth, environment)
        }
        return try? ControlImage(canvas.pixmap, scale: scale, isTemplate: m.glyphs == nil)
    }

    /// The natural size of `type`'s image, nil for untyped buttons.
    static func size(of type: Button.ButtonType, in m: ButtonMetrics) -> Size? {
        switch type {
        case .system, .custom, .roundedRect, .raisedCenter: return nil
        case .detailDisclosure: return m.detailDisclosureSize
        case .infoLight, .infoDark: return m.infoSize
        case .contactAdd: return m.contactAddSize
        }
    }

    // MARK: Flat

    /// A ring one line wide just inside the box, around an "i" or a "+" of the same
    /// weight whose strokes are fitted to device pixels.
    private static func drawFlat(_ type: Button.ButtonType, in box: Rect, on canvas: inout Canvas,
                                 lineWidth w: Double, _ environment: ControlEnvironment) {
        let ink = Paint.solid(.black)
        let c = box.center
        let radius = min(box.width, box.height) / 2 - w
        canvas.stroke(Path(circleCenter: c, radius: radius), paint: ink, style: StrokeStyle(width: w))
        let stroke = fit(c.x, w, environment)
        if type == .contactAdd {
            // Arms half the ring's diameter long.
            let arm = fit(c.x, radius, environment)
            let across = fit(c.y, w, environment), along = fit(c.y, radius, environment)
            canvas.fill(Path(rect: Rect(x: arm.lo, y: across.lo, width: arm.length, height: across.length)),
                        paint: ink)
            canvas.fill(Path(rect: Rect(x: stroke.lo, y: along.lo, width: stroke.length, height: along.length)),
                        paint: ink)
        } else {
            // A sans-serif "i": a dot over a stem, 0.55 of the ring's diameter tall.
            let height = radius * 1.1, top = c.y - height / 2
            let stemTop = environment.snap(top + height * 0.36), bottom = environment.snap(top + height)
            canvas.fill(Path(circleCenter: Point(c.x, top + w * 0.9), radius: w * 0.9), paint: ink)
            canvas.fill(Path(rect: Rect(x: stroke.lo, y: stemTop, width: stroke.length, height: bottom - stemTop)),
                        paint: ink)
        }
    }

    /// The span `length` long centred on `center`, moved and sized to whole device pixels
    /// (at least one) so that its edges are crisp.
    private static func fit(_ center: Double, _ length: Double, _ environment: ControlEnvironment)
        -> (lo: Double, length: Double) {
        let s = environment.scale
        let n = max(1, (length * s).rounded())
        let lo = (center * s - n / 2).rounded(.toNearestOrEven)
        return (lo / s, n / s)
    }

    /// A bold "i", `height` from the top of its dot to its foot, centred on `center`.
    private static func drawI(center c: Point, height h: Double, stem: Double, paint: Paint, on canvas: inout Canvas) {
        let dot = stem * 0.62
        let top = c.y - h / 2
        canvas.fill(Path(circleCenter: Point(c.x, top + dot), radius: dot), paint: paint)
        let stemTop = top + h * 0.34
        canvas.fill(Path(rect: Rect(x: c.x - stem / 2, y: stemTop, width: stem, height: c.y + h / 2 - stemTop)),
                    paint: paint)
    }

    // MARK: Classic

    private static func drawClassic(_ type: Button.ButtonType, in box: Rect, on canvas: inout Canvas,
                                    metrics g: ButtonMetrics.Glyphs, ringWidth: Double) {
        switch type {
        case .detailDisclosure: drawDisclosure(in: box, on: &canvas, g)
        case .contactAdd: drawContactAdd(in: box, on: &canvas, g)
        case .infoLight:
            drawInfo(in: box, on: &canvas, ring: ringWidth, color: g.infoLight, shadow: g.infoLightShadow)
        case .infoDark:
            drawInfo(in: box, on: &canvas, ring: ringWidth, color: g.infoDark, shadow: g.infoDarkShadow)
        case .system, .custom, .roundedRect, .raisedCenter: break
        }
    }

    /// The disc of the disclosure and contact-add buttons: a circle as wide as the box,
    /// at its top, leaving the rows below for the shadow.
    private static func disc(in box: Rect) -> (center: Point, radius: Double) {
        let r = box.width / 2 - 1
        return (Point(box.midX, box.minY + 1 + r), r)
    }

    /// iOS 6's "encircled chevron": a white-rimmed glossy blue disc with a white chevron.
    private static func drawDisclosure(in box: Rect, on canvas: inout Canvas, _ g: ButtonMetrics.Glyphs) {
        let (c, r) = disc(in: box)
        canvas.save()
        canvas.shadow = g.shadow
        canvas.fill(Path(circleCenter: c, radius: r), paint: .solid(.white))
        canvas.restore()
        let inner = r - g.rim
        let disc = Rect(x: c.x - inner, y: c.y - inner, width: 2 * inner, height: 2 * inner)
        canvas.fill(Path(ellipseIn: disc), paint: .vertical(disc, g.disclosureFill))
        drawGloss(on: disc, &canvas, g)
        let h = inner * 0.42
        let chevron = Path(polyline: [Point(c.x - h * 0.45, c.y - h), Point(c.x + h * 0.55, c.y),
                                      Point(c.x - h * 0.45, c.y + h)])
        canvas.stroke(chevron, paint: .solid(.white),
                      style: StrokeStyle(width: inner * 0.3, cap: .butt, join: .miter))
    }

    /// The highlight over the top half of a disc, as iOS 6 glossed its round buttons.
    private static func drawGloss(on disc: Rect, _ canvas: inout Canvas, _ g: ButtonMetrics.Glyphs) {
        let gloss = Rect(x: disc.minX + disc.width * 0.12, y: disc.minY + disc.height * 0.02,
                         width: disc.width * 0.76, height: disc.height * 0.5)
        canvas.fill(Path(ellipseIn: gloss), paint: .vertical(gloss, [g.gloss, g.gloss.opacity(0.15)]))
    }

    /// A white bezelled disc with a blue plus, the contact-add button of iOS 6.
    private static func drawContactAdd(in box: Rect, on canvas: inout Canvas, _ g: ButtonMetrics.Glyphs) {
        let (c, r) = disc(in: box)
        let outer = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        canvas.save()
        canvas.shadow = g.shadow
        canvas.fill(Path(ellipseIn: outer), paint: .solid(g.contactAddBorder))
        canvas.restore()
        let inner = outer.insetBy(dx: 1, dy: 1)
        canvas.fill(Path(ellipseIn: inner), paint: .vertical(inner, g.contactAddFill))
        let arm = r * 0.95, w = r * 0.24
        var plus = Path(rect: Rect(x: c.x - arm / 2, y: c.y - w / 2, width: arm, height: w))
        plus.addRect(Rect(x: c.x - w / 2, y: c.y - arm / 2, width: w, height: arm))
        canvas.fill(plus, paint: .solid(g.contactAddPlus))
    }

    /// A ring around a bold "i", in one colour with a shadow (iOS 6's info buttons).
    private static func drawInfo(in box: Rect, on canvas: inout Canvas, ring: Double, color: Color, shadow: Shadow) {
        let r = box.width / 2 - 0.5
        let c = Point(box.midX, box.minY + 0.5 + r)
        var path = Path(circleCenter: c, radius: r)
        path.addCircle(center: c, radius: r - ring)
        canvas.save()
        canvas.shadow = shadow
        canvas.fill(path, paint: .solid(color), rule: .evenodd)
        drawI(center: Point(c.x, c.y + r * 0.04), height: r * 1.12, stem: r * 0.27, paint: .solid(color), on: &canvas)
        canvas.restore()
    }
}
