import CtlControls

/// `ctlrender back-button [--title T]`
enum BackButtonCommand {
    static let command = DeclaredControlCommand<BackButton>(
        abstract: "Draw a back button: an arrow-shaped, stretchable background with a title.",
        discussion: """
            As wide as the title (measured as sizeWithFont measures it) plus the caps. \
            Classic: iOS 6's navigation-bar back button, 30 high, a left-pointing arrow with \
            a blue-grey gloss (darker while highlighted) and a white bold 12-pt title. Flat: \
            iOS 7's chevron and a 17-pt title in the tint, 44 high, faded while highlighted. \
            Disabled fades it. With --title '' it is the stretchable background alone, whose \
            cap insets (the arrow, the right corners) `ctlrender build` uses to nine-slice it. \
            The height is fixed; --size changes the width.
            """)
}
