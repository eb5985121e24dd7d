import CtlRaster

extension Button {
    /// Draws the layers bottom to top (Docs/sources.md#uibutton): the background colour, the
    /// background image (or the classic bezel it replaces), the selected plate of a flat
    /// system button, the highlight glow ("drawn on top of the background image or
    /// color"), then the image and the title. A corner radius clips them all.
    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        draw(try ButtonLayout(self, state: state, bounds: bounds, environment: environment), in: &canvas,
             bounds: bounds, environment: environment)
    }

    /// Draws `layout` (made for `bounds`): its appearance, its rects and its title's lines as
    /// they were laid out. Nothing here resolves a feature or lays text out again.
    func draw(_ layout: ButtonLayout, in canvas: inout Canvas, bounds: Rect, environment: ControlEnvironment) {
        let a = layout.appearance
        let m = environment.metrics.button
        let radius = min(max(0, cornerRadius), bounds.width / 2, bounds.height / 2)
        // The background colour has the rounded shape itself; the clip is for what follows
        // (clipping a fill of the same shape would antialias its corners twice).
        if let color = a.backgroundColor, color.a > 0 {
            canvas.fill(Path(roundedRect: bounds, cornerRadius: radius), paint: .solid(color))
            if environment.look == .classic && a.style == .custom {
                ButtonChrome.drawCustomBorder(around: bounds, radius: radius, color: color, on: &canvas,
                                              metrics: m, environment)
            }
        }
        canvas.save()
        defer { canvas.restore() }
        if radius > 0 { canvas.clip(Path(roundedRect: bounds, cornerRadius: radius)) }
        if let background = a.backgroundImage {
            background.draw(in: &canvas, rect: bounds)
        } else if let bezel = a.bezel, let metrics = m.bezel {
            canvas.drawGroup(bezel.opacity < 1 ? [.fade(bezel.opacity)] : []) { canvas in
                ButtonChrome.drawBezel(in: bounds, pressed: bezel.pressed, on: &canvas, metrics: metrics, environment)
            }
        }
        if let plate = a.plate, let metrics = m.selectedPlate, let content = layout.contentBounds {
            ButtonChrome.drawPlate(around: content, in: bounds, color: plate, on: &canvas, metrics: metrics, environment)
        }
        if a.glows {
            ButtonChrome.drawGlow(at: layout.image?.center ?? bounds.center, in: bounds, on: &canvas, metrics: m)
        }
        if let image = a.image, let rect = layout.image {
            image.draw(in: &canvas, rect: rect)
        }
        if let title = layout.titleText {
            drawTitle(title, style: a.titleStyle, bounds: bounds, on: &canvas)
        }
    }

    /// Draws the title's laid-out lines; a clipped title is cut at its rect's sides.
    private func drawTitle(_ title: ButtonLayout.Title, style: TextStyle, bounds: Rect, on canvas: inout Canvas) {
        canvas.save()
        defer { canvas.restore() }
        let rect = title.rect
        if lineBreakMode == .clip {
            canvas.clip(Path(rect: Rect(x: rect.minX, y: min(rect.minY, bounds.minY), width: rect.width,
                                        height: max(rect.maxY, bounds.maxY) - min(rect.minY, bounds.minY))))
        }
        canvas.drawKeepingOrientation(in: rect) { canvas in style.draw(title.lines, font: title.font, on: &canvas) }
    }
}

extension ButtonLayout {
    /// The title and the image together, nil when there is neither.
    var contentBounds: Rect? {
        switch (title, image) {
        case let (t?, i?): return t.union(i)
        case let (t?, nil): return t
        case let (nil, i?): return i
        case (nil, nil): return nil
        }
    }
}
