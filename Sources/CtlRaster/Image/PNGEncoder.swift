import CPNG

/// Writes 8-bit RGBA PNGs with zlib directly, so that the row filter and the deflate
/// level are ours to choose (libpng's simplified API offers its default or "fast" only).
///
/// The default is `PNGCompression.standard` (every row Paeth-filtered, level 6); why, see
/// there.
struct PNGEncoder {
    /// PNG's per-row filters (the ones this encoder writes).
    enum Filter: UInt8, CaseIterable, Sendable {
        case none = 0
        case sub = 1
        case up = 2
        case paeth = 4
    }

    /// The filter of every row, or nil to choose one per row (see `bestFilter`).
    let filter: Filter?
    /// zlib's level, 1 (fastest) … 9 (smallest).
    let level: Int32

    /// The PNG file of `pixmap`. Rows are filtered and compressed one at a time, so the
    /// memory it takes beyond the pixmap is a few rows and the compressed stream.
    func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        let (width, height) = (pixmap.width, pixmap.height)
        let rowBytes = width * 4
        let deflater = try Deflater(level: level)
        // Each line of the image data is its filter byte, then the filtered straight-alpha RGBA.
        var line = [UInt8](repeating: 0, count: rowBytes + 1)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var trial = [UInt8](repeating: 0, count: rowBytes)
        // Row y reads pixels y·width ..< + width (the pixmap keeps width·height); `current`,
        // `previous` and `trial` hold rowBytes = 4·width bytes, what unpremultiply, bestFilter
        // and apply touch, and `line` rowBytes + 1 (the filter byte, then rowBytes). A valid
        // size is positive, so every buffer has a base address.
        try pixmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                current.withUnsafeMutableBufferPointer { row in
                    Self.unpremultiply(pixels.baseAddress! + y * width, count: width, into: row.baseAddress!)
                }
                line.withUnsafeMutableBufferPointer { out in
                    current.withUnsafeBufferPointer { cur in
                        previous.withUnsafeBufferPointer { prev in
                            trial.withUnsafeMutableBufferPointer { scratch in
                                let (c, p) = (cur.baseAddress!, prev.baseAddress!)
                                let chosen = filter ?? Self.bestFilter(c, p, count: rowBytes, scratch: scratch.baseAddress!)
                                out[0] = chosen.rawValue
                                Self.apply(chosen, c, p, count: rowBytes, into: out.baseAddress! + 1)
                            }
                        }
                    }
                }
                try deflater.compress(line)
                swap(&previous, &current)
            }
        }
        let stream = try deflater.finish()
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]   // 8 bits per sample, RGBA, deflate, adaptive filtering, no interlace
        png.appendChunk("IHDR", header)
        // A chunk holds less than 2³¹ bytes; split the stream to stay well below.
        var start = 0
        repeat {
            let end = min(stream.count, start + (1 << 30))
            png.appendChunk("IDAT", Array(stream[start..<end]))
            start = end
        } while start < stream.count
        png.appendChunk("IEND", [])
        return png
    }

    /// ⌊2³²/a⌋ + 1 for each alpha a in 1…255 (entry 0 unused). For every n < 2¹⁶, n·m >> 32 is
    /// ⌊n/a⌋: it adds n·(m − 2³²/a)/2³² < 2⁻¹⁶ to n/a, whose fraction is at most 1 − 1/a, so it
    /// never reaches the next whole number.
    private static let reciprocals: [UInt64] = (0..<256).map { $0 == 0 ? 0 : (1 << 32) / UInt64($0) + 1 }

    /// Straight-alpha RGBA bytes of `count` premultiplied pixels, rounded to nearest: the
    /// bytes of `PremultipliedColor.unpremultiplied`, with a multiplication where it divides.
    static func unpremultiply(_ src: UnsafePointer<UInt32>, count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let reciprocals = Self.reciprocals
        for i in 0..<count {
            let p = src[i]
            let a = p >> 24
            if a == 255 || a == 0 {
                // Opaque pixels are already straight; transparent ones become all zero.
                let straight = a == 0 ? 0 : p
                // Bytes 4i…4i + 3 of the row's 4·count: one UInt32 (the row is an [UInt8]; no
                // other view of those bytes is alive while it is rebound).
                (dst + 4 * i).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = straight.littleEndian }
                continue
            }
            // (c·255 + a/2)/a as unpremultiplied rounds it; the numerator is at most 255·255 + 127 < 2¹⁶.
            let m = reciprocals[Int(a)], half = UInt64(a / 2)
            func straight(_ shift: UInt32) -> UInt8 {
                UInt8(min(255, ((UInt64(p >> shift & 0xFF) * 255 + half) * m) >> 32))
            }
            dst[4 * i] = straight(0)
            dst[4 * i + 1] = straight(8)
            dst[4 * i + 2] = straight(16)
            dst[4 * i + 3] = UInt8(a)
        }
    }

    /// The filter whose output has the smallest sum of magnitudes (bytes read as signed),
    /// libpng's heuristic: small differences make the most repeats for deflate. Ties go to
    /// the earlier of none, sub, up, paeth.
    private static func bestFilter(_ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int,
                                   scratch: UnsafeMutablePointer<UInt8>) -> Filter {
        var best = Filter.none, bestSum = Int.max
        for candidate in Filter.allCases {
            apply(candidate, cur, prev, count: count, into: scratch)
            var sum = 0
            for i in 0..<count {
                let v = Int(scratch[i])
                sum &+= v < 128 ? v : 256 - v   // ≤ 128·count: no wrap
            }
            if sum < bestSum { (best, bestSum) = (candidate, sum) }
        }
        return best
    }

    /// Filters one row of `count` bytes (4 per pixel) against the row above.
    private static func apply(_ filter: Filter, _ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>,
                              count: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch filter {
        case .none:
            out.update(from: cur, count: count)
        // Indices 0..<count of each row; i − 4 only when i ≥ 4.
        case .sub:
            for i in 0..<count { out[i] = cur[i] &- (i >= 4 ? cur[i - 4] : 0) }
        case .up:
            for i in 0..<count { out[i] = cur[i] &- prev[i] }
        case .paeth:
            // The first pixel has no left neighbours (a = c = 0), where Paeth predicts b, as up does.
            for i in 0..<min(4, count) { out[i] = cur[i] &- prev[i] }
            // 4 ≤ i < count: i − 4 is in the rows too. Branch-free, so that the loop vectorizes.
            for i in stride(from: 4, to: count, by: 1) {
                out[i] = cur[i] &- paeth(Int16(cur[i - 4]), Int16(prev[i]), Int16(prev[i - 4]))
            }
        }
    }

    /// Paeth's predictor: of a (left), b (above), c (above left), the nearest to p = a + b − c,
    /// ties to a, then b. |p − a| = |b − c|, |p − b| = |a − c|, |p − c| = |a + b − 2c|; bytes
    /// widened to 16 bits, where none of these overflows.
    @inline(__always)
    private static func paeth(_ a: Int16, _ b: Int16, _ c: Int16) -> UInt8 {
        func magnitude(_ v: Int16) -> Int16 { v < 0 ? 0 &- v : v }
        let pa = magnitude(b &- c), pb = magnitude(a &- c), pc = magnitude(a &+ b &- c &- c)
        let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        return UInt8(truncatingIfNeeded: predictor)
    }
}

/// A zlib stream (deflate, PNG's 32 KiB window) that takes its input in pieces and collects
/// what it compresses, 64 KiB at a time.
///
/// zlib keeps a pointer from its state back to the `z_stream` and checks it on every call,
/// so the `z_stream` lives in memory of its own that never moves (not in a Swift variable,
/// whose address an inout argument does not promise).
private final class Deflater {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var piece = [UInt8](repeating: 0, count: 1 << 16)
    private var output: [UInt8] = []

    init(level: Int32) throws {
        stream.initialize(to: z_stream())
        guard cpng_deflate_init(stream, level, Z_DEFAULT_STRATEGY) == Z_OK else {
            // deflateEnd (in deinit) returns an error for a stream zlib never set up and frees nothing.
            throw PNGError.encodeFailed("zlib could not start a deflate stream")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `bytes` (one PNG line, at most 4·32768 + 1 bytes: its count fits zlib's 32 bits).
    func compress(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { input in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            try run(Z_NO_FLUSH)
        }
    }

    /// Ends the stream and returns all of it.
    func finish() throws -> [UInt8] {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        try run(Z_FINISH)
        return output
    }

    /// Calls deflate until it has taken all its input (and, when finishing, written the
    /// stream's end), moving each filled piece to `output`. zlib reads only next_in's
    /// avail_in bytes and writes only next_out's avail_out.
    private func run(_ flush: Int32) throws {
        while true {
            let (status, produced) = piece.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                let status = CPNG.deflate(stream, flush)
                return (status, out.count - Int(stream.pointee.avail_out))
            }
            output.append(contentsOf: piece[..<produced])
            switch status {
            case Z_STREAM_END where flush == Z_FINISH:
                return
            case Z_OK, Z_BUF_ERROR:
                // Z_BUF_ERROR: no progress was possible, which for Z_NO_FLUSH means all input is taken.
                if flush == Z_NO_FLUSH && stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
            default:
                throw PNGError.encodeFailed("zlib could not compress the image (status \(status))")
            }
        }
    }
}

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a chunk: its length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: Array(type.utf8))
        append(contentsOf: data)
        // A chunk is at most 2³⁰ bytes plus its type (`encode` splits the stream): fits uInt.
        let crc = self[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        appendBigEndian(UInt32(crc))
    }
}
