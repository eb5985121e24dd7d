import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender navigation-bar [--title T] [--left ITEM] [--right ITEM] [--bar-style S] …`
struct NavigationBarCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigation-bar",
        abstract: "Draw a navigation bar (UINavigationBar): a title between two bar button items.",
        discussion: """
            44 points tall. Classic (iOS 6): the blue-grey gradient (black: a dark gloss; a tint \
            — --bar-tint or --tint — overrides the bar style), a white bold title, bordered \
            items, and the 1×3 shadow image tiled along the bottom, below the bar (the image is \
            47 points tall). Flat (iOS 7): #F7F7F7 (black: black), a hairline along the bottom, \
            a black title, items in the tint. Items: back:T, text:T, done:T, plain:T, \
            system:NAME, image:NAME|PNG|SVG. Width: free, 320 by default.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(parsing: .unconditional, help: ArgumentHelp("The title. Default: Title.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("The left item: back:T, text:T, done:T, plain:T, system:NAME or image:NAME|PNG|SVG.",
                               valueName: "item"))
    var left: String?

    @Option(help: ArgumentHelp("The right item, as --left.", valueName: "item"))
    var right: String?

    @OptionGroup var bar: BarStyleOptions

    @OptionGroup var barShadow: BarShadowOptions

    func apply(to control: inout NavigationBar) throws {
        if let title { control.title = title }
        if let left { control.leftItem = try BarButtonItem(token: left) { try ControlImage.load(path: $0) } }
        if let right { control.rightItem = try BarButtonItem(token: right) { try ControlImage.load(path: $0) } }
        bar.apply(to: &control)
        try barShadow.apply(to: &control)
    }
}
