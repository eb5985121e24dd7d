import CJPEG
import CtlRaster

/// JPEG images of SVG documents, decoded by libjpeg (Debian's libjpeg62-turbo, already a
/// dependency of the toolchain's image stack) into a pixmap.
enum JPEGDecoder {
    static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// The image, or a message saying why not (an error with its `limit` set for one over the
    /// pixel limit, found from the header before any pixel is decoded). `source` names it.
    static func decode(_ bytes: [UInt8], source: String) -> Result<Pixmap, SVGError> {
        let limit = min(RenderLimits.current.imagePixels, Pixmap.maxDimension * Pixmap.maxDimension)
        var out: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            // libjpeg reads within the `data.count` bytes it is given.
            message.withUnsafeMutableBufferPointer { text in
                cjpeg_decode(data.baseAddress, UInt(data.count), UInt(limit), &out, &width, &height,
                             text.baseAddress, Int32(text.count))
            }
        }
        defer { free(out) }
        switch status {
        case 0: break
        case 2:
            let w = Int(width), h = Int(height)
            guard w > 0, h > 0 else { return .failure(SVGError("the JPEG is empty", at: nil)) }
            let limit = LimitExceeded(limit: .imagePixels, requested: w * h, allowed: RenderLimits.current.imagePixels,
                                      what: "the JPEG \(source) of \(w)×\(h)")
            return .failure(SVGError(limit: limit, at: nil))
        default:
            let why = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(SVGError("the JPEG cannot be decoded: \(why)", at: nil))
        }
        guard let out, width > 0, height > 0 else { return .failure(SVGError("the JPEG is empty", at: nil)) }
        let count = Int(width) * Int(height)
        var pixels = [UInt32](repeating: 0, count: count)
        for i in 0..<count {
            // `out` holds width·height RGBA pixels (4 bytes each), as cjpeg_decode promises.
            let r = UInt32(out[4 * i]), g = UInt32(out[4 * i + 1]), b = UInt32(out[4 * i + 2])
            pixels[i] = r | g << 8 | b << 16 | 0xFF00_0000
        }
        do {
            return .success(try Pixmap(width: Int(width), height: Int(height), pixels: pixels))
        } catch {
            return .failure(SVGError("the JPEG's size is not valid: \(error)", at: nil))
        }
    }
}
