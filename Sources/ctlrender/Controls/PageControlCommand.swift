import CtlControls

/// `ctlrender page-control [--number-of-pages N] [--current-page I] …`
enum PageControlCommand {
    static let command = DeclaredControlCommand<PageControl>(
        abstract: "Draw a page control (UIPageControl).",
        discussion: """
            One dot per page, centred in the bounds (a width larger than the dots only widens \
            the image): flat 7-point dots, classic 6, 16 points apart, in a 36-point height. The \
            natural width is UIKit's sizeForNumberOfPages. Every page gets a dot; dots beyond \
            the bounds are cut off. The default dots are white (the others translucent), so \
            give a dark --background. No state changes how it looks. A current page outside \
            the pages is clamped, with a warning.
            """)
}
