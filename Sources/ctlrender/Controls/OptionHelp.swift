import ArgumentParser

/// The help of options that mean the same in every subcommand, written once.
enum OptionHelp {
    /// The forms `Parse.color` (and `Color(css:)`) accepts.
    static let colourForms = "#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name"

    /// The help of a colour option: `text`, then the accepted forms.
    static func colour(_ text: String, valueName: String = "colour") -> ArgumentHelp {
        ArgumentHelp("\(text) Colour: \(colourForms).", valueName: valueName)
    }

    /// The help of a per-state colour option (`[state=]colour`, repeatable).
    static func stateColour(_ text: String) -> ArgumentHelp {
        colour(text, valueName: "[state=]colour")
    }

    /// The forms `Parse.radians` (and `Radians.parse`) accepts.
    static let angleForms = "radians (1.2, -11pi/8, 3π/8) or degrees (45deg, 45°)"

    /// The help of an angle option: `text`, then the accepted forms.
    static func angle(_ text: String) -> ArgumentHelp {
        ArgumentHelp("\(text) Angle: \(angleForms).", valueName: "angle")
    }

    /// `--background`, on every subcommand that makes an image.
    static let background = colour("A colour filling the image behind everything drawn. Default: transparent.")

    /// The cap insets of `images` (nine-slice): the corners keep their size, the rest stretches or tiles.
    static func capInsets(of images: String) -> ArgumentHelp {
        ArgumentHelp("Cap insets of \(images) in points, T,L,B,R (UIKit's order) or one number for all four: the "
                     + "corners keep their size and the rest stretches or tiles (--resizing-mode). Makes them "
                     + "resizable.", valueName: "t,l,b,r")
    }

    /// How `images` fill between their caps.
    static func resizingMode(of images: String) -> ArgumentHelp {
        ArgumentHelp("How \(images) fill between their cap insets: stretch or tile. Default: stretch.",
                     valueName: "mode")
    }

    /// Layout insets (UIKit's edge insets, not cap insets): `what`, then the form.
    static func layoutInsets(_ what: String) -> ArgumentHelp {
        ArgumentHelp("\(what): T,L,B,R in points (UIKit's order; negative moves outwards) or one number for all "
                     + "four. Default: 0.", valueName: "t,l,b,r")
    }

    /// A title shadow's offset.
    static let titleShadowOffset = ArgumentHelp("The title shadow's offset in points, DX,DY (e.g. 0,-1). "
                                                + "Default: 0,0 (no shadow).", valueName: "dx,dy")
}
