import CtlRaster

/// A toolbar (UIToolbar, Docs/sources.md#bars-and-bar-items): bar button items, custom views (a switch)
/// and spaces in a row, at the top or the bottom of a screen.
///
/// Items are laid out from the side padding with a gap between neighbours; flexible spaces
/// share what width is left, so one at each end centres the rest (S0: "Use two—one at the
/// start and one at the end—to create center alignments"). The default items are S0's:
/// a star, the system Add item, a switch and a moon between two flexible spaces.
/// Classic (iOS 6): the blue-grey bottom-bar gradient, plain items as white glyphs, and the
/// 1×3 shadow "at the top of the toolbar" (below it for a toolbar at the top). Flat (iOS 7):
/// #F7F7F7 with a hairline on the content's side; items in the tint.
public struct Toolbar: Control {
    /// One element of the row.
    public enum Item: Sendable {
        case button(BarButtonItem)
        /// A custom view: a switch, drawn by the `Switch` control.
        case switchView(isOn: Bool)
        case flexibleSpace
        /// Width in points.
        case fixedSpace(Double)
    }

    /// Where the toolbar sits, which decides the side of its shadow or hairline.
    public enum Position: String, SpecEnum, Sendable { case bottom, top }

    /// Default: S0's row (flex, image:star, system:add, switch:on, image:moon, flex).
    public var items: [Item] = [.flexibleSpace, .button(BarButtonItem(.art(.star), style: .plain)),
                                .button(BarButtonItem(.system(.add), style: .plain)), .switchView(isOn: true),
                                .button(BarButtonItem(.art(.moon), style: .plain)), .flexibleSpace]
    /// Default: bottom.
    public var position: Position = .bottom
    public var barStyle: BarStyle = .default
    public var isTranslucent = false
    /// Colours the bar (classic: and its items' plates); classic also takes `--tint`.
    public var barTint: Color?
    /// The shadow image's presence (nil: classic yes, flat no) and the image (nil: the 1×3 one).
    public var showsShadow: Bool?
    public var shadowImage: ControlImage?

    public init() {}

    public init(items: [Item]) {
        self.items = items
    }

    public static let kind = ControlKind(
        name: "toolbar",
        summary: "a toolbar: items, a switch, flexible and fixed spaces; top or bottom with its shadow",
        states: [.normal],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { Toolbar() },
        decode: { try Toolbar(spec: $0) },
        samples: { look in samples(look) })

    func shownShadow(_ environment: ControlEnvironment) -> ControlImage? {
        (showsShadow ?? environment.metrics.bars.showsShadow) ? shadowImage ?? BarShadow.image : nil
    }

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .fixedHeight(Size(width: 320, height: environment.metrics.bars.barHeight
                          + (shownShadow(environment)?.size.height ?? 0)))
    }

    public func validate() throws -> [String] {
        var warnings: [String] = []
        for item in items {
            switch item {
            case .button(let b): warnings += try b.validate()
            case .fixedSpace(let w) where !(w >= 0 && w.isFinite):
                throw ControlError("toolbar", "a fixed space needs a width of 0 or more, not \(w)")
            default: break
            }
        }
        return warnings
    }

    /// The bar within `bounds`: at the bottom for a bottom toolbar (its shadow above it).
    func barRect(in bounds: Rect, environment: ControlEnvironment) -> Rect {
        let h = environment.metrics.bars.barHeight
        return Rect(x: bounds.minX, y: position == .bottom ? bounds.maxY - h : bounds.minY, width: bounds.width,
                    height: h)
    }

    /// A button as this bar draws it.
    func placed(_ item: BarButtonItem) -> BarButtonItem {
        var item = item
        item.barStyle = barStyle
        if item.barTint == nil { item.barTint = barTint }
        return item
    }

    /// The width an item takes before flexible spaces share the rest.
    func width(of item: Item, environment: ControlEnvironment) -> Double {
        switch item {
        case .button(let b): return placed(b).naturalWidth(environment)
        case .switchView: return Switch().sizing(in: environment).natural.width
        case .flexibleSpace: return 0
        case .fixedSpace(let w): return max(0, w)
        }
    }

    /// Each item's frame in `bar`, spaces included: from the side padding, a gap between
    /// neighbours that are not flexible spaces, flexible spaces sharing the width left.
    public func itemFrames(in bar: Rect, environment: ControlEnvironment) -> [Rect] {
        let m = environment.metrics.bars
        let widths = items.map { width(of: $0, environment: environment) }
        let flexible = items.map { if case .flexibleSpace = $0 { return true } else { return false } }
        let gaps = items.indices.dropFirst().filter { !flexible[$0] && !flexible[$0 - 1] }.count
        let left = bar.width - 2 * m.sidePadding - widths.reduce(0, +) - Double(gaps) * m.itemSpacing
        let flexCount = flexible.filter { $0 }.count
        let share = flexCount > 0 ? max(0, left) / Double(flexCount) : 0
        var x = bar.minX + m.sidePadding
        var frames: [Rect] = []
        for i in items.indices {
            if i > 0 && !flexible[i] && !flexible[i - 1] { x += m.itemSpacing }
            let w = flexible[i] ? share : widths[i]
            let h: Double
            switch items[i] {
            case .switchView: h = Switch().sizing(in: environment).natural.height
            case .button: h = m.item.height
            default: h = bar.height
            }
            frames.append(Rect(x: x, y: bar.midY - h / 2, width: w, height: h))
            x += w
        }
        return frames
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let m = environment.metrics.bars
        var appearance = BarAppearance(kind: .toolbar, style: barStyle, isTranslucent: isTranslucent, barTint: barTint)
        if m.isClassic && barTint == nil && environment.hasCustomTint { appearance.barTint = environment.tint }
        let bar = barRect(in: bounds, environment: environment)
        let shadow = shownShadow(environment)
        let contentSide: VerticalEdge = position == .bottom ? .top : .bottom
        appearance.draw(in: &canvas, bar: bar, hairlineEdge: shadow == nil ? contentSide : nil,
                        environment: environment)
        if let shadow {
            let h = shadow.size.height
            let rect = position == .bottom ? Rect(x: bar.minX, y: bar.minY - h, width: bar.width, height: h)
                : Rect(x: bar.minX, y: bar.maxY, width: bar.width, height: h)
            BarShadow.draw(shadow, in: &canvas, rect: rect, flipped: position == .bottom)
        }
        var itemEnvironment = environment
        if m.isClassic && appearance.barTint != nil { itemEnvironment.hasCustomTint = false }
        for (item, frame) in zip(items, itemFrames(in: bar, environment: environment)) {
            switch item {
            case .button(let b):
                var shown = placed(b)
                if shown.barTint == nil { shown.barTint = appearance.barTint }
                try shown.draw(in: &canvas, bounds: frame, state: .normal, environment: itemEnvironment)
            case .switchView(let isOn):
                try Switch(isOn: isOn).draw(in: &canvas, bounds: environment.snap(frame), state: .normal,
                                            environment: environment)
            case .flexibleSpace, .fixedSpace:
                break
            }
        }
    }
}
