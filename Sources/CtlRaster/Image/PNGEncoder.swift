import CPNG

/// Writes 8-bit RGBA PNGs: our own row filtering, then libdeflate (`Deflate`) over the
/// whole image, so that the row filter and the level are ours to choose (libpng's simplified
/// API offers its default or "fast" only).
///
/// The default is `PNGCompression.standard` (the filter chosen per image, level 6); why,
/// see there.
struct PNGEncoder {
    /// PNG's per-row filters (the ones this encoder writes).
    enum Filter: UInt8, CaseIterable, Sendable {
        case none = 0
        case sub = 1
        case up = 2
        case paeth = 4
    }

    /// How rows are filtered: one filter for every row, chosen per image or per row.
    let rows: PNGCompression.Filter
    /// libdeflate's level, 1 (fastest) … 12 (smallest).
    let level: Int32

    /// The PNG file of `pixmap`: the filtered lines of the whole image compressed in one call.
    /// The memory it takes beyond the pixmap is those lines (4·width + 1 bytes a row) and the
    /// compressed stream.
    func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        let lines = filteredLines(pixmap)
        let stream = try Deflate.zlibStream(lines, level: level)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(8 + 25 + 12 + stream.count + 12)
        var header = [UInt8]()
        header.appendBigEndian(UInt32(pixmap.width))
        header.appendBigEndian(UInt32(pixmap.height))
        header += [8, 6, 0, 0, 0]   // 8 bits per sample, RGBA, deflate, adaptive filtering, no interlace
        png.appendChunk("IHDR", header[...])
        // A chunk holds less than 2³¹ bytes; split the stream to stay well below.
        var start = 0
        repeat {
            let end = min(stream.count, start + (1 << 30))
            png.appendChunk("IDAT", stream[start..<end])
            start = end
        } while start < stream.count
        png.appendChunk("IEND", [][...])
        return png
    }

    /// PNG's image data before compression: for each row its filter byte, then the row's
    /// straight-alpha RGBA filtered against the row above.
    func filteredLines(_ pixmap: Pixmap) -> [UInt8] {
        let filter: Filter? = switch rows {
        case .none: Filter.none
        case .sub: .sub
        case .up: .up
        case .paeth: .paeth
        case .adaptive: nil
        case .perImage: Self.isFlat(pixmap) ? Filter.none : .paeth
        }
        let (width, height) = (pixmap.width, pixmap.height)
        let rowBytes = width * 4, lineBytes = rowBytes + 1
        // The row above, then this row, unfiltered; the row above the first is zero.
        var rows = [UInt8](repeating: 0, count: 2 * rowBytes)
        return [UInt8](unsafeUninitializedCapacity: lineBytes * height) { lines, initialized in
            pixmap.pixels.withUnsafeBufferPointer { pixels in
                rows.withUnsafeMutableBufferPointer { rows in
                    // A valid size is positive, so both buffers have a base address. `previous`
                    // and `current` are the two rowBytes halves of `rows`; row y reads pixels
                    // y·width ..< + width (the pixmap keeps width·height); line y is bytes
                    // y·lineBytes ..< + lineBytes of `lines`, which holds height lines.
                    var (previous, current) = (rows.baseAddress!, rows.baseAddress! + rowBytes)
                    for y in 0..<height {
                        Self.unpremultiply(pixels.baseAddress! + y * width, count: width, into: current)
                        let line = lines.baseAddress! + y * lineBytes
                        // bestFilter tries the filters in the line's own rowBytes, then the chosen one is written there.
                        let chosen = filter ?? Self.bestFilter(current, previous, count: rowBytes, scratch: line + 1)
                        line[0] = chosen.rawValue
                        Self.apply(chosen, current, previous, count: rowBytes, into: line + 1)
                        swap(&previous, &current)
                    }
                }
            }
            initialized = lineBytes * height
        }
    }

    /// The most distinct pixel values `isFlat` counts: its table is at most 2²⁰ entries (4 MiB),
    /// and an image with this many colours is shading, not flat artwork, whatever its size.
    static let flatColorLimit = 1 << 19

    /// Whether the image has fewer distinct pixel values than a fifth of its pixels (and
    /// fewer than `flatColorLimit`): flat artwork, an icon's few colours and the anti-aliased
    /// edges between them, whose rows deflate best unfiltered (a colour seen before is a
    /// repeat of its four bytes; Paeth's differences at the edges are new bytes each time).
    /// Smooth shading has a colour at almost every pixel, and Paeth turns its steady steps
    /// into repeats instead.
    static func isFlat(_ pixmap: Pixmap) -> Bool {
        let count = pixmap.pixels.count
        let limit = min(count / 5, flatColorLimit)
        guard limit > 0 else { return false }
        // An open-addressing set of the values seen, at most half full; 0 (transparent) is
        // kept apart, as it marks an empty slot.
        var bits = 1
        while 1 << bits < 2 * limit { bits += 1 }
        var table = [UInt32](repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        var distinct = 0, sawZero = false
        return table.withUnsafeMutableBufferPointer { table in
            pixmap.pixels.withUnsafeBufferPointer { pixels in
                var last: UInt32? = nil
                for p in pixels {
                    // A run of one colour (most of flat artwork) costs a comparison per pixel.
                    if p == last { continue }
                    last = p
                    if p == 0 {
                        if !sawZero { sawZero = true; distinct += 1 }
                    } else {
                        // Fibonacci hashing: the top bits of p·2³²/φ. The table is never full
                        // (distinct < limit ≤ half its slots), so the probe ends; slot stays in 0...mask.
                        var slot = Int((p &* 0x9E37_79B1) >> UInt32(32 - bits)) & mask
                        while table[slot] != 0 && table[slot] != p { slot = (slot + 1) & mask }
                        if table[slot] == 0 { table[slot] = p; distinct += 1 }
                    }
                    if distinct >= limit { return false }
                }
                return true
            }
        }
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

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a chunk: its length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: ArraySlice<UInt8>) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: Array(type.utf8))
        append(contentsOf: data)
        // A chunk is at most 2³⁰ bytes plus its type (`encode` splits the stream): fits uInt.
        let crc = self[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        appendBigEndian(UInt32(crc))
    }
}
