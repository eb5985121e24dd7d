import CtlRaster

/// The sizes and colours of the ActivityIndicator control in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct ActivityMetrics: Sendable {
}
