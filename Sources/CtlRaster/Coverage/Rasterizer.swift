// The exact-area scan converter.
//
// Coverage of a pixel is the area of the shape inside it. For a shape bounded by
// straight edges that area can be computed exactly, edge by edge, without
// sampling: walk each edge through the pixels it crosses, and record for each
// pixel (a "cell") how much the edge piece inside it contributes.
//
// Take a piece of an edge inside one pixel of row y, going down by `dy` (signed:
// +dy for a downward edge, -dy for an upward one, which is how the winding
// direction enters) and lying at mean horizontal position `fx` (0…1) inside the
// pixel. Everything to the right of the piece, within this pixel row, is inside
// by `dy` more windings than what is to its left. So the piece adds
//
//     dy · (1 - fx)   to its own pixel (the part of the pixel right of the piece),
//     dy              to every pixel further right in the row.
//
// Storing the second term as a delta in the next cell — `cells[x] += dy·(1-fx)`,
// `cells[x+1] += dy·fx` — turns "every pixel further right" into a running sum:
// the coverage of pixel x is the sum of cells[0...x]. (FreeType's ftgrays keeps
// the same two quantities as `cover` and `area` per cell; AGG and Blend2D do
// too. Folding them into one delta per cell is font-rs' formulation.)
//
// The sum is a signed winding-weighted area; the fill rule turns it into a
// coverage: nonzero takes min(|s|, 1), even-odd folds |s| into a triangle wave of
// period 2. Where edges of one contour overlap inside a single pixel this is the
// usual approximation every analytic rasterizer makes; everywhere else it is exact.
//
// Cells are Float, one per pixel of a band of rows covering the path's bounds.
// A bitmap of touched cells lets the sweep jump from edge cell to edge cell: the
// pixels in between have the running sum's constant coverage and go to the
// blitter as one span (a solid fill where that coverage is full). So the cost is
// proportional to the number of edge cells plus the number of spans, not to the
// pixels covered. The sweep zeroes the cells and bits it reads, so the buffers
// need no clearing between draws.
//
// Clipping: an edge adds only its pieces in the band's rows (each computed from the
// edge's own end points, so bands change nothing). Parts left of the canvas are moved
// onto its left edge, where they still add their winding to every pixel to the
// right; parts right of it are dropped, since they only affect pixels beyond it.

import CInline

/// Receives the spans of coverage that the rasterizer produces, row by row, left to right.
protocol SpanBlitter {
    /// `count` pixels from (x, y) all covered by `coverage` (1…255).
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8)
    /// `count` pixels from (x, y) covered by `mask[0..<count]` (0…255 each).
    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int)
    /// Whether `blitSpan` with `coverage` sets every pixel of the span without reading
    /// it (an opaque source at full coverage). Default: false.
    func replacesPixels(coverage: UInt8) -> Bool
    /// `blitMask` onto pixels that all hold `background`, whatever the buffer holds there:
    /// the pixels under the mask are written without being read, and so may be up to three
    /// pixels after it, with `background` (the caller has them pending that colour).
    /// Returns false, having written nothing, if the blitter has no such path. Default: false.
    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int, onto background: UInt32) -> Bool
    /// Whether the sweep hands this blitter the coverage of a run four pixels at a time,
    /// through `blitQuad`, rather than as one mask. Default: false.
    static var takesQuads: Bool { get }
    /// `count` pixels (1…4) from (x, y) covered by the first `count` lanes of `coverage`
    /// (0…255 each; the lanes from `count` on are 0): `blitMask` of those values. Called
    /// only when `takesQuads`; by default it goes through `blitMask`.
    mutating func blitQuad(x: Int, y: Int, coverage: SIMD4<UInt32>, count: Int)
}

extension SpanBlitter {
    func replacesPixels(coverage: UInt8) -> Bool { false }

    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int,
                           onto background: UInt32) -> Bool { false }

    static var takesQuads: Bool { false }

    mutating func blitQuad(x: Int, y: Int, coverage: SIMD4<UInt32>, count: Int) {
        // count ≤ 4 bytes of the four read.
        withUnsafeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: coverage)) { bytes in
            blitMask(x: x, y: y, mask: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
        }
    }
}

/// Exact-area anti-aliased scan conversion of straight-edged contours.
enum Rasterizer {
    /// At most this many cells in one band (128 KiB of Float), so that a large fill's
    /// cells stay in a core's L2 cache (512 KiB or more) next to the rows of pixels being
    /// written: with bands much larger than that, the sweep's cell reads miss L2.
    static let bandCellBudget = 1 << 15

    /// Fills `path` (device space; each contour closed implicitly) over the pixels
    /// [0, width) × [0, height) and sends the covered spans to `blitter`.
    ///
    /// With `shortcuts` (the default), a rectilinear path takes `fillRectilinear`, and
    /// a path inside the canvas skips the clipping of edges; both make the same calls
    /// to the blitter, and tests turn them off to compare.
    ///
    /// With `rows`, only the spans of those rows (a part of 0..<height) go to the blitter,
    /// the same spans as without it: a row's cells come from the edges' own end points
    /// whatever band holds it (see `Band`), so a canvas drawn in strips of rows, one fill
    /// per strip, gets the bytes of one fill.
    static func fill<B: SpanBlitter>(_ path: FlatPath, rule: FillRule, width: Int, height: Int,
                                     rows: Range<Int>? = nil, scratch: RasterScratch, shortcuts: Bool = true,
                                     bandCells: Int = bandCellBudget, blitter: inout B) {
        guard let extent = path.extent else { return }
        if FlatPath.isFar(extent, width: width, height: height) {
            // Coordinates far enough to overflow the edge arithmetic: the same coverage
            // from the path clipped to a pixel around the canvas (see FlatPath+Clipping).
            let near = path.clipped(to: Rect(x: -1, y: -1, width: Double(width + 2), height: Double(height + 2)))
            fill(near, rule: rule, width: width, height: height, rows: rows, scratch: scratch, shortcuts: shortcuts,
                 bandCells: bandCells, blitter: &blitter)
            return
        }
        // From here every coordinate lies within `FlatPath.farMargin` of the canvas.
        let bounds = Rect(x: extent.lo.x, y: extent.lo.y, width: extent.hi.x - extent.lo.x,
                          height: extent.hi.y - extent.lo.y)
        guard var box = pixelBounds(of: bounds, width: width, height: height) else { return }
        // The rows drawn: all of them, or the window (which keeps the box inside the canvas).
        let (firstRow, endRow) = (max(0, rows?.lowerBound ?? 0), min(height, rows?.upperBound ?? height))
        (box.y0, box.y1) = (max(box.y0, firstRow), min(box.y1, endRow))
        guard box.y0 < box.y1 else { return }
        if shortcuts && fillRectilinear(path, rule: rule, box: box, width: width, height: height,
                                        scratch: scratch, blitter: &blitter) { return }
        // Cell index 0 is column box.x0. A cell past the right edge takes the deltas of
        // edges at x = x1, and one more the "+1" delta of those.
        //
        // Bounds of the band's pointer accesses: every edge piece is placed between x0 and x1
        // (clipped, or inside the canvas and so inside the box), so a row's cells are read and
        // written at 0…stride − 1 and its touched bits at words 0…words − 1; rows are
        // 0..<bandRows. These buffers are reserved just below for stride·bandRows cells and
        // words·bandRows words, and the mask for stride values (a run is at most visibleWidth).
        let stride = box.x1 - box.x0 + 2
        let words = (stride + 63) >> 6
        let bandRows = max(1, min(box.y1 - box.y0, bandCells / stride))
        scratch.reserveCells(stride * bandRows, touchedWords: words * bandRows)
        scratch.reserveMask(stride)
        var band = Band(cells: scratch.cells, touched: scratch.touched, stride: stride, words: words,
                        x0: Double(box.x0), x1: Double(box.x1), top: box.y0, bottom: box.y1)
        let evenOdd = rule == .evenodd
        if bandRows == box.y1 - box.y0 {
            // One band. A path inside the canvas (most control artwork) needs no clipping.
            let inside = shortcuts && bounds.minX >= 0 && bounds.maxX <= Double(width)
                && bounds.minY >= Double(firstRow) && bounds.maxY <= Double(endRow)
            if inside {
                band.addEdges(of: path, clipping: false)
            } else {
                band.addEdges(of: path, clipping: true)
            }
            band.sweep(visibleWidth: box.x1 - box.x0, evenOdd: evenOdd, mask: scratch.mask, blitter: &blitter)
            return
        }
        // Several bands, each small enough for its cells to stay in the cache while its
        // pixels are written: every band walks only the edges that reach its rows.
        var edges = scratch.bandEdges
        scratch.bandEdges = BandEdges()     // so that `edges` owns its arrays
        defer { scratch.bandEdges = edges }
        edges.collect(path, top: box.y0, bottom: box.y1, bandRows: bandRows, right: Double(box.x1))
        var top = box.y0, index = 0
        while top < box.y1 {
            band.setRows(top, min(box.y1, top + bandRows))
            // A constant copy for the closure, whose fields stay in registers across edges
            // (the variable it would capture is reached through a reference).
            let current = band
            edges.forEachEdge(ofBand: index) { current.addOrientedEdge($0.xa, $0.ya, $0.xb, $0.yb, $0.dir) }
            band.sweep(visibleWidth: box.x1 - box.x0, evenOdd: evenOdd, mask: scratch.mask, blitter: &blitter)
            top += bandRows
            index += 1
        }
    }

    /// The pixel rectangle [x0, x1) × [y0, y1) that a path with finite bounds `b` can
    /// touch, or `nil` when it touches none.
    ///
    /// The rectangle lies inside the canvas: 0 ≤ x0 < x1 ≤ width and 0 ≤ y0 < y1 ≤ height.
    /// Every span and mask the rasterizer sends to a blitter lies in it, which is what
    /// keeps the blitters' pixel writes in bounds.
    static func pixelBounds(of b: Rect, width: Int, height: Int)
        -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let (minX, minY, maxX, maxY) = (b.minX, b.minY, b.maxX, b.maxY)
        // Each value is clamped to 0…width (or height) before it becomes an Int.
        let x0 = Int(max(0, min(Double(width), minX.rounded(.down))))
        let x1 = Int(max(0, min(Double(width), maxX.rounded(.up))))
        let y0 = Int(max(0, min(Double(height), minY.rounded(.down))))
        let y1 = Int(max(0, min(Double(height), maxY.rounded(.up))))
        // A contour wholly left of the canvas winds zero times around every pixel, and one
        // wholly right of it, above it or below it covers none of its pixels.
        guard x1 > 0, maxX > 0, x0 < width, y0 < y1 else { return nil }
        // A contour with no width (a vertical line) still gets one column: its edges cancel.
        return (x0, y0, max(x1, x0 + 1), y1)
    }

    /// The 8-bit coverage of a running winding-weighted area.
    ///
    /// Even-odd folds the sum into a triangle wave of period 2: its distance from the
    /// nearest even number, |s − 2k| for k = s / 2 rounded (at an odd s, halfway, either
    /// neighbour is 1 away). Every step is exact: s / 2, k and 2k are, and s − 2k is (for
    /// k ≠ 0, s lies within 1 of 2k, so within a factor of two of it: Sterbenz).
    @inline(__always)
    static func coverage(_ sum: Float, evenOdd: Bool) -> UInt8 {
        var a: Float
        if evenOdd {
            a = abs(sum - 2 * Float(ctl_round_float(sum * 0.5)))
        } else {
            a = abs(sum)
            if a > 1 { a = 1 }
        }
        return UInt8(truncatingIfNeeded: ctl_truncate_float(a * 255 + 0.5))
    }

    /// `coverage` of four sums, lane by lane: the same operations on each lane, so the same
    /// values, as long as |sum| / 2 < 2³¹ (a winding number no path comes near), where the
    /// even-odd fold's rounding is done in 32 bits rather than 64.
    @inline(__always)
    static func coverage(_ sums: SIMD4<Float>, evenOdd: Bool) -> SIMD4<UInt32> {
        var a: SIMD4<Float>
        if evenOdd {
            a = sums - 2 * SIMD4<Float>(ctl_round_float4(sums * 0.5))
            a = unsafeBitCast(unsafeBitCast(a, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)  // |a|
        } else {
            a = unsafeBitCast(unsafeBitCast(sums, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)  // |sum|
            a.replace(with: 1, where: a .> 1)
        }
        // The low byte, as UInt8(truncatingIfNeeded:) takes it (0 for a NaN lane, whose
        // truncation is INT32_MIN here and INT64_MIN in the scalar code).
        return unsafeBitCast(ctl_truncate_float4(a * 255 + 0.5), to: SIMD4<UInt32>.self) & 0xFF
    }
}

/// `Swift.min(x, y)` of two Doubles, the same value (NaN included), spelled as the compare and
/// select it is: deep in the rasterizer's inlined edge loops the compiler has left `min` and
/// `max` calls.
@inline(__always)
private func lesser(_ x: Double, _ y: Double) -> Double { y < x ? y : x }

/// `Swift.max(x, y)` of two Doubles, as `lesser` is `min`.
@inline(__always)
private func greater(_ x: Double, _ y: Double) -> Double { y >= x ? y : x }

/// A fill rule as the sweep applies it: the coverage of running sums, one or four at a
/// time. A type rather than a value, so that each rule's sweep is compiled on its own
/// without a test per cell.
private protocol CoverageRule {
    static func coverage(_ sum: Float) -> UInt8
    static func coverage(_ sums: SIMD4<Float>) -> SIMD4<UInt32>
}

private enum NonZeroCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt8 { Rasterizer.coverage(sum, evenOdd: false) }
    @inline(__always)
    static func coverage(_ sums: SIMD4<Float>) -> SIMD4<UInt32> { Rasterizer.coverage(sums, evenOdd: false) }
}

private enum EvenOddCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt8 { Rasterizer.coverage(sum, evenOdd: true) }
    @inline(__always)
    static func coverage(_ sums: SIMD4<Float>) -> SIMD4<UInt32> { Rasterizer.coverage(sums, evenOdd: true) }
}

/// The cells of a band of rows [top, bottom) and columns [x0, x1) of the canvas.
///
/// Edges are walked in canvas coordinates, whatever band they fall in: a row's piece
/// of an edge comes from the edge's own end points, never from a point where a band
/// boundary cut it, so the cells of a row do not depend on how the rows are banded.
private struct Band {
    let cells: UnsafeMutablePointer<Float>
    let touched: UnsafeMutablePointer<UInt64>
    /// Cells per row (columns + 2).
    let stride: Int
    /// Touched-bitmap words per row.
    let words: Int
    let x0: Double
    let x1: Double
    /// The band's rows: cell row 0 is canvas row `top`.
    private(set) var top = 0
    private(set) var bottom = 0
    /// `top` and `bottom` as Doubles, for the edge loop's comparisons.
    private(set) var y0 = 0.0
    private(set) var y1 = 0.0

    init(cells: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>, stride: Int, words: Int,
         x0: Double, x1: Double, top: Int, bottom: Int) {
        self.cells = cells
        self.touched = touched
        self.stride = stride
        self.words = words
        self.x0 = x0
        self.x1 = x1
        setRows(top, bottom)
    }

    /// Moves the band to rows [top, bottom).
    mutating func setRows(_ top: Int, _ bottom: Int) {
        self.top = top
        self.bottom = bottom
        y0 = Double(top)
        y1 = Double(bottom)
    }

    /// Adds the edges of every contour of `path` (each closed implicitly), clipped to
    /// the band or, without `clipping`, known to lie inside it.
    @inline(__always)
    func addEdges(of path: FlatPath, clipping: Bool) {
        // A copy the closure captures by value: the band's fields then stay in registers
        // across edges, where through `self` each edge would load them again.
        let band = self
        path.forEachEdge { a, b in
            if clipping { band.addEdge(a, b) } else { band.addInsideEdge(a, b) }
            return true
        }
    }

    /// Adds the edge from `a` to `b` (device pixels), which lies inside the band:
    /// what `addEdge` does when it has nothing to clip.
    @inline(__always)
    func addInsideEdge(_ a: Point, _ b: Point) {
        if a.y < b.y {
            addWithin(a.x, a.y, b.x, b.y, 1)
        } else if a.y > b.y {
            addWithin(b.x, b.y, a.x, a.y, -1)
        }
    }

    /// Adds the edge from `a` to `b` (device pixels), clipped to the band.
    @inline(__always)
    func addEdge(_ a: Point, _ b: Point) {
        if a.y == b.y { return }
        // Orient downwards; `dir` keeps the winding direction.
        if a.y < b.y {
            addOrientedEdge(a.x, a.y, b.x, b.y, 1)
        } else {
            addOrientedEdge(b.x, b.y, a.x, a.y, -1)
        }
    }

    /// Adds the edge going down from (xa, ya) to (xb, yb), with winding `dir` (±1),
    /// clipped to the band: rows outside it are skipped, parts left of it are moved
    /// onto its left edge, parts right of it dropped.
    @inline(__always)
    func addOrientedEdge(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        if yb <= y0 || ya >= y1 { return }
        // Cut at the left and right edges of the band.
        let lo = x0, hi = x1
        if xa <= lo && xb <= lo {
            addClipped(lo, ya, lo, yb, dir)
        } else if xa >= hi && xb >= hi {
            return
        } else if xa >= lo && xb >= lo && xa <= hi && xb <= hi {
            addClipped(xa, ya, xb, yb, dir)
        } else {
            // Cut where the edge crosses x = lo and x = hi (at most twice), then place
            // each piece: left of lo onto lo, right of hi nowhere, else as it is.
            let dxdy = (xb - xa) / (yb - ya)
            var cut1 = yb, cut2 = yb
            if (xa - lo) * (xb - lo) < 0 { cut1 = ya + (lo - xa) / dxdy }
            if (xa - hi) * (xb - hi) < 0 {
                let y = ya + (hi - xa) / dxdy
                if y < cut1 { (cut1, cut2) = (y, cut1) } else { cut2 = y }
            }
            addPiece(ya, cut1, xa, ya, dxdy, dir)
            addPiece(cut1, cut2, xa, ya, dxdy, dir)
            addPiece(cut2, yb, xa, ya, dxdy, dir)
        }
    }

    /// Adds the part between heights `s0` and `s1` of the edge through (xa, ya) with
    /// slope `dxdy`, moved onto the band's left edge if it lies left of it.
    @inline(__always)
    private func addPiece(_ s0: Double, _ s1: Double, _ xa: Double, _ ya: Double, _ dxdy: Double,
                          _ dir: Double) {
        guard s1 > s0, s1 > y0, s0 < y1 else { return }
        let mid = xa + ((s0 + s1) * 0.5 - ya) * dxdy
        if mid >= x1 { return }
        if mid <= x0 {
            addClipped(x0, s0, x0, s1, dir)
        } else {
            let p0 = lesser(x1, greater(x0, xa + (s0 - ya) * dxdy))
            let p1 = lesser(x1, greater(x0, xa + (s1 - ya) * dxdy))
            addClipped(p0, s0, p1, s1, dir)
        }
    }

    /// Accumulates the rows of the band that an edge going down from (xa, ya) to (xb, yb)
    /// crosses; the edge lies between the band's left and right edges.
    @inline(__always)
    private func addClipped(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        if ya >= y0 && yb <= y1 {
            addWithin(xa, ya, xb, yb, dir)
            return
        }
        let lxa = xa - x0, lxb = xb - x0
        // The last row the edge crosses, or the band's last row if the edge goes on below it.
        let lastRow = yb < y1 ? ceilNonNegative(yb) &- 1 : bottom &- 1
        if ya >= y0 {
            addRows(from: Int(ctl_truncate(ya)), through: lastRow, lxa, ya, lxb, yb, dir, yTop: ya, xTop: lxa)
        } else {
            // Starting above the band: its first row begins where the edge crosses y0.
            addRows(from: top, through: lastRow, lxa, ya, lxb, yb, dir, yTop: y0,
                    xTop: local(lxa + (y0 - ya) * ((lxb - lxa) / (yb - ya))))
        }
    }

    /// The band-local x where a clipped edge enters the band, kept in 0…x1 − x0 where the
    /// edge's ends are. Only a nearly flat edge leaves that range: one whose height is a few
    /// subnormals (across y = 0) has an infinite slope, and 0 · ∞ is NaN; both would index
    /// cells far outside the band. (NaN lands on 0, as `max` takes it.) The rows after the
    /// first need no clamp: such an edge ends within its first row (xBot is then xb), and
    /// any other edge crossing a row boundary is at least an ulp of 1 high, so its slope is finite.
    @inline(__always)
    private func local(_ x: Double) -> Double {
        lesser(x1 - x0, greater(0, x))
    }

    /// Accumulates an edge going down from (xa, ya) to (xb, yb) whose rows all lie in the band.
    @inline(__always)
    private func addWithin(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        // top ≤ ya < yb ≤ bottom, so rows ⌊ya⌋…⌈yb⌉ − 1 are band rows 0..<bottom − top.
        let lxa = xa - x0, lxb = xb - x0
        let row = Int(ctl_truncate(ya)), lastRow = ceilNonNegative(yb) &- 1
        if row == lastRow {
            // Within one row (most pieces of a flattened curve): the loop's one piece, without the slope.
            if yb > ya {
                let dy = (yb - ya) * dir
                addRowPiece(cells + (row &- top) &* stride, touched + (row &- top) &* words, lxa, lxb, dy,
                            perX: dy / ctl_abs(lxb - lxa))
            }
            return
        }
        addRows(from: row, through: lastRow, lxa, ya, lxb, yb, dir, yTop: ya, xTop: lxa)
    }

    /// The pieces of an edge in rows `row...lastRow`, the first one starting at (xTop, yTop).
    @inline(__always)
    private func addRows(from row: Int, through lastRow: Int, _ lxa: Double, _ ya: Double, _ lxb: Double,
                         _ yb: Double, _ dir: Double, yTop: Double, xTop: Double) {
        let dxdy = (lxb - lxa) / (yb - ya)
        // The edge's height per unit of x, signed by winding: every piece's `perX`. (Infinite
        // for a vertical edge, whose pieces never cross a column, where it is used.)
        let perX = dir * ((yb - ya) / ctl_abs(lxb - lxa))
        // The row's cells and touched bits, and its bottom as a Double, move down a row at
        // a time (adding 1 to an integral Double is exact): the same values as computing
        // them from `row`, without a multiply and a conversion per row.
        var rowCells = cells + (row &- top) &* stride
        var rowBits = touched + (row &- top) &* words
        var rowBottom = Double(row &+ 1)
        // The first row, from (xTop, yTop) down to its bottom or to the edge's end.
        var yBot = lesser(yb, rowBottom)
        var xBot = yBot == yb ? lxb : lxa + (yBot - ya) * dxdy
        if yBot > yTop {
            addRowPiece(rowCells, rowBits, xTop, xBot, (yBot - yTop) * dir, perX: perX)
        }
        guard row < lastRow else { return }
        // The rows the edge crosses from top to bottom (row + 1 ≤ lastRow < yb): each piece
        // spans the whole row, so its height is exactly 1 and its ends are the row's bounds,
        // the values the first row's general case would compute for it, without its tests.
        var r = row &+ 1
        while r < lastRow {
            rowCells += stride
            rowBits += words
            rowBottom += 1
            let xNext = lxa + (rowBottom - ya) * dxdy
            addRowPiece(rowCells, rowBits, xBot, xNext, dir, perX: perX)
            xBot = xNext
            r &+= 1
        }
        // The last row, from its top down to the edge's end or to its bottom.
        rowCells += stride
        rowBits += words
        let yTop = rowBottom
        rowBottom += 1
        yBot = lesser(yb, rowBottom)
        let xEnd = yBot == yb ? lxb : lxa + (yBot - ya) * dxdy
        if yBot > yTop {
            addRowPiece(rowCells, rowBits, xBot, xEnd, (yBot - yTop) * dir, perX: perX)
        }
    }

    /// Adds the piece of an edge inside one pixel row, whose cells start at `base` and
    /// touched bits at `bits`, from x = `xs` to x = `xe` (local to the band), spanning
    /// `dy` of the row (signed by winding). `perX` is dy / |xe − xs|, the piece's height per
    /// unit of x, which the caller knows from the edge's slope; it is used only when the
    /// piece crosses a column.
    @inline(__always)
    private func addRowPiece(_ base: UnsafeMutablePointer<Float>, _ bits: UnsafeMutablePointer<UInt64>,
                             _ xs: Double, _ xe: Double, _ dy: Double, perX: Double) {
        // `base` and `bits` start a band row (row < bandRows: the callers keep the piece in
        // the band's rows), and 0 ≤ xs, xe ≤ x1 − x0 = stride − 2 (pieces are clipped to
        // [x0, x1], or lie inside the canvas, which the box holds). So cl ≤ stride − 2 and
        // cr = ⌈xr⌉ − 1 ≤ stride − 3: cells cl…cr + 1 ≤ stride − 1 of the row, touched bits
        // likewise.
        let xl = lesser(xs, xe), xr = greater(xs, xe)
        let cl = Int(ctl_truncate(xl))
        if xr <= Double(cl &+ 1) {
            let fx = (xs + xe) * 0.5 - Double(cl)
            base[cl] += Float(dy * (1 - fx))
            base[cl &+ 1] += Float(dy * fx)
            markTouchedPair(bits, cl)
            return
        }
        // The piece crosses columns cl…cr (cr > cl). Its height in a column is its width there
        // times perX, and each column's part adds as a piece of its own (height h at mean
        // position fx in the column: h·(1 − fx) to its cell, h·fx to the next). In closed form:
        // the first column from u = xl − cl to its right side, the whole columns between (height
        // perX, centred: half to their cell and half to the next), and the last from its left
        // side to v = xr − cr, which takes the rest of dy.
        let cr = ceilNonNegative(xr) &- 1
        let u = xl - Double(cl), v = xr - Double(cr)
        let wholeColumns = cr &- cl &- 1
        let first = (1 - u) * perX
        let last = dy - first - Double(wholeColumns) * perX
        base[cl] += Float(first * (1 - u) * 0.5)
        let intoLast = last * (1 - v * 0.5)
        if wholeColumns == 0 {
            base[cl &+ 1] += Float(first * (1 + u) * 0.5 + intoLast)
        } else {
            let half = perX * 0.5
            base[cl &+ 1] += Float(first * (1 + u) * 0.5 + half)
            let whole = Float(perX)
            var c = cl &+ 2
            while c < cr {
                base[c] += whole
                c &+= 1
            }
            base[cr] += Float(half + intoLast)
        }
        base[cr &+ 1] += Float(last * v * 0.5)
        markTouched(bits, from: cl, through: cr &+ 1)
    }

    /// `markTouched(bits, from: cell, through: cell + 1)`, the common case, without its loop.
    @inline(__always)
    private func markTouchedPair(_ bits: UnsafeMutablePointer<UInt64>, _ cell: Int) {
        // `bits` starts a band row's words; cell + 1 ≤ stride − 1, so word (cell + 1) >> 6 < words.
        let (w, shift) = (cell >> 6, UInt64(cell & 63))
        if shift < 63 {
            bits[w] |= 3 << shift
        } else {
            bits[w] |= 1 << 63
            bits[w + 1] |= 1
        }
    }

    /// Sets the touched bits of cells `first...last` of the band row whose words start at `bits`.
    @inline(__always)
    private func markTouched(_ bits: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int) {
        // 0 ≤ first ≤ last ≤ stride − 1: words first >> 6 … last >> 6 < words.
        // A run of k + 1 ones (k = 0…63) is (2 << k) − 1, where for k = 63 the shift leaves 0.
        var w = first >> 6
        let lastWord = last >> 6
        if w == lastWord {
            let run: UInt64 = (2 &<< UInt64(truncatingIfNeeded: last &- first)) &- 1
            bits[w] |= run &<< UInt64(truncatingIfNeeded: first & 63)
            return
        }
        bits[w] |= ~0 &<< UInt64(truncatingIfNeeded: first & 63)
        w &+= 1
        while w < lastWord {
            bits[w] = ~0
            w &+= 1
        }
        bits[w] |= (2 &<< UInt64(truncatingIfNeeded: last & 63)) &- 1
    }

    /// Turns the band's cells into spans, row by row, and zeroes what it read.
    ///
    /// The touched bits are read a run at a time (a run: consecutive touched cells,
    /// found with two bit scans): the gap before a run has the running sum's constant
    /// coverage and goes out as one span, the run as one mask.
    func sweep<B: SpanBlitter>(visibleWidth: Int, evenOdd: Bool, mask: UnsafeMutablePointer<UInt8>,
                               blitter: inout B) {
        let (rows, firstRow) = (bottom - top, top)
        // Two copies of the loop, so that the fill rule is not tested per cell.
        if evenOdd {
            sweep(rows: rows, firstRow: firstRow, visibleWidth: visibleWidth, mask: mask, target: &blitter,
                  rule: EvenOddCoverage.self)
        } else {
            sweep(rows: rows, firstRow: firstRow, visibleWidth: visibleWidth, mask: mask, target: &blitter,
                  rule: NonZeroCoverage.self)
        }
    }

    @inline(__always)
    private func sweep<B: SpanBlitter, Rule: CoverageRule>(rows: Int, firstRow: Int, visibleWidth: Int,
                                                           mask: UnsafeMutablePointer<UInt8>, target: inout B,
                                                           rule: Rule.Type) {
        // A blitter that takes quads keeps a colour's lanes for every run: as a local copy made
        // here, in the function that runs the loops (the compiler keeps it out of line), they
        // stay in registers, where through the `inout` blitter, which the pixel writes might
        // alias as far as the compiler can tell, they are loaded again before every run. The
        // shader blitters run slower from a copy (by a quarter, radial_concentric_128), so
        // they work in place.
        if B.takesQuads {
            var blitter = target
            sweepRows(rows: rows, firstRow: firstRow, visibleWidth: visibleWidth, mask: mask, blitter: &blitter,
                      rule: rule)
            target = blitter
        } else {
            sweepRows(rows: rows, firstRow: firstRow, visibleWidth: visibleWidth, mask: mask, blitter: &target,
                      rule: rule)
        }
    }

    @inline(__always)
    private func sweepRows<B: SpanBlitter, Rule: CoverageRule>(rows: Int, firstRow: Int, visibleWidth: Int,
                                                               mask: UnsafeMutablePointer<UInt8>, blitter: inout B,
                                                               rule: Rule.Type) {
        // The band's fields as local values for the loops: through `self`, they would be
        // loaded again around every span.
        let (cells, touched, stride, words) = (self.cells, self.touched, self.stride, self.words)
        let originX = Int(x0)
        // Rows r < bottom − top ≤ bandRows of the reserved cells and bits; words w < words
        // (every read is behind a `w < words` or `w + 4 < words` test). Touched bits are set
        // only for cells < stride ≤ words·64, so a run ends at `end` ≤ stride, and the cells
        // read and zeroed are below it. A run's mask holds last − start ≤ visibleWidth
        // < stride values. Spans and masks go out in columns done…last ≤ visibleWidth of row
        // y = firstRow + r: originX + visibleWidth = box.x1 ≤ width and y < box.y1 ≤ height
        // (Rasterizer.pixelBounds), the blitters' promise.
        for r in 0..<rows {
            let base = cells + r &* stride
            let bits = touched + r &* words
            let y = firstRow &+ r
            var sum: Float = 0
            var done = 0       // cells before this one have gone to the blitter
            var w = 0
            var word = bits[0]
            bits[0] = 0
            while true {
                // The next run's first cell…
                while word == 0 {
                    w &+= 1
                    if w >= words { break }
                    word = bits[w]
                    if word == 0 {
                        // Across a wide row, the untouched words after it four at a time.
                        while w &+ 4 < words && bits[w &+ 1] | bits[w &+ 2] | bits[w &+ 3] | bits[w &+ 4] == 0 { w &+= 4 }
                        continue
                    }
                    bits[w] = 0
                }
                if word == 0 { break }
                let start = (w << 6) | word.trailingZeroBitCount
                // …and one past its last: the first untouched cell after it, maybe in a later word.
                var untouched = ~word & (~0 << UInt64(word.trailingZeroBitCount))
                while untouched == 0 {
                    w &+= 1
                    if w >= words { break }
                    word = bits[w]
                    bits[w] = 0
                    untouched = ~word
                }
                let end: Int
                if untouched == 0 {
                    end = words << 6
                    word = 0
                } else {
                    end = (w << 6) | untouched.trailingZeroBitCount
                    word &= ~0 << UInt64(untouched.trailingZeroBitCount)
                }
                // Cells from the visible width on hold only the deltas of edges right of the canvas.
                let last = min(end, visibleWidth)
                if start < last {
                    let c = Rule.coverage(sum)
                    // Where the run's quads begin: at the run, or before it, after the gap's
                    // whole groups of four (below).
                    var runStart = start
                    if c != 0 && start > done {
                        if B.takesQuads {
                            // The gap's last one to three pixels go with the run, as the first
                            // lanes of its first quad: their cells are untouched (0), so their
                            // coverage is c, and a quad of coverage c writes what a span of c
                            // writes. A span's own last group of four would store pixels that the
                            // run's first quad then loads, and a load overlapping a store still in
                            // flight in part waits for it (star_nonzero_100 drew 7 % slower).
                            let spanCount = (start &- done) & ~3
                            if spanCount > 0 {
                                blitter.blitSpan(x: originX &+ done, y: y, count: spanCount, coverage: c)
                            }
                            runStart = done &+ spanCount
                        } else {
                            blitter.blitSpan(x: originX &+ done, y: y, count: start &- done, coverage: c)
                        }
                    }
                    if B.takesQuads {
                        // Four cells at a time, their coverage straight from the sums in vector
                        // lanes (no mask in memory). The sums are added one cell at a time, in the
                        // mask loop's order, so they and the coverage are the same; a lane past
                        // the run is a sum of 0, whose coverage is 0. (Written out here: as a
                        // function the compiler has left it a call per run.)
                        var i = runStart
                        while i < last {
                            let n = last &- i
                            var s = SIMD4<Float>(repeating: 0)
                            sum += base[i]
                            s[0] = sum
                            base[i] = 0
                            if n > 1 {
                                sum += base[i &+ 1]
                                s[1] = sum
                                base[i &+ 1] = 0
                                if n > 2 {
                                    sum += base[i &+ 2]
                                    s[2] = sum
                                    base[i &+ 2] = 0
                                    if n > 3 {
                                        sum += base[i &+ 3]
                                        s[3] = sum
                                        base[i &+ 3] = 0
                                    }
                                }
                            }
                            blitter.blitQuad(x: originX &+ i, y: y, coverage: Rule.coverage(s), count: n < 4 ? n : 4)
                            i &+= 4
                        }
                    } else {
                        for i in start..<last {
                            sum += base[i]
                            base[i] = 0
                            mask[i &- start] = Rule.coverage(sum)
                        }
                        blitter.blitMask(x: originX &+ start, y: y, mask: mask, count: last &- start)
                    }
                    done = last
                }
                if end > last {
                    for i in max(start, last)..<end { base[i] = 0 }
                }
            }
            // Edges right of the canvas were dropped: what is still covered runs to its edge.
            let c = Rule.coverage(sum)
            if c != 0 && done < visibleWidth {
                blitter.blitSpan(x: originX &+ done, y: y, count: visibleWidth &- done, coverage: c)
            }
        }
    }

    /// ⌈x⌉ for 0 ≤ x < 2⁶³, without a call into libm (SSE2 has no rounding instruction).
    @inline(__always)
    private func ceilNonNegative(_ x: Double) -> Int {
        let i = Int(ctl_truncate(x))
        return Double(i) < x ? i &+ 1 : i
    }
}
