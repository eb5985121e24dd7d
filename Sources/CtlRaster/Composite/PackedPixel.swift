import CInline
import Glibc

// Arithmetic on packed premultiplied RGBA8 pixels (r in the low byte).
//
// Two channels are multiplied at once: the red and blue bytes (mask 0x00FF00FF)
// and the green and alpha bytes sit 16 bits apart, so one 32-bit multiply by an
// 8-bit factor gives two 16-bit products that cannot carry into each other.

/// Each channel of `pixel` times `factor`/255, rounded to nearest (exact).
@inline(__always)
func scalePixel(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
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

/// `src + dst·inverse/255` on `count` pixels, four at a time with 16-bit lanes
/// (SSE2's pmullw), then one at a time for the rest. `src` is premultiplied and
/// `inverse` is 255 − its alpha, so no channel can overflow.
@inline(__always)
func sourceOverSpan(_ src: UInt32, inverse: UInt32, _ row: UnsafeMutablePointer<UInt32>, count: Int) {
    var i = 0
    if count >= 4 {
        let s = channels(src)
        let inv = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
        let raw = UnsafeMutableRawPointer(row)
        while i &+ 4 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            let lo = mulDiv255(SIMD8<UInt16>(truncatingIfNeeded: d.lowHalf), inv) &+ s
            let hi = mulDiv255(SIMD8<UInt16>(truncatingIfNeeded: d.highHalf), inv) &+ s
            raw.storeBytes(of: packBytes(lo, hi), toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            i &+= 4
        }
    }
    while i < count {
        row[i] = src &+ scalePixel(row[i], by: inverse)
        i &+= 1
    }
}

/// Source-over of `color` (premultiplied) scaled by `mask[i]`/255 onto each of `count`
/// pixels: `sourceOver(scalePixel(color, by: mask[i]), row[i])`, four pixels at a time
/// with 16-bit lanes. The same pixels as that scalar formula: a lane of coverage 0 gives
/// back its destination (d·255/255 is exact) and one of 255 the colour itself. So a last
/// group of fewer than four pixels is done four wide too, the lanes past `count` at
/// coverage 0, when `writable` (the pixels of the buffer from `row` on) lets it read and
/// write back those pixels unchanged: a mask run is mostly one to three pixels long.
@inline(__always)
func sourceOverMask(_ color: UInt32, isOpaque: Bool, _ mask: UnsafePointer<UInt8>,
                    _ row: UnsafeMutablePointer<UInt32>, count: Int, writable: Int) {
    // Four pixels in 16-bit lanes as two vectors, of their even bytes (red, blue) and
    // of their odd ones (green, alpha): a mask and a shift apart, no widening.
    let c = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD8<UInt16>.self)
    let cEven = c & 0x00FF, cOdd = c &>> 8
    let raw = UnsafeMutableRawPointer(row)
    var i = 0
    while i < count && i &+ 4 <= writable {
        let left = count &- i
        let m: UInt32
        if left >= 4 {
            m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self)
            if m == 0xFFFF_FFFF && isOpaque {
                (row + i).update(repeating: color, count: 4)
                i &+= 4
                continue
            }
        } else {
            // The mask's bytes past `count` may not exist: read only the run's.
            var bytes = UInt32(mask[i])
            if left > 1 { bytes |= UInt32(mask[i &+ 1]) << 8 }
            if left > 2 { bytes |= UInt32(mask[i &+ 2]) << 16 }
            m = bytes
        }
        if m != 0 {
            // Each pixel's coverage in its two lanes.
            let pair: UInt64 = 0x0001_0001
            let k01 = UInt64(m & 0xFF) &* pair | (UInt64((m >> 8) & 0xFF) &* pair) << 32
            let k23 = UInt64((m >> 16) & 0xFF) &* pair | (UInt64(m >> 24) &* pair) << 32
            let k = unsafeBitCast(SIMD2<UInt64>(k01, k23), to: SIMD8<UInt16>.self)
            let srcEven = mulDiv255(cEven, k), srcOdd = mulDiv255(cOdd, k)
            // 255 − each pixel's source alpha (the high lane of its odd pair), in both its lanes.
            let a = unsafeBitCast(srcOdd, to: SIMD4<UInt32>.self) &>> 16
            let inverse = 255 &- unsafeBitCast(a | a &<< 16, to: SIMD8<UInt16>.self)
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            let even = srcEven &+ mulDiv255(d & 0x00FF, inverse)
            let odd = srcOdd &+ mulDiv255(d &>> 8, inverse)
            raw.storeBytes(of: even | odd &<< 8, toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
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

/// The four channels of a packed pixel, twice: the 16-bit lanes of two such pixels.
@inline(__always)
private func channels(_ pixel: UInt32) -> SIMD8<UInt16> {
    let one = SIMD4<UInt16>(UInt16(truncatingIfNeeded: pixel & 0xFF), UInt16(truncatingIfNeeded: (pixel >> 8) & 0xFF),
                            UInt16(truncatingIfNeeded: (pixel >> 16) & 0xFF), UInt16(truncatingIfNeeded: pixel >> 24))
    return SIMD8(lowHalf: one, highHalf: one)
}

/// 16 lanes of 0…255 packed back to bytes (four pixels).
@inline(__always)
private func packBytes(_ lo: SIMD8<UInt16>, _ hi: SIMD8<UInt16>) -> SIMD16<UInt8> {
    SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: lo), highHalf: SIMD8<UInt8>(truncatingIfNeeded: hi))
}

/// x·y/255 rounded to nearest in each 16-bit lane (x, y ≤ 255).
@inline(__always)
private func mulDiv255(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &* y &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Writes `count` copies of `value` from `row`: a plain loop for short runs, where a call
/// costs more than it saves; for long ones memset when the value is one byte repeated
/// (transparent, opaque white: large buffers are then filled without being read first),
/// else glibc's vectorised wmemset.
@inline(__always)
func fillPixels(_ row: UnsafeMutablePointer<UInt32>, _ value: UInt32, count: Int) {
    if count < 256 {
        row.update(repeating: value, count: count)
    } else if value == (value & 0xFF) &* 0x0101_0101 {
        memset(row, Int32(value & 0xFF), count * 4)
    } else {
        ctl_fill32(row, value, count)
    }
}
