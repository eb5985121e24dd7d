import CtlRaster

/// The standard UITabBar (S1, Docs/sources.md#bars-and-bar-items): item images used as masks
/// ("only the transparency matters") filled with `itemTint` when unselected and
/// `selectedImageTint` when selected, a selection indicator image behind the selected item,
/// titles under the icons.
///
/// Classic (iOS 6): the black gloss bar, a glossy dark rounded plate behind the selected
/// item, grey-gradient icons, the selected one in a blue gradient, grey titles (white when
/// selected). Flat (iOS 7): the translucent light bar under a hairline, grey items, the
/// selected one in the tint, no plate.
extension TabBar {
    /// The titles UIKit's system items come with, for symbols without a title.
    static let systemTitles: [Symbol: String] = [.star: "Favorites", .clock: "Recents", .person: "Contacts",
                                                 .magnifier: "Search", .more: "More"]

    /// Item `index`'s title in the standard style: its own, else the system item's.
    func standardTitle(_ index: Int) -> String? {
        if index < titles.count { return titles[index].isEmpty ? nil : titles[index] }
        if case .symbol(let s) = items[index] { return Self.systemTitles[s] }
        return nil
    }

    /// The icon's box in an item: `iconSize` square (an image at its own size), `iconTop`
    /// down from the item's top, or centred when the item has no title.
    func standardIconBox(_ index: Int, item: Rect, metrics m: StandardTabBarMetrics) -> Rect {
        let size: Size
        switch items[index] {
        case .symbol: size = Size(width: m.iconSize, height: m.iconSize)
        case .image(let image): size = image.size
        }
        let titled = standardTitle(index) != nil
        let top = titled ? item.minY + m.iconTop + (m.iconSize - size.height) / 2 : item.midY - size.height / 2
        return Rect(x: item.midX - size.width / 2, y: top, width: size.width, height: size.height)
    }

    /// The unselected and selected image fills.
    func standardFills(_ environment: ControlEnvironment) -> (normal: [GradientStop], selected: [GradientStop]) {
        let m = environment.metrics.standardTabBar
        let normal: [GradientStop] = itemTint.map { .solid($0) } ?? m.unselected
        let selected: [GradientStop]
        if let tint = selectedImageTint {
            selected = environment.look == .classic ? .even([tint.mixed(with: .white, 0.6), tint,
                                                             tint.mixed(with: .black, 0.2)]) : .solid(tint)
        } else {
            selected = m.selected ?? .solid(environment.tint)
        }
        return (normal, selected)
    }

    func drawStandard(in canvas: inout Canvas, bounds: Rect, environment: ControlEnvironment) throws {
        let m = environment.metrics.standardTabBar
        let bar = Rect(x: bounds.minX, y: bounds.maxY - m.height, width: bounds.width, height: m.height)
        canvas.save()
        canvas.alpha *= m.barAlpha
        canvas.fill(Path(rect: bar), paint: .vertical(bar, m.background))
        canvas.restore()
        canvas.fill(Path(rect: Rect(x: bar.minX, y: bar.minY, width: bar.width, height: environment.pixel)),
                    paint: .solid(m.topLine))
        let selection = shownSelection
        if let selection, showsSelectionIndicator {
            let item = itemRect(selection, in: bar)
            let plate = environment.snap(Rect(x: item.minX + m.indicatorInset.left, y: item.minY + m.indicatorInset.top,
                                              width: item.width - m.indicatorInset.left - m.indicatorInset.right,
                                              height: item.height - m.indicatorInset.top - m.indicatorInset.bottom))
            if let image = selectionIndicatorImage {
                image.draw(in: &canvas, rect: plate)
            } else if let fill = m.indicator {
                let outline = Path(roundedRect: plate, cornerRadius: m.indicatorRadius)
                canvas.fill(outline, paint: .vertical(plate, fill))
                canvas.save()
                canvas.clip(outline)
                canvas.stroke(Path(roundedRect: plate.insetBy(dx: environment.pixel / 2, dy: environment.pixel / 2),
                                   cornerRadius: m.indicatorRadius), paint: .solid(m.indicatorEdge),
                              style: StrokeStyle(width: environment.pixel))
                canvas.restore()
            }
        }
        let fills = standardFills(environment)
        for index in items.indices {
            let item = itemRect(index, in: bar)
            let selected = index == selection
            var box = standardIconBox(index, item: item, metrics: m)
            let entry = items[index]
            if case .image = entry {
                box.origin = Point(environment.snap(box.minX), environment.snap(box.minY))
            }
            canvas.fill(item.union(box), paint: .vertical(box, selected ? fills.selected : fills.normal)) { mask in
                switch entry {
                case .symbol(let symbol): symbol.draw(in: &mask, box: box)
                case .image(let image): image.draw(in: &mask, rect: box)
                }
            }
            if let title = standardTitle(index) {
                let color = selected ? (m.selectedTitle ?? selectedImageTint ?? environment.tint) : m.title
                let style = TextStyle(font: m.titleFont, size: m.titleSize, color: color)
                let line = Rect(x: item.minX + 2, y: item.maxY - m.titleBottom - m.titleSize - 2, width: item.width - 4,
                                height: m.titleSize + 2)
                try canvas.drawTitle(title, style: style, in: line, environment: environment)
            }
        }
    }
}
