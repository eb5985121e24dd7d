/// The appearance colours are chosen for, as iOS's trait collection holds it: light or dark
/// (`userInterfaceStyle`) and normal or increased contrast (`accessibilityContrast`).
///
/// An asset catalog holds an image in up to these four variants; CSS asks for the same two
/// features with `prefers-color-scheme` and `prefers-contrast`.
public struct Appearance: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Light or dark.
    public enum Luminosity: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    /// Normal or increased contrast (iOS's Increase Contrast setting).
    public enum Contrast: String, Hashable, Sendable, CaseIterable {
        case normal, high
    }

    public var luminosity: Luminosity
    public var contrast: Contrast

    public init(_ luminosity: Luminosity, contrast: Contrast = .normal) {
        self.luminosity = luminosity
        self.contrast = contrast
    }

    /// The default appearance, which everything drew in before appearances existed.
    public static let light = Appearance(.light)
    public static let dark = Appearance(.dark)
    public static let lightHighContrast = Appearance(.light, contrast: .high)
    public static let darkHighContrast = Appearance(.dark, contrast: .high)

    /// The four, in the order an asset catalog lists them.
    public static let allCases: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    public var isDark: Bool { luminosity == .dark }
    public var isHighContrast: Bool { contrast == .high }

    /// The appearance's name in manifests and specs, as Xcode's appearance menu says it: "any"
    /// (light), "dark", "high-contrast" and "dark-high-contrast".
    public var name: String {
        switch (luminosity, contrast) {
        case (.light, .normal): return "any"
        case (.dark, .normal): return "dark"
        case (.light, .high): return "high-contrast"
        case (.dark, .high): return "dark-high-contrast"
        }
    }

    /// The appearance named `name` (`name` above; "light" is "any" too).
    public init?(name: String) {
        if name == "light" { self = .light; return }
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// What file names of this appearance's images end in before the scale and extension:
    /// nothing in light, so that light images keep the names they always had, else "-" and the
    /// name ("-dark", "-high-contrast", "-dark-high-contrast").
    public var fileSuffix: String { self == .light ? "" : "-" + name }

    public var description: String { name }
}
