import CtlControls

/// `ctlrender toolbar [--items LIST] [--position bottom|top] [--bar-style S] …`
enum ToolbarCommand {
    static let command = DeclaredControlCommand<Toolbar>(
        abstract: "Draw a toolbar (UIToolbar): items, a switch and spaces in a row.",
        discussion: """
            44 points tall. Items from the side padding with a gap between neighbours; flexible \
            spaces share the width left, so one at each end centres the rest. Classic (iOS 6): \
            the blue-grey bottom-bar gradient, white glyphs, the 1×3 shadow along the content's \
            side (above a bottom toolbar, below a top one; the image is 47 points tall). Flat \
            (iOS 7): #F7F7F7 with a hairline on that side, items in the tint. Default items: \
            flex,image:star,system:add,switch:on,image:moon,flex. Width: free, 320.
            """)
}
