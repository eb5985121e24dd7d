import ArgumentParser
import CtlControls
import CtlJSON
import CtlRaster

// Value types of the options, as command-line arguments.
//
// The controls' options are read from their declarations (CtlControls' `ControlOption`, the
// `Declared/` folder); these are the same readers for the other subcommands' ArgumentParser
// options. One mechanism for every value we read ourselves: an option names its parser as `transform:`
// (`@Option(parsing: .unconditional, help: …, transform: Parse.number)`), and the parser
// returns the value or throws `InvalidArgument` with the reason, which ArgumentParser prints
// after the option: "The value 'abc' is invalid for '--value <v>': not a number". (An
// `ExpressibleByArgument` init can only return nil, which loses the reason.) Options whose
// value may begin with "-" (numbers, lists of numbers, offsets, insets, angles, indices) take
// `parsing: .unconditional`: the next argument is the value whatever it looks like, so
// `--value -1` is the value -1, and an option at the end of the line is still missing its value.
// Named choices (looks, styles, modes) stay `ExpressibleByArgument` enums: ArgumentParser lists
// the valid names itself.

/// Why a value on the command line was refused; ArgumentParser prints it after the option's name.
struct InvalidArgument: Error, CustomStringConvertible {
    let description: String

    init(_ reason: String) { description = reason }
}

/// The parsers of option values (see above): the text forms of CtlControls' `OptionValue`,
/// each throwing `InvalidArgument` with the reason.
enum Parse {
    /// A finite number.
    static func number(_ text: String) throws -> Double { try read { try Double(optionText: text) } }

    /// A whole number.
    static func integer(_ text: String) throws -> Int { try read { try Int(optionText: text) } }

    /// Numbers separated by commas (`44,0,60`).
    static func numbers(_ text: String) throws -> [Double] { try read { try OptionText.numbers(text) } }

    /// `WxH` in points, both above 0.
    static func size(_ text: String) throws -> Size { try read { try Size(optionText: text) } }

    /// `T,L,B,R` (UIKit's order) or one number for all four.
    static func insets(_ text: String) throws -> EdgeInsets { try read { try EdgeInsets(optionText: text) } }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS colour name.
    static func color(_ text: String) throws -> Color { try read { try Color(optionText: text) } }

    /// An angle, in radians: radians (`1.2`, `-11pi/8`, `3π/8`) or degrees (`45deg`, `45°`).
    static func radians(_ text: String) throws -> Double { try read { try OptionText.radians(text) } }

    /// The value `parse` reads, its `OptionTextError` as an `InvalidArgument`.
    private static func read<Value>(_ parse: () throws -> Value) throws -> Value {
        do {
            return try parse()
        } catch let error as OptionTextError {
            throw InvalidArgument(error.description)
        }
    }
}

extension Look: ExpressibleByArgument {}
extension Appearance.Luminosity: ExpressibleByArgument {}
extension Appearance.Contrast: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension NineSlice.Mode: ExpressibleByArgument {}
