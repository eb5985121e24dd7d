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

    /// Adds the coverage of a device-space path, in `rows` only when given (a canvas drawing
    /// one strip of rows reads its clip there alone; the other rows stay as they were).
    mutating func add(_ path: FlatPath, rule: FillRule, rows: Range<Int>? = nil, scratch: RasterScratch) {
        let (w, h) = (width, height)
        coverage.withUnsafeMutableBufferPointer { buffer in
            // `coverage` holds w·h values (init); the spans lie in the w × h canvas.
            var writer = MaskWriter(values: buffer.baseAddress!, width: w, height: h)
            Rasterizer.fill(path, rule: rule, width: w, height: h, rows: rows, scratch: scratch, blitter: &writer)
        }
    }

    /// Calls `body` with a pointer to the mask's values, or nil for no clip.
    static func withCoverage<R>(of mask: ClipMask?, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let mask else { return body(nil) }
        // width·height > 0 values (a mask is made for a canvas, whose size is validated).
        return mask.coverage.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Multiplies by another mask of the same size (the intersection of two clips), in
    /// `rows` only when given (a part of 0..<height).
    mutating func intersect(with other: ClipMask, rows: Range<Int>? = nil) {
        precondition(other.width == width && other.height == height, "clip masks of different sizes")
        let rows = rows ?? 0..<height
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height, "rows outside the clip mask")
        coverage.withUnsafeMutableBufferPointer { dst in
            other.coverage.withUnsafeBufferPointer { src in
                // Both hold width·height values (checked above), and the rows lie in 0..<height.
                for i in rows.lowerBound * width ..< rows.upperBound * width {
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
