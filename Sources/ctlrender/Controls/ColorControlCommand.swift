import CtlControls

/// `ctlrender color-control [--hue H] [--saturation S] …`
enum ColorControlCommand {
    static let command = DeclaredControlCommand<ColorControl>(
        abstract: "Draw a colour picker: a hue × saturation field with a marker on the picked colour.",
        discussion: """
            The field HSB(x/w, y/h, 1) — hue across, saturation down, brightness 1 — inside a \
            band of the control's background colour: grey until a colour is picked, then the \
            picked colour. A picked colour (--hue and/or --saturation; the other defaults to \
            0 and 1) gets a ring marker at (hue·w, saturation·h) filled with it; highlighted \
            (tracking) draws the marker at 150 %. Size: free, 256×128 by default. Values \
            outside 0…1 are clamped with a warning.
            """)
}
