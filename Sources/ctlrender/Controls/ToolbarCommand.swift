import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender toolbar [--items LIST] [--position bottom|top] [--bar-style S] …`
struct ToolbarCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "toolbar",
        abstract: "Draw a toolbar (UIToolbar): items, a switch and spaces in a row.",
        discussion: """
            44 points tall. Items from the side padding with a gap between neighbours; flexible \
            spaces share the width left, so one at each end centres the rest. Classic (iOS 6): \
            the blue-grey bottom-bar gradient, white glyphs, the 1×3 shadow along the content's \
            side (above a bottom toolbar, below a top one; the image is 47 points tall). Flat \
            (iOS 7): #F7F7F7 with a hairline on that side, items in the tint. Default items: \
            seed 000's flex,image:star,system:add,switch:on,image:moon,flex. Width: free, 320.
            """)

    @OptionGroup var options: ControlOptions

    @Option(help: ArgumentHelp("The items, comma-separated: flex, fixed:W, text:T (bordered), plain:T, done:T, "
                               + "back:T, system:NAME (add, action, compose, trash, refresh, search, camera, "
                               + "bookmarks), image:NAME|PNG (star, moon, heart, bolt), switch:on|off.",
                               valueName: "list"))
    var items: String?

    @Option(help: ArgumentHelp("bottom or top: the side of the shadow. Default: bottom.", valueName: "position"))
    var position: Toolbar.Position?

    @Option(help: ArgumentHelp("default or black. Default: default.", valueName: "style"))
    var barStyle: BarStyle?

    @Flag(help: "A translucent bar.")
    var translucent = false

    @Option(help: ArgumentHelp("The bar's colour, overriding the bar style.", valueName: "colour"))
    var barTint: Color?

    @Flag(inversion: .prefixedNo, help: "Draw the shadow image. Default: classic yes, flat no.")
    var shadow: Bool?

    @Option(help: ArgumentHelp("The shadow image (default: a 1×3 image made here).", valueName: "png"))
    var shadowImage: String?

    func apply(to control: inout Toolbar) throws {
        if let items { control.items = try Toolbar.Item.list(items) { try ControlImage.load(path: $0) } }
        if let position { control.position = position }
        if let barStyle { control.barStyle = barStyle }
        if translucent { control.isTranslucent = true }
        if let barTint { control.barTint = barTint }
        if let shadow { control.showsShadow = shadow }
        if let shadowImage {
            control.shadowImage = try ControlImage.load(path: shadowImage)
            if shadow == nil { control.showsShadow = true }
        }
    }
}

extension Toolbar.Position: ExpressibleByArgument {}
