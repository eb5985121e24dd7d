import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender color-control [--hue H] [--saturation S] …`
struct ColorControlCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "color-control",
        abstract: "Draw a colour picker: a hue × saturation field with a marker on the picked colour.",
        discussion: """
            The field HSB(x/w, y/h, 1) — hue across, saturation down, brightness 1 — inside a \
            band of the control's background colour: grey until a colour is picked, then the \
            picked colour. A picked colour (--hue and/or --saturation; the other defaults to \
            0 and 1) gets a ring marker at (hue·w, saturation·h) filled with it; highlighted \
            (tracking) draws the marker at 150 %. Size: free, 256×128 by default. Values \
            outside 0…1 are clamped with a warning.
            """)

    @OptionGroup var options: ControlOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The picked hue, 0…1 across. Default: none.", valueName: "h"),
            transform: Parse.number)
    var hue: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The picked saturation, 0…1 down. Default: none.", valueName: "s"),
            transform: Parse.number)
    var saturation: Double?

    func apply(to control: inout ColorControl) throws {
        if let hue { control.hue = hue }
        if let saturation { control.saturation = saturation }
    }
}
