import CtlControls

/// An option as a declared command reads it: its declaration (`OptionInfo`), the one-letter
/// name the command line also takes (`-o`), and where its values go.
struct CommandOption {
    let info: OptionInfo
    let short: Character?
    /// Which list of declarations the option comes from, and its place there.
    let source: Source

    enum Source: Equatable {
        case invocation(Int)
        case rendering(Int)
        case control(Int)
    }

    /// `--title-color <[state=]colour>`, `-o, --output <path>`, `--adjust/--no-adjust`: the label of
    /// help.
    var label: String {
        var names = (short.map { ["-\($0)"] } ?? []) + ([info.name] + info.aliases).map { "--\($0)" }
        if info.form == .invertibleFlag { names = ["--\(info.name)/--no-\(info.name)"] }
        let joined = names.joined(separator: ", ")
        return info.isFlag ? joined : "\(joined) <\(info.placeholder)>"
    }

    /// `--value <v>` (`-o <path>` for an option with a one-letter name): how errors name it.
    var errorLabel: String {
        let name = short.map { "-\($0)" } ?? "--\(info.name)"
        return info.isFlag ? name : "\(name) <\(info.placeholder)>"
    }

    /// The help as a command line words it: other options spelt `--name`.
    var help: String { Self.help(of: info) }

    /// The help, with the names of a named choice after it.
    var helpText: String {
        info.choices.isEmpty ? help : "\(help) (values: \(info.choices.joined(separator: ", ")))"
    }

    /// `info`'s help with the options it names spelt as the command line spells them.
    static func help(of info: OptionInfo) -> String { info.help { "--\($0)" } }
}
