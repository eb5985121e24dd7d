import ArgumentParser

/// Unknown options of a command that takes several inputs. ArgumentParser validates a command
/// before it reports the options it did not know, so `svg a.svg --widht 64 -o a.png` was refused
/// for its "second input" `64` ("several inputs needs a folder…"), the typo never named.
enum UnknownOptions {
    /// Set while `check` parses the arguments again: the command's `validate()` then returns at once.
    nonisolated(unsafe) static var probing = false

    /// Throws ArgumentParser's own error for an unknown option among the arguments of `command`
    /// (`Unknown option '--widht'. Did you mean '--width'?`), so that it comes before any other
    /// complaint. The arguments are parsed again with validation off; `-` alone stays standard
    /// input and `--` ends the options, as ArgumentParser reads them.
    static func check<Command: ParsableCommand>(_ command: Command.Type,
                                                arguments: [String] = CommandLine.arguments) throws {
        guard !probing, arguments.count > 1, arguments[1] == Command._commandName else { return }
        probing = true
        defer { probing = false }
        do {
            _ = try Command.parse(Array(arguments.dropFirst(2)))
        } catch {
            let message = Command.message(for: error)
            if message.hasPrefix("Unknown option") { throw ValidationError(message) }
        }
    }
}
