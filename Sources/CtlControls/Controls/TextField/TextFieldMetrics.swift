import CtlRaster

/// The sizes and colours of the TextField control in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct TextFieldMetrics: Sendable {
}
