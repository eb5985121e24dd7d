import CtlControls

/// `ctlrender unlock [--position P] [--unlocked] [--opacity A] …`
enum UnlockCommand {
    static let command = DeclaredControlCommand<UnlockControl>(
        abstract: "Draw a slide-to-unlock control: a padlock above a track whose thumb is dragged to unlock.",
        discussion: """
            Four elements: a backdrop, the lock image (a padlock, open with --unlocked), the \
            drag track and the thumb. 280×112 by default: padlock centred at the top, track \
            16 points in from the sides and 14 above the bottom, thumb 64×36 inside it at \
            --position (0 = at rest at the left, 1 = the far end; dragging it past 75 % \
            unlocks). --opacity is the fade-out after unlocking. Highlighted darkens the \
            thumb. Values outside 0…1 are clamped with a warning.
            """)
}
