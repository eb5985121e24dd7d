import ArgumentParser
import CtlControls
import CtlRaster

/// The options every control subcommand takes.
struct ControlOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The state: normal, highlighted, selected, disabled, or a combination "
                               + "joined by , or + (highlighted,selected). Default: normal.", valueName: "state"),
            transform: Parse.state)
    var state: ControlState?

    @Flag(help: ArgumentHelp("Draw every state of the control's list, one PNG each, into the folder given by "
                             + "-o, named <control>-<state>[@Nx].png."))
    var allStates = false

    @Option(help: ArgumentHelp("flat (iOS 7) or classic (iOS 6). Default: flat.", valueName: "look"))
    var look: Look?

    @Option(help: OptionHelp.colour("The tint, replacing the look's default blue."), transform: Parse.color)
    var tint: Color?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The size in points, WxH (fixed-size controls ignore it, as UIKit does). "
                               + "Default: the control's natural size.", valueName: "WxH"),
            transform: Parse.size)
    var size: Size?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Pixels per point (1, 2 or 3 for @1x/@2x/@3x; any number above 0 up to 16). "
                               + "Default: 1.", valueName: "s"),
            transform: Parse.number)
    var scale: Double?

    @Option(help: OptionHelp.background, transform: Parse.color)
    var background: Color?

    @Option(help: ArgumentHelp("ltr or rtl: rtl lays the control out right to left, mirrored as UIKit's "
                               + "semanticContentAttribute = .forceRightToLeft mirrors it (titles, numbers and "
                               + "images are not mirrored). Default: ltr.", valueName: "direction"))
    var layoutDirection: LayoutDirection?

    @OptionGroup var fontFolders: FontFolderOption

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output; with --all-states, the folder.",
                               valueName: "path"))
    var output: String

    @Option(help: ArgumentHelp("A JSON file with the whole configuration (see the README); options given "
                               + "on the command line override it; - reads it from standard input.",
                               valueName: "file.json"))
    var spec: String?

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    func validate() throws {
        if allStates && state != nil { throw ValidationError("--all-states and --state cannot be used together") }
        if allStates { try OutputPath.checkFolder(output, for: "--all-states") }
        if let scale, !(scale > 0 && scale <= RenderOptions.maxScale) {
            throw ValidationError("--scale must be a number greater than 0 and at most 16, not \(scale)")
        }
        guard !output.isEmpty else { throw ValidationError("-o/--output must not be empty") }
    }

    /// The options given on the command line, over those of the spec.
    func apply(to options: inout RenderOptions) throws {
        if let look { options.look = look }
        if let tint { options.tint = tint }
        if let size { options.size = size }
        if let scale { options.scale = scale }
        if let background { options.background = background }
        if let layoutDirection { options.layoutDirection = layoutDirection }
        if let state { options.state = state }
    }
}
