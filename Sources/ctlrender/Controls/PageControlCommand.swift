import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender page-control [--number-of-pages N] [--current-page I] …`
struct PageControlCommand: ControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "page-control",
        abstract: "Draw a page control (UIPageControl).",
        discussion: """
            One dot per page, centred in the bounds (a width larger than the dots only widens \
            the image): flat 7-point dots, classic 6, 16 points apart, in a 36-point height. The \
            natural width is UIKit's sizeForNumberOfPages. Every page gets a dot; dots beyond \
            the bounds are cut off. The default dots are white (the others translucent), so \
            give a dark --background. No state changes how it looks. A current page outside \
            the pages is clamped, with a warning.
            """)

    @OptionGroup var options: ControlOptions

    @Option(name: [.customLong("number-of-pages"), .customLong("pages")], parsing: .unconditional,
            help: ArgumentHelp("How many dots. Default: 3.", valueName: "n"), transform: Parse.integer)
    var numberOfPages: Int?

    @Option(name: [.customLong("current-page"), .customLong("current")], parsing: .unconditional,
            help: ArgumentHelp("The solid dot, counted from 0. Default: 0.", valueName: "i"), transform: Parse.integer)
    var currentPage: Int?

    @Option(help: OptionHelp.colour("The colour of the other dots. Default: white at 20 % (flat), 30 % (classic)."),
            transform: Parse.color)
    var pageIndicatorTint: Color?

    @Option(help: OptionHelp.colour("The colour of the current dot. Default: white."), transform: Parse.color)
    var currentPageIndicatorTint: Color?

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Whether a single page draws nothing (an empty image). Default: no."))
    var hidesForSinglePage: Bool?

    func apply(to control: inout PageControl) throws {
        if let numberOfPages { control.numberOfPages = numberOfPages }
        if let currentPage { control.currentPage = currentPage }
        if let pageIndicatorTint { control.pageIndicatorTint = pageIndicatorTint }
        if let currentPageIndicatorTint { control.currentPageIndicatorTint = currentPageIndicatorTint }
        if let hidesForSinglePage { control.hidesForSinglePage = hidesForSinglePage }
    }
}
