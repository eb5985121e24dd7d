import CtlControls

/// `ctlrender stepper [--value V] [--pressed minus|plus] …`
enum StepperCommand {
    static let command = DeclaredControlCommand<Stepper>(
        abstract: "Draw a stepper (UIStepper).",
        discussion: """
            Two halves, − and +, one size per look (flat 94×29: a 1 pt tint frame, divider \
            and signs, the pressed half washed with the tint; classic 94×27: grey gradient \
            halves with dark embossed signs, or glosses of --tint). A half is disabled at its \
            limit (− at the minimum, + at the maximum) unless --wraps. --pressed picks the \
            pressed half; --state highlighted without it presses +. Images given for normal \
            only are darkened in a pressed half and faded in a disabled one.
            """)
}
