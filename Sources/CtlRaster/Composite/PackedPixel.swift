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
        let s = SIMD16<UInt8>(truncatingIfNeeded: SIMD4<UInt32>(repeating: src)
            .unsafeBitCast(to: SIMD16<UInt8>.self))
        let sLo = SIMD8<UInt16>(truncatingIfNeeded: s.lowHalf), sHi = SIMD8<UInt16>(truncatingIfNeeded: s.highHalf)
        let inv = SIMD8<UInt16>(repeating: UInt16(inverse))
        let raw = UnsafeMutableRawPointer(row)
        while i + 4 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD16<UInt8>.self)
            let lo = mulDiv255(SIMD8<UInt16>(truncatingIfNeeded: d.lowHalf), inv) &+ sLo
            let hi = mulDiv255(SIMD8<UInt16>(truncatingIfNeeded: d.highHalf), inv) &+ sHi
            let out = SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: lo),
                                    highHalf: SIMD8<UInt8>(truncatingIfNeeded: hi))
            raw.storeBytes(of: out, toByteOffset: i * 4, as: SIMD16<UInt8>.self)
            i += 4
        }
    }
    while i < count {
        row[i] = src &+ scalePixel(row[i], by: inverse)
        i += 1
    }
}

/// x·y/255 rounded to nearest in each 16-bit lane (x, y ≤ 255).
@inline(__always)
private func mulDiv255(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &* y &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

private extension SIMD4 where Scalar == UInt32 {
    func unsafeBitCast<T: SIMD>(to: T.Type) -> T { Swift.unsafeBitCast(self, to: T.self) }
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
