import CtlRaster

/// One image of an asset at one scale, encoded, with its cap insets in pixels when resizable.
struct RenderedImage: Sendable {
    var scale: Double
    var pixmap: Pixmap
    var png: [UInt8]
    var insets: PixelInsets?
}
