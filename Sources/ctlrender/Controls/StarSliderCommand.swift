import CtlControls

/// `ctlrender star-slider [--value N] [--pulse S] …`
enum StarSliderCommand {
    static let command = DeclaredControlCommand<StarSlider>(
        abstract: "Draw a star rating slider: five stars, the first N of them on.",
        discussion: """
            Five stars on a 25 % black backdrop, the first N "on": star i is 20×20 points \
            centred at x = 20·(1 + 1.5·(i − 1)), y = 17, in a fixed 160×34 control (room \
            for the 150 % pulse). Flat: \
            outlined and filled stars in the tint; classic: glossy gold stars (tinted when \
            --tint is given). Highlighted draws the touched star at the pulse's peak (150 %) \
            unless --pulse is given. A rating that is not an integer in 0…5 is rounded and \
            clamped with a warning.

            --frames N or --fps F draw the pulse of the rightmost "on" star: to 150 % \
            in 0.15 s and back in 0.1 s, each part ease-in-ease-out (--pulse is then not used).
            """)
}
