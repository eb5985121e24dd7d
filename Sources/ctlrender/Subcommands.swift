import ArgumentParser
import CtlControls
import CtlRaster

/// The subcommands by name, so that a command line builds the parser of the one it names and
/// no other (ArgumentParser builds every subcommand's to parse one). A switch, not a table: a
/// table would instantiate every subcommand's types to hold them.
enum Subcommands {
    enum Found {
        /// A control's subcommand, read from its declarations.
        case declared(any DeclaredCommand)
        /// Another whose options are declarations, run by this function of its arguments.
        case declaredTool(@Sendable ([String]) throws -> Void)
        /// Another, parsed by ArgumentParser.
        case parsed(ParsedSubcommand)
    }

    /// The subcommand `name` names, if any.
    static func named(_ name: String) -> Found? {
        if let command = ControlCommands.declared(named: name) { return .declared(command) }
        switch name {
        case "catalog": return .parsed(ParsedSubcommand(CatalogCommand.self))
        case "list": return .parsed(ParsedSubcommand(ListCommand.self))
        case "states": return .parsed(ParsedSubcommand(StatesCommand.self))
        case "build": return .parsed(ParsedSubcommand(BuildCommand.self))
        case "verify": return .parsed(ParsedSubcommand(VerifyCommand.self))
        case "diff": return .parsed(ParsedSubcommand(DiffCommand.self))
        case "draw": return .parsed(ParsedSubcommand(Draw.self))
        case "bench": return .parsed(ParsedSubcommand(Bench.self))
        case "bench-png": return .parsed(ParsedSubcommand(BenchPNG.self))
        case "slice": return .parsed(ParsedSubcommand(SliceCommand.self))
        case "tint": return .parsed(ParsedSubcommand(TintCommand.self))
        case "text": return .parsed(ParsedSubcommand(TextCommand.self))
        case "svg": return .declaredTool(SVGCommand.run)
        case "fonts": return .parsed(ParsedSubcommand(FontsCommand.self))
        case "reference": return .parsed(ParsedSubcommand(ReferenceCommand.self))
        default: return nil
        }
    }

    /// Every subcommand's name, in the order of `ctlrender --help`.
    static var names: [String] {
        Controls.names + ["catalog", "list", "states", "build", "verify", "diff", "draw", "bench", "bench-png",
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
        CommandConfiguration(commandName: C.kind.name,
                             abstract: ControlCommands.declared(named: C.kind.name)?.abstract ?? "")
    }
}

/// `svg` as the root's help lists it (the command line never parses it).
struct SVGSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "svg", abstract: SVGCommand.abstract)
}

/// A subcommand ArgumentParser parses, under a root that has it alone.
struct ParsedSubcommand: Sendable {
    /// The root it is parsed under, for the wording of its errors.
    let root: ParsableCommand.Type
    let run: @Sendable ([String]) throws -> Void

    init<Command: ParsableCommand & QuietCommand>(_ command: Command.Type) {
        self.init(command) { Console.quiet = ($0 as? Command)?.isQuiet ?? false }
    }

    init<Command: ParsableCommand>(_ command: Command.Type,
                                   prepare: @escaping @Sendable (ParsableCommand) -> Void = { _ in }) {
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
