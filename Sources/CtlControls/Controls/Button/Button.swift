import CtlRaster

/// UIKit's `UIButton` (Docs/sources.md#uibutton): a title and an image over a background, with
/// features that vary by state.
///
/// Title, title colour, title shadow colour, image, background image and background colour
/// are `PerState` features: the entry for the exact state wins, any other state falls back
/// to normal (§1.2). Images and background images that came from normal are adjusted
/// automatically: darkened while highlighted, faded while disabled (§3.3), unless switched
/// off. The layers are, bottom to top: background colour, background image (or the classic
/// bezel), the highlight glow, then image and title side by side (the image left of the
/// title), placed in the bounds inset by `contentEdgeInsets` by the content alignment.
///
/// The type decides the defaults of a look: in the flat look (iOS 7) a `system` button is
/// borderless text in the tint that fades while highlighted; in the classic look (iOS 6) it
/// is the white rounded-rect bezel that fills with blue while pressed (`system` and
/// `roundedRect` are one type, as in iOS 7's SDK). Typed buttons (detail disclosure, info,
/// contact add) are buttons whose image is a standard one.
public struct Button: Control {
    /// Default: `.system`.
    public var type: ButtonType = .system
    /// The title by state; an empty title is none. Default: none.
    public var title = PerState<String>()
    /// The title colour by state; states without one take the type's default (the tint for
    /// flat system buttons, #385487 and white while pressed for the classic bezel, white
    /// for custom buttons), as UIKit's own entries. Default: none.
    public var titleColor = PerState<Color>()
    /// The title shadow colour by state, seen only when `titleShadowOffset` is not zero.
    /// Default: none (half-transparent black).
    public var titleShadowColor = PerState<Color>()
    /// The title shadow's offset in points (a sharp copy, as `UILabel` draws it). Default: (0, 0), no shadow.
    public var titleShadowOffset = Point.zero
    /// Whether the shadow offset is reversed while highlighted (`reversesTitleShadowWhenHighlighted`).
    /// Default: false.
    public var reversesTitleShadowWhenHighlighted = false
    /// The title font, a bundled name or a font file's path; nil for the look's (flat
    /// "system" 15, classic "system-bold" 15). Default: nil.
    public var font: String?
    /// The title size in points; nil for the look's (15). Default: nil.
    public var fontSize: Double?
    /// How a title too wide for its space is wrapped or cut. Default: `.truncateMiddle` (UIKit's).
    public var lineBreakMode: LineBreakMode = .truncateMiddle
    /// How lines of a wrapped title line up with each other. Default: `.left` (the label's natural alignment).
    public var titleAlignment: TitleAlignment = .left
    /// The image by state, shown left of the title at its own size (shrunk only when it
    /// does not fit). Default: none.
    public var image = PerState<ControlImage>()
    /// The background image by state, stretched over the bounds (nine-sliced by its cap
    /// insets, stretched or tiled). Default: none.
    public var backgroundImage = PerState<ControlImage>()
    /// The colour filling the bounds under everything, by state. Default: none (clear).
    public var backgroundColor = PerState<Color>()
    /// The corner radius of the bounds, which also clip the content (a layer's
    /// `cornerRadius` with `clipsToBounds`). Negative radii are clamped to 0 with a warning.
    /// Default: 0.
    public var cornerRadius = 0.0
    /// The bounds inset to the content rect, in which title and image are placed. Default: zero.
    public var contentEdgeInsets = EdgeInsets.zero
    /// Added to `contentEdgeInsets` for the title alone. Default: zero.
    public var titleEdgeInsets = EdgeInsets.zero
    /// Added to `contentEdgeInsets` for the image alone. Default: zero.
    public var imageEdgeInsets = EdgeInsets.zero
    /// Default: `.center`.
    public var contentHorizontalAlignment: HorizontalAlignment = .center
    /// Default: `.center`.
    public var contentVerticalAlignment: VerticalAlignment = .center
    /// Whether a white glow shines while highlighted, centred on the image (else on the
    /// button), 20 points in radius or half the button's shorter side if less; nil for the
    /// type's default (on for the classic info buttons). Default: nil.
    public var showsTouchWhenHighlighted: Bool?
    /// Whether images and background images taken from normal are darkened while
    /// highlighted (faded, for flat system buttons). Default: true.
    public var adjustsImageWhenHighlighted = true
    /// Whether images and background images taken from normal are faded while disabled
    /// (greyed, for flat system buttons). Default: true.
    public var adjustsImageWhenDisabled = true

    public init() {}

    /// A button of `type` titled `title` for normal (and, by fallback, every state).
    public init(type: ButtonType = .system, title: String? = nil) {
        self.type = type
        if let title { self.title = PerState(title) }
    }

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .flexible(naturalSize(in: environment))
    }

    public func validate() throws -> [String] {
        if let fontSize, !(fontSize.isFinite && fontSize > 0) {
            throw ControlError("button", "the font size must be a number of points above 0, not \(fontSize)")
        }
        guard cornerRadius.isFinite else {
            throw ControlError("button", "the corner radius must be a number, not \(cornerRadius)")
        }
        for (name, insets) in [("content", contentEdgeInsets), ("title", titleEdgeInsets), ("image", imageEdgeInsets)] {
            guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
                throw ControlError("button", "the \(name) edge insets must be numbers")
            }
        }
        guard titleShadowOffset.isFinite else {
            throw ControlError("button", "the title shadow offset must be numbers")
        }
        return cornerRadius < 0 ? ["button: corner radius \(cornerRadius) is negative; drawn at 0"] : []
    }

    /// Whether the glow shows while highlighted: as set, else the type's default.
    func showsTouch(in look: Look) -> Bool {
        showsTouchWhenHighlighted ?? (look == .classic && (type == .infoLight || type == .infoDark))
    }
}
