import CtlControls

/// `ctlrender progress [--progress P] [--style default|bar] …`
enum ProgressCommand {
    static let command = DeclaredControlCommand<ProgressView>(
        abstract: "Draw a progress view (UIProgressView).",
        discussion: """
            The track is the unfilled part; the progress fills it from the left. The height is \
            fixed by the style (flat: 2 points, bar 2.5; classic: 9); the width is free \
            (default 150). Images replace the tints and are stretched over their parts (by \
            their cap insets when given). A progress outside 0…1 is clamped, with a warning.
            """)
}
