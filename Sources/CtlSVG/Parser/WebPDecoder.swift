import CWebP
import CtlRaster

/// WebP images of SVG documents (an animation's first frame, as resvg draws it), decoded by
/// libwebp (Debian's libwebp-dev): the header's size is checked against the limits before a
/// buffer of exactly that size is allocated and decoded into.
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
        // An animation's canvas may declare 16 777 216 pixels a side: refused before anything is allocated.
        let width = Int(features.width), height = Int(features.height)
        if let refused = DeclaredImageSize.refusal(width: width, height: height, what: "the WebP \(source)") {
            return .failure(refused)
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let decoded = bytes.withUnsafeBufferPointer { data in
            features.has_animation == 0
                ? decodeStill(data, into: &pixels, width: width)
                : decodeFirstFrame(data, into: &pixels, width: width, height: height)
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

    /// A still image into `pixels` (width × its height, straight RGBA); false when libwebp fails.
    private static func decodeStill(_ data: UnsafeBufferPointer<UInt8>, into pixels: inout [UInt32], width: Int) -> Bool {
        pixels.withUnsafeMutableBytes { out in
            // `out` is width·height·4 bytes: `height` rows of the stride 4·width that libwebp
            // writes, and it writes no more than the size given.
            WebPDecodeRGBAInto(data.baseAddress, data.count, out.baseAddress?.assumingMemoryBound(to: UInt8.self),
                               out.count, Int32(4 * width)) != nil
        }
    }

    /// An animation's first frame, at its offset on a transparent canvas of width × height (as
    /// resvg draws an animated WebP); false when the demuxer or the decoder fails.
    private static func decodeFirstFrame(_ data: UnsafeBufferPointer<UInt8>, into canvas: inout [UInt32],
                                         width: Int, height: Int) -> Bool {
        var whole = WebPData(bytes: data.baseAddress, size: data.count)
        guard let demuxer = WebPDemux(&whole) else { return false }
        defer { WebPDemuxDelete(demuxer) }
        var frame = WebPIterator()
        guard WebPDemuxGetFrame(demuxer, 1, &frame) != 0 else { return false }
        defer { WebPDemuxReleaseIterator(&frame) }
        let x = Int(frame.x_offset), y = Int(frame.y_offset), w = Int(frame.width), h = Int(frame.height)
        // The demuxer refuses frames that do not fit the canvas; checked again, as the copy relies on it.
        guard w > 0, h > 0, x >= 0, y >= 0, x + w <= width, y + h <= height else { return false }
        var pixels = [UInt32](repeating: 0, count: w * h)
        let fragment = UnsafeBufferPointer(start: frame.fragment.bytes, count: frame.fragment.size)
        guard decodeStill(fragment, into: &pixels, width: w) else { return false }
        for row in 0..<h {
            // Row `row` of the w × h frame lands at (x, y + row) inside the width × height canvas.
            canvas.replaceSubrange((y + row) * width + x ..< (y + row) * width + x + w, with: pixels[row * w ..< row * w + w])
        }
        return true
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
