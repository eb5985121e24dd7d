import CtlJSON

/// Splits the arguments of a declared command into (option, text) pairs, in the order given:
/// `--name value`, `--name=value`, `-o value`, flags, `--no-name` for a switch, `--` ending the
/// options. A value may begin with "-" only where the option takes such values (numbers,
/// titles); elsewhere an option in its place means the value is missing.
struct ArgumentScanner {
    let options: [CommandOption]
    /// Whether `-h` asks for help, as `--help` does (not where it is an option's short name).
    var shortHelp = true

    enum Request: Equatable {
        /// The options given, and the arguments that are none (reported after the values are
        /// read, as ArgumentParser reports them).
        case run([Given], unexpected: [String])
        case help
        case version
    }

    /// One option given: its index in `options` and its text ("true"/"false" for a flag).
    struct Given: Equatable {
        var option: Int
        var text: String
        /// The name as given (`--min` for `--minimum-value`), for messages.
        var spelling: String
    }

    /// Problems, worded as ArgumentParser words them.
    enum Problem: Error {
        case unknown(String, suggestion: String?)
        case missingValue(Int)
        case unexpected(String)
        /// A value given to a flag (`--all-states=yes`).
        case valueOfFlag(Int, String)
    }

    func scan(_ arguments: [String]) throws(Problem) -> Request {
        var given: [Given] = []
        var unexpected: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" {
                unexpected += arguments[i...]
                break
            }
            if argument == "--help" || (shortHelp && argument == "-h") { return .help }
            if argument == "--version" { return .version }
            guard argument.hasPrefix("-"), argument != "-" else {
                unexpected.append(argument)
                continue
            }
            var name = argument
            var attached: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                attached = String(argument[argument.index(after: eq)...])
            }
            guard let (index, on) = lookUp(name) else {
                throw .unknown(name, suggestion: suggestion(for: name))
            }
            let info = options[index].info
            if info.isFlag {
                if let attached { throw .valueOfFlag(index, attached) }
                given.append(Given(option: index, text: on ? "true" : "false", spelling: name))
                continue
            }
            if let attached {
                given.append(Given(option: index, text: attached, spelling: name))
                continue
            }
            guard i < arguments.count, info.takesDashValues || !Self.looksLikeOption(arguments[i]) else {
                throw .missingValue(index)
            }
            given.append(Given(option: index, text: arguments[i], spelling: name))
            i += 1
        }
        return .run(given, unexpected: unexpected)
    }

    /// The option `name` (`--title`, `-o`, `--no-adjust`) names, and whether it turns a switch on.
    private func lookUp(_ name: String) -> (Int, Bool)? {
        if name.hasPrefix("--") {
            let long = name.dropFirst(2)
            for (i, option) in options.enumerated() {
                if option.info.name == long || option.info.aliases.contains(where: { $0 == long }) { return (i, true) }
                if option.info.form == .invertibleFlag && long == "no-\(option.info.name)" { return (i, false) }
            }
            return nil
        }
        guard name.count == 2, let letter = name.last else { return nil }
        return options.firstIndex { $0.short == letter }.map { ($0, true) }
    }

    /// The name closest to a mistyped one, for "Did you mean": fewer than 4 edits away, the
    /// first of the nearest (ArgumentParser's rule, so every subcommand suggests alike).
    private func suggestion(for name: String) -> String? {
        guard name.hasPrefix("--") else { return nil }
        let typed = String(name.dropFirst(2))
        var best: (name: String, distance: Int)?
        for option in options {
            let inverted = option.info.form == .invertibleFlag ? ["no-\(option.info.name)"] : []
            for known in [option.info.name] + option.info.aliases + inverted {
                let d = NearestName.distance(typed, known)
                if d < 4 && d < (best?.distance ?? .max) { best = (known, d) }
            }
        }
        return best.map { "--\($0.name)" }
    }

    /// Whether an argument reads as an option rather than a value: "-" alone is standard input.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-")
    }
}
