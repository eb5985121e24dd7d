import CtlControls

/// `ctlrender segmented [--segments A,B,C] [--selected-index I|none] …`
enum SegmentedCommand {
    static let command = DeclaredControlCommand<SegmentedControl>(
        abstract: "Draw a segmented control (UISegmentedControl).",
        discussion: """
            Flat (iOS 7): 29 high, a 1 pt tint frame and dividers, the selected segment filled \
            with the tint, a pressed one washed with it, a disabled one faded. Classic (iOS 6): \
            --style plain (44 high, grey, the selected segment blue and depressed), bordered \
            (with a dark border), bar (30 high, blue-grey, tintable) or bezeled (44 high, small \
            titles, tintable). Each segment has its own state: selected (--selected-index), highlighted \
            (--highlighted-index, or the selected one with --state highlighted), disabled \
            (--disabled-segments, or all with --state disabled). Background images per state \
            replace the chrome (a normal one is darkened for the selected segment); each segment \
            shows its part, the caps facing its neighbours cropped.
            """)
}
