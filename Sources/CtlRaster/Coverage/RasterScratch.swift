/// Memory the rasterizer and the blitters reuse from one draw call to the next,
/// so that drawing allocates nothing once the buffers have grown to fit.
///
/// Each buffer holds at least the count its `reserve…` call asked for, until the next call
/// that may grow it (which moves it): callers reserve before they hand a pointer out, and
/// index below what they reserved. The placeholders of `init` are never read or written.
///
/// A class because a `Canvas` (a value) shares one set of buffers across its
/// draw calls; the buffers are raw allocations because the hot loops write to
/// them through pointers (a write through a class's array property pays an
/// exclusivity check and a uniqueness check each time). Not final: `PaintScratch`
/// adds what the paint layer reuses, so that a canvas holds one object for both
/// (and a draw retains one).
class RasterScratch {
    /// Signed area deltas, one `Float` per pixel of the current band (see `Rasterizer`).
    private(set) var cells: UnsafeMutablePointer<Float>
    private var cellCapacity: Int
    /// One bit per cell: which cells a band's edges touched.
    private(set) var touched: UnsafeMutablePointer<UInt64>
    private var touchedCapacity: Int
    /// A row of coverage values.
    private(set) var mask: UnsafeMutablePointer<UInt8>
    private var maskCapacity: Int
    private var composite: UnsafeMutablePointer<UInt8>
    private var compositeCapacity: Int
    /// A row of shaded source pixels.
    private(set) var row: UnsafeMutablePointer<UInt32>
    private var rowCapacity: Int
    /// A flattened path whose storage fills reuse.
    var flatPath = FlatPath()
    /// The edges of a fill that takes several bands, sorted by band.
    var bandEdges = BandEdges()
    /// Room for the edges and row pattern of a rectilinear fill.
    let rectilinear = RectilinearRows.Storage()
    /// The stroker's arrays, reused across strokes.
    let stroker = Stroker.Storage()

    init() {
        cellCapacity = 0
        cells = UnsafeMutablePointer<Float>.allocate(capacity: 1)
        touchedCapacity = 0
        touched = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        maskCapacity = 0
        mask = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        compositeCapacity = 0
        composite = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        rowCapacity = 0
        row = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        mask.deallocate()
        composite.deallocate()
        row.deallocate()
    }

    /// Makes room for `cellCount` cells and `wordCount` touched-words, all zero.
    ///
    /// The rasterizer leaves both zeroed after each band, so they are cleared
    /// only when they grow.
    func reserveCells(_ cellCount: Int, touchedWords wordCount: Int) {
        if cellCount > cellCapacity {
            cells.deallocate()
            cellCapacity = max(cellCount, cellCapacity * 2)
            cells = UnsafeMutablePointer<Float>.allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if wordCount > touchedCapacity {
            touched.deallocate()
            touchedCapacity = max(wordCount, touchedCapacity * 2)
            touched = UnsafeMutablePointer<UInt64>.allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
    }

    /// Makes room for `count` coverage values in `mask`.
    func reserveMask(_ count: Int) {
        if count > maskCapacity {
            mask.deallocate()
            maskCapacity = max(count, maskCapacity * 2)
            mask = UnsafeMutablePointer<UInt8>.allocate(capacity: maskCapacity)
        }
    }

    /// A second row of coverage values, for the compositor, with room for `count`.
    func compositeCoverage(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > compositeCapacity {
            composite.deallocate()
            compositeCapacity = max(count, compositeCapacity * 2)
            composite = UnsafeMutablePointer<UInt8>.allocate(capacity: compositeCapacity)
        }
        return composite
    }

    /// Makes room for `count` pixels in `row`. Call it before handing `row` to a
    /// blitter: growing moves the buffer.
    func reserveRow(_ count: Int) {
        if count > rowCapacity {
            row.deallocate()
            rowCapacity = max(count, rowCapacity * 2)
            row = UnsafeMutablePointer<UInt32>.allocate(capacity: rowCapacity)
            row.initialize(repeating: 0, count: rowCapacity)
        }
    }
}
