/// Template images: an image that keeps only its alpha, filled with a colour or a paint
/// (UIKit's `.alwaysTemplate` rendering mode, the tab- and tool-bar icon masks).
///
/// The colour channels of the image are ignored; the result's alpha is the image's alpha
/// times the fill's.
public enum Tint {
    /// The image's alpha filled with `color`.
    ///
    /// Each pixel is the premultiplied colour scaled by the image's alpha there, each
    /// channel rounded to nearest: out = round(p · α / 255) for p in the premultiplied
    /// colour's r, g, b, a.
    public static func template(_ image: Pixmap, color: Color) -> Pixmap {
        var out = image
        let p = color.premultiplied
        out.pixels.withUnsafeMutableBufferPointer { pixels in
            // i < pixels.count: the buffer's own length.
            for i in 0..<pixels.count {
                let alpha = UInt8(truncatingIfNeeded: pixels[i] >> 24)
                pixels[i] = PremultipliedColor(r: mul255(p.r, alpha), g: mul255(p.g, alpha), b: mul255(p.b, alpha),
                                               a: mul255(p.a, alpha)).packed
            }
        }
        return out
    }
}
