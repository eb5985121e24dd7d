import ArgumentParser

/// The root command: `ctlrender draw …`, `bench …`, `slice …`, `tint …`.
@main
struct CtlRender: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "ctlrender",
        abstract: "Render vector scenes (JSON scene files) to PNG images, and resize or tint images.",
        discussion: """
            A scene file holds one scene object or a collection of scenes (the format is \
            described in the README). Every drawing is anti-aliased with exact-area coverage \
            and composited in sRGB-encoded, premultiplied RGBA8.

            EXIT STATUS:
              0  success
              1  input error: the scene file cannot be read, is not JSON, or has a
                 bad scene, op, colour or path data (the message names the file,
                 the scene, the op index and the key); or an input PNG cannot be
                 read or does not fit the options
              2  usage error: bad or missing arguments or options, including a
                 --scene that names no scene of the file
              3  output error: a PNG or the output folder could not be written
            """,
        version: version,
        subcommands: [Draw.self, Bench.self, SliceCommand.self, TintCommand.self, TextCommand.self])

    /// Parses, runs, and turns every error into a message and an exit status (see `Failure`).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Failure.exit(error)
        }
    }
}
