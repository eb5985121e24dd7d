import CtlRaster
import CtlUnicode

extension RenderOptions {
    /// The options of every control's rendering, in the order of a command's help. A spec holds
    /// them beside the control's keys (`ControlSpec`, which reads "state", "scale" and
    /// "direction" itself: a list of states, the scale's range, titles only).
    public static let options: [ControlOption<RenderOptions>] = [
        .value("state", key: "state", \.state,
               help: "The state: normal, highlighted, selected, disabled, or a combination joined by , or + "
                   + "(highlighted,selected). Default: normal.", specReadsItself: true),
        .value("look", key: "look", \.look, help: "flat (iOS 7) or classic (iOS 6). Default: flat."),
        .value("appearance", key: "appearance", \.appearance.luminosity,
               help: "light or dark: the flat look's colours in iOS's light or dark appearance (the classic look "
                   + "has only light). Default: light."),
        .value("contrast", key: "contrast", \.appearance.contrast,
               help: "normal or high: high draws iOS's increased-contrast colours (Settings > Accessibility > "
                   + "Increase Contrast), in light or dark; the flat look only. Default: normal."),
        .value("tint", key: "tint", \.tint, help: "The tint, replacing the look's default blue."),
        .value("size", key: "size", \.size,
               help: "The size in points, WxH (fixed-size controls ignore it, as UIKit does). Default: the "
                   + "control's natural size."),
        .value("scale", key: "scale", \.scale,
               help: "Pixels per point (1, 2 or 3 for @1x/@2x/@3x; any number above 0 up to 16). Default: 1.",
               placeholder: "s", specReadsItself: true),
        .value("background", key: "background", \.background,
               help: "A colour filling the image behind everything drawn. Default: transparent."),
        .value("layout-direction", key: "layoutDirection", \.layoutDirection,
               help: "ltr or rtl: rtl lays the control out right to left, mirrored as UIKit's "
                   + "semanticContentAttribute = .forceRightToLeft mirrors it (titles, numbers and images are not "
                   + "mirrored). Default: ltr."),
    ]

    /// The paragraph direction of titles, for the controls that have them (`ControlKind.hasTitles`).
    public static let textDirectionOption: ControlOption<RenderOptions> =
        .value("direction", key: "direction", \.textDirection,
               help: "The paragraph direction of the titles (Unicode bidi): auto (from the first strong letter), "
                   + "ltr or rtl. Default: auto.", specReadsItself: true)
}
