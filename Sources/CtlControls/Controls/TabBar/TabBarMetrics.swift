import CtlRaster

/// The sizes and colours of the TabBar control in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct TabBarMetrics: Sendable {
}
