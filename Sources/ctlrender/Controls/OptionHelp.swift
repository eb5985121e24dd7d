import ArgumentParser
import CtlControls
import CtlRaster

/// The help of the ArgumentParser options that mean the same in every subcommand, written once
/// (the controls' own options have theirs in their declarations, `ControlOptionHelp`).
enum OptionHelp {
    /// The forms `Parse.color` (and `Color(css:)`) accepts.
    static let colourForms = Color.textForms

    /// The help of a colour option: `text`, then the accepted forms.
    static func colour(_ text: String, valueName: String = "colour") -> ArgumentHelp {
        ArgumentHelp("\(text) Colour: \(colourForms).", valueName: valueName)
    }

    /// The forms `Parse.radians` (and `Radians.parse`) accepts.
    static let angleForms = OptionText.angleForms

    /// `--background`, on every subcommand that makes an image.
    static let background = colour("A colour filling the image behind everything drawn. Default: transparent.")
}
