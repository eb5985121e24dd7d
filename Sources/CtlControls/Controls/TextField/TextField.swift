import CtlRaster

/// UIKit's `UITextField`: one line of text, or a placeholder, in a border of one of four
/// styles, with optional views at its sides and a clear button (Docs/sources.md#uitextfield-and-uisearchbar).
///
/// Layers, bottom to top: the border (or the background image), the left view, the text or
/// placeholder, the insertion point, the right view, the clear button. Highlighted stands
/// for editing: the insertion point is drawn after the text in the tint, a text too long
/// for the field shows its end (as UIKit scrolls it), and the clear button follows its
/// mode. Disabled changes nothing by default — a rounded-rect field "gives the user no cue
/// that it is disabled" — except that `disabledBackground` replaces `background`.
/// Selected changes nothing.
public struct TextField: Control {
    /// The border drawn around the field.
    public enum BorderStyle: String, SpecEnum, Sendable {
        /// Nothing: the text alone.
        case none
        /// A thin dark rectangle.
        case line
        /// A square box: sunken in the classic look, outlined in the flat one.
        case bezel
        /// The standard white field with rounded corners.
        case roundedRect = "rounded-rect"
    }

    /// When the clear button shows (only ever with some text in the field).
    public enum ClearButtonMode: String, SpecEnum, Sendable {
        case never, always
        case whileEditing = "while-editing"
        case unlessEditing = "unless-editing"
    }

    /// How the text lines up in the field.
    public enum Alignment: String, SpecEnum, Sendable {
        /// Left in a left-to-right layout, right in a right-to-left one (`NSTextAlignment.natural`).
        case natural
        case left, center, right
    }

    /// A view beside the text, shown always (UIKit's `leftViewMode = .always`).
    public enum SideView: Hashable, Sendable {
        /// The search field's magnifying glass, drawn in the look's grey.
        case magnifier
        /// An image at its own size (in its own colours), centred vertically.
        case image(ControlImage)
    }

    /// Default: `.roundedRect` (Interface Builder's; UIKit's code default is `.none`).
    public var borderStyle: BorderStyle = .roundedRect
    /// The text; when empty, the placeholder shows instead. Default: "".
    public var text = ""
    /// Shown in the look's placeholder grey while there is no text. Default: "".
    public var placeholder = ""
    /// The text's colour in every appearance; nil for the look's label colour (black, white on
    /// dark). Default: nil.
    public var textColor: Color?
    /// A bundled font name (`system`, `system-bold`, `Inter`, …) or a font file; nil for the
    /// look's system font. Default: nil.
    public var font: String?
    /// In points; nil for the look's 17. Default: nil.
    public var fontSize: Double?
    /// Whether text wider than the field is drawn in a smaller font, down to `minimumFontSize`,
    /// rather than cut with "…" (UIKit's `adjustsFontSizeToFitWidth`). Default: false.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest size the text shrinks to, in points; 0 for 1 point. Default: 0.
    public var minimumFontSize = 0.0
    /// Default: `.natural` (UIKit's), which is left unless the layout is right to left.
    public var textAlignment: Alignment = .natural
    /// At the left end (the magnifier of a search field). Default: none.
    public var leftView: SideView?
    /// At the right end. Default: none.
    public var rightView: SideView?
    /// Default: `.never`.
    public var clearButtonMode: ClearButtonMode = .never
    /// Replaces the line or bezel border (stretched over the field, nine-sliced when it has
    /// cap insets); a rounded-rect field ignores it, as UIKit does. Default: none.
    public var background: ControlImage?
    /// Replaces `background` while disabled; ignored without a `background`, as UIKit
    /// ignores it. Default: none.
    public var disabledBackground: ControlImage?

    public init() {}

    public static let kind = ControlKind(
        name: "text-field",
        summary: "a text field (UITextField): rounded-rect, bezel, line or no border, text or placeholder",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { TextField() },
        decode: { try TextField(spec: $0) },
        samples: { look in samples(look) })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .flexible(environment.metrics.textField.size)
    }

    /// A plain field stretches between its border's corners.
    public func capInsets(in environment: ControlEnvironment) -> EdgeInsets? {
        guard text.isEmpty, placeholder.isEmpty, leftView == nil, rightView == nil,
              borderStyle != .none, activeBackground == nil else { return nil }
        let m = environment.metrics.textField
        let corner = borderStyle == .roundedRect ? m.roundedRect.cornerRadius : 2
        return EdgeInsets(all: (corner + 1).rounded(.up))
    }

    public func validate() throws -> [String] {
        if let fontSize, !(fontSize > 0 && fontSize.isFinite) {
            throw ControlError("text-field", "the font size must be a number of points above 0, not \(fontSize)")
        }
        var warnings: [String] = []
        if borderStyle == .roundedRect && (background != nil || disabledBackground != nil) {
            warnings.append("text-field: a rounded-rect field ignores background images, as UIKit does; "
                + "use the border style none, line or bezel")
        } else if background == nil && disabledBackground != nil {
            warnings.append("text-field: the disabled background is ignored without a background, as UIKit ignores it")
        }
        return warnings
    }

    /// The background image drawn for the border style (nil: the style's own artwork).
    var activeBackground: ControlImage? { borderStyle == .roundedRect ? nil : background }

    /// Whether the field is being edited: highlighted and not disabled.
    static func isEditing(_ state: ControlState) -> Bool {
        state.contains(.highlighted) && !state.contains(.disabled)
    }

    /// Whether the clear button shows in `state`: some text, and a mode that allows it.
    func showsClearButton(in state: ControlState) -> Bool {
        guard !text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return Self.isEditing(state)
        case .unlessEditing: return !Self.isEditing(state)
        }
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let m = environment.metrics.textField
        drawBorder(in: &canvas, bounds: bounds, state: state, environment: environment)
        let layout = layout(in: bounds, state: state, environment: environment)
        if let leftView, let rect = layout.leftView {
            draw(leftView, in: &canvas, rect: rect, metrics: m)
        }
        try drawText(in: &canvas, rect: layout.text, editing: Self.isEditing(state), environment: environment)
        if let rightView, let rect = layout.rightView {
            draw(rightView, in: &canvas, rect: rect, metrics: m)
        }
        if let rect = layout.clearButton {
            drawClearButton(in: &canvas, rect: rect, metrics: m)
        }
    }
}

extension TextField {
    /// A field with these values (for samples and tests).
    public init(_ borderStyle: BorderStyle = .roundedRect, text: String = "", placeholder: String = "",
                clearButtonMode: ClearButtonMode = .never, leftView: SideView? = nil) {
        self.init()
        self.borderStyle = borderStyle
        self.text = text
        self.placeholder = placeholder
        self.clearButtonMode = clearButtonMode
        self.leftView = leftView
    }
}
