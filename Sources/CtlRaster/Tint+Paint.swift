extension Tint {
    /// The image's alpha filled with `paint`, for example a gradient.
    ///
    /// The paint is drawn over the whole image, its coordinates in points of an image of
    /// `scale` pixels per point (so a gradient from (0, 0) to (0, h) spans an image h
    /// points tall), and then each pixel is scaled by the image's alpha there, rounded
    /// to nearest.
    ///
    /// - Parameter scale: Pixels of the image per point. Default: 1.
    /// - Throws: `TintError.invalidScale` when `scale` is not a positive number.
    public static func template(_ image: Pixmap, paint: Paint, scale: Double = 1) throws -> Pixmap {
        guard scale.isFinite, scale > 0 else { throw TintError.invalidScale(scale) }
        if case .solid(let color) = paint { return template(image, color: color) }
        var canvas = Canvas(pixmap: try Pixmap(width: image.width, height: image.height))
        canvas.transform = .scale(scale, scale)
        var all = Path()
        all.addRect(Rect(x: 0, y: 0, width: Double(image.width) / scale, height: Double(image.height) / scale))
        canvas.fill(all, paint: paint)
        var out = canvas.pixmap
        // `out` was made at the image's size: both hold width·height pixels.
        image.pixels.withUnsafeBufferPointer { mask in
            out.pixels.withUnsafeMutableBufferPointer { pixels in
                for i in 0..<pixels.count {
                    let alpha = UInt8(truncatingIfNeeded: mask[i] >> 24)
                    let c = PremultipliedColor(packed: pixels[i])
                    pixels[i] = PremultipliedColor(r: mul255(c.r, alpha), g: mul255(c.g, alpha),
                                                   b: mul255(c.b, alpha), a: mul255(c.a, alpha)).packed
                }
            }
        }
        return out
    }
}

/// Why an image could not be tinted.
public enum TintError: Error, CustomStringConvertible, Equatable {
    case invalidScale(Double)

    public var description: String {
        switch self {
        case .invalidScale(let s): return "the image scale must be a finite number greater than 0, not \(s)"
        }
    }
}
