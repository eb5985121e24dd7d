import CtlRaster

extension BarButtonItem {
    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let disabled = state.contains(.disabled)
        let fade: [ColorAdjustment] = disabled && environment.look == .classic
            ? [.fade(environment.palette.disabledOpacity)] : []
        try canvas.drawGroup(fade) { c in
            try drawItem(in: &c, bounds: bounds, state: state, environment: environment)
        }
    }

    private func drawItem(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                          environment: ControlEnvironment) throws {
        let m = environment.metrics.bars.item
        let pressed = state.contains(.highlighted) && !state.contains(.disabled)
        let classic = environment.look == .classic
        if let background = backgroundImage.resolve(state) {
            var image = background.value
            if background.isFromNormal && pressed {
                image = image.adjusted([.darken(environment.palette.highlightDarken)])
            }
            if background.isFromNormal && state.contains(.disabled) && !classic {
                image = image.adjusted([.fade(environment.palette.disabledOpacity)])
            }
            image.draw(in: &canvas, rect: bounds)
        } else if hasPlate(environment) {
            drawPlate(in: &canvas, rect: plateRect(in: bounds, environment: environment), pressed: pressed,
                      environment: environment)
        } else if classic && pressed {
            // showsTouchWhenHighlighted: a white glow behind the plain item.
            let r = bounds.height * 0.7
            canvas.fill(Path(circleCenter: Point(bounds.midX, bounds.midY), radius: r),
                        paint: .radialGradient(RadialGradient(center: Point(bounds.midX, bounds.midY), radius: r,
                                                              stops: [GradientStop(offset: 0, color: m.pressedGlow),
                                                                      GradientStop(offset: 1, color: .clear)])))
        }
        var style = titleStyle(environment, state: state)
        if !classic {
            if state.contains(.disabled) && titleColor[state] == nil { style.color = m.disabled }
            if pressed && titleColor[state] == nil { style.color = style.color.opacity(m.pressedOpacity) }
        }
        var content = bounds
        if isBackButton {
            let w = m.backIndicator.width
            if !classic {
                let box = Rect(x: bounds.minX + m.plainPadding, y: bounds.midY - m.backIndicator.height / 2,
                               width: w, height: m.backIndicator.height)
                canvas.stroke(Path(polyline: [Point(box.maxX - 1.5, box.minY + 1.5), Point(box.minX + 1.5, box.midY),
                                              Point(box.maxX - 1.5, box.maxY - 1.5)]),
                              paint: .solid(style.color), style: StrokeStyle(width: 3, cap: .round, join: .round))
                content = Rect(x: bounds.minX + w + 4, y: bounds.minY, width: bounds.width - w - 4,
                               height: bounds.height)
            } else {
                content = Rect(x: bounds.minX + w, y: bounds.minY, width: bounds.width - w, height: bounds.height)
            }
        }
        try drawContent(in: &canvas, box: content, style: style, environment: environment)
    }

    /// The plate: the item's height of the look, centred vertically.
    func plateRect(in bounds: Rect, environment: ControlEnvironment) -> Rect {
        let h = environment.metrics.bars.item.plateHeight
        return environment.snap(Rect(x: bounds.minX, y: bounds.midY - h / 2, width: bounds.width, height: h))
    }

    /// The plate's outline: a rounded rectangle, or for a back button one whose left end is a point.
    func plateOutline(_ r: Rect, environment: ControlEnvironment) -> Path {
        let radius = environment.metrics.bars.item.cornerRadius
        guard isBackButton else { return Path(roundedRect: r, cornerRadius: radius) }
        let point = environment.metrics.bars.item.backIndicator.width
        var p = Path()
        p.move(to: Point(r.minX + point, r.minY))
        p.line(to: Point(r.maxX - radius, r.minY))
        p.quad(to: Point(r.maxX, r.minY + radius), control: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY - radius))
        p.quad(to: Point(r.maxX - radius, r.maxY), control: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX + point, r.maxY))
        p.quad(to: Point(r.minX + 1, r.midY + 1.5), control: Point(r.minX + point * 0.55, r.maxY - 1))
        p.quad(to: Point(r.minX + 1, r.midY - 1.5), control: Point(r.minX - 0.5, r.midY))
        p.quad(to: Point(r.minX + point, r.minY), control: Point(r.minX + point * 0.55, r.minY + 1))
        p.close()
        return p
    }

    /// The classic plate: its light line beneath, the gradient, the dark border.
    func drawPlate(in canvas: inout Canvas, rect: Rect, pressed: Bool, environment: ControlEnvironment) {
        let m = environment.metrics.bars.item
        let (fill, border) = plateColors(pressed: pressed, environment: environment)
        let outline = plateOutline(rect, environment: environment)
        canvas.fill(outline, paint: .solid(m.plateGlow), transform: .translation(0, 1))
        canvas.fill(outline, paint: .vertical(rect, fill))
        canvas.save()
        canvas.clip(outline)
        canvas.stroke(outline, paint: .solid(border), style: StrokeStyle(width: 2 * environment.pixel))
        canvas.restore()
    }

    /// The plate's gradient and border: by style and bar, or made of the bar tint.
    func plateColors(pressed: Bool, environment: ControlEnvironment) -> ([GradientStop], Color) {
        let m = environment.metrics.bars.item
        if let tint = barTint ?? (environment.hasCustomTint ? environment.tint : nil) {
            let base = shownStyle == .done ? tint.mixed(with: .white, 0.15) : tint
            let top = base.mixed(with: .white, 0.3), bottom = base.mixed(with: .black, 0.2)
            let stops: [GradientStop] = pressed
                ? .even([top.mixed(with: .black, 0.25), bottom.mixed(with: .black, 0.3)]) : .even([top, bottom])
            return (stops, base.mixed(with: .black, 0.55))
        }
        if shownStyle == .done { return (pressed ? m.donePlatePressed : m.donePlate, m.doneBorder) }
        if barStyle == .black { return (pressed ? m.blackPlatePressed : m.blackPlate, m.blackBorder) }
        return (pressed ? m.plainPlatePressed : m.plainPlate, m.plainBorder)
    }

    /// The title, image or glyph, centred in `box`, in the style's colour and shadow.
    func drawContent(in canvas: inout Canvas, box: Rect, style: TextStyle, environment: ControlEnvironment) throws {
        let m = environment.metrics.bars.item
        let side = m.glyphSize
        let square = Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
        canvas.save()
        defer { canvas.restore() }
        // Titles draw their own shadow; glyphs and masks take the canvas'.
        if let s = style.shadow, !content.isTitle {
            canvas.shadow = Shadow(offset: s.offset, blur: s.blur, color: s.color)
        }
        switch content {
        case .title(let title):
            try canvas.drawTitle(title, style: style, in: box, environment: environment)
        // Glyphs are pictures of things, not of a direction: a right-to-left layout moves them
        // but does not mirror them.
        case .art(let art):
            canvas.drawKeepingOrientation(in: square) { canvas in
                canvas.fill(art.path(in: square), paint: .solid(style.color))
            }
        case .system(let item):
            canvas.drawKeepingOrientation(in: square) { canvas in
                item.draw(in: &canvas, box: square, paint: .solid(style.color), weight: m.glyphWeight)
            }
        case .image(var image):
            image.isTemplate = true
            image.capInsets = nil
            let origin = Point(environment.snap(box.midX - image.size.width / 2),
                               environment.snap(box.midY - image.size.height / 2))
            image.draw(in: &canvas, at: origin, tint: style.color)
        }
    }
}
