import CtlRaster

/// One image of an asset at one scale, with its PNG and its cap insets in pixels when resizable.
struct RenderedImage: Sendable {
    var scale: Double
    var pixmap: Pixmap
    /// The pixmap encoded; empty when the writer encodes another image made from it (Android's
    /// nine-patch of a resizable image).
    var png: [UInt8]
    var insets: PixelInsets?
}
