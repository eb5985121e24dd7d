import CtlControls

/// `ctlrender image-knob [--angle A]`
enum ImageKnobCommand {
    static let command = DeclaredControlCommand<ImageKnob>(
        abstract: "Draw an image knob: a knob with a pointer mark turned by an angle, between Min and Max labels.",
        discussion: """
            A knob with a pointer mark, turned clockwise by --angle (0…5 radians, its range; \
            out of range is clamped with a warning), with the labels "Min" (lower \
            left, where the mark points at 0) and "Max" (lower right, at 5). Flat: a white \
            disc with a tint mark; classic: a metal knob with a red mark and engraved labels. \
            Highlighted darkens the knob; disabled fades the control. Size: free, 140×124 by \
            default.
            """)
}
