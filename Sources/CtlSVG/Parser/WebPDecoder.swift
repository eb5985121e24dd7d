import CWebP
import CtlRaster

/// WebP images of SVG documents (still ones; an animation is not drawn), decoded by libwebp
/// (Debian's libwebp-dev): the header's size is checked against the limits before a buffer
/// of exactly that size is allocated and decoded into.
enum WebPDecoder {
    /// A RIFF container of form type WEBP.
    static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    /// The image, or why not (an error with its `limit` set for one over the pixel limit).
    static func decode(_ bytes: [UInt8], source: String) -> Result<Pixmap, SVGError> {
        var features = WebPBitstreamFeatures()
        // libwebp reads the header within the `count` bytes it is given.
        let status = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else {
            return .failure(SVGError("the WebP \(source) cannot be decoded: \(describe(status))", at: nil))
        }
        // The declared size first: an animation's canvas may declare 16 777 216 pixels a side.
        let width = Int(features.width), height = Int(features.height)
        if let refused = DeclaredImageSize.refusal(width: width, height: height, what: "the WebP \(source)") {
            return .failure(refused)
        }
        guard features.has_animation == 0 else {
            return .failure(SVGError("the WebP \(source) is animated, which is not supported", at: nil))
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let decoded = bytes.withUnsafeBufferPointer { data in
            pixels.withUnsafeMutableBytes { out in
                // `out` is width·height·4 bytes: `height` rows of the stride 4·width that libwebp
                // writes, and it writes no more than the size given.
                WebPDecodeRGBAInto(data.baseAddress, data.count, out.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                   out.count, Int32(4 * width)) != nil
            }
        }
        guard decoded else {
            return .failure(SVGError("the WebP \(source) cannot be decoded: its data is broken or cut short", at: nil))
        }
        DeclaredImageSize.premultiply(&pixels)
        do {
            return .success(try Pixmap(width: width, height: height, pixels: pixels))
        } catch {
            return .failure(SVGError("the WebP's size is not valid: \(error)", at: nil))
        }
    }

    private static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: return "it is cut short"
        case VP8_STATUS_UNSUPPORTED_FEATURE: return "it uses a feature libwebp does not support"
        case VP8_STATUS_BITSTREAM_ERROR: return "its header is broken"
        default: return "libwebp status \(status.rawValue)"
        }
    }
}
