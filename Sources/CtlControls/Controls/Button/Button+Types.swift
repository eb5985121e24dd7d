import CtlText

extension Button {
    /// UIKit's `UIButton.ButtonType`, named as on the command line.
    public enum ButtonType: String, SpecEnum, Sendable {
        /// iOS 7's text button; in the classic look, the rounded rect (one type in iOS 7's SDK).
        case system
        /// Nothing but what is configured: invisible until given a title, image or background.
        case custom
        /// iOS 6's white rounded rect; in the flat look, drawn as `system` ("nothing rounded
        /// about a Rounded Button").
        case roundedRect = "rounded-rect"
        /// Flat: a circled "i"; classic: the blue disc with a white chevron.
        case detailDisclosure = "detail-disclosure"
        /// Flat: a circled "i"; classic: a light "i" for dark backgrounds.
        case infoLight = "info-light"
        /// Flat: a circled "i"; classic: a dark "i".
        case infoDark = "info-dark"
        /// A "+" in a circle.
        case contactAdd = "contact-add"
        /// Seed 004's raised centre tab button: a custom button framed to its background
        /// image, a plate taller than the tab bar (normal and highlighted images drawn in
        /// code unless background images are set); see `Button.raisedCenterFrame`.
        case raisedCenter = "raised-center"

        /// Whether the button's image is a standard one (detail disclosure, info, contact add).
        public var isTyped: Bool { ![.system, .custom, .roundedRect, .raisedCenter].contains(self) }

        /// How the button draws itself in `look`.
        func style(in look: Look) -> Style {
            switch (self, look) {
            case (.custom, _), (.raisedCenter, _): return .custom
            case (.system, .classic), (.roundedRect, .classic): return .bezel
            case (_, .flat): return .plain
            case (_, .classic): return .custom
            }
        }
    }

    /// The three ways a button draws itself, whatever its type is called.
    enum Style {
        /// iOS 7's system button: content in the tint (images as templates) that fades while
        /// highlighted, greys while disabled, and sits on a tinted plate while selected.
        case plain
        /// iOS 6's rounded rect: the bezel, blue while highlighted or selected.
        case bezel
        /// Only what is configured; images darken and fade automatically.
        case custom
    }

    /// `UIControl.ContentHorizontalAlignment`: where title and image sit across the content rect.
    public enum HorizontalAlignment: String, SpecEnum, Sendable {
        case left, center, right
        /// Title and image stretched to the content rect's width.
        case fill
    }

    /// `UIControl.ContentVerticalAlignment`: where title and image sit down the content rect.
    public enum VerticalAlignment: String, SpecEnum, Sendable {
        case top, center, bottom
        /// Title and image stretched to the content rect's height.
        case fill
    }

    /// `NSLineBreakMode` of the title label.
    public enum LineBreakMode: String, SpecEnum, Sendable {
        /// Lines wrap at spaces (a multi-line title).
        case wordWrap = "word-wrap"
        /// Lines wrap between any characters.
        case charWrap = "char-wrap"
        /// One line, cut at the title's edge.
        case clip
        /// One line, "…" replacing the start, the end or the middle of what does not fit.
        case truncateHead = "truncate-head"
        case truncateTail = "truncate-tail"
        case truncateMiddle = "truncate-middle"

        /// Where lines break.
        var wrap: TextWrap {
            switch self {
            case .wordWrap: return .word
            case .charWrap: return .char
            default: return .none
            }
        }

        /// Where "…" goes.
        var truncation: TextTruncation {
            switch self {
            case .truncateHead: return .head
            case .truncateTail: return .tail
            case .truncateMiddle: return .middle
            default: return .none
            }
        }
    }

    /// `NSTextAlignment` of the title label: how the lines of a wrapped title line up.
    public enum TitleAlignment: String, SpecEnum, Sendable {
        case left, center, right

        var textAlignment: TextAlignment {
            switch self {
            case .left: return .left
            case .center: return .center
            case .right: return .right
            }
        }
    }
}
