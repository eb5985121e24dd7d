/// The size check a PNG's header must pass before its pixels are decoded.
extension PNG {
    /// Refuses a declared size that no pixmap may have: a side past `Pixmap.maxDimension`
    /// (`PNGError.decodeFailed`), or more pixels than `RenderLimits.current.imagePixels`
    /// (`LimitExceeded`, naming the PNG by `source` when given).
    ///
    /// A few hundred bytes of PNG may declare 32768×32768 pixels (4 GiB to decode), so this
    /// runs on the header alone.
    static func checkDeclaredSize(width: Int, height: Int, source: String?) throws {
        guard width > 0, height > 0 else {
            throw PNGError.decodeFailed("the header declares an empty image (\(width)×\(height))")
        }
        guard width <= Pixmap.maxDimension, height <= Pixmap.maxDimension else {
            throw PNGError.decodeFailed("the header declares \(width)×\(height) pixels, over the largest side "
                + "of \(Pixmap.maxDimension)")
        }
        let name = source.map { "the PNG \($0)" } ?? "a PNG"
        try RenderLimits.current.check(.imagePixels, width * height, for: "\(name) of \(width)×\(height)")
    }
}
