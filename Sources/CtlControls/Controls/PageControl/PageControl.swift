import CtlRaster

/// UIKit's `UIPageControl`: a row of dots, one per page, the current page's solid and the
/// others slightly transparent (Docs/sources.md#uipagecontrol).
///
/// The dots are centred in the bounds, which may be wider than the dots ("to increase the
/// target region"); the natural size is `sizeForNumberOfPages:`. Every page gets a dot, as
/// UIKit draws them (SpringBoard's limit of nine is SpringBoard's own): dots that do not fit
/// the bounds are cut off at their edges. The control has no state visuals: a disabled page
/// control looks the same.
public struct PageControl: Control {
    /// How many dots, 0 or more (negative counts are drawn as 0, with a warning). Default: 3
    /// (Interface Builder's; UIKit starts at 0).
    public var numberOfPages = 3
    /// The page whose dot is solid, from 0, clamped to the pages (with a warning). Default: 0.
    public var currentPage = 0
    /// The other dots' colour; nil for the look's translucent white. Default: nil.
    public var pageIndicatorTint: Color?
    /// The current dot's colour; nil for the look's white. Default: nil.
    public var currentPageIndicatorTint: Color?
    /// Whether a single page draws nothing (an empty image of the natural size). Default: false.
    public var hidesForSinglePage = false

    public init() {}

    public static let kind = ControlKind(
        name: "page-control",
        summary: "a page control: a row of dots, one per page, the current one solid",
        states: [.normal],
        options: options.map(\.info),
        makeDefault: { PageControl() },
        decode: { try PageControl(spec: $0) },
        samples: { _ in PageControl.samples })

    /// The pages drawn: `numberOfPages`, at least 0.
    var shownPages: Int { max(0, numberOfPages) }

    /// The current page clamped to the pages.
    var shownCurrentPage: Int { min(max(0, currentPage), max(0, shownPages - 1)) }

    /// Whether nothing is drawn: no pages, or one page hidden by `hidesForSinglePage`.
    var isHidden: Bool { shownPages == 0 || (hidesForSinglePage && shownPages == 1) }

    /// The width the dots of `pages` pages take (UIKit's `sizeForNumberOfPages:`); one dot's
    /// for no page, so that an empty page control still has a size.
    static func dotsWidth(pages: Int, metrics m: PageControlMetrics) -> Double {
        Double(max(pages, 1) - 1) * m.pitch + m.dotDiameter
    }

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let m = environment.metrics.pageControl
        return .flexible(Size(width: Self.dotsWidth(pages: shownPages, metrics: m), height: m.height))
    }

    public func validate() throws -> [String] {
        var warnings: [String] = []
        if numberOfPages < 0 {
            warnings.append("page-control: number of pages \(numberOfPages) is negative; drawn with 0")
        }
        if currentPage != shownCurrentPage {
            warnings.append("page-control: current page \(currentPage) is outside 0…\(max(0, shownPages - 1)); "
                + "drawn at \(shownCurrentPage)")
        }
        return warnings
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        guard !isHidden else { return }
        let m = environment.metrics.pageControl
        let d = m.dotDiameter
        let left = environment.snap(bounds.midX - Self.dotsWidth(pages: shownPages, metrics: m) / 2)
        let top = environment.snap(bounds.midY - d / 2)
        // Only the dots that reach into the bounds (a page count may be huge).
        let pages = Double(shownPages - 1)
        let first = Int(min(pages, max(0, ((bounds.minX - left - d) / m.pitch).rounded(.down))))
        let last = Int(min(pages, max(0, ((bounds.maxX - left) / m.pitch).rounded(.up))))
        var others = Path(), current = Path()
        for page in first...last {
            let dot = Rect(x: left + Double(page) * m.pitch, y: top, width: d, height: d)
            if page == shownCurrentPage { current.addEllipse(in: dot) } else { others.addEllipse(in: dot) }
        }
        canvas.fill(others, paint: .solid(pageIndicatorTint ?? m.pageIndicator))
        canvas.fill(current, paint: .solid(currentPageIndicatorTint ?? m.currentPageIndicator))
    }
}

extension PageControl {
    /// A page control with these values (for samples and tests).
    public init(numberOfPages: Int, currentPage: Int = 0, pageIndicatorTint: Color? = nil,
                currentPageIndicatorTint: Color? = nil, hidesForSinglePage: Bool = false) {
        self.init()
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        self.pageIndicatorTint = pageIndicatorTint
        self.currentPageIndicatorTint = currentPageIndicatorTint
        self.hidesForSinglePage = hidesForSinglePage
    }


    /// The default white dots need a dark backdrop: S1's activity-indicator backdrop, white 0.2.
    static let backdrop = Color.white(0.2)

    /// Three pages on the first; the third of five; the last of nine (SpringBoard's most);
    /// S0's grey and red dots; a single page shown, and hidden by `hidesForSinglePage`, in
    /// bounds wider than the dot.
    static var samples: [ControlSample] {
        let wide = Size(width: 48, height: 36)
        return [
            ControlSample("3 pages", PageControl(numberOfPages: 3), backdrop: backdrop),
            ControlSample("page 3 of 5", PageControl(numberOfPages: 5, currentPage: 2), backdrop: backdrop),
            ControlSample("page 9 of 9", PageControl(numberOfPages: 9, currentPage: 8), backdrop: backdrop),
            ControlSample("tinted", PageControl(numberOfPages: 4, currentPage: 1, pageIndicatorTint: .white(0.5),
                                                currentPageIndicatorTint: .redColor)),
            ControlSample("1 page", PageControl(numberOfPages: 1), backdrop: backdrop, size: wide),
            ControlSample("1 page hidden", PageControl(numberOfPages: 1, hidesForSinglePage: true),
                          backdrop: backdrop, size: wide),
        ]
    }
}
