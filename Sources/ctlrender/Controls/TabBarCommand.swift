import CtlControls

/// `ctlrender tab-bar [--item SYMBOL|PNG …] [--selected-index I] [--glow-index I] …`
enum TabBarCommand {
    static let command = DeclaredControlCommand<TabBar>(
        abstract: "Draw a tab bar: a custom one with an arrow over the selected item (the default) or UIKit's "
            + "standard one (--style standard).",
        discussion: """
            A 44-point bar — classic: the upper half a dark gradient, the lower half black; \
            flat: #F7F7F7 under a hairline — with the items side by side, each an icon mask \
            (only its alpha counts) filled grey, or, when selected, with the blue gradient \
            (classic, on an embossed plate) or the tint (flat). The glow marks an item with \
            new content (classic: a blue light at its bottom; flat: a tint dot). The arrow \
            over the selected item rises above the bar, which makes the image taller (classic \
            51, flat 48). Items: star, clock, person, magnifier and more by default. Width: \
            free, 320 by default. Every state draws the same. --style standard draws UIKit's \
            UITabBar instead: 49 points, item masks in --item-tint (unselected) and \
            --selected-image-tint (selected), a selection indicator, titles (the system items' \
            own by default); classic: the black gloss bar, a glossy plate, blue-gradient \
            selected icons; flat: the translucent light bar, the selected item in the tint.
            """)
}
