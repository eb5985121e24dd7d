import CInline

// Arithmetic on packed premultiplied RGBA8 pixels (r in the low byte).
//
// Two channels are multiplied at once: the red and blue bytes (mask 0x00FF00FF)
// and the green and alpha bytes sit 16 bits apart, so one 32-bit multiply by an
// 8-bit factor gives two 16-bit products that cannot carry into each other.

/// Each channel of `pixel` times `factor`/255, rounded to nearest (exact).
@inline(__always)
func scalePixel(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    // factor ≤ 255: each 16-bit half holds at most 255·255 + 128 + 255, so nothing carries
    // from one channel into the next and &* / &+ never wrap the word.
    var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
}

/// Source-over of premultiplied pixels: src + dst·(1 − src.alpha).
@inline(__always)
func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    src &+ scalePixel(dst, by: 255 &- (src >> 24))
}

// Four pixels at a time: a vector of eight 16-bit lanes read as two, of the pixels' even
// bytes (red, blue: `& 0x00FF`) and of their odd ones (green, alpha: `&>> 8`), so that
// each channel has the room of a 16-bit lane for SSE2's pmullw without any widening.

/// `src + dst·inverse/255` on `count` pixels, eight at a time where the target has AVX2,
/// four at a time, then the last one to three four wide too when `writable` (the pixels of
/// the buffer from `row` on) has room for the group, else one at a time. `src` is
/// premultiplied and `inverse` is 255 − its alpha, so no channel can overflow.
///
/// Reads and writes row[0..<count], and in a last group of four up to row[min(count + 3,
/// writable) − 1], unchanged past `count`.
@inline(__always)
func sourceOverSpan(_ src: UInt32, inverse: UInt32, _ row: UnsafeMutablePointer<UInt32>, count: Int,
                    writable: Int) {
    let (sEven, sOdd) = evenAndOddLanes(of: src)
    let inv = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
    let raw = UnsafeMutableRawPointer(row)
    var i = 0
    if ctl_wide_lanes() != 0 {
        // Eight pixels at a time where the target has AVX2 (a constant: the other branch is
        // compiled away): the same lanes' arithmetic, so the same bytes.
        let s8 = unsafeBitCast(SIMD8<UInt32>(repeating: src), to: SIMD16<UInt16>.self)
        let (sEven8, sOdd8) = (s8 & 0x00FF, s8 &>> 8)
        let inv8 = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
        while i &+ 8 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            raw.storeBytes(of: sourceOverEight(even: sEven8, odd: sOdd8, inverse: inv8, onto: d),
                           toByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            i &+= 8
        }
    }
    while i &+ 4 <= count {
        let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
        raw.storeBytes(of: sourceOverFour(even: sEven, odd: sOdd, inverse: inv, onto: d), toByteOffset: i &* 4,
                       as: SIMD8<UInt16>.self)
        i &+= 4
    }
    if i < count && i &+ 4 <= writable {
        // The lanes of the pixels past `count` take a source of 0 and an inverse of 255, which
        // give those pixels back unchanged (d·255/255 is exact).
        let rest = Int16(truncatingIfNeeded: count &- i)
        let keep = unsafeBitCast((SIMD8<Int16>(0, 0, 1, 1, 2, 2, 3, 3) &- rest) &>> 15, to: SIMD8<UInt16>.self)
        let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
        raw.storeBytes(of: sourceOverFour(even: sEven & keep, odd: sOdd & keep, inverse: (inv & keep) | (255 & ~keep),
                                          onto: d),
                       toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
        return
    }
    while i < count {
        row[i] = src &+ scalePixel(row[i], by: inverse)
        i &+= 1
    }
}

/// Source-over of `color` (premultiplied) scaled by `mask[i]`/255 onto each of `count`
/// pixels: `sourceOver(scalePixel(color, by: mask[i]), row[i])`, four pixels at a time.
/// The same pixels as that scalar formula: a lane of coverage 0 gives back its
/// destination (d·255/255 is exact) and one of 255 the colour itself. So a last group of
/// fewer than four pixels is done four wide too, the lanes past `count` at coverage 0,
/// when `writable` (the pixels of the buffer from `row` on) lets it read and write back
/// those pixels unchanged: a mask run is mostly one to three pixels long.
///
/// Reads mask[0..<count] (`maskWord` stops at `count`); reads and writes row[0..<count],
/// and in the last group of four up to row[min(count + 3, writable) − 1]: i + 4 ≤ writable.
@inline(__always)
func sourceOverMask(_ color: UInt32, isOpaque: Bool, _ mask: UnsafePointer<UInt8>,
                    _ row: UnsafeMutablePointer<UInt32>, count: Int, writable: Int) {
    let (cEven, cOdd) = evenAndOddLanes(of: color)
    let raw = UnsafeMutableRawPointer(row)
    var i = 0
    while i < count && i &+ 4 <= writable {
        let m = maskWord(mask, at: i, count: count)
        if m == 0xFFFF_FFFF && isOpaque {
            (row + i).update(repeating: color, count: 4)
        } else if m != 0 {
            sourceOverScaledFour(even: cEven, odd: cOdd, by: coverageLanes(m), onto: raw, at: i)
        }
        i &+= 4
    }
    // At the buffer's end: one pixel at a time.
    while i < count {
        let m = mask[i]
        if m == 255 && isOpaque {
            row[i] = color
        } else if m != 0 {
            row[i] = sourceOver(scalePixel(color, by: UInt32(m)), row[i])
        }
        i &+= 1
    }
}

/// `sourceOverMask` onto pixels that all hold `background`, whatever `row` holds: every
/// pixel is written and none is read (so a last group's lanes past `count` are written
/// `background`, when `writable` lets it be done four wide).
///
/// Reads mask[0..<count]; writes row[0..<count] and in the last group of four past it only
/// below `writable` (i + 4 ≤ writable).
@inline(__always)
func sourceOverMask(_ color: UInt32, _ mask: UnsafePointer<UInt8>, _ row: UnsafeMutablePointer<UInt32>,
                    count: Int, writable: Int, onto background: UInt32) {
    let (cEven, cOdd) = evenAndOddLanes(of: color)
    let d = unsafeBitCast(SIMD4<UInt32>(repeating: background), to: SIMD8<UInt16>.self)
    let raw = UnsafeMutableRawPointer(row)
    var i = 0
    while i < count && i &+ 4 <= writable {
        let out = sourceOverScaledFour(even: cEven, odd: cOdd, by: coverageLanes(maskWord(mask, at: i, count: count)),
                                       onto: d)
        raw.storeBytes(of: out, toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
        i &+= 4
    }
    while i < count {
        row[i] = sourceOver(scalePixel(color, by: UInt32(mask[i])), background)
        i &+= 1
    }
}

/// A packed colour's even bytes (red, blue) and odd bytes (green, alpha) in 16-bit lanes,
/// four pixels wide, as the four-pixel blends take a source.
@inline(__always)
func evenAndOddLanes(of color: UInt32) -> (even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
    let c = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD8<UInt16>.self)
    return (c & 0x00FF, c &>> 8)
}

/// `sourceOverMask` of one group of up to four pixels whose coverage is given in lanes
/// (0…255, the lanes from `count` on 0), the colour given packed and by `evenAndOddLanes`:
/// the same pixels. Four wide when `writable` ≥ 4 pixels from `row` lie in the buffer, else
/// one pixel at a time.
///
/// Reads and writes row[0..<count], and row[count..<4] (unchanged) when writable ≥ 4.
@inline(__always)
func sourceOverQuad(even: SIMD8<UInt16>, odd: SIMD8<UInt16>, color: UInt32, isOpaque: Bool,
                    coverage k: SIMD4<UInt32>, _ row: UnsafeMutablePointer<UInt32>, count: Int, writable: Int) {
    if writable >= 4 {
        if isOpaque {
            if k == SIMD4(repeating: 255) {
                row.update(repeating: color, count: 4)
            } else if k != SIMD4(repeating: 0) {
                // An opaque colour scaled by k has alpha mulDiv255(255, k) = k exactly, so
                // its inverse is 255 − k, without reading the scaled alpha back out.
                let lanes = unsafeBitCast(k | k &<< 16, to: SIMD8<UInt16>.self)
                let raw = UnsafeMutableRawPointer(row)
                let d = raw.loadUnaligned(as: SIMD8<UInt16>.self)
                raw.storeBytes(of: sourceOverFour(even: mulDiv255(even, lanes), odd: mulDiv255(odd, lanes),
                                                  inverse: 255 &- lanes, onto: d),
                               as: SIMD8<UInt16>.self)
            }
        } else if k != SIMD4(repeating: 0) {
            sourceOverScaledFour(even: even, odd: odd, by: unsafeBitCast(k | k &<< 16, to: SIMD8<UInt16>.self),
                                 onto: UnsafeMutableRawPointer(row), at: 0)
        }
        return
    }
    sourceOverOneByOne(color: color, isOpaque: isOpaque, coverage: k, row, count: count)
}

/// `sourceOverQuad`'s pixels one at a time, at the end of the buffer. Out of line: inlined, its
/// constants would be set up before every run of the sweep's quads, for a case that comes
/// once in a canvas.
@inline(never)
private func sourceOverOneByOne(color: UInt32, isOpaque: Bool, coverage k: SIMD4<UInt32>,
                                _ row: UnsafeMutablePointer<UInt32>, count: Int) {
    // count ≤ 4 pixels of row, as the caller's.
    for i in 0..<count {
        let m = k[i]
        if m == 255 && isOpaque {
            row[i] = color
        } else if m != 0 {
            row[i] = sourceOver(scalePixel(color, by: m), row[i])
        }
    }
}

/// Source-over of `sources[i]` (premultiplied) scaled by `mask[i]`/255 onto each of
/// `count` pixels, `sourceOver(scalePixel(sources[i], by: mask[i]), row[i])`, four
/// pixels at a time, a last group of fewer than four too as `sourceOverMask` does; for
/// that `sources` has room (initialized) for three pixels past `count`.
///
/// Reads sources[0..<count + 3] and mask[0..<count]; pixels as the colour's `sourceOverMask`.
@inline(__always)
func sourceOverMask(sources: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
                    _ row: UnsafeMutablePointer<UInt32>, count: Int, writable: Int) {
    let raw = UnsafeMutableRawPointer(row), src = UnsafeRawPointer(sources)
    var i = 0
    while i < count && i &+ 4 <= writable {
        let m = maskWord(mask, at: i, count: count)
        if m != 0 { sourceOverScaledFour(src, at: i, by: coverageLanes(m), onto: raw) }
        i &+= 4
    }
    while i < count {
        let m = mask[i]
        if m != 0 { row[i] = sourceOver(scalePixel(sources[i], by: UInt32(m)), row[i]) }
        i &+= 1
    }
}

/// Source-over of `sources[i]` (premultiplied) scaled by `coverage`/255 onto each of
/// `count` pixels, `sourceOver(scalePixel(sources[i], by: coverage), row[i])`, four
/// pixels at a time, then one at a time for the rest. Touches sources and row [0..<count].
@inline(__always)
func sourceOverSpan(sources: UnsafePointer<UInt32>, coverage: UInt8, _ row: UnsafeMutablePointer<UInt32>,
                    count: Int) {
    let raw = UnsafeMutableRawPointer(row), src = UnsafeRawPointer(sources)
    let k = SIMD8<UInt16>(repeating: UInt16(coverage))
    var i = 0
    if ctl_wide_lanes() != 0 {
        // Eight at a time where the target has AVX2, as the colour's `sourceOverSpan`.
        let k8 = SIMD16<UInt16>(repeating: UInt16(coverage))
        while i &+ 8 <= count {
            let s = src.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            let (even, odd) = (mulDiv255(s & 0x00FF, k8), mulDiv255(s &>> 8, k8))
            let a = unsafeBitCast(odd, to: SIMD8<UInt32>.self) &>> 16
            let inverse = 255 &- unsafeBitCast(a | a &<< 16, to: SIMD16<UInt16>.self)
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            raw.storeBytes(of: sourceOverEight(even: even, odd: odd, inverse: inverse, onto: d),
                           toByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            i &+= 8
        }
    }
    while i &+ 4 <= count {
        sourceOverScaledFour(src, at: i, by: k, onto: raw)
        i &+= 4
    }
    while i < count {
        row[i] = sourceOver(scalePixel(sources[i], by: UInt32(coverage)), row[i])
        i &+= 1
    }
}

/// Pixels i…i+3 of `raw` ← source-over of the premultiplied pixels i…i+3 of `src`
/// scaled by the coverage lanes `k`.
@inline(__always)
private func sourceOverScaledFour(_ src: UnsafeRawPointer, at i: Int, by k: SIMD8<UInt16>,
                                  onto raw: UnsafeMutableRawPointer) {
    let s = src.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
    sourceOverScaledFour(even: s & 0x00FF, odd: s &>> 8, by: k, onto: raw, at: i)
}

/// Pixels i…i+3 of `raw` ← source-over of four premultiplied sources, given by their
/// even and odd bytes, scaled by the coverage lanes `k`.
@inline(__always)
private func sourceOverScaledFour(even: SIMD8<UInt16>, odd: SIMD8<UInt16>, by k: SIMD8<UInt16>,
                                  onto raw: UnsafeMutableRawPointer, at i: Int) {
    let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
    raw.storeBytes(of: sourceOverScaledFour(even: even, odd: odd, by: k, onto: d), toByteOffset: i &* 4,
                   as: SIMD8<UInt16>.self)
}

/// Source-over of four premultiplied sources, given by their even and odd bytes and
/// scaled by the coverage lanes `k`, onto the four destination pixels `d`.
@inline(__always)
private func sourceOverScaledFour(even: SIMD8<UInt16>, odd: SIMD8<UInt16>, by k: SIMD8<UInt16>,
                                  onto d: SIMD8<UInt16>) -> SIMD8<UInt16> {
    sourceOverFour(even: mulDiv255(even, k), odd: mulDiv255(odd, k), onto: d)
}

/// Source-over of four premultiplied sources, given by their even and odd bytes, onto
/// the four destination pixels `d`.
@inline(__always)
private func sourceOverFour(even: SIMD8<UInt16>, odd: SIMD8<UInt16>, onto d: SIMD8<UInt16>) -> SIMD8<UInt16> {
    // 255 − each pixel's source alpha (the high lane of its odd pair), in both its lanes.
    let inverse = 255 &- alphaInBothLanes(odd)
    return sourceOverFour(even: even, odd: odd, inverse: inverse, onto: d)
}

/// Each pixel's alpha (the high lane of its pair in `odd`) in both lanes of the pair: the
/// shuffle SSE2 does in two instructions (pshuflw, pshufhw), where the shift, or and masks of
/// `a | a << 16` on 32-bit lanes took six.
@inline(__always)
private func alphaInBothLanes(_ odd: SIMD8<UInt16>) -> SIMD8<UInt16> {
    SIMD8(odd[1], odd[1], odd[3], odd[3], odd[5], odd[5], odd[7], odd[7])
}

/// `source + d·inverse/255` for four pixels, the sources given by their even and odd
/// bytes and `inverse` holding 255 − each source's alpha.
@inline(__always)
private func sourceOverFour(even: SIMD8<UInt16>, odd: SIMD8<UInt16>, inverse: SIMD8<UInt16>,
                            onto d: SIMD8<UInt16>) -> SIMD8<UInt16> {
    (even &+ mulDiv255(d & 0x00FF, inverse)) | (odd &+ mulDiv255(d &>> 8, inverse)) &<< 8
}

/// `sourceOverFour` on eight pixels (sixteen lanes).
@inline(__always)
private func sourceOverEight(even: SIMD16<UInt16>, odd: SIMD16<UInt16>, inverse: SIMD16<UInt16>,
                             onto d: SIMD16<UInt16>) -> SIMD16<UInt16> {
    (even &+ mulDiv255(d & 0x00FF, inverse)) | (odd &+ mulDiv255(d &>> 8, inverse)) &<< 8
}

/// The coverage bytes of `m` (four pixels, the first in the low byte), each in both of
/// its pixel's lanes.
@inline(__always)
private func coverageLanes(_ m: UInt32) -> SIMD8<UInt16> {
    // Each byte widened to its pixel's 32 bits (two unpacks with zero), then copied
    // into the upper half.
    let k = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(m, to: SIMD4<UInt8>.self))
    return unsafeBitCast(k | k &<< 16, to: SIMD8<UInt16>.self)
}

/// `mask[i]…mask[i + 3]` in one word, the first in the low byte; the bytes from `count`
/// on are 0 and not read (a mask may end there).
///
/// Read a byte at a time: the sweep has just written the mask a byte at a time, and a
/// 32-bit load over four byte stores still in the store buffer cannot take its value from
/// them — it waits for them to reach the cache, while four byte loads each take their
/// byte from the store buffer.
@inline(__always)
private func maskWord(_ mask: UnsafePointer<UInt8>, at i: Int, count: Int) -> UInt32 {
    // i < count (the callers' loop test): reads mask[i ..< min(i + 4, count)].
    let left = count &- i
    var bytes = UInt32(mask[i])
    if left > 1 { bytes |= UInt32(mask[i &+ 1]) << 8 }
    if left > 2 { bytes |= UInt32(mask[i &+ 2]) << 16 }
    if left > 3 { bytes |= UInt32(mask[i &+ 3]) << 24 }
    return bytes
}

/// x·y/255 rounded to nearest in each 16-bit lane (x, y ≤ 255): with t = x·y + 128,
/// (t + t/256)/256 as `scalePixel` computes it, which for every 16-bit t equals t·257/65536,
/// the high half of a 16-bit multiply (SSE2's pmulhuw) — one instruction for two shifts
/// and an add.
@inline(__always)
func mulDiv255(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &* y &+ 128
    return ctl_mulhi_u16x8(t, SIMD8(repeating: 257))
}

/// `mulDiv255` on sixteen lanes (one vpmulhuw with AVX2).
@inline(__always)
func mulDiv255(_ x: SIMD16<UInt16>, _ y: SIMD16<UInt16>) -> SIMD16<UInt16> {
    let t = x &* y &+ 128
    return ctl_mulhi_u16x16(t, SIMD16(repeating: 257))
}

/// Asks for the pixel two rows below `offset` ahead of its use, in a canvas of more than
/// 256 KiB. A mask is where a fill's row begins (its left edge), the first pixel of the row
/// the blitters read: in a canvas larger than the cache it misses, and the load stalls the
/// blend. The edge at the row
/// after next is most often within a cache line of the same column. A smaller canvas stays
/// in the cache, where the prefetch would only cost instructions.
@inline(__always)
func prefetchRow(after offset: Int, pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
    // A prefetch never faults, and this one is asked only inside the buffer (ahead < count);
    // width·height is a validated pixmap size, far from wrapping.
    let count = width &* height
    let ahead = offset &+ 2 &* width
    if count > 1 << 16 && ahead < count { ctl_prefetch(pixels + ahead) }
}
