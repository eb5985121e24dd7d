import CtlRaster

/// The picker's sizes in one look (chosen; the seed's control is a plain coloured view).
struct ColorControlMetrics {
    /// The band of background colour around the field.
    var band: Double
    var cornerRadius: Double
    /// The marker's outer radius and its white ring's width.
    var markerRadius: Double
    var ringWidth: Double
    /// The marker's scale while tracking (highlighted): bigger than a fingertip's edge.
    var highlightedScale: Double
    /// Classic: gloss on the band, dark rims.
    var bevel: Bool
}

extension LookMetrics {
    /// The colour control's metrics in this look.
    var colorControl: ColorControlMetrics { look == .classic ? .classic : ColorControlMetrics.flat[appearance] }
}

extension ColorControlMetrics {
    static let flat = PerAppearance { _ in
        ColorControlMetrics(band: 4, cornerRadius: 0, markerRadius: 11, ringWidth: 3,
                                              highlightedScale: 1.5, bevel: false)
    }
    static let classic = ColorControlMetrics(band: 5, cornerRadius: 8, markerRadius: 11, ringWidth: 3,
                                             highlightedScale: 1.5, bevel: true)
}
