import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender catalog -o catalog.png [--look …] [--scale …]`
struct CatalogCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Draw a contact sheet of every control in its states and main values.",
        discussion: """
            One row per control (in the order of ctlrender list), one column per state and \
            main value, each labelled, like Apple's UICatalog.
            """)

    @Option(help: ArgumentHelp("flat (iOS 7) or classic (iOS 6). Default: flat.", valueName: "look"))
    var look: Look = .flat

    @Option(help: ArgumentHelp("Pixels per point. Default: 2.", valueName: "s"))
    var scale: Double = 2

    @Option(help: ArgumentHelp("The tint, replacing the look's default.", valueName: "colour"))
    var tint: Color?

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output.", valueName: "path"))
    var output: String

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard scale > 0, scale <= RenderOptions.maxScale else {
            throw ValidationError("--scale must be a number greater than 0 and at most 16, not \(scale)")
        }
        try OutputPath.checkFile(output, example: "catalog.png")
    }

    func run() throws {
        let sheet = try Catalog.render(look: look, scale: scale, tint: tint)
        try OutputPath.write(sheet, to: output)
    }
}
