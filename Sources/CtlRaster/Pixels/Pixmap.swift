#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A rectangle of premultiplied RGBA8 pixels, rows top to bottom, no padding.
///
/// Each pixel is stored as one `UInt32` with red in the lowest byte (so the bytes in
/// memory are r, g, b, a on every little-endian machine Swift runs on).
public struct Pixmap: Hashable, Sendable {
    /// The largest width or height accepted.
    public static let maxDimension = 32_768
    /// The largest number of pixels accepted: the `imagePixels` of the limits in force.
    public static var maxPixelCount: Int { RenderLimits.current.imagePixels }

    public let width: Int
    public let height: Int
    /// The pixels, `width × height`, row-major.
    ///
    /// Their count stays `width × height`: the blitters, the image sampler, the blur, the
    /// nine-slice strips and the encoders read and write them through pointers on that
    /// promise alone, so a change of length traps here rather than corrupting memory there.
    /// (`_modify` checks after an in-place change; a `didSet` would make every change, and
    /// each draw's `withUnsafeMutableBufferPointer` of the canvas, copy the whole array.)
    public var pixels: [UInt32] {
        get { storage }
        set {
            precondition(newValue.count == width * height, "a pixmap's pixels must stay width × height")
            storage = newValue
        }
        _modify {
            yield &storage
            precondition(storage.count == width * height, "a pixmap's pixels must stay width × height")
        }
    }
    private var storage: [UInt32]

    /// A transparent pixmap.
    ///
    /// - Throws: `PixmapError.invalidSize` when a side is not positive, or
    ///   `PixmapError.tooLarge` past `maxDimension` or `maxPixelCount`.
    public init(width: Int, height: Int) throws {
        try Pixmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.storage = [UInt32](repeating: 0, count: width * height)
    }

    /// A pixmap holding the given packed premultiplied pixels.
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        try Pixmap.validate(width: width, height: height)
        guard pixels.count == width * height else {
            throw PixmapError.pixelCountMismatch(expected: width * height, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.storage = pixels
    }

    /// A pixmap of a size known to be valid with every pixel the packed `value`.
    init(validWidth width: Int, height: Int, filledWith value: UInt32) {
        self.width = width
        self.height = height
        // A valid size is positive, so the buffer (width·height) has a base address.
        storage = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            fillPixels(buffer.baseAddress!, value, count: buffer.count)
            count = buffer.count
        }
    }

    /// Checks a size against the limits without allocating.
    public static func validate(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw PixmapError.invalidSize(width: width, height: height) }
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixelCount else {
            throw PixmapError.tooLarge(width: width, height: height)
        }
    }

    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get { PremultipliedColor(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// Sets every pixel to `color`.
    public mutating func fill(_ color: Color) {
        fill(packed: color.premultiplied.packed)
    }

    /// Sets every pixel to the packed premultiplied `value`.
    mutating func fill(packed value: UInt32) {
        // The buffer's own count, width·height > 0: it has a base address.
        pixels.withUnsafeMutableBufferPointer { fillPixels($0.baseAddress!, value, count: $0.count) }
    }
}

/// Why a pixmap could not be made.
public enum PixmapError: Error, CustomStringConvertible, Equatable {
    case invalidSize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int)
    case pixelCountMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "invalid image size \(w)×\(h): width and height must be positive"
        case .tooLarge(let w, let h):
            return "image size \(w)×\(h) is too large: at most \(Pixmap.maxDimension) pixels a side "
                + "and \(Pixmap.maxPixelCount) pixels in all (raise the latter with "
                + "\(RenderLimits.Limit.imagePixels.environmentVariable)=N)"
        case .pixelCountMismatch(let expected, let actual):
            return "\(actual) pixels given for an image of \(expected)"
        }
    }
}
