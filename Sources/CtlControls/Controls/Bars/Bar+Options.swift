import CtlRaster

extension StyledBar {
    /// `bar-style`, `translucent` and `bar-tint`: the background of every bar (navigation bars,
    /// toolbars, search bars), declared once.
    static var barStyleOptions: [ControlOption<Self>] {
        [
            .value("bar-style", key: "barStyle", \.barStyle, help: "default or black. Default: default."),
            .flag("translucent", key: "translucent", \.isTranslucent, help: "A translucent bar."),
            .value("bar-tint", key: "barTint", \.barTint, help: "The bar's colour, overriding the bar style."),
        ]
    }
}

extension ShadowedBar {
    /// `shadow` and `shadow-image`: the shadow of navigation bars and toolbars, declared once.
    static var shadowOptions: [ControlOption<Self>] {
        [
            .toggle("shadow", key: "showsShadow", \.showsShadow,
                    help: "Draw the shadow image along the bar's edge. Default: classic yes, flat no."),
            ControlOption("shadow-image", key: "shadowImage",
                          help: "The shadow image, tiled along the edge (default: a 1×3 image made here).",
                          placeholder: "png", form: .value,
                          text: { path in
                              { bar, context in
                                  bar.shadowImage = try ControlImage.load(path: path)
                                  // On a command line, an image given without --shadow/--no-shadow turns it on.
                                  if !context.given.contains("shadow") { bar.showsShadow = true }
                              }
                          },
                          spec: { spec, bar in try spec.read("shadowImage", into: &bar.shadowImage) }),
        ]
    }
}

extension BarStyle: OptionValue { public static var placeholder: String { "style" } }
extension BarSystemItem: OptionValue { public static var placeholder: String { "item" } }
