/// A command line a declared command cannot run: the message, then the option's help when one
/// option is at fault, then the usage, as ArgumentParser words its own (exit status 2).
struct UsageError: Error, CustomStringConvertible {
    let message: String
    /// The option at fault, for its "Help:" line.
    var option: CommandOption?
    /// `ctlrender button [<options>] --output <path>`.
    var usage: String
    /// `ctlrender button`.
    var commandPath: String

    var description: String {
        var lines = [message]
        if let option { lines.append("Help:  \(option.errorLabel)  \(option.help)") }
        lines.append("Usage: \(usage)")
        lines.append("  See '\(commandPath) --help' for more information.")
        return lines.joined(separator: "\n")
    }
}
