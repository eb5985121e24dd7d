/// The general compositor: coverage times the clip and the global alpha, then any
/// blend mode. The plain source-over case without clip or alpha goes through
/// `SolidBlitter` and `ShaderBlitter` instead; this one is chosen once per draw.
struct CompositeBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let source: Source
    /// Canvas-sized clip coverage, or nil.
    let clip: UnsafePointer<UInt8>?
    /// The global alpha as a coverage factor (0…255).
    let coverageScale: UInt32
    let mode: BlendMode
    /// A row of shaded source pixels, room for `width` or more.
    let row: UnsafeMutablePointer<UInt32>
    /// A row of final coverage values, room for `width` or more.
    let coverage: UnsafeMutablePointer<UInt8>

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage c: UInt8) {
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        coverage.update(repeating: c, count: count)
        composite(x: x, y: y, count: count)
    }

    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        coverage.update(from: mask, count: count)
        composite(x: x, y: y, count: count)
    }

    @inline(__always)
    private func composite(x: Int, y: Int, count: Int) {
        // count ≤ width (the span lies in the canvas): `coverage` and `row` hold that many;
        // the clip (width × height, like the canvas) and the pixels are read and written at
        // y·width + x ..< + count.
        if let clip {
            let c = clip + y * width + x
            for i in 0..<count {
                coverage[i] = UInt8(truncatingIfNeeded: div255(UInt32(coverage[i]) * UInt32(c[i])))
            }
        }
        if coverageScale < 255 {
            for i in 0..<count {
                coverage[i] = UInt8(truncatingIfNeeded: div255(UInt32(coverage[i]) * coverageScale))
            }
        }
        switch source {
        case .solid(let color):
            fillPixels(row, color.packed, count: count)
        case .shader(let shader):
            shader.shade(x: x, y: y, count: count, into: row)
        }
        let dst = pixels + y * width + x
        if mode == .sourceOver {
            for i in 0..<count {
                let m = coverage[i]
                if m == 0 { continue }
                dst[i] = sourceOver(m == 255 ? row[i] : scalePixel(row[i], by: UInt32(m)), dst[i])
            }
        } else {
            BlendMode.blendRow(mode, source: row, destination: dst, coverage: coverage, constantCoverage: 255,
                               count: count)
        }
    }
}
