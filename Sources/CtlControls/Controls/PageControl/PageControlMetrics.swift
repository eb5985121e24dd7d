import CtlRaster

/// The sizes and colours of the page control in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct PageControlMetrics: Sendable {
    /// The dots' diameter, and the distance from one dot's centre to the next.
    var dotDiameter: Double
    var pitch: Double
    /// The natural height; the dots are centred in it.
    var height: Double
    /// The default colours of the other pages' dots and of the current page's.
    var pageIndicator: Color
    var currentPageIndicator: Color
}
