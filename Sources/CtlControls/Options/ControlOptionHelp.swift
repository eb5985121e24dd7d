/// The help of options that mean the same on every control, written once.
public enum ControlOptionHelp {
    /// The cap insets of `images` (nine-slice): the corners keep their size, the rest stretches or tiles.
    public static func capInsets(of images: String) -> String {
        "Cap insets of \(images) in points, T,L,B,R (UIKit's order) or one number for all four: the corners keep "
            + "their size and the rest stretches or tiles ({resizing-mode}). Makes them resizable."
    }

    /// How `images` fill between their caps.
    public static func resizingMode(of images: String) -> String {
        "How \(images) fill between their cap insets: stretch or tile. Default: stretch."
    }

    /// Layout insets (UIKit's edge insets, not cap insets): `what`, then the form.
    public static func layoutInsets(_ what: String) -> String {
        "\(what): T,L,B,R in points (UIKit's order; negative moves outwards) or one number for all four. Default: 0."
    }

    /// An angle: `text`, then the accepted forms.
    public static func angle(_ text: String) -> String { "\(text) Angle: \(OptionText.angleForms)." }
}

extension ControlOptionHelp {
    /// A title shadow's offset.
    public static let titleShadowOffset = "The title shadow's offset in points, DX,DY (e.g. 0,-1). Default: 0,0 (no "
        + "shadow)."
}
