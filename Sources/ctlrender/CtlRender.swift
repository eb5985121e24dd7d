import ArgumentParser
import CtlJSON
import CtlRaster
import CtlText

/// The root command: one subcommand per control (`ctlrender button …`), the catalog, and
/// the engine's `draw`, `bench`, `slice`, `tint` and `text`.
@main
struct CtlRender: ParsableCommand {
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "ctlrender",
        abstract: "Draw UI controls in every state (flat iOS 7 and classic iOS 6 looks) and vector scenes to PNG.",
        discussion: """
            Each control has a subcommand: ctlrender button --state highlighted -o out.png. \
            ctlrender list names the controls, ctlrender states CONTROL lists a control's \
            states and values, and ctlrender catalog draws them all on one sheet. \
            --appearance dark and --contrast high draw the flat look (and the catalog) in \
            iOS's dark and increased-contrast colours. \
            --layout-direction rtl lays any control (and the catalog) out right to left, as \
            UIKit's .forceRightToLeft does; --direction sets the paragraph direction of a \
            control's titles. A scene \
            file (ctlrender draw) holds vector artwork as JSON (the format is described in \
            Docs/scenes.md). Wherever a PNG is taken as artwork (control images and masks, \
            slice, tint, a scene's image op, a manifest's "svg" asset), an SVG file (.svg) \
            is taken too, and drawn at the scale being rendered. Every drawing is \
            anti-aliased with exact-area coverage and composited in sRGB-encoded, \
            premultiplied RGBA8.

            EXIT STATUS:
              0  success
              1  input error: the scene or spec file cannot be read, is not JSON,
                 or has a bad value (the message names the file and the key, and
                 for scenes the scene and the op index); an input PNG, SVG or font
                 cannot be read or does not fit the options; a control's
                 configuration cannot be drawn
              2  usage error: bad or missing arguments or options, including a
                 --scene that names no scene of the file, an unknown subcommand,
                 a folder given as -o for one image, and a second input given as -
              3  output error: a PNG or the output folder could not be written

            Every input file may be - for standard input (one per command), and -o - writes a \
            single image to standard output. -q/--quiet silences warnings on every subcommand.
            """,
        version: version,
        subcommands: ControlCommands.all + [CatalogCommand.self, ListCommand.self, StatesCommand.self, BuildCommand.self,
                                            VerifyCommand.self,                                            DiffCommand.self,
                                            Draw.self, Bench.self, BenchPNG.self, SliceCommand.self, TintCommand.self,
                                            TextCommand.self, SVGSubcommand.self,
                                            FontsCommand.self, ReferenceCommand.self])

    /// Runs the subcommand the first argument names, and turns every error into a message and an
    /// exit status (see `Failure`).
    ///
    /// Only the named subcommand's options are built: a control's from its declarations
    /// (`DeclaredControlCommand`), any other's by ArgumentParser for that subcommand alone
    /// (`Subcommands`). The whole tree is built for the root's own help and `--version`.
    static func main() {
        // Text falls back on the system's fonts for the scripts the requested font lacks
        // (CTLRENDER_SYSTEM_FONTS=0 turns it off); the library alone does not.
        FontLibrary.usesSystemFontsByDefault = true
        let arguments = Array(CommandLine.arguments.dropFirst())
        var root: ParsableCommand.Type = CtlRender.self
        do {
            guard let first = arguments.first, !first.hasPrefix("-") else {
                if arguments == ["--version"] { return Console.output(version) }
                return try runWholeTree(arguments)
            }
            let rest = Array(arguments.dropFirst())
            if first == "help", let name = rest.first, !name.hasPrefix("-") {
                switch Subcommands.named(name) {
                case .declared(let command): return try command.run(["--help"])
                case .declaredTool(let run): return try run(["--help"])
                case .parsed: return try runWholeTree(arguments)
                case nil: throw unknownSubcommand(name)
                }
            }
            // `svg -h` alone asks for help (`-h` is svg's height, as in resvg, which answers so too).
            if arguments == ["svg", "-h"] { return Console.output(SVGCommand.helpMessage()) }
            switch Subcommands.named(first) {
            case .declared(let command):
                try command.run(rest)
            case .declaredTool(let run):
                try run(rest)
            case .parsed(let subcommand):
                root = subcommand.root
                try subcommand.run(arguments)
            case nil:
                throw unknownSubcommand(first)
            }
        } catch {
            Failure.exit(error, root: root)
        }
    }

    /// Parses `arguments` with every subcommand's parser: the root's help, `help` alone.
    private static func runWholeTree(_ arguments: [String]) throws {
        var command = try parseAsRoot(arguments)
        let limits = try RenderLimits.fromEnvironment()
        try RenderLimits.$current.withValue(limits) { try command.run() }
    }

    /// A first argument that names no subcommand (ArgumentParser would report the option after it
    /// as unknown), with the nearest name.
    static func unknownSubcommand(_ name: String) -> CLIError {
        CLIError.unknownSubcommand(name, suggestion: NearestName.nearest(to: name, among: Subcommands.names + ["help"]))
    }
}
