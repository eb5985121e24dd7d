import CtlControls

/// `ctlrender navigation-bar [--title T] [--left ITEM] [--right ITEM] [--bar-style S] …`
enum NavigationBarCommand {
    static let command = DeclaredControlCommand<NavigationBar>(
        abstract: "Draw a navigation bar (UINavigationBar): a title between two bar button items.",
        discussion: """
            44 points tall. Classic (iOS 6): the blue-grey gradient (black: a dark gloss; a tint \
            — --bar-tint or --tint — overrides the bar style), a white bold title, bordered \
            items, and the 1×3 shadow image tiled along the bottom, below the bar (the image is \
            47 points tall). Flat (iOS 7): #F7F7F7 (black: black), a hairline along the bottom, \
            a black title, items in the tint. Items: back:T, text:T, done:T, plain:T, \
            system:NAME, image:NAME|PNG|SVG. Width: free, 320 by default.
            """)
}
