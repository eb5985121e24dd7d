// Large fills go through several bands of rows, so that a band's cells stay in the
// cache while its pixels are written (a band of a 2048-pixel-wide canvas holds 16
// rows). Walking every edge of the path for every band would cost edges × bands,
// so the edges are first sorted into the band where they start, and each band
// takes the edges still reaching into it from the bands above plus its own.
//
// Within a band the edges go in path order, as they do through a single band: a
// cell's deltas are summed in the same order, so the banding changes no pixel.

/// A path's edges, oriented downwards, sorted by the band they start in.
struct BandEdges {
    struct Edge {
        var xa: Double
        var ya: Double
        var xb: Double
        var yb: Double
        /// The winding: +1 for an edge going down in the path, −1 for one going up.
        var dir: Double
        /// The first and the last band the edge reaches into.
        var firstBand: Int32
        var lastBand: Int32
    }

    private var edges: [Edge] = []
    /// Edge indices grouped by first band, each group in path order; `starts[k]` is
    /// band k's first entry.
    private var byBand: [Int32] = []
    private var starts: [Int32] = []
    /// The edges reaching the current band, in path order, and the next band's.
    private var active: [Int32] = []
    private var nextActive: [Int32] = []

    /// Collects the edges of `path` that cross rows [top, bottom) and do not lie wholly
    /// right of `right`, for bands of `bandRows` rows from `top`.
    mutating func collect(_ path: FlatPath, top: Int, bottom: Int, bandRows: Int, right: Double) {
        edges.removeAll(keepingCapacity: true)
        active.removeAll(keepingCapacity: true)
        let bandCount = (bottom - top + bandRows - 1) / bandRows
        let (y0, y1) = (Double(top), Double(bottom))
        // The band holding row y of the canvas, for y0 ≤ y < y1.
        func band(ofRow y: Double) -> Int32 { Int32((Int(y) - top) / bandRows) }
        path.forEachEdge { a, b in
            if a.y == b.y { return true }
            let down = a.y < b.y
            let (xa, ya, xb, yb) = down ? (a.x, a.y, b.x, b.y) : (b.x, b.y, a.x, a.y)
            if yb <= y0 || ya >= y1 || (xa >= right && xb >= right) { return true }
            let first = ya <= y0 ? 0 : band(ofRow: ya)
            // The last row the edge covers part of is ⌈yb⌉ − 1.
            let last = yb >= y1 ? Int32(bandCount - 1) : band(ofRow: (yb - 1).rounded(.up))
            edges.append(Edge(xa: xa, ya: ya, xb: xb, yb: yb, dir: down ? 1 : -1, firstBand: first, lastBand: last))
            return true
        }
        // A counting sort by first band: counts, then running totals, so that starts[k] is one
        // past band k's last entry; placing the edges from the last one down fills each band's
        // entries backwards, in path order, and leaves starts[k] at band k's first entry.
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: bandCount + 1))
        for e in edges { starts[Int(e.firstBand)] += 1 }
        for k in 1...bandCount { starts[k] += starts[k - 1] }
        byBand.removeAll(keepingCapacity: true)
        byBand.append(contentsOf: repeatElement(0, count: edges.count))
        for i in edges.indices.reversed() {
            let k = Int(edges[i].firstBand)
            starts[k] -= 1
            byBand[Int(starts[k])] = Int32(i)
        }
    }

    /// Calls `body` with every edge reaching band `band`, in path order. Bands must be
    /// visited in order from 0, once each.
    @inline(__always)
    mutating func forEachEdge(ofBand band: Int, _ body: (Edge) -> Void) {
        // Merge the edges still reaching this band with those starting in it; both
        // lists are in path order.
        nextActive.removeAll(keepingCapacity: true)
        let k = Int32(band)
        // Indices in `active` and `byBand` are indices of `edges` (collect put them there).
        edges.withUnsafeBufferPointer { edges in
            var i = 0, j = Int(starts[band])
            let jEnd = Int(starts[band + 1])
            while i < active.count || j < jEnd {
                let e: Int32
                if j == jEnd || (i < active.count && active[i] < byBand[j]) {
                    e = active[i]
                    i += 1
                } else {
                    e = byBand[j]
                    j += 1
                }
                let edge = edges[Int(e)]
                body(edge)
                if edge.lastBand > k { nextActive.append(e) }
            }
        }
        swap(&active, &nextActive)
    }
}
