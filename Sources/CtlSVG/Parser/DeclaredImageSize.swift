import CtlRaster

/// The size check a raster image's header must pass before its pixels are decoded (JPEG,
/// WebP, GIF): a few dozen bytes may declare 65535×65535 pixels, 16 GiB to decode.
enum DeclaredImageSize {
    /// The most pixels a decoder may allocate for one image: the pixel limit, and no more
    /// than a pixmap of the largest sides holds.
    static var maxPixels: Int { min(RenderLimits.current.imagePixels, Pixmap.maxDimension * Pixmap.maxDimension) }

    /// Nil when `width`×`height` may be decoded; otherwise why not: an error with its `limit`
    /// set when the image is over the pixel limit, a plain one for an empty image or a side
    /// past `Pixmap.maxDimension`. `what` names the image ("the GIF '/a/b.gif'").
    static func refusal(width: Int, height: Int, what: String) -> SVGError? {
        guard width > 0, height > 0 else { return SVGError("\(what) is empty (\(width)×\(height))", at: nil) }
        if width * height > RenderLimits.current.imagePixels {
            let limit = LimitExceeded(limit: .imagePixels, requested: width * height,
                                      allowed: RenderLimits.current.imagePixels, what: "\(what) of \(width)×\(height)")
            return SVGError(limit: limit, at: nil)
        }
        guard width <= Pixmap.maxDimension, height <= Pixmap.maxDimension else {
            return SVGError("\(what) declares \(width)×\(height) pixels, over the largest side of \(Pixmap.maxDimension)",
                            at: nil)
        }
        return nil
    }

    /// Straight RGBA bytes, in place, made premultiplied pixels (as `PNG.decode` does).
    static func premultiply(_ pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBytes { raw in
            // `raw` holds 4 bytes for each pixel.
            for i in 0..<(raw.count / 4) {
                let c = Color(r: raw[4 * i], g: raw[4 * i + 1], b: raw[4 * i + 2], a: raw[4 * i + 3])
                raw.storeBytes(of: c.premultiplied.packed, toByteOffset: 4 * i, as: UInt32.self)
            }
        }
    }
}
