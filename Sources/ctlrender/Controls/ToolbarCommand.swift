import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender toolbar [--items LIST] [--position bottom|top] [--bar-style S] …`
struct ToolbarCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "toolbar",
        abstract: "Draw a toolbar (UIToolbar): items, a switch and spaces in a row.",
        discussion: """
            44 points tall. Items from the side padding with a gap between neighbours; flexible \
            spaces share the width left, so one at each end centres the rest. Classic (iOS 6): \
            the blue-grey bottom-bar gradient, white glyphs, the 1×3 shadow along the content's \
            side (above a bottom toolbar, below a top one; the image is 47 points tall). Flat \
            (iOS 7): #F7F7F7 with a hairline on that side, items in the tint. Default items: \
            flex,image:star,system:add,switch:on,image:moon,flex. Width: free, 320.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(help: ArgumentHelp("The items, comma-separated: flex, fixed:W, text:T (bordered), plain:T, done:T, "
                               + "back:T, system:NAME (add, action, compose, trash, refresh, search, camera, "
                               + "bookmarks), image:NAME|PNG|SVG (star, moon, heart, bolt), switch:on|off.",
                               valueName: "list"))
    var items: String?

    @Option(help: ArgumentHelp("bottom or top: the side of the shadow. Default: bottom.", valueName: "position"))
    var position: Toolbar.Position?

    @OptionGroup var bar: BarStyleOptions

    @OptionGroup var barShadow: BarShadowOptions

    func apply(to control: inout Toolbar) throws {
        if let items { control.items = try Toolbar.Item.list(items) { try ControlImage.load(path: $0) } }
        if let position { control.position = position }
        bar.apply(to: &control)
        try barShadow.apply(to: &control)
    }
}

extension Toolbar.Position: ExpressibleByArgument {}
