/// The two appearances ctlrender draws: iOS 7's flat look and iOS 6's classic one.
public enum Look: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// iOS 7: flat, tint-coloured strokes and fills, no bezels, bold text buttons.
    case flat
    /// iOS 6: skeuomorphic bezels, gradients, gloss and embossed text.
    case classic

    public var description: String { rawValue }

    /// The look's palette, which every control shares (each control's own metrics are found
    /// through the look too: `look.button`, `look.bars`, …, beside the control).
    public var theme: Theme {
        switch self {
        case .flat: return .flat
        case .classic: return .classic
        }
    }
}
