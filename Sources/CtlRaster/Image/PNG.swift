import CPNG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// PNG encoding (our own writer over zlib, see `PNGEncoder`) and decoding (libpng's
/// simplified `png_image` API).
public enum PNG {
    /// Encodes a pixmap as an 8-bit RGBA PNG (straight alpha, un-premultiplied with rounding).
    ///
    /// `compression` picks the row filter and libdeflate's level; the default suits icons,
    /// control artwork and smooth shading alike (see `PNGCompression.standard`).
    public static func encode(_ pixmap: Pixmap, compression: PNGCompression = .standard) throws -> [UInt8] {
        try PNGEncoder(rows: compression.filter, level: Int32(compression.level)).encode(pixmap)
    }

    /// Encodes a pixmap with libpng's simplified API at libpng's defaults (adaptive row
    /// filters, zlib level 6): the reference that `ctlrender bench-png` compares with.
    public static func encodeWithLibpng(_ pixmap: Pixmap) throws -> [UInt8] {
        var straight = [UInt8](repeating: 0, count: pixmap.width * pixmap.height * 4)
        pixmap.pixels.withUnsafeBufferPointer { src in
            straight.withUnsafeMutableBufferPointer { dst in
                // src.count = width·height (Pixmap keeps it); dst holds 4 bytes for each.
                for i in 0..<src.count {
                    let c = PremultipliedColor(packed: src[i]).unpremultiplied
                    dst[4 * i] = c.r
                    dst[4 * i + 1] = c.g
                    dst[4 * i + 2] = c.b
                    dst[4 * i + 3] = c.a
                }
            }
        }
        var image = png_image()
        image.version = png_uint_32(CPNG_IMAGE_VERSION)
        image.width = png_uint_32(pixmap.width)
        image.height = png_uint_32(pixmap.height)
        image.format = CPNG_FORMAT_RGBA
        defer { png_image_free(&image) }
        let stride = png_int_32(pixmap.width * 4)
        // Room for the worst case (every row stored), so one call writes it all.
        let rowBytes = pixmap.width * 4 + 1
        var size = png_alloc_size_t(rowBytes * pixmap.height + (rowBytes * pixmap.height) / 1000 * 6 + 4096)
        var out = [UInt8](repeating: 0, count: Int(size))
        let written = straight.withUnsafeBufferPointer { buf in
            out.withUnsafeMutableBytes { dst in
                png_image_write_to_memory(&image, dst.baseAddress, &size, 0, buf.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { throw PNGError.encodeFailed(message(of: image)) }
        out.removeSubrange(Int(size)...)
        return out
    }

    /// Decodes a PNG of any colour type into a premultiplied pixmap.
    ///
    /// The size the header declares is checked against `Pixmap.maxDimension` and
    /// `RenderLimits.current.imagePixels` before any pixels are decoded.
    /// - Parameter source: names the PNG in a `LimitExceeded` error (a path, "the tint image").
    /// - Throws: `PNGError.decodeFailed`, or `LimitExceeded` (limit `imagePixels`).
    public static func decode(_ bytes: [UInt8], source: String? = nil) throws -> Pixmap {
        guard !bytes.isEmpty else { throw PNGError.decodeFailed("the data is empty") }
        var image = png_image()
        image.version = png_uint_32(CPNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        // libpng reads the bytes again in finish_read, so both calls stay inside one
        // scope where the pointer is valid.
        let pixels: [UInt32] = try bytes.withUnsafeBytes { data in
            // libpng reads within data.count bytes (not empty: checked above).
            guard png_image_begin_read_from_memory(&image, data.baseAddress, data.count) != 0 else {
                throw PNGError.decodeFailed(message(of: image))
            }
            // The header's size is checked before a byte of pixels is allocated or inflated.
            try checkDeclaredSize(width: Int(image.width), height: Int(image.height), source: source)
            image.format = CPNG_FORMAT_RGBA
            // 16-bit samples are sRGB-encoded like 8-bit ones (as browsers and cairo read
            // them); without this flag libpng takes them as linear. Set after begin_read,
            // which resets the flags.
            image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
            // Straight RGBA bytes land in the pixel array itself and are premultiplied in
            // place, so decoding holds one copy of the image, not two.
            // The size is validated above (each side ≤ 32 768), so the stride 4·width fits
            // png_int_32 and libpng writes height rows of it: exactly the w·h pixels.
            var pixels = [UInt32](repeating: 0, count: Int(image.width) * Int(image.height))
            let finished = pixels.withUnsafeMutableBytes {
                png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(Int(image.width) * 4), nil)
            }
            guard finished != 0 else { throw PNGError.decodeFailed(message(of: image)) }
            pixels.withUnsafeMutableBytes { raw in
                // `raw` holds 4 bytes for each of the w·h pixels.
                for i in 0..<(raw.count / 4) {
                    let c = Color(r: raw[4 * i], g: raw[4 * i + 1], b: raw[4 * i + 2], a: raw[4 * i + 3])
                    raw.storeBytes(of: c.premultiplied.packed, toByteOffset: 4 * i, as: UInt32.self)
                }
            }
            return pixels
        }
        return try Pixmap(width: Int(image.width), height: Int(image.height), pixels: pixels)
    }

    /// Reads and decodes a PNG file (`-` for standard input), within `RenderLimits.current`.
    ///
    /// - Throws: `InputFileError` or `LimitExceeded` (limit `inputBytes`) when the file cannot
    ///   be read, `PNGError.notAPNG` naming the path, or `LimitExceeded` (`imagePixels`).
    public static func read(path: String) throws -> Pixmap {
        let data = try InputFile.read(path: path)
        do {
            return try decode([UInt8](data), source: "'\(path)'")
        } catch PNGError.decodeFailed(let why) {
            throw PNGError.notAPNG(path: path, reason: why)
        }
    }

    /// Encodes a pixmap and writes it to `path` atomically: the bytes go to a
    /// temporary file in the same folder, which is then renamed into place, so a
    /// failed run never leaves a truncated PNG.
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        try AtomicFile.write(try encode(pixmap), to: path)
    }

    private static func message(of image: png_image) -> String {
        var msg = image.message
        let text = withUnsafeBytes(of: &msg) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return text.isEmpty ? "libpng reported an error" : text
    }
}

/// Why a PNG could not be read or written.
public enum PNGError: Error, CustomStringConvertible, Equatable {
    case encodeFailed(String)
    case decodeFailed(String)
    /// Not thrown by `PNG.read` any more, which reports an unreadable file as `InputFileError`
    /// (naming the cause); kept for callers that match it.
    case unreadable(path: String)
    case notAPNG(path: String, reason: String)

    public var description: String {
        switch self {
        case .encodeFailed(let m): return "PNG encoding failed: \(m)"
        case .decodeFailed(let m): return "not a readable PNG: \(m)"
        case .unreadable(let p): return "\(p): cannot read the file (does it exist?)"
        case .notAPNG(let p, let m): return "\(p): not a readable PNG: \(m)"
        }
    }
}

/// How `PNG.encode` compresses: the row filter and libdeflate's level.
public struct PNGCompression: Hashable, Sendable, CustomStringConvertible {
    /// PNG's row filters: one for every row, or chosen per image or per row.
    public enum Filter: String, CaseIterable, Sendable {
        case none, sub, up, paeth
        /// Per row, the filter whose output has the smallest sum of magnitudes (libpng's choice).
        case adaptive
        /// Per image: none for flat artwork (fewer distinct pixel values than a fifth of the
        /// pixels: an icon's few colours and the anti-aliased edges between them), Paeth for
        /// the rest (gradients, shadows, photographs).
        case perImage
    }

    /// libdeflate's levels: 1 (fastest) … 12 (smallest; 10 and above search for the
    /// cheapest encoding, several times slower).
    public static let levels = 1...12

    public var filter: Filter
    /// libdeflate's level (`levels`); clamped into that range.
    public var level: Int {
        didSet { level = min(Self.levels.upperBound, max(Self.levels.lowerBound, level)) }
    }

    public init(filter: Filter, level: Int) {
        self.filter = filter
        self.level = min(Self.levels.upperBound, max(Self.levels.lowerBound, level))
    }

    /// The filter chosen per image, libdeflate level 6. Against what zlib wrote before (every
    /// row Paeth, zlib level 6): 3000 icons (1000 SVGs at @1x/@2x/@3x) 0.66× the bytes, the
    /// control catalogs 0.93×, the control goldens 0.84×, with fewer instructions
    /// (Docs/measuring.md). Unfiltered rows make an icon's repeated colours repeats for deflate; Paeth
    /// keeps smooth fields as small as libpng's adaptive filters make them. Lower levels are
    /// cheaper still on icons (level 2: 0.72× the old bytes) but lose on translucent gradients:
    /// a 256×128 one is 1.28× libpng's default at level 2, 1.07× at level 6.
    public static let standard = PNGCompression(filter: .perImage, level: 6)

    public var description: String { "\(filter.rawValue)/\(level)" }
}
