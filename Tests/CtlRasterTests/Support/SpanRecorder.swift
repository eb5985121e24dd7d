@testable import CtlRaster

/// A blitter that records every call a rasterizer makes, with the mask values it passed,
/// so that two ways of filling can be compared call for call.
struct SpanRecorder: SpanBlitter {
    enum Call: Equatable {
        case span(x: Int, y: Int, count: Int, coverage: UInt8)
        case mask(x: Int, y: Int, values: [UInt8])

        /// The row the call draws in.
        var y: Int {
            switch self {
            case .span(_, let y, _, _), .mask(_, let y, _): return y
            }
        }
    }
    var calls: [Call] = []

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        calls.append(.span(x: x, y: y, count: count, coverage: coverage))
    }

    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        calls.append(.mask(x: x, y: y, values: Array(UnsafeBufferPointer(start: mask, count: count))))
    }

    /// The calls `Rasterizer.fill` makes for `path`, with bands of at most `bandCells` cells.
    /// With `rows`, only those rows are filled (`Rasterizer.fill(rows:)`).
    static func calls(_ path: FlatPath, rule: FillRule, width: Int, height: Int, rows: Range<Int>? = nil,
                      shortcuts: Bool, bandCells: Int = Rasterizer.bandCellBudget) -> [Call] {
        var recorder = SpanRecorder()
        Rasterizer.fill(path, rule: rule, width: width, height: height, rows: rows, scratch: RasterScratch(),
                        shortcuts: shortcuts, bandCells: bandCells, blitter: &recorder)
        return recorder.calls
    }
}
