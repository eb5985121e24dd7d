import CtlRaster

/// The raised centre tab button of seed 004 (iDevRecipes' RaisedCenterTabBar): "a custom
/// UIButton" put over the middle of a tab bar, framed to its image
/// (`CGRectMake(0.0, 0.0, buttonImage.size.width, buttonImage.size.height)`), with a
/// background image for normal and another for highlighted (Docs/sources.md#uibutton).
///
/// The seed's images are not described (Instagram's, DailyBooth's and Path's buttons are
/// named); ctlrender draws a plate taller than the look's tab bar with a "+" in it: flat, a
/// tint-filled rounded square (darker while highlighted); classic, a dark glossy plate that
/// turns selection-blue while highlighted. Disabled fades the normal image, as any
/// background image taken from normal.
enum RaisedCenterArt {
    /// The button's background images: normal and highlighted, at the environment's scale.
    static func backgroundImages(_ environment: ControlEnvironment) -> PerState<ControlImage> {
        var images = PerState<ControlImage>()
        if let normal = image(highlighted: false, environment) { images[.normal] = normal }
        if let highlighted = image(highlighted: true, environment) { images[.highlighted] = highlighted }
        return images
    }

    /// One of the two images.
    static func image(highlighted: Bool, _ environment: ControlEnvironment) -> ControlImage? {
        let m = environment.metrics.raisedCenter, scale = environment.scale
        guard var canvas = try? Canvas(width: Int((m.size.width * scale).rounded(.up)),
                                       height: Int((m.size.height * scale).rounded(.up))) else { return nil }
        canvas.transform = .scale(scale, scale)
        draw(in: Rect(origin: .zero, size: m.size), highlighted: highlighted, on: &canvas, metrics: m,
             tint: environment.tint)
        return try? ControlImage(canvas.pixmap, scale: scale)
    }

    private static func draw(in bounds: Rect, highlighted: Bool, on canvas: inout Canvas, metrics m: RaisedCenterMetrics,
                             tint: Color) {
        let plate = bounds.insetBy(dx: 1, dy: 1)
        let shape = Path(roundedRect: plate, cornerRadius: m.cornerRadius)
        let stops = (highlighted ? m.highlightedFill : m.fill)
            ?? .solid(highlighted ? ColorAdjustment.darken(0.25).apply(to: tint) : tint)
        canvas.fill(shape, paint: .vertical(plate, stops))
        if m.innerHighlight.a > 0 {
            canvas.save()
            canvas.clip(shape)
            canvas.stroke(Path(roundedRect: plate.insetBy(dx: 1, dy: 1), cornerRadius: m.cornerRadius - 1),
                          paint: .vertical(plate, [GradientStop(offset: 0, color: m.innerHighlight),
                                                   GradientStop(offset: 0.5, color: .clear)]),
                          style: StrokeStyle(width: 1))
            canvas.restore()
        }
        if m.rim.a > 0 {
            canvas.stroke(Path(roundedRect: plate.insetBy(dx: 0.5, dy: 0.5), cornerRadius: m.cornerRadius - 0.5),
                          paint: .solid(m.rim), style: StrokeStyle(width: 1))
        }
        let c = plate.center, h = m.plusSize / 2
        var plus = Path(polyline: [Point(c.x - h, c.y), Point(c.x + h, c.y)])
        plus.append(Path(polyline: [Point(c.x, c.y - h), Point(c.x, c.y + h)]))
        canvas.save()
        canvas.shadow = m.plusShadow
        canvas.stroke(plus, paint: .solid(m.plus), style: StrokeStyle(width: m.plusWidth, cap: .round))
        canvas.restore()
    }
}

extension Button {
    /// Where seed 004 puts a raised centre button of `size` over `tabBar`: centred on the
    /// bar when it is not taller (`button.center = self.tabBar.center`), else centred across
    /// and moved up by half the height difference
    /// (`center.y = center.y - heightDifference/2.0`), so that its bottom meets the bar's.
    public static func raisedCenterFrame(size: Size, over tabBar: Rect) -> Rect {
        let heightDifference = size.height - tabBar.height
        var center = tabBar.center
        if heightDifference >= 0 { center.y -= heightDifference / 2 }
        return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
