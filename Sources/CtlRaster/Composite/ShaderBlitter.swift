/// Composites a shaded source (a gradient) source-over through the rasterizer's coverage.
///
/// Spans the shader paints in one colour (a vertical gradient's rows) go the solid
/// colour's way: a store of the colour where covered and opaque.
struct ShaderBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let shader: Shader
    /// A row of shaded source pixels, as long as the widest span and three more
    /// (initialized: a mask's last group of pixels reads four).
    let row: UnsafeMutablePointer<UInt32>
    /// One past the last pixel the blitter may touch, as `SolidBlitter.end`.
    let end: Int
    /// Whether a row's uniform colour is the same whatever its x: a linear gradient along y
    /// alone (its x step is 0, so every pixel's t is the row's), whose rows are all one colour.
    /// The colour is then worked out once per row rather than once per span.
    private let rowColorIgnoresX: Bool
    /// The row whose colour `rowColor` holds (`Int.min`: none yet).
    private var rowY = Int.min
    private var rowColor: UInt32?

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, shader: Shader,
         row: UnsafeMutablePointer<UInt32>, end: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.shader = shader
        self.row = row
        self.end = end
        if shader.hasUniformRows, case .linear(let tx, _, _) = shader.geometry {
            rowColorIgnoresX = tx == 0
        } else {
            rowColorIgnoresX = false
        }
    }

    /// `shader.uniformColor(x:y:count:)`, from the row's colour when it does not depend on x.
    @inline(__always)
    private mutating func uniformColor(x: Int, y: Int, count: Int) -> UInt32? {
        guard rowColorIgnoresX else { return shader.uniformColor(x: x, y: y, count: count) }
        if y != rowY {
            rowY = y
            rowColor = shader.uniformColor(x: x, y: y, count: count)
        }
        return rowColor
    }

    @inline(__always)
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        // Pixels y·width + x ..< + count of the buffer; `row` holds width + 4 ≥ count + 3
        // (reserved by `Canvas.composite` before the blitter took its address).
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        if let color = uniformColor(x: x, y: y, count: count) {
            var solid = SolidBlitter(pixels: pixels, width: width, height: height, end: end, packed: color)
            solid.blitSpan(x: x, y: y, count: count, coverage: coverage)
            return
        }
        let dst = pixels + y * width + x
        if coverage == 255 && shader.isOpaque {
            shader.shade(x: x, y: y, count: count, into: dst)
            return
        }
        shader.shade(x: x, y: y, count: count, into: row)
        sourceOverSpan(sources: row, coverage: coverage, dst, count: count)
    }

    @inline(__always)
    func replacesPixels(coverage: UInt8) -> Bool {
        coverage == 255 && shader.isOpaque
    }

    @inline(__always)
    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        // As `blitSpan`; the four-wide tail reads at most `row[count + 2]` and writes
        // pixels only below `end` ≤ width·height (`writable`), in the rows drawn.
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        if let color = uniformColor(x: x, y: y, count: count) {
            var solid = SolidBlitter(pixels: pixels, width: width, height: height, end: end, packed: color)
            solid.blitMask(x: x, y: y, mask: mask, count: count)
            return
        }
        let offset = y &* width &+ x
        prefetchRow(after: offset, pixels: pixels, width: width, height: height)
        shader.shade(x: x, y: y, count: count, into: row)
        sourceOverMask(sources: row, mask, pixels + offset, count: count, writable: end &- offset)
    }
}
