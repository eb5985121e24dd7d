import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender bar-button-item [--title T | --image NAME|PNG | --system ITEM] [--style S] …`
struct BarButtonItemCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "bar-button-item",
        abstract: "Draw a bar button item (UIBarButtonItem): plain, bordered, Done or back.",
        discussion: """
            Flat (iOS 7): the title, image mask or system glyph in the tint, no border; Done is \
            bold; pressed fades to 0.3; disabled is grey; a back button leads with a chevron. \
            Classic (iOS 6): bordered, Done and back items sit on a rounded gradient plate \
            (blue-grey, Done blue, grey on a black bar, or made of --bar-tint/--tint), white bold \
            titles embossed upwards; a back plate points left; plain items are white glyphs that \
            glow when pressed. States: normal, highlighted, disabled.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(parsing: .unconditional, help: ArgumentHelp("The title. Default: Edit.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("An image mask instead of a title: star, moon, heart, bolt, or a PNG or SVG (only its "
                               + "alpha counts).", valueName: "name|png"))
    var image: String?

    @Option(help: ArgumentHelp("A system item instead of a title: add, action, compose, trash, refresh, search, "
                               + "camera, bookmarks.", valueName: "item"))
    var system: BarSystemItem?

    @Option(help: ArgumentHelp("plain, bordered or done. Default: bordered.", valueName: "style"))
    var style: BarButtonItem.Style?

    @Flag(help: "Draw a back button (pointing left).")
    var back = false

    @Option(help: ArgumentHelp("The bar under the item: default or black (classic plates). Default: default.",
                               valueName: "style"))
    var barStyle: BarStyle?

    @Option(help: OptionHelp.colour("A bar tint colouring the classic plate."), transform: Parse.color)
    var barTint: Color?

    @Option(help: ArgumentHelp("A background image replacing the plate, per state (repeatable), stretched over "
                               + "the item.", valueName: "[state=]png"),
            transform: Parse.stateString)
    var backgroundImage: [StateValue<String>] = []

    @Option(parsing: .unconditional, help: OptionHelp.capInsets(of: "the background images"),
            transform: Parse.insets)
    var backgroundCapInsets: EdgeInsets?

    @Option(help: OptionHelp.resizingMode(of: "the background images"))
    var resizingMode: NineSlice.Mode?

    @Option(help: OptionHelp.stateColour("The title colour, per state (repeatable)."),
            transform: Parse.stateValue(Parse.color))
    var titleColor: [StateValue<Color>] = []

    @Option(help: OptionHelp.stateColour("The title shadow colour, per state (repeatable)."),
            transform: Parse.stateValue(Parse.color))
    var titleShadowColor: [StateValue<Color>] = []

    @Option(parsing: .unconditional, help: OptionHelp.titleShadowOffset, transform: Parse.offset)
    var titleShadowOffset: Point?

    @Option(parsing: .unconditional, help: ArgumentHelp("The title's font size in points.", valueName: "pt"),
            transform: Parse.number)
    var fontSize: Double?

    func validate() throws {
        if [title != nil, image != nil, system != nil].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --title, --image and --system")
        }
        if let fontSize, !(fontSize > 0 && fontSize.isFinite) {
            throw ValidationError("--font-size must be a number above 0, not \(fontSize)")
        }
    }

    func apply(to control: inout BarButtonItem) throws {
        if let title { control.content = .title(title) }
        if let image {
            control.content = try BarArt(rawValue: image).map(BarButtonItem.Content.art)
                ?? .image(try ControlImage.load(path: image))
        }
        if let system { control.content = .system(system) }
        if let style { control.style = style }
        if back { control.isBackButton = true }
        if let barStyle { control.barStyle = barStyle }
        if let barTint { control.barTint = barTint }
        try control.backgroundImage.set(backgroundImage) {
            try ControlImage.load(path: $0, capInsets: backgroundCapInsets, resizingMode: resizingMode ?? .stretch)
        }
        control.titleColor.set(titleColor)
        control.titleShadowColor.set(titleShadowColor)
        if let titleShadowOffset { control.titleShadowOffset = titleShadowOffset }
        if let fontSize { control.fontSize = fontSize }
    }
}

extension BarSystemItem: ExpressibleByArgument {}
extension BarButtonItem.Style: ExpressibleByArgument {}
extension BarStyle: ExpressibleByArgument {}
