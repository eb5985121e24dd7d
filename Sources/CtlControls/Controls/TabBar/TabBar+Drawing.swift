import CtlRaster

/// The tab bar's layers: background, emboss, icons and titles, glow, arrow.
extension TabBar {
    /// The bar: the upper half's gradient, the lower half's colour, the line along the top.
    func drawBackground(in canvas: inout Canvas, bar: Rect, environment: ControlEnvironment) {
        let m = environment.metrics.tabBar
        let half = environment.snap(bar.height / 2)
        let upper = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: half)
        canvas.fill(Path(rect: upper), paint: .vertical(upper, m.upperHalf))
        canvas.fill(Path(rect: Rect(x: bar.minX, y: upper.maxY, width: bar.width, height: bar.height - half)),
                    paint: .solid(m.lowerHalf))
        let line = m.topLineWidth.map(environment.snap) ?? environment.pixel
        canvas.fill(Path(rect: Rect(x: bar.minX, y: bar.minY, width: bar.width, height: line)), paint: .solid(m.topLine))
    }

    /// The selected item's embossed border: a plate, a dark rim, a light line inside it; its
    /// bottom corners fall below the bar, so it is open at the bottom.
    func drawEmboss(_ e: TabBarMetrics.Emboss, in canvas: inout Canvas, item: Rect, environment: ControlEnvironment) {
        let px = environment.pixel
        let plate = environment.snap(Rect(x: item.minX + e.inset.left, y: item.minY + e.inset.top,
                                          width: item.width - e.inset.left - e.inset.right,
                                          height: item.height - e.inset.top + e.cornerRadius + 1))
        canvas.save()
        canvas.clip(Path(rect: item))
        canvas.fill(Path(roundedRect: plate, cornerRadius: e.cornerRadius), paint: .vertical(plate, e.fill))
        let rim = plate.insetBy(dx: px / 2, dy: px / 2)
        canvas.stroke(Path(roundedRect: rim, cornerRadius: e.cornerRadius - px / 2), paint: .solid(e.rim),
                      style: StrokeStyle(width: px))
        let light = plate.insetBy(dx: 1.5 * px, dy: 1.5 * px)
        canvas.stroke(Path(roundedRect: light, cornerRadius: max(0, e.cornerRadius - 1.5 * px)),
                      paint: .solid(e.highlight), style: StrokeStyle(width: px))
        canvas.restore()
    }

    /// The icon's box: centred in the item, or, over a title, between the emboss's top and
    /// the title.
    func iconBox(for item: Item, in rect: Rect, titled: Bool, metrics m: TabBarMetrics) -> Rect {
        let side = titled ? m.titledIconSize : m.iconSize
        let size: Size
        switch item {
        case .symbol: size = Size(width: side, height: side)
        case .image(let image): size = image.size
        }
        let top = rect.minY + (m.emboss?.inset.top ?? 0)
        let centreY = titled ? (top + titleRect(in: rect, metrics: m).minY) / 2 : rect.midY
        return Rect(x: rect.midX - size.width / 2, y: centreY - size.height / 2, width: size.width, height: size.height)
    }

    /// The title's line: at the item's bottom, 2 points in from its sides and 3 up from its bottom.
    func titleRect(in item: Rect, metrics m: TabBarMetrics) -> Rect {
        Rect(x: item.minX + 2, y: item.maxY - m.titleSize - 5, width: item.width - 4, height: m.titleSize + 2)
    }

    /// An item's icon: its mask filled with grey, or with the blue gradient when selected.
    func drawIcon(_ item: Item, in canvas: inout Canvas, item rect: Rect, titled: Bool, selected: Bool,
                  environment: ControlEnvironment) {
        let m = environment.metrics.tabBar
        var box = iconBox(for: item, in: rect, titled: titled, metrics: m)
        if case .image = item {
            // An image keeps its pixels whole: its corner goes on a device pixel.
            box.origin = Point(environment.snap(box.minX), environment.snap(box.minY))
        }
        let paint = Paint.vertical(box, selected ? selectedStops(environment) : m.unselected)
        canvas.fill(rect.union(box), paint: paint) { mask in
            switch item {
            case .symbol(let symbol): symbol.draw(in: &mask, box: box)
            case .image(let image): image.draw(in: &mask, rect: box)
            }
        }
    }

    /// The selected fill: the look's gradient, else (flat) the tint; a tint given to the
    /// classic look makes a gradient of it.
    func selectedStops(_ environment: ControlEnvironment) -> [GradientStop] {
        let tint = environment.tint
        if environment.hasCustomTint && environment.look == .classic {
            return .even([tint.mixed(with: .white, 0.5), tint, tint.mixed(with: .black, 0.2)])
        }
        return environment.metrics.tabBar.selected ?? .solid(tint)
    }

    /// A title under its icon, one line, cut with "…" when too long for the item.
    func drawTitle(_ title: String, in canvas: inout Canvas, item: Rect, selected: Bool,
                   environment: ControlEnvironment) throws {
        let m = environment.metrics.tabBar
        let color = selected ? m.selectedTitle ?? environment.tint : m.title
        let style = TextStyle(font: m.titleFont, size: m.titleSize, color: color)
        try canvas.drawTitle(title, style: style, in: titleRect(in: item, metrics: m), environment: environment)
    }

    /// The glow: a light at the item's bottom, cut at the bar, or a dot by its icon.
    func drawGlow(in canvas: inout Canvas, index: Int, item: Rect, environment: ControlEnvironment) {
        let m = environment.metrics.tabBar
        switch m.glow {
        case .light(let radii, let stops):
            // A circle, and its gradient, squeezed into the ellipse.
            let centre = Point(item.midX, item.maxY)
            let squeeze = Transform.translation(-centre.x, -centre.y)
                .concatenating(.scale(1, radii.height / radii.width)).concatenating(.translation(centre.x, centre.y))
            canvas.save()
            canvas.clip(Path(rect: item))
            canvas.fill(Path(circleCenter: centre, radius: radii.width),
                        paint: .radialGradient(RadialGradient(center: centre, radius: radii.width, stops: stops)),
                        transform: squeeze)
            canvas.restore()
        case .dot(let diameter):
            let box = iconBox(for: items[index], in: item, titled: isTitled(index), metrics: m)
            let centre = Point(box.maxX, box.minY + diameter / 2)
            canvas.fill(Path(circleCenter: centre, radius: diameter / 2), paint: .solid(environment.tint))
        }
    }

    /// The arrow over the selected item, at the seed's index·w + w/2 − arrowWidth/2. Its
    /// base covers the bar's top line; its edges, down to that line, continue it.
    func drawArrow(in canvas: inout Canvas, item: Rect, environment: ControlEnvironment) {
        let m = environment.metrics.tabBar, a = m.arrow
        let x = environment.snap(item.midX - a.size.width / 2)
        let base = item.minY + a.overlap, apex = base - a.size.height
        let left = Point(x, base), right = Point(x + a.size.width, base), top = Point(x + a.size.width / 2, apex)
        var triangle = Path(polyline: [left, top, right])
        triangle.close()
        canvas.fill(triangle, paint: .solid(a.fill ?? environment.tint))
        guard a.edge.a > 0 else { return }
        let line = m.topLineWidth.map(environment.snap) ?? environment.pixel
        canvas.save()
        canvas.clip(Path(rect: Rect(x: x - 2, y: apex - 2, width: a.size.width + 4, height: item.minY + line - apex + 2)))
        canvas.stroke(Path(polyline: [left, top, right]), paint: .solid(a.edge),
                      style: StrokeStyle(width: 2 * line, join: .miter))
        canvas.restore()
    }
}
