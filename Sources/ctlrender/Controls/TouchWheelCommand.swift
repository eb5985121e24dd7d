import CtlControls

/// `ctlrender touch-wheel [--angle A] …`
enum TouchWheelCommand {
    static let command = DeclaredControlCommand<TouchWheel>(
        abstract: "Draw a touch wheel: an iPod-like click wheel with a dot marking the angle turned.",
        discussion: """
            An iPod-like click wheel in a fixed 200×200 frame: the ring out to the \
            frame's edge, the dead centre of radius 30 as the centre button, marks at the four \
            cardinal click points (MENU, previous, next, play/pause), and an indicator dot in \
            the tint at --angle: radians (1.2, pi/4, -pi/2) or degrees (45deg, 45°), 0 at 12 \
            o'clock, clockwise (the wheel's value grows by 1 per clockwise turn). Highlighted \
            (tracking) darkens the ring and enlarges the dot.
            """)
}
