import CtlRaster

/// A bar button item (UIBarButtonItem, Docs/sources.md#bars-and-bar-items): a title, an image mask or a
/// system item, in the plain, bordered or Done style, optionally shaped as a back button.
///
/// Flat (iOS 7): no border in any style; the content in the tint (Done in bold), faded to
/// 0.3 when pressed, grey when disabled; a back button leads with a chevron. Classic (iOS
/// 6): bordered and Done items sit on a rounded gradient plate ("it is the background of the
/// button that will be colored by the tintColor"), white bold titles embossed upwards; a
/// back button's plate points left; plain items are white glyphs that glow when pressed.
/// Images are transparency masks: "colors will be ignored".
public struct BarButtonItem: Control {
    public enum Style: String, SpecEnum, Sendable { case plain, bordered, done }

    /// What the item shows.
    public enum Content: Hashable, Sendable {
        case title(String)
        /// A mask drawn in code.
        case art(BarArt)
        /// A mask from an image: only its alpha counts.
        case image(ControlImage)
        case system(BarSystemItem)
    }

    /// Default: the title "Edit".
    public var content: Content = .title("Edit")
    /// Default: bordered.
    public var style: Style = .bordered
    /// Shaped as a navigation bar's back button. Default: false.
    public var isBackButton = false
    /// The bar the item sits on, for the classic plates' colours. Default: the default bar.
    public var barStyle: BarStyle = .default
    /// A bar tint colouring the classic plates (nil: the bar style's, or `--tint`).
    public var barTint: Color?
    /// Background images by state (`setBackgroundImage:forState:barMetrics:`); a missing
    /// highlighted or disabled one is the normal one darkened or faded.
    public var backgroundImage = PerState<ControlImage>()
    /// Title attributes by state (`setTitleTextAttributes:forState:`).
    public var titleColor = PerState<Color>()
    public var titleShadowColor = PerState<Color>()
    public var titleShadowOffset: Point?
    public var font: String?
    public var fontSize: Double?

    public init() {}

    public init(_ content: Content, style: Style = .bordered) {
        self.content = content
        self.style = style
    }

    public static let kind = ControlKind(
        name: "bar-button-item",
        summary: "a bar button item: plain, bordered, Done or back; a title, an image mask or a system item",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { BarButtonItem() },
        decode: { try BarButtonItem(spec: $0) },
        samples: { look in samples(look) })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .flexible(Size(width: naturalWidth(environment), height: environment.metrics.bars.item.height))
    }

    public func validate() throws -> [String] {
        if case .title(let t) = content, t.isEmpty, backgroundImage.isEmpty {
            return ["bar-button-item: an empty title draws nothing but the plate"]
        }
        if let fontSize, !(fontSize > 0 && fontSize.isFinite) {
            throw ControlError("bar-button-item", "the font size must be a number above 0, not \(fontSize)")
        }
        var warnings: [String] = []
        if style == .done && isBackButton {
            warnings.append("bar-button-item: a back button has no Done style; drawn bordered")
        }
        return warnings
    }

    /// The style drawn: a back button is bordered.
    var shownStyle: Style { isBackButton ? .bordered : style }

    /// Whether the classic look puts the item on a plate.
    func hasPlate(_ environment: ControlEnvironment) -> Bool {
        environment.look == .classic && (shownStyle != .plain || isBackButton) && backgroundImage.isEmpty
    }

    /// The title's style in `state` (before the state's colour changes).
    func titleStyle(_ environment: ControlEnvironment, state: ControlState) -> TextStyle {
        let m = environment.metrics.bars.item
        let baseFont = shownStyle == .done ? m.doneFont : m.font
        let classic = environment.look == .classic
        var shadow: TextShadow? = classic ? m.classicTitleShadow : nil
        if let c = titleShadowColor.resolve(state)?.value {
            shadow = TextShadow(offset: titleShadowOffset ?? shadow?.offset ?? Point(0, -1), color: c)
        } else if let o = titleShadowOffset, var s = shadow {
            s.offset = o
            shadow = s
        }
        let color = titleColor.resolve(state)?.value ?? (classic ? m.classicTitle : environment.tint)
        return TextStyle(font: font ?? baseFont, size: fontSize ?? m.fontSize, color: color, shadow: shadow)
    }

    /// The content's width: the title's, or the glyph box's.
    func contentWidth(_ environment: ControlEnvironment) -> Double {
        let m = environment.metrics.bars.item
        switch content {
        case .title(let t):
            return ((try? titleStyle(environment, state: .normal).measure(t).width) ?? 0).rounded(.up)
        case .image(let image): return image.size.width
        case .art, .system: return m.glyphSize
        }
    }

    /// The item's natural width: the content, its padding, and the back indicator.
    func naturalWidth(_ environment: ControlEnvironment) -> Double {
        let m = environment.metrics.bars.item
        let padding = hasPlate(environment) ? m.borderedPadding : m.plainPadding
        var width = contentWidth(environment) + 2 * padding
        if isBackButton { width += environment.look == .classic ? m.backIndicator.width : m.backIndicator.width + 4 }
        if hasPlate(environment) { width = max(width, m.plateHeight) }
        return width.rounded(.up)
    }
}
