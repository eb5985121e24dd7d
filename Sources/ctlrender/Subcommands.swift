import ArgumentParser
import CtlControls
import CtlRaster

/// The subcommands by name, so that a command line builds the parser of the one it names and
/// no other (ArgumentParser builds every subcommand's to parse one).
enum Subcommands {
    /// The controls' subcommands, read from their declarations.
    static let declared: [String: any DeclaredCommand] = Dictionary(
        uniqueKeysWithValues: ControlCommands.declared.map { ($0.name, $0) })

    /// The other subcommands, parsed by ArgumentParser.
    static let parsed: [String: ParsedSubcommand] = [
        "catalog": ParsedSubcommand(CatalogCommand.self),
        "list": ParsedSubcommand(ListCommand.self),
        "states": ParsedSubcommand(StatesCommand.self),
        "build": ParsedSubcommand(BuildCommand.self),
        "verify": ParsedSubcommand(VerifyCommand.self),
        "diff": ParsedSubcommand(DiffCommand.self),
        "draw": ParsedSubcommand(Draw.self),
        "bench": ParsedSubcommand(Bench.self),
        "bench-png": ParsedSubcommand(BenchPNG.self),
        "slice": ParsedSubcommand(SliceCommand.self),
        "tint": ParsedSubcommand(TintCommand.self),
        "text": ParsedSubcommand(TextCommand.self),
        "svg": ParsedSubcommand(SVGCommand.self),
        "fonts": ParsedSubcommand(FontsCommand.self),
        "reference": ParsedSubcommand(ReferenceCommand.self),
    ].merging(ControlCommands.parsed.map { ($0.name, $0) }) { a, _ in a }

    /// Every subcommand's name, in the order of `ctlrender --help`.
    static var names: [String] {
        ControlCommands.names + ["catalog", "list", "states", "build", "verify", "diff", "draw", "bench", "bench-png",
                                 "slice", "tint", "text", "svg", "fonts", "reference"]
    }
}

/// A subcommand whose options are declarations (`DeclaredControlCommand`).
protocol DeclaredCommand: Sendable {
    var name: String { get }
    var abstract: String { get }
    var discussion: String { get }
    var usage: String { get }
    /// The options every control takes, in the order of help.
    var commonOptions: [CommandOption] { get }
    /// `--direction` and `--frames`/`--fps`, where the control has them.
    var titleAndFrameOptions: [CommandOption] { get }
    /// The control's own options.
    var controlOptions: [CommandOption] { get }
    func run(_ arguments: [String]) throws
}

extension DeclaredControlCommand: DeclaredCommand {}

/// A control's subcommand as the root's help lists it (the command line never parses it).
struct ControlSubcommand<C: Control>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: C.kind.name, abstract: Subcommands.declared[C.kind.name]?.abstract ?? "")
    }
}

/// A subcommand ArgumentParser parses, under a root that has it alone.
struct ParsedSubcommand: Sendable {
    let name: String
    /// The root it is parsed under, for the wording of its errors.
    let root: ParsableCommand.Type
    let run: @Sendable ([String]) throws -> Void

    init<Command: ParsableCommand & QuietCommand>(_ command: Command.Type, name: String = "") {
        self.init(command, name: name) { Console.quiet = ($0 as? Command)?.isQuiet ?? false }
    }

    init<Command: ParsableCommand>(_ command: Command.Type, name: String = "",
                                   prepare: @escaping @Sendable (ParsableCommand) -> Void = { _ in }) {
        self.name = name
        root = SingleRoot<Command>.self
        run = { arguments in
            var command = try SingleRoot<Command>.parseAsRoot(arguments)
            prepare(command)
            let limits = try RenderLimits.fromEnvironment()
            try RenderLimits.$current.withValue(limits) { try command.run() }
        }
    }
}

/// `ctlrender` with one subcommand: what ArgumentParser builds to parse that subcommand.
struct SingleRoot<Subcommand: ParsableCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "ctlrender", version: CtlRender.version, subcommands: [Subcommand.self])
    }
}
