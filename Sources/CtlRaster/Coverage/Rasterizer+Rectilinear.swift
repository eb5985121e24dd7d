// Paths whose edges are all horizontal or vertical: rectangles, a butt- or
// square-capped stroke of an axis-aligned line, a frame, a bar.
//
// Such a path needs no edge walking. Horizontal edges add nothing (the
// rasterizer skips them too), and a vertical edge puts the same two deltas in
// every row it crosses wholly. So rows fall into runs between the rows where
// an edge starts or ends: within a run every row gets the same calls to the
// blitter, which are worked out once and replayed row after row. Cairo draws
// such paths as boxes for the same reason.
//
// The result is the general rasterizer's, bit for bit: the same deltas,
// computed from the same Doubles, rounded to Float and summed in the same order
// (edge order within a cell, column order along a row), then the same spans and
// masks. A row's piece of an edge spans min(yb, r + 1) − max(ya, r); every such
// difference, and x − ⌊x⌋, is exact in either coordinate system, band-local or
// canvas, so the values agree with the band's.

extension Rasterizer {
    /// More vertical edges than this go the general way: the runs' patterns cost
    /// edges × runs to build.
    static let rectilinearEdgeLimit = 32

    /// Fills `path` if it is rectilinear and its vertical edges lie on the canvas;
    /// returns whether it did. `box` is the path's pixel bounds (see `fill`).
    static func fillRectilinear<B: SpanBlitter>(_ path: FlatPath, rule: FillRule,
                                                box: (x0: Int, y0: Int, x1: Int, y1: Int), width: Int,
                                                height: Int, scratch: RasterScratch, blitter: inout B) -> Bool {
        guard isRectilinear(path, limit: rectilinearEdgeLimit) else { return false }
        var rows = RectilinearRows(storage: scratch.rectilinear)
        guard rows.collectEdges(of: path, width: Double(width), height: Double(height),
                                limit: rectilinearEdgeLimit) else { return false }
        // Every vertical edge lies on [0, width] × [0, height] (collectEdges), and the rows
        // replayed are those of the box (the path's rows, or a window of them: see
        // `Rasterizer.fill`), so 0 ≤ y < height; the calls' columns box.x0 ≤ x, x + count ≤ box.x1 ≤ width.
        scratch.reserveMask(box.x1 - box.x0 + 2)
        rows.fill(originX: box.x0, visibleWidth: box.x1 - box.x0, rows: box.y0..<box.y1, evenOdd: rule == .evenodd,
                  mask: scratch.mask, blitter: &blitter)
        return true
    }

    /// Whether every edge of `path` is horizontal or vertical, with at most `limit`
    /// vertical ones: a scan that stops at the first slanted edge, so that paths with
    /// curves pay next to nothing for the shortcut.
    static func isRectilinear(_ path: FlatPath, limit: Int) -> Bool {
        var vertical = 0
        return path.forEachEdge { a, b in
            if a.y == b.y { return true }
            guard a.x == b.x, vertical < limit else { return false }
            vertical += 1
            return true
        }
    }
}

/// The vertical edges of a rectilinear path and the blitter calls of one row.
struct RectilinearRows {
    /// A vertical edge from `top` down to `bottom` at `x`; `winding` is +1 for an
    /// edge drawn downwards, −1 for one drawn upwards.
    struct Edge {
        var x: Double
        var top: Double
        var bottom: Double
        var winding: Double
    }

    /// A blitter call of a row: a span of one coverage, or a run of the row's mask.
    struct Call {
        var x: Int
        var count: Int
        /// The span's coverage; 0 for a mask run.
        var coverage: UInt8
        /// Where the run's values start in the mask (mask runs only).
        var maskOffset: Int
    }

    /// A cell's accumulated delta.
    fileprivate struct Cell {
        var column: Int
        var delta: Float
    }

    /// Room for `Rasterizer.rectilinearEdgeLimit` edges and what a fill of them needs,
    /// allocated once (a `RasterScratch` keeps one) and used through pointers: appending to
    /// arrays cost more than the work itself, and copying arrays out of the scratch and back
    /// at every fill, a retain and a release each, about as much again.
    final class Storage {
        static let edgeCapacity = Rasterizer.rectilinearEdgeLimit
        /// The vertical edges (`edgeCapacity`).
        let edges = UnsafeMutablePointer<Edge>.allocate(capacity: edgeCapacity)
        /// Rows where some edge starts or stops covering a whole row (4 per edge).
        let breaks = UnsafeMutablePointer<Int>.allocate(capacity: 4 * edgeCapacity)
        /// The cells of one row (2 per edge).
        fileprivate let cells = UnsafeMutablePointer<Cell>.allocate(capacity: 2 * edgeCapacity)
        /// The blitter calls of one row (a span and a run per cell, and a last span).
        let calls = UnsafeMutablePointer<Call>.allocate(capacity: 4 * edgeCapacity + 1)

        init() {}

        deinit {
            edges.deallocate()
            breaks.deallocate()
            cells.deallocate()
            calls.deallocate()
        }
    }

    private let storage: Storage
    /// Edges in `storage.edges`, and calls of the last pattern in `storage.calls`.
    private var edgeCount = 0
    private var callCount = 0

    /// Rows working in `storage` (by default, their own).
    init(storage: Storage = Storage()) {
        self.storage = storage
    }

    /// Collects the vertical edges of `path` in the rasterizer's order, or returns
    /// false when an edge is slanted (or a coordinate is NaN), when a vertical edge
    /// reaches outside [0, width] × [0, height] (the band would clip it), or when
    /// there are more than `limit` vertical edges. Horizontal edges add nothing
    /// wherever they lie.
    mutating func collectEdges(of path: FlatPath, width: Double, height: Double, limit: Int) -> Bool {
        // Edges are written below count < limit ≤ edgeCapacity.
        let (edges, limit) = (storage.edges, min(limit, Storage.edgeCapacity))
        var count = 0
        defer { edgeCount = count }
        return path.forEachEdge { a, b in
            if a.y == b.y { return true }
            guard a.x == b.x, count < limit else { return false }
            let e = a.y < b.y ? Edge(x: b.x, top: a.y, bottom: b.y, winding: 1)
                              : Edge(x: b.x, top: b.y, bottom: a.y, winding: -1)
            guard e.x >= 0, e.x <= width, e.top >= 0, e.bottom <= height else { return false }
            edges[count] = e
            count += 1
            return true
        }
    }

    /// Sends the blitter the calls of every row in `window`, run of alike rows by run.
    ///
    /// A run cut by the window is built from its first row inside it: the rows of a run
    /// are alike to the bit (each edge's overlap with a row of it is 1, or nothing), so
    /// a strip of rows gets the calls the whole fill makes in those rows.
    mutating func fill<B: SpanBlitter>(originX: Int, visibleWidth: Int, rows window: Range<Int>, evenOdd: Bool,
                                       mask: UnsafeMutablePointer<UInt8>, blitter: inout B) {
        let breakCount = collectBreaks()
        guard breakCount > 1 else { return }    // no vertical edge: nothing is covered
        for k in 0..<(breakCount - 1) {
            // k + 1 < breakCount ≤ 4·edgeCapacity, the breaks collectBreaks wrote.
            let breaks = storage.breaks
            let (top, bottom) = (max(breaks[k], window.lowerBound), min(breaks[k + 1], window.upperBound))
            guard top < bottom else { continue }
            buildPattern(row: top, originX: originX, visibleWidth: visibleWidth, evenOdd: evenOdd, mask: mask)
            replay(rows: top..<bottom, mask: mask, blitter: &blitter)
        }
    }

    /// Puts in `breaks` the rows at which the set of rows an edge covers changes
    /// (⌊top⌋, ⌈top⌉, ⌊bottom⌋, ⌈bottom⌉), ascending, each once, and returns how many.
    /// Between two neighbouring breaks more than a row apart every edge covers each row
    /// wholly or not at all, so those rows are alike.
    private mutating func collectBreaks() -> Int {
        // 4 breaks per edge, at most edgeCapacity edges: n ≤ 4·edgeCapacity, the room of `breaks`.
        let (edges, b) = (storage.edges, storage.breaks)
        var n = 0
        for i in 0..<edgeCount {
            let e = edges[i]
            // Both are ≥ 0, so truncation is the floor.
            let (t, bt) = (Int(e.top), Int(e.bottom))
            b[n] = t
            b[n + 1] = Double(t) < e.top ? t + 1 : t
            b[n + 2] = bt
            b[n + 3] = Double(bt) < e.bottom ? bt + 1 : bt
            n += 4
        }
        insertionSort(b, count: n) { $0 < $1 }
        var unique = 0
        for i in 0..<n where unique == 0 || b[unique - 1] != b[i] {
            b[unique] = b[i]
            unique += 1
        }
        return unique
    }

    /// Works out the blitter calls of row `row` as the rasterizer's sweep makes them,
    /// writing mask runs one after another into `mask`.
    private mutating func buildPattern(row: Int, originX: Int, visibleWidth: Int, evenOdd: Bool,
                                       mask: UnsafeMutablePointer<UInt8>) {
        // At most 2 cells per edge (≤ 2·edgeCapacity, the room of `cells`) and, per cell, one span
        // and one mask run, plus a last span (≤ 4·edgeCapacity + 1, the room of `calls`). A cell's
        // column is ⌊e.x⌋ (+1) ≥ box.x0 (the box holds every point), distinct from the others, so
        // the mask runs, cut at visibleWidth, write fewer than visibleWidth + 2 values in all.
        let (edges, cells, calls) = (storage.edges, storage.cells, storage.calls)
        var cellCount = 0
        /// `cells[column] += delta`, the cell created (zero) when first touched.
        func add(_ delta: Float, at column: Int) {
            for i in 0..<cellCount where cells[i].column == column {
                cells[i].delta += delta
                return
            }
            cells[cellCount] = Cell(column: column, delta: 0 + delta)
            cellCount += 1
        }
        let (rowTop, rowBottom) = (Double(row), Double(row + 1))
        for k in 0..<edgeCount {
            let e = edges[k]
            let overlap = min(e.bottom, rowBottom) - max(e.top, rowTop)
            guard overlap > 0 else { continue }
            let dy = overlap * e.winding
            let column = Int(e.x)
            let fx = e.x - Double(column)
            add(Float(dy * (1 - fx)), at: column)
            add(Float(dy * fx), at: column + 1)
        }
        insertionSort(cells, count: cellCount) { $0.column < $1.column }
        var callCount = 0
        var sum: Float = 0
        var runStart = 0, runEnd = 0   // the run of touched cells, as in the sweep (local columns)
        var maskEnd = 0
        func flush() {
            guard runEnd > runStart else { return }
            calls[callCount] = Call(x: originX + runStart, count: runEnd - runStart, coverage: 0,
                                    maskOffset: maskEnd)
            callCount += 1
            maskEnd += runEnd - runStart
        }
        func span(from start: Int, to end: Int, coverage c: UInt8) {
            guard c != 0 else { return }
            calls[callCount] = Call(x: originX + start, count: end - start, coverage: c, maskOffset: 0)
            callCount += 1
        }
        for k in 0..<cellCount {
            let i = cells[k].column - originX
            if i >= visibleWidth { break }
            if i != runEnd {
                flush()
                span(from: runEnd, to: i, coverage: Rasterizer.coverage(sum, evenOdd: evenOdd))
                runStart = i
            }
            sum += cells[k].delta
            mask[maskEnd + i - runStart] = Rasterizer.coverage(sum, evenOdd: evenOdd)
            runEnd = i + 1
        }
        flush()
        if runEnd < visibleWidth {
            span(from: runEnd, to: visibleWidth, coverage: Rasterizer.coverage(sum, evenOdd: evenOdd))
        }
        self.callCount = callCount
    }

    /// Makes the calls of the last pattern for each of `rows`.
    @inline(__always)
    private func replay<B: SpanBlitter>(rows: Range<Int>, mask: UnsafeMutablePointer<UInt8>, blitter: inout B) {
        // callCount calls were written (buildPattern); a mask run's values are mask[maskOffset ..< + count].
        let calls = storage.calls
        for y in rows {
            for i in 0..<callCount {
                let call = calls[i]
                if call.coverage == 0 {
                    blitter.blitMask(x: call.x, y: y, mask: mask + call.maskOffset, count: call.count)
                } else {
                    blitter.blitSpan(x: call.x, y: y, count: call.count, coverage: call.coverage)
                }
            }
        }
    }
}

/// Sorts a few elements in place (stable), where the library's sort would cost more
/// than the work around it.
@inline(__always)
private func insertionSort<T>(_ a: UnsafeMutablePointer<T>, count: Int, by areInOrder: (T, T) -> Bool) {
    // Reads and writes a[0..<count]: the callers pass their buffer's filled prefix.
    guard count > 1 else { return }
    for i in 1..<count {
        let x = a[i]
        var j = i
        while j > 0 && areInOrder(x, a[j - 1]) {
            a[j] = a[j - 1]
            j -= 1
        }
        a[j] = x
    }
}
