import CZlib
import CtlRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Gzip-compressed documents (`.svgz`), inflated by zlib into a buffer that grows up to one
/// byte past the input limit (`RenderLimits.inputBytes`) and no further: a few kilobytes may
/// inflate to gigabytes, so the limit is checked as the bytes come out, never after.
enum Gzip {
    /// The gzip magic number (RFC 1952).
    static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x1F, 0x8B]) }

    /// The first size of the output buffer; it doubles as it fills, never past the limit + 1.
    static let firstCapacity = 1 << 16

    /// The bytes the gzip data inflates to, at most `limit` of them.
    ///
    /// - Throws: `SVGError` with its `limit` set when the data inflates past `limit` bytes (found
    ///   when the buffer of `limit` + 1 bytes fills: no more is ever allocated), and a plain
    ///   `SVGError` for data that is not gzip, is broken or is cut short.
    static func inflate(_ bytes: [UInt8], limit: Int = RenderLimits.current.inputBytes) throws(SVGError) -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflate_init_gzip(&stream) == Z_OK else { throw SVGError("zlib cannot start inflating", at: nil) }
        defer { inflateEnd(&stream) }
        // One byte past the limit is room enough to know that it was gone over.
        let most = limit + 1
        var capacity = min(firstCapacity, most)
        guard var buffer = realloc(nil, capacity)?.assumingMemoryBound(to: UInt8.self) else {
            throw SVGError("out of memory inflating the gzip-compressed document", at: nil)
        }
        defer { free(buffer) }
        var produced = 0
        var status = Z_OK
        try bytes.withUnsafeBufferPointer { (input) throws(SVGError) in
            // zlib reads the `input.count` bytes given and never writes them (the pointer is
            // mutable in its API only).
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(clamping: input.count)
            while status != Z_STREAM_END {
                if produced == capacity {
                    guard capacity < most else {
                        throw SVGError(limit: LimitExceeded(limit: .inputBytes, requested: produced, allowed: limit,
                                                            what: "the gzip-compressed document, inflated,",
                                                            isLowerBound: true), at: nil)
                    }
                    let grown = min(2 * capacity, most)
                    guard let moved = realloc(buffer, grown)?.assumingMemoryBound(to: UInt8.self) else {
                        throw SVGError("out of memory inflating the gzip-compressed document", at: nil)
                    }
                    (buffer, capacity) = (moved, grown)
                }
                // zlib writes at most `avail_out` bytes from `next_out`: the buffer's free
                // bytes, produced..<capacity.
                stream.next_out = buffer + produced
                stream.avail_out = UInt32(clamping: capacity - produced)
                let room = Int(stream.avail_out)
                status = CZlib.inflate(&stream, Z_NO_FLUSH)
                produced += room - Int(stream.avail_out)
                switch status {
                case Z_OK, Z_STREAM_END: continue
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw SVGError("the gzip-compressed document is cut short (after \(produced) bytes inflated)", at: nil)
                default:
                    let why = stream.msg.map { String(cString: $0) } ?? "zlib status \(status)"
                    throw SVGError("the gzip-compressed document is broken: \(why)", at: nil)
                }
            }
        }
        // The first `produced` bytes of the buffer are zlib's output.
        return Array(UnsafeBufferPointer(start: buffer, count: produced))
    }
}
