/// Checks, in debug builds, the promise every blitter writes pixels on: a span or mask of
/// `count` pixels from (x, y) lies in the `width × height` canvas, so that pixel offsets
/// y·width + x … y·width + x + count − 1 are inside its buffer.
///
/// The rasterizer keeps it: every span and mask lies in `Rasterizer.pixelBounds`, which is
/// clamped to the canvas; the shadow's `compositeMask` clamps its rows and columns to it.
/// `assert` is compiled out of release builds, so the blitters' loops pay nothing for it.
@inline(__always)
func assertSpanInCanvas(x: Int, y: Int, count: Int, width: Int, height: Int) {
    assert(x >= 0 && count >= 0 && x <= width - count && y >= 0 && y < height,
           "span of \(count) from (\(x), \(y)) outside a \(width) × \(height) canvas")
}
