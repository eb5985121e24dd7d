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
    var look: Look?

    @Option(help: ArgumentHelp("light or dark: the flat look's controls and page in iOS's light or dark appearance "
                               + "(the classic look has only light). Default: light.", valueName: "appearance"))
    var appearance: Appearance.Luminosity = .light

    @Option(help: ArgumentHelp("normal or high: high draws iOS's increased-contrast colours, in light or dark; the "
                               + "flat look only. Default: normal.", valueName: "contrast"))
    var contrast: Appearance.Contrast = .normal

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Pixels per point (any number above 0 up to 16). Default: 1.", valueName: "s"),
            transform: Parse.number)
    var scale: Double = 1

    @Option(help: OptionHelp.colour("The tint, replacing the look's default blue."), transform: Parse.color)
    var tint: Color?

    @Option(help: OptionHelp.colour("A colour filling the page behind the controls. Default: the look's page "
                                    + "colour (flat #EFEFF4, dark #000000; classic #D7DCE5)."), transform: Parse.color)
    var background: Color?

    /// The appearance the options name.
    var chosenAppearance: Appearance { Appearance(appearance, contrast: contrast) }

    @Option(help: ArgumentHelp("ltr or rtl: rtl draws every control laid out right to left, as UIKit's "
                               + ".forceRightToLeft lays it out (the sheet itself still reads left to right). "
                               + "Default: ltr.", valueName: "direction"))
    var layoutDirection: LayoutDirection = .leftToRight

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
        guard (look ?? .flat).supports(chosenAppearance) else { throw ValidationError(LookError.classicIsLight.description) }
        try OutputPath.checkFile(output, example: "catalog.png")
    }

    func run() throws {
        let sheet = try Catalog.render(look: look ?? .flat, appearance: chosenAppearance, scale: scale, tint: tint,
                                       background: background, layoutDirection: layoutDirection)
        try OutputPath.write(sheet, to: output)
    }
}
