import CtlRaster

/// A navigation bar (UINavigationBar, Docs/sources.md#bars-and-bar-items): a title between a left and a
/// right bar button item, on a bar of style default or black, translucent or not, or of a
/// bar tint ("setting a tintColor overrides the barStyle").
///
/// Classic (iOS 6): the blue-grey gradient bar between a light top line and a dark bottom
/// line, a white bold title embossed upwards, bordered items, and "the subtle shadow at the
/// bottom": a 1×3 image "with some transparency" tiled along the bar's bottom edge, below
/// the bar (the image is 3 points taller than the bar). Flat (iOS 7): a flat #F7F7F7 bar,
/// translucent if asked, with a hairline along its bottom, a black title and borderless
/// items in the tint; a shadow image given replaces the hairline, as in iOS 7.
public struct NavigationBar: Control {
    /// Default: "Title".
    public var title = "Title"
    /// Default: none.
    public var leftItem: BarButtonItem?
    /// Default: none.
    public var rightItem: BarButtonItem?
    /// Default: default.
    public var barStyle: BarStyle = .default
    /// Default: false.
    public var isTranslucent = false
    /// Colours the bar (and, classic, its items' plates); nil for the bar style's colours.
    /// Classic also takes `--tint` for it. Default: nil.
    public var barTint: Color?
    /// Whether the shadow image is drawn under the bar; nil for the look's default (classic
    /// yes, flat no). Default: nil.
    public var showsShadow: Bool?
    /// The shadow image; nil for the generated 1×3 one. Default: nil.
    public var shadowImage: ControlImage?

    public init() {}

    public static let kind = ControlKind(
        name: "navigation-bar",
        summary: "a navigation bar: title, left and right bar button items, bar style, tint, shadow",
        states: [.normal],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { NavigationBar() },
        decode: { try NavigationBar(spec: $0) },
        samples: { look in samples(look) })

    /// The shadow drawn, if any.
    func shownShadow(_ environment: ControlEnvironment) -> ControlImage? {
        (showsShadow ?? environment.metrics.bars.showsShadow) ? shadowImage ?? BarShadow.image : nil
    }

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let h = environment.metrics.bars.barHeight + (shownShadow(environment)?.size.height ?? 0)
        return .fixedHeight(Size(width: 320, height: h))
    }

    public func validate() throws -> [String] {
        try ([leftItem, rightItem].compactMap { $0 }).flatMap { try $0.validate() }
    }

    var appearance: BarAppearance {
        BarAppearance(kind: .navigation, style: barStyle, isTranslucent: isTranslucent, barTint: barTint)
    }

    /// An item as this bar draws it: on its style and tint; a navigation bar shows plain
    /// items bordered, as UIKit did before iOS 7 (the flat look draws both alike).
    func placed(_ item: BarButtonItem, environment: ControlEnvironment) -> BarButtonItem {
        var item = item
        if item.style == .plain { item.style = .bordered }
        item.barStyle = barStyle
        if item.barTint == nil { item.barTint = barTint }
        return item
    }

    /// The left and right items' frames in `bar`.
    func itemFrames(in bar: Rect, environment: ControlEnvironment) -> (left: Rect?, right: Rect?) {
        let m = environment.metrics.bars
        func frame(_ item: BarButtonItem?, left: Bool) -> Rect? {
            guard let item else { return nil }
            let w = placed(item, environment: environment).naturalWidth(environment)
            let x = left ? bar.minX + m.sidePadding : bar.maxX - m.sidePadding - w
            return Rect(x: x, y: bar.midY - m.item.height / 2, width: w, height: m.item.height)
        }
        return (frame(leftItem, left: true), frame(rightItem, left: false))
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let m = environment.metrics.bars
        var appearance = self.appearance
        if m.isClassic && appearance.barTint == nil && environment.hasCustomTint {
            appearance.barTint = environment.tint
        }
        let bar = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: m.barHeight)
        let shadow = shownShadow(environment)
        appearance.draw(in: &canvas, bar: bar, hairlineEdge: shadow == nil ? .bottom : nil, environment: environment)
        if let shadow {
            BarShadow.draw(shadow, in: &canvas, rect: Rect(x: bar.minX, y: bar.maxY, width: bar.width,
                                                           height: shadow.size.height), flipped: false)
        }
        let frames = itemFrames(in: bar, environment: environment)
        var itemEnvironment = environment
        if appearance.barTint != nil && m.isClassic { itemEnvironment.hasCustomTint = false }
        for (item, frame) in [(leftItem, frames.left), (rightItem, frames.right)] {
            guard let item, let frame else { continue }
            var shown = placed(item, environment: environment)
            if shown.barTint == nil { shown.barTint = appearance.barTint }
            try shown.draw(in: &canvas, bounds: frame, state: .normal, environment: itemEnvironment)
        }
        // The title: centred on the bar, kept clear of the items.
        let style = TextStyle(font: m.titleFont, size: m.titleSize, color: titleColor(appearance, metrics: m),
                              shadow: m.titleShadow)
        let inset = max((frames.left.map { $0.maxX - bar.minX } ?? 0), (frames.right.map { bar.maxX - $0.minX } ?? 0))
        let titleRect = Rect(x: bar.minX + inset + 4, y: bar.minY, width: max(0, bar.width - 2 * inset - 8),
                             height: bar.height)
        try canvas.drawTitle(title, style: style, in: titleRect, environment: environment)
    }
}

extension NavigationBar {
    /// The title's colour: light on a dark bar (black, or a dark bar tint), dark on a light bar
    /// tint, whatever the appearance (a bar tint is the same in every one), else the look's.
    func titleColor(_ appearance: BarAppearance, metrics m: BarMetrics) -> Color {
        if appearance.isDark(m) { return m.titleOnDark }
        if let tint = barTint, !m.isClassic { return tint.luma < 0.5 ? m.titleOnDark : m.titleOnLight }
        return m.title
    }
}

extension Color {
    /// Rec. 709 luma of the encoded values, 0…1.
    var luma: Double { (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255 }
}
