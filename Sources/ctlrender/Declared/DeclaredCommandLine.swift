import CtlControls

/// The command line of a declared command: its options, its usage line, and its errors worded
/// as ArgumentParser words them. Shared by the controls' commands and the others declared so
/// (`svg`).
struct DeclaredCommandLine {
    /// `svg`, `button`.
    let name: String
    /// `ctlrender svg [<options>] <in.svg> ...`.
    let usage: String
    let options: [CommandOption]
    /// Whether `-h` asks for help (`svg` takes it as the height, as resvg does).
    var shortHelp = true

    var commandPath: String { "ctlrender \(name)" }

    /// The request `arguments` (those after the subcommand's name) make.
    func scan(_ arguments: [String]) throws -> ArgumentScanner.Request {
        do {
            return try ArgumentScanner(options: options, shortHelp: shortHelp).scan(arguments)
        } catch {
            throw usageError(error)
        }
    }

    /// A usage error with `message`, naming `option`'s help when one option is at fault.
    func usageError(_ message: String, option: CommandOption? = nil) -> UsageError {
        UsageError(message: message, option: option, usage: usage, commandPath: commandPath)
    }

    func usageError(_ problem: ArgumentScanner.Problem) -> UsageError {
        switch problem {
        case .unknown(let option, let suggestion):
            let meant = suggestion.map { ". Did you mean '\($0)'?" } ?? ""
            return usageError("Unknown option '\(option)'\(meant)")
        case .missingValue(let i):
            return usageError("Missing value for '\(options[i].errorLabel)'", option: options[i])
        case .unexpected(let argument):
            return usageError("Unexpected argument '\(argument)'")
        case .valueOfFlag(let i, let value):
            return usageError("The option '--\(options[i].info.name)' does not take any value, but '\(value)' was "
                              + "specified.")
        }
    }

    /// The text of `given` refused by its option's reader.
    func invalidValue(_ given: ArgumentScanner.Given, _ error: OptionTextError) -> UsageError {
        let option = options[given.option]
        let label = "\(given.spelling) <\(option.info.placeholder)>"
        guard error.choices.isEmpty else {
            // ArgumentParser's wording: two names joined by "and", up to five listed inline, more
            // as a list.
            let quoted = error.choices.map { "'\($0)'" }
            let list = quoted.count <= 2 ? quoted.joined(separator: " and ") + "."
                : quoted.count < 6 ? quoted.dropLast().joined(separator: ", ") + " or \(quoted.last!)."
                : "the following:\n" + error.choices.map { "  - \($0)" }.joined(separator: "\n")
            return usageError("The value '\(given.text)' is invalid for '\(label)'. Please provide one of \(list)",
                              option: option)
        }
        return usageError("The value '\(given.text)' is invalid for '\(label)': \(error)", option: option)
    }

    /// Applies the setters in the order of their declarations, those of one option in the order given.
    static func apply<Root>(_ setters: [(Int, ControlOption<Root>.Setter)], to root: inout Root,
                            _ context: OptionContext) throws {
        let ordered = setters.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        var context = context
        var previous: Int?
        for (_, (option, set)) in ordered {
            context.valueIndex = option == previous ? context.valueIndex + 1 : 0
            previous = option
            try set(&root, context)
        }
    }
}
