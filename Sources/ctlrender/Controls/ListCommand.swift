import ArgumentParser
import CtlControls
import CtlJSON

/// `ctlrender list [--json]`: the controls, one a line.
struct ListCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the controls ctlrender draws.",
        discussion: """
            With --json, prints one JSON array on one line, a control per element in the order \
            of the list: {"name", "summary", "states" (the states --all-states draws, as \
            --state takes them), "values" (each {"name", "help"}: the options as ctlrender states lists \
            them), "options" (the control's option declarations, each {"name", "aliases", \
            "key" (its spec key, or null), "form" (value, perState, list, flag, \
            invertibleFlag), "value" (the placeholder), "choices", "help"})}, keys sorted, \
            for scripts: \
            ctlrender list --json | jq -r '.[].name'.
            """)

    @Flag(help: "Print the controls as JSON (see above) instead of text.")
    var json = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func run() {
        if json {
            Console.output(JSONNode(.array(Controls.all.map(\.jsonNode))).canonicalText)
            return
        }
        let width = Controls.names.map(\.count).max() ?? 0
        for kind in Controls.all {
            Console.output(kind.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + kind.summary)
        }
    }
}

/// `ctlrender states CONTROL [--json]`: the control's states and value options.
struct StatesCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "states",
        abstract: "List a control's states (those --all-states draws) and its value options.",
        discussion: """
            With --json, prints one JSON object on one line: {"name", "summary", "states", \
            "values", "options"}, keys sorted, as each element of ctlrender list --json.
            """)

    @Argument(help: ArgumentHelp("A control name (see ctlrender list).", valueName: "control"))
    var control: String

    @Flag(help: "Print the states and values as JSON (see above) instead of text.")
    var json = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard Controls.kind(named: control) != nil else {
            throw ValidationError("unknown control \"\(control)\"" + NearestName.hint(for: control, among: Controls.names)
                + " (known: \(Controls.names.joined(separator: ", ")))")
        }
    }

    func run() {
        let kind = Controls.kind(named: control)!
        if json {
            Console.output(kind.jsonNode.canonicalText)
            return
        }
        Console.output("\(kind.name): \(kind.summary)")
        Console.output("states: " + kind.states.map(\.description).joined(separator: ", "))
        Console.output("  (any combination of highlighted, selected and disabled is accepted by --state)")
        Console.output("values:")
        let width = kind.valueSummaries.map(\.name.count).max() ?? 0
        for v in kind.valueSummaries {
            Console.output("  " + v.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + v.help)
        }
        Console.output("See ctlrender \(kind.name) --help for every option.")
    }
}

extension ControlKind {
    /// `{"name", "summary", "states", "values": [{"name", "help"}]}` for `list --json` and `states --json`.
    var jsonNode: JSONNode {
        func string(_ s: String) -> JSONNode { JSONNode(.string(s)) }
        func object(_ pairs: [(String, JSONNode)]) -> JSONNode {
            let at = JSONPosition(line: 1, column: 1)
            return JSONNode(.object(JSONMembers(pairs.map { JSONMember(key: $0.0, keyPosition: at, value: $0.1) })))
        }
        return object([
            ("name", string(name)),
            ("summary", string(summary)),
            ("states", JSONNode(.array(states.map { string($0.description) }))),
            ("values", JSONNode(.array(valueSummaries.map { value in
                object([("name", string(value.name)), ("help", string(value.help))])
            }))),
            ("options", JSONNode(.array(options.map { option in
                object([
                    ("name", string(option.name)),
                    ("aliases", JSONNode(.array(option.aliases.map(string)))),
                    ("key", option.key.map(string) ?? JSONNode(.null)),
                    ("form", string(option.form.rawValue)),
                    ("value", string(option.placeholder)),
                    ("choices", JSONNode(.array(option.choices.map(string)))),
                    ("help", string(CommandOption.help(of: option))),
                ])
            }))),
        ])
    }

    /// The text up to the first ". " before a capital letter (not "e.g. 0,-1"), without its full stop.
    static func firstSentence(of help: String) -> String {
        let characters = Array(help)
        for i in characters.indices.dropLast(2)
        where characters[i] == "." && characters[i + 1] == " " && characters[i + 2].isUppercase {
            return String(characters[..<i])
        }
        return help.hasSuffix(".") ? String(help.dropLast()) : help
    }

    /// Each option as `states` lists it: `--title-color <[state=]colour>` and the first sentence
    /// of its help (the control's declarations; `values` for a control not declared yet).
    var valueSummaries: [(name: String, help: String)] {
        guard !options.isEmpty else { return values }
        return options.map { option in
            let name = option.isFlag ? "--\(option.name)" : "--\(option.name) <\(option.placeholder)>"
            return (name, Self.firstSentence(of: CommandOption.help(of: option)))
        }
    }
}
