import ArgumentParser
import CtlControls
import CtlRaster

/// `--bar-style`, `--translucent` and `--bar-tint`: the options of every bar's background.
struct BarStyleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("default or black. Default: default.", valueName: "style"))
    var barStyle: BarStyle?

    @Flag(help: "A translucent bar.")
    var translucent = false

    @Option(help: OptionHelp.colour("The bar's colour, overriding the bar style."), transform: Parse.color)
    var barTint: Color?

    func apply<Bar: StyledBar>(to bar: inout Bar) {
        if let barStyle { bar.barStyle = barStyle }
        if translucent { bar.isTranslucent = true }
        if let barTint { bar.barTint = barTint }
    }
}

/// `--shadow`/`--no-shadow` and `--shadow-image`: a bar's shadow image.
struct BarShadowOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Draw the shadow image along the bar's edge. Default: classic yes, flat no.")
    var shadow: Bool?

    @Option(help: ArgumentHelp("The shadow image, tiled along the edge (default: a 1×3 image made here).",
                               valueName: "png"))
    var shadowImage: String?

    /// Sets the shadow; an image given alone turns the shadow on.
    func apply<Bar: ShadowedBar>(to bar: inout Bar) throws {
        if let shadow { bar.showsShadow = shadow }
        if let shadowImage {
            bar.shadowImage = try ControlImage.load(path: shadowImage)
            if shadow == nil { bar.showsShadow = true }
        }
    }
}
