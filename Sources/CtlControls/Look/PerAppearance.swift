import CtlRaster

/// A table of the flat look in each of the four appearances, built once from one description
/// that reads its colours by name in the appearance it is given:
///
///     static let flat = PerAppearance { a in
///         SwitchMetrics(size: …, offBorder: a[.systemGray5.replacing(light: Color(hex: 0xE5E5E5))], …)
///     }
///
/// Sizes are the same in every appearance; only colours differ, so drawing code reads the
/// table of its environment's appearance and never branches on the appearance itself.
struct PerAppearance<Value: Sendable>: Sendable {
    /// In `Appearance.allCases` order: light, dark, light and dark with increased contrast.
    private let values: [Value]

    init(_ make: (Appearance) -> Value) {
        values = Appearance.allCases.map(make)
    }

    subscript(_ appearance: Appearance) -> Value {
        values[(appearance.isDark ? 1 : 0) + (appearance.isHighContrast ? 2 : 0)]
    }
}

/// A look's metrics in one appearance, through which each control finds its own table
/// (`environment.metrics.switch`, `environment.metrics.bars`). The classic look is iOS 6's,
/// which has only the light appearance.
public struct LookMetrics: Hashable, Sendable {
    public var look: Look
    public var appearance: Appearance

    public init(look: Look, appearance: Appearance) {
        self.look = look
        self.appearance = appearance
    }
}

extension Look {
    /// The look's metrics in the light appearance: what samples read for sizes, which no
    /// appearance changes.
    var metrics: LookMetrics { LookMetrics(look: self, appearance: .light) }

    /// Whether the look can be drawn in `appearance`: the flat look in all four, the classic
    /// look (iOS 6, which had no dark appearance or increased contrast) only in light.
    public func supports(_ appearance: Appearance) -> Bool { self == .flat || appearance == .light }
}
