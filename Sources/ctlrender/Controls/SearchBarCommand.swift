import CtlControls

/// `ctlrender search-bar [--placeholder T] [--text T] [--scopes A,B,C --selected-scope N] …`
enum SearchBarCommand {
    static let command = DeclaredControlCommand<SearchBar>(
        abstract: "Draw a search bar (UISearchBar): a rounded field with a magnifier, an optional scope bar.",
        discussion: """
            44 points tall, 88 with a scope bar. Flat (iOS 7): a #C9C9CE bar, a white 28-point \
            field with 5-point corners, a grey magnifier and placeholder, the scopes as a plain \
            segmented control. Classic (iOS 6): the blue-grey gradient bar (black: a dark \
            gloss; --bar-tint or --tint colours it), a white pill-shaped field, the scopes as a \
            bar-style segmented control. With --text the field shows it and the clear button. \
            Width: free, 320 by default.
            """)
}
