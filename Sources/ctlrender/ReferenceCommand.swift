import ArgumentParser

/// `ctlrender reference`: the controls' reference in Markdown, from their option declarations.
struct ReferenceCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference",
        abstract: "Print the controls' reference (Markdown) from their option declarations.",
        discussion: """
            Every control's options with their spec keys, values and help, and the options \
            every control takes: the text of Docs/controls.md (Scripts/reference rewrites it, \
            and a test fails when it is stale).
            """)

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func run() {
        Console.output(String(ControlReference.markdown(of: ControlCommands.declared).dropLast()))
    }
}
