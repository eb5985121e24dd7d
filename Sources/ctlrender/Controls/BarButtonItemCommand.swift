import CtlControls

/// `ctlrender bar-button-item [--title T | --image NAME|PNG | --system ITEM] [--style S] …`
enum BarButtonItemCommand {
    static let command = DeclaredControlCommand<BarButtonItem>(
        abstract: "Draw a bar button item (UIBarButtonItem): plain, bordered, Done or back.",
        discussion: """
            Flat (iOS 7): the title, image mask or system glyph in the tint, no border; Done is \
            bold; pressed fades to 0.3; disabled is grey; a back button leads with a chevron. \
            Classic (iOS 6): bordered, Done and back items sit on a rounded gradient plate \
            (blue-grey, Done blue, grey on a black bar, or made of --bar-tint/--tint), white bold \
            titles embossed upwards; a back plate points left; plain items are white glyphs that \
            glow when pressed. States: normal, highlighted, disabled.
            """)
}
