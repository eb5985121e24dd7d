import CtlControls

/// `ctlrender pull-ribbon [--pull P] [--wiggle W] [--sway S]`
enum PullRibbonCommand {
    static let command = DeclaredControlCommand<PullRibbon>(
        abstract: "Draw a pull ribbon: a red ribbon hanging from the top edge, pulled down to trigger an action.",
        discussion: """
            A red ribbon with a notch at its bottom, hanging at x = 10 with its bottom at \
            y = 75 at rest (the rest of it above the top edge), pulled down by --pull points \
            (0…75; pulling it further than 75 triggers the action). Flat: a flat red shape; \
            classic: satin red with stitched seams and a shadow. Highlighted (touched) darkens \
            it; disabled fades it. --wiggle moves it vertically (the hint that it can be pulled: \
            10 points down and back) and --sway horizontally (a tilt of the device sways it by \
            up to ±15), for animation frames. Size: free, 64×150 by default (the travel fits). \
            Values out of range are clamped with a warning.

            --frames N or --fps F draw the wiggle: 10 points down in 0.25 s and back in \
            0.25 s, each half ease-in-ease-out (--wiggle is then not used).
            """)
}
