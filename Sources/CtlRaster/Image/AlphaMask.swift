/// An 8-bit coverage image: one value per pixel, 0 (nothing) to 255 (full), rows top to bottom.
///
/// Shadows are drawn as masks: the shape's alpha is copied out (`init(alphaOf:)`), blurred
/// (`GaussianBlur.blur(_:sigma:)`) and then used as coverage for the shadow colour.
public struct AlphaMask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The values, `width × height`, row-major.
    ///
    /// Their count stays `width × height`: the blur and the shadow compositing read and
    /// write them through pointers on that promise, so a change of length traps here
    /// (checked after an in-place change, as `Pixmap.pixels` is).
    public var values: [UInt8] {
        get { storage }
        set {
            precondition(newValue.count == width * height, "a mask's values must stay width × height")
            storage = newValue
        }
        _modify {
            yield &storage
            precondition(storage.count == width * height, "a mask's values must stay width × height")
        }
    }
    private var storage: [UInt8]

    /// An empty (all zero) mask.
    ///
    /// - Throws: `PixmapError.invalidSize` when a side is not positive, or
    ///   `PixmapError.tooLarge` past `Pixmap.maxDimension` or `Pixmap.maxPixelCount`.
    public init(width: Int, height: Int) throws {
        try Pixmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.storage = [UInt8](repeating: 0, count: width * height)
    }

    /// A mask holding the given values, row-major.
    ///
    /// - Throws: the errors of `init(width:height:)`, or `PixmapError.pixelCountMismatch`
    ///   when `values.count` is not `width × height`.
    public init(width: Int, height: Int, values: [UInt8]) throws {
        try Pixmap.validate(width: width, height: height)
        guard values.count == width * height else {
            throw PixmapError.pixelCountMismatch(expected: width * height, actual: values.count)
        }
        self.width = width
        self.height = height
        self.storage = values
    }

    /// The alpha channel of `pixmap`, same size.
    public init(alphaOf pixmap: Pixmap) {
        width = pixmap.width
        height = pixmap.height
        storage = [UInt8](unsafeUninitializedCapacity: pixmap.pixels.count) { out, count in
            // out has room for pixels.count values, all initialized here.
            pixmap.pixels.withUnsafeBufferPointer { pixels in
                for i in 0..<pixels.count { out[i] = UInt8(truncatingIfNeeded: pixels[i] >> 24) }
            }
            count = pixmap.pixels.count
        }
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }
}
