/// Writes a canvas' pending clear just ahead of the pixels another blitter draws.
///
/// Rows are contiguous in memory and the rasterizer hands out spans row by row from
/// the top, left to right, so the pixels written so far are one prefix of the canvas,
/// 0..<`written`. Before each span the gap between that prefix and the span is
/// cleared, and so is the span itself unless the blitter is about to replace its
/// pixels outright: every pixel is then written once, and while it is in the cache,
/// where a clear followed by a fill would write much of a large canvas twice. A mask
/// wholly past the prefix is blended onto the clear colour without reading its pixels,
/// where the base blitter can. A span inside the prefix just goes through, so any order
/// of spans still draws correctly.
/// `finish()` clears what is left after the last span. With a window of rows (a canvas
/// drawn in strips), the prefix starts at the window's first row and `finish()` stops at
/// its end: only the window's rows are written.
struct ClearAheadBlitter<Base: SpanBlitter>: SpanBlitter {
    var base: Base
    let pixels: UnsafeMutablePointer<UInt32>
    /// The canvas' width and height; the end of the pixels this blitter clears (the
    /// window's last row's end, width·height without a window).
    let width: Int
    let height: Int
    let count: Int
    /// The packed clear colour.
    let value: UInt32
    /// Pixels 0..<written (row-major; from the window's first row, with one) are written.
    private(set) var written = 0

    /// `rows` (within 0..<height; default all) are the rows the base may draw in, and the
    /// rows cleared: the pixels rows.lowerBound·width ..< rows.upperBound·width.
    init(_ base: Base, pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rows: Range<Int>? = nil,
         clearing value: UInt32) {
        self.base = base
        self.pixels = pixels
        self.width = width
        self.height = height
        self.count = (rows?.upperBound ?? height) * width
        self.value = value
        written = (rows?.lowerBound ?? 0) * width
    }

    @inline(__always)
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        // The span lies in the canvas, so start + count ≤ self.count: `clear` fills only
        // below it, and `finish` up to it.
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        let start = y * width + x
        clear(before: start, span: count, replaced: base.replacesPixels(coverage: coverage))
        base.blitSpan(x: x, y: y, count: count, coverage: coverage)
    }

    @inline(__always)
    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        let start = y * width + x
        if start >= written {
            // Every pixel under the mask is still to be cleared: the base blends onto the
            // clear colour without reading them back. (Reading pixels just cleared would wait
            // for the clear's stores to reach the cache at every edge of a large fill.)
            fill(upTo: start)
            if base.blitMask(x: x, y: y, mask: mask, count: count, onto: value) {
                written = start + count
                return
            }
        }
        clear(before: start, span: count, replaced: false)
        base.blitMask(x: x, y: y, mask: mask, count: count)
    }

    /// Clears the pixels after the last span.
    mutating func finish() {
        fill(upTo: count)
    }

    /// Extends the written prefix over the span of `length` pixels at `start`: clears
    /// the gap before it, and the span itself unless it is `replaced`.
    @inline(__always)
    private mutating func clear(before start: Int, span length: Int, replaced: Bool) {
        let end = start + length
        guard end > written else { return }
        fill(upTo: replaced ? start : end)
        written = end
    }

    private mutating func fill(upTo end: Int) {
        guard end > written else { return }
        fillPixels(pixels + written, value, count: end - written)
        written = end
    }
}
