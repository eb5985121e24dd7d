/// An anti-aliased clip: one coverage value (0…255) per canvas pixel.
///
/// A value type over an array, so the canvas' saved states share it until a
/// `clip` call writes a new one.
struct ClipMask {
    let width: Int
    let height: Int
    var coverage: [UInt8]

    /// A mask that covers nothing.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        coverage = [UInt8](repeating: 0, count: width * height)
    }

    /// Adds the coverage of a device-space path.
    mutating func add(_ path: FlatPath, rule: FillRule, scratch: RasterScratch) {
        let (w, h) = (width, height)
        coverage.withUnsafeMutableBufferPointer { buffer in
            // `coverage` holds w·h values (init); the spans lie in the w × h canvas.
            var writer = MaskWriter(values: buffer.baseAddress!, width: w, height: h)
            Rasterizer.fill(path, rule: rule, width: w, height: h, scratch: scratch, blitter: &writer)
        }
    }

    /// Calls `body` with a pointer to the mask's values, or nil for no clip.
    static func withCoverage<R>(of mask: ClipMask?, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let mask else { return body(nil) }
        // width·height > 0 values (a mask is made for a canvas, whose size is validated).
        return mask.coverage.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Multiplies by another mask of the same size (the intersection of two clips).
    mutating func intersect(with other: ClipMask) {
        precondition(other.width == width && other.height == height, "clip masks of different sizes")
        coverage.withUnsafeMutableBufferPointer { dst in
            other.coverage.withUnsafeBufferPointer { src in
                // Both hold width·height values (checked above).
                for i in 0..<dst.count {
                    dst[i] = UInt8(div255(UInt32(dst[i]) * UInt32(src[i])))
                }
            }
        }
    }
}

/// Writes coverage into an 8-bit mask (the rasterizer visits each pixel at most once per fill).
private struct MaskWriter: SpanBlitter {
    let values: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        (values + y * width + x).update(repeating: coverage, count: count)
    }

    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        (values + y * width + x).update(from: mask, count: count)
    }
}
