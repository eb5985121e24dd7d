import CtlControls

/// `ctlrender switch [--on|--off] [--on-tint C] …`
enum SwitchCommand {
    static let command = DeclaredControlCommand<Switch>(
        abstract: "Draw a switch (UISwitch).",
        discussion: """
            One size per look, whatever --size says: flat 51×31 (iOS 7: a green pill when on, \
            white in a grey outline when off, a white thumb that widens while highlighted), \
            classic 79×27 (iOS 6: blue with a white ON, light grey with a grey OFF, a grey-white \
            knob). Disabled fades the switch; selected changes nothing. The switch's own tint \
            (--off-tint, else --tint) colours the off outline (classic: the off half). \
            --on-image and --off-image are iOS 6's: the flat look ignores them, as iOS 7 does.
            """)
}
