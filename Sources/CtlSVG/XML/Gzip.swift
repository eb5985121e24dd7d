import CZlib
import CtlRaster

/// Gzip-compressed documents (`.svgz`), inflated by zlib in chunks that stop at the input
/// limit (`RenderLimits.inputBytes`): a few kilobytes may inflate to gigabytes, so the limit
/// is checked as the bytes come out, never after.
enum Gzip {
    /// The gzip magic number (RFC 1952).
    static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x1F, 0x8B]) }

    /// What inflate produces per step; the output grows by at most this past what it holds.
    static let chunk = 1 << 16

    /// The bytes the gzip data inflates to, at most `limit` of them.
    ///
    /// - Throws: `SVGError` with its `limit` set when the data inflates past `limit` bytes (found
    ///   by the chunk that crosses it: at most `limit` + 1 bytes are ever held), and a plain
    ///   `SVGError` for data that is not gzip, is broken or is cut short.
    static func inflate(_ bytes: [UInt8], limit: Int = RenderLimits.current.inputBytes) throws(SVGError) -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflate_init_gzip(&stream) == Z_OK else { throw SVGError("zlib cannot start inflating", at: nil) }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var status = Z_OK
        try bytes.withUnsafeBufferPointer { (input) throws(SVGError) in
            // zlib reads the `input.count` bytes given and never writes them (the pointer is
            // mutable in its API only).
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(clamping: input.count)
            while status != Z_STREAM_END {
                // One byte past the limit is room enough to know that it was gone over.
                let room = min(chunk, limit + 1 - output.count)
                let start = output.count
                output.append(contentsOf: repeatElement(0, count: room))
                status = output.withUnsafeMutableBufferPointer { out in
                    // zlib writes at most `avail_out` bytes from `next_out`: the `room` bytes
                    // just appended, out[start..<start + room].
                    stream.next_out = out.baseAddress! + start
                    stream.avail_out = UInt32(room)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                output.removeLast(Int(stream.avail_out))
                if output.count > limit {
                    throw SVGError(limit: LimitExceeded(limit: .inputBytes, requested: output.count, allowed: limit,
                                                        what: "the gzip-compressed document, inflated,",
                                                        isLowerBound: true), at: nil)
                }
                switch status {
                case Z_OK, Z_STREAM_END: continue
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw SVGError("the gzip-compressed document is cut short (after \(output.count) bytes inflated)",
                                   at: nil)
                default:
                    let why = stream.msg.map { String(cString: $0) } ?? "zlib status \(status)"
                    throw SVGError("the gzip-compressed document is broken: \(why)", at: nil)
                }
            }
        }
        return output
    }
}
