import CtlControls

/// `ctlrender knob [--value V] [--start-angle A] …`
enum KnobCommand {
    static let command = DeclaredControlCommand<Knob>(
        abstract: "Draw a knob: a circular track arc and a pointer at the value, in the tint.",
        discussion: """
            A track arc from the start angle clockwise to the end angle, and a pointer at the \
            value's angle, both stroked in the tint with butt caps. Angles are 0 along +x, \
            increasing clockwise, in radians (-11pi/8, 3π/8, 1.2) or degrees (45deg). The \
            defaults leave a 45° gap at the bottom. The flat look draws the two lines alone; \
            the classic look adds an iOS 6-style metal disc and engraves them. Size: free, \
            100×100 by default (the track's radius follows the shorter side). A value outside \
            the range is clamped with a warning.

            --frames N or --fps F draw the knob's animated turn: the value from the minimum to \
            the maximum in 0.25 s, ease-in-ease-out, through the keyframes start, middle, end \
            (--value is not used).
            """)
}
