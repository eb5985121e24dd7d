import CDeflate

/// DEFLATE with libdeflate, which compresses a whole buffer in one call: PNG's image data
/// is small enough to hold (`PNGEncoder` filters every row first), and the one call lets
/// libdeflate choose its blocks over the whole image, which zlib's streaming cannot.
enum Deflate {
    /// The zlib stream (header, DEFLATE data, Adler-32) of `bytes` at libdeflate's `level`
    /// (1 … 12). The same bytes and level give the same stream on every run.
    static func zlibStream(_ bytes: [UInt8], level: Int32) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw PNGError.encodeFailed("libdeflate could not set up a compressor at level \(level) (out of memory?)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        let stream = [UInt8](unsafeUninitializedCapacity: bound) { out, written in
            // libdeflate reads bytes.count bytes of the input and writes at most out.count
            // (the bound it gave for that many, which it always fits within).
            written = bytes.withUnsafeBufferPointer { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        guard !stream.isEmpty else { throw PNGError.encodeFailed("libdeflate could not compress the image") }
        return stream
    }
}
