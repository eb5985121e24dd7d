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
