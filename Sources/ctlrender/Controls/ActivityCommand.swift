import CtlControls

/// `ctlrender activity [--style white-large|white|gray] [--color C] [--phase K] …`
enum ActivityCommand {
    static let command = DeclaredControlCommand<ActivityIndicator>(
        abstract: "Draw an activity indicator (UIActivityIndicatorView).",
        discussion: """
            Twelve spokes fading from the head back against the clockwise rotation. The size is \
            fixed by the style: 20×20 points for white and gray, 37×37 for white-large (--size \
            is ignored). White spokes need a dark --background. --phase K draws step K of the \
            animation's twelve (the head K × 30° clockwise from the top); a sequence of K = 0…11 \
            is one turn. A stopped indicator draws nothing unless --no-hides-when-stopped.

            --frames N or --fps F draw the spin: one turn in 1 s at an even pace, each frame \
            the step current at its time, starting at --phase; the turn is a cycle, so \
            --frames 12 draws each step once.
            """)
}
