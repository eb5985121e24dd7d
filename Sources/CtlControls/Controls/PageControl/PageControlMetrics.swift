import CtlRaster

/// The sizes and colours of the PageControl control in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct PageControlMetrics: Sendable {
}
