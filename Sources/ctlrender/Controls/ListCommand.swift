import ArgumentParser
import CtlControls

/// `ctlrender list`: the controls, one a line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the controls ctlrender draws.")

    func run() {
        let width = Controls.names.map(\.count).max() ?? 0
        for kind in Controls.all {
            Console.output(kind.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + kind.summary)
        }
    }
}

/// `ctlrender states CONTROL`: the control's states and value options.
struct StatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "states",
        abstract: "List a control's states (those --all-states draws) and its value options.")

    @Argument(help: ArgumentHelp("A control name (see ctlrender list).", valueName: "control"))
    var control: String

    func validate() throws {
        guard Controls.kind(named: control) != nil else {
            throw ValidationError("unknown control \"\(control)\" (known: \(Controls.names.joined(separator: ", ")))")
        }
    }

    func run() {
        let kind = Controls.kind(named: control)!
        Console.output("\(kind.name): \(kind.summary)")
        Console.output("states: " + kind.states.map(\.description).joined(separator: ", "))
        Console.output("  (any combination of highlighted, selected and disabled is accepted by --state)")
        Console.output("values:")
        let width = kind.values.map(\.name.count).max() ?? 0
        for v in kind.values {
            Console.output("  " + v.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + v.help)
        }
        Console.output("See ctlrender \(kind.name) --help for every option.")
    }
}
