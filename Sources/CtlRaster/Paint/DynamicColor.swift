/// A colour with a value in each appearance, as UIKit's dynamic system colours
/// (`UIColor.systemBlue` is #007AFF in light, #0A84FF in dark, #0040DD and #409CFF with
/// increased contrast).
public struct DynamicColor: Hashable, Sendable {
    public var light: Color
    public var dark: Color
    public var lightHighContrast: Color
    public var darkHighContrast: Color

    public init(light: Color, dark: Color, lightHighContrast: Color, darkHighContrast: Color) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The same colour in every appearance.
    public init(_ color: Color) {
        self.init(light: color, dark: color, lightHighContrast: color, darkHighContrast: color)
    }

    /// The colour in `appearance`.
    public func resolved(in appearance: Appearance) -> Color {
        switch (appearance.luminosity, appearance.contrast) {
        case (.light, .normal): return light
        case (.dark, .normal): return dark
        case (.light, .high): return lightHighContrast
        case (.dark, .high): return darkHighContrast
        }
    }

    /// This colour with its light value replaced (a control's iOS 7 colour that iOS 13's named
    /// colour took over in the other appearances).
    public func replacing(light: Color) -> DynamicColor {
        var copy = self
        copy.light = light
        return copy
    }

    /// This colour with every value's alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> DynamicColor {
        DynamicColor(light: light.withAlpha(scaledBy: factor), dark: dark.withAlpha(scaledBy: factor),
                     lightHighContrast: lightHighContrast.withAlpha(scaledBy: factor),
                     darkHighContrast: darkHighContrast.withAlpha(scaledBy: factor))
    }
}

extension Appearance {
    /// `color` in this appearance.
    public subscript(_ color: DynamicColor) -> Color { color.resolved(in: self) }
}
