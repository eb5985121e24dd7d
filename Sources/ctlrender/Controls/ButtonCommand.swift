import CtlControls
import CtlRaster

/// `ctlrender button [--type T] [--title [STATE=]T] …`
enum ButtonCommand {
    static let command = DeclaredControlCommand<Button>(
        abstract: "Draw a button (UIButton).",
        discussion: """
            Layers, bottom to top: background colour, background image (stretched over the \
            button, nine-sliced by --background-cap-insets; in the classic look it replaces the \
            rounded-rect bezel), the glow, then the image left of the title. Options marked \
            [STATE=] are per state and repeatable: --title Play --title selected=Pause. A \
            state without an entry shows normal's, and so does a combined state \
            (highlighted+selected) without its own; images and background images taken from \
            normal are darkened while highlighted and faded while disabled.

            Flat (iOS 7): a system (or rounded-rect) button is text in the tint, 15 pt, that \
            fades while highlighted, greys while disabled and sits on a tinted plate while \
            selected; its images are drawn as templates in the tint (use --type custom to \
            keep their colours). Classic (iOS 6): a white rounded rect with a #385487 bold \
            title that fills with blue (or the tint) while highlighted or selected. Typed \
            buttons draw their standard image (flat 22×22; classic disclosure and contact \
            add 29×31, info 18×19), centred when --size is larger. Without --title or \
            --spec, system, rounded-rect and custom buttons are titled "Button".

            raised-center is the raised centre button of a tab bar (the camera or "+" button \
            standing above the bar between its items), a custom button framed to its \
            background image: a plate taller than the tab bar with a "+" (flat 64×58 in the \
            tint, classic 80×58 glossy, selection blue while highlighted), untitled unless \
            --title is given; an app centres it on the tab bar and moves it up by half the \
            height difference.

            --frames N or --fps F draw a press zoom: 1.1× about the centre in 0.2 s, \
            ease-in-ease-out. Every frame has the zoomed size (the button's plus 5 % of it on \
            each side, rounded up to whole pixels), the button centred; --state highlighted \
            draws it pressed, as it is while it zooms.
            """)
}
