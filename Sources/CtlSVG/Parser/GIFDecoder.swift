import CGIF
import CtlRaster

/// GIF images of SVG documents, decoded by giflib (Debian's libgif-dev): the first frame,
/// at its own size, as resvg draws a GIF. The logical screen's and the frame's declared sizes
/// are checked against the limits before anything is allocated for them.
enum GIFDecoder {
    static func isGIF(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
    }

    /// The image, or why not (an error with its `limit` set for one over the pixel limit).
    static func decode(_ bytes: [UInt8], source: String) -> Result<Pixmap, SVGError> {
        var out: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            // giflib reads within the `data.count` bytes it is given (cgif_read stops there).
            message.withUnsafeMutableBufferPointer { text in
                cgif_decode_first_frame(data.baseAddress, UInt(data.count), UInt(DeclaredImageSize.maxPixels),
                                        &out, &width, &height, text.baseAddress, Int32(text.count))
            }
        }
        defer { free(out) }
        let w = Int(width), h = Int(height)
        switch status {
        case 0: break
        case 2:
            let refused = DeclaredImageSize.refusal(width: w, height: h, what: "the GIF \(source)")
            return .failure(refused ?? SVGError("the GIF \(source) of \(w)×\(h) is too large", at: nil))
        default:
            let why = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(SVGError("the GIF \(source) cannot be decoded: \(why)", at: nil))
        }
        guard let out, w > 0, h > 0 else { return .failure(SVGError("the GIF \(source) is empty", at: nil)) }
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBytes { raw in
            // `out` holds w·h straight RGBA pixels, as cgif_decode_first_frame promises; `raw` as many bytes.
            raw.baseAddress!.copyMemory(from: out, byteCount: raw.count)
        }
        DeclaredImageSize.premultiply(&pixels)
        do {
            return .success(try Pixmap(width: w, height: h, pixels: pixels))
        } catch {
            return .failure(SVGError("the GIF's size is not valid: \(error)", at: nil))
        }
    }
}
