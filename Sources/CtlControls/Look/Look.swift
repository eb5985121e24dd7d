import CtlRaster

/// The two appearances ctlrender draws: iOS 7's flat look and iOS 6's classic one.
public enum Look: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// iOS 7: flat, tint-coloured strokes and fills, no bezels, bold text buttons.
    case flat
    /// iOS 6: skeuomorphic bezels, gradients, gloss and embossed text.
    case classic

    public var description: String { rawValue }

    /// The look's palette in `appearance`, which every control shares (each control's own
    /// metrics are found through `LookMetrics` too: `metrics.button`, `metrics.bars`, …,
    /// beside the control).
    public func theme(in appearance: Appearance) -> Theme {
        switch self {
        case .flat: return Theme.flat[appearance]
        case .classic: return .classic
        }
    }

    /// The look's palette in the light appearance.
    public var theme: Theme { theme(in: .light) }
}

/// A look asked for in an appearance it does not have.
public enum LookError: Error, CustomStringConvertible, Sendable {
    /// The classic look with a dark appearance or increased contrast.
    case classicIsLight

    public var description: String {
        "the classic look is iOS 6's, which has no dark appearance or increased contrast: "
            + "use the flat look, or the light appearance with normal contrast"
    }
}
