import CtlControls

/// `ctlrender slider [--value V] [--minimum-value V] [--maximum-value V] …`
enum SliderCommand {
    static let command = DeclaredControlCommand<Slider>(
        abstract: "Draw a slider (UISlider).",
        discussion: """
            The minimum track runs from the track's left end to the thumb's centre, the maximum \
            track from there to the right end, and the thumb is drawn on top. The height is fixed \
            by the look (flat 31 points, classic 23; a taller thumb image makes it taller); the \
            width is free (default 118). Highlighted is the pressed thumb (the classic thumb greys \
            a little; the flat one does not change); disabled fades the slider. Per-state images \
            take [STATE=]PNG and may be repeated; a state without its own image uses normal's. \
            A value outside the range is clamped, with a warning; a minimum not below the maximum \
            is an error.

            --thumb bubble draws a thumb that shows the value while it is dragged instead: a \
            40×100 image whose bar (40×20, dark grey, white outline) sits on the track, and, \
            while highlighted only, a 40-point bubble above it shaded from black (minimum) to \
            white (maximum) with the value printed as %0.1f in a grey 3-point ring. The slider \
            is then 100 high (a 40-point slider grown by 60 for the bubble).
            """)
}
