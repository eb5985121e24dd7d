/// Composites a shaded source (a gradient) source-over through the rasterizer's coverage.
///
/// Spans the shader paints in one colour (a vertical gradient's rows) go the solid
/// colour's way: a store of the colour where covered and opaque.
struct ShaderBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let shader: Shader
    /// A row of shaded source pixels, as long as the widest span.
    let row: UnsafeMutablePointer<UInt32>

    @inline(__always)
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        if let color = shader.uniformColor(x: x, y: y, count: count) {
            var solid = SolidBlitter(pixels: pixels, width: width, height: height, packed: color)
            solid.blitSpan(x: x, y: y, count: count, coverage: coverage)
            return
        }
        let dst = pixels + y * width + x
        if coverage == 255 && shader.isOpaque {
            shader.shade(x: x, y: y, count: count, into: dst)
            return
        }
        shader.shade(x: x, y: y, count: count, into: row)
        if coverage == 255 {
            for i in 0..<count {
                let s = row[i]
                dst[i] = s >> 24 == 255 ? s : sourceOver(s, dst[i])
            }
        } else {
            let c = UInt32(coverage)
            for i in 0..<count {
                dst[i] = sourceOver(scalePixel(row[i], by: c), dst[i])
            }
        }
    }

    @inline(__always)
    func replacesPixels(coverage: UInt8) -> Bool {
        coverage == 255 && shader.isOpaque
    }

    @inline(__always)
    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        if let color = shader.uniformColor(x: x, y: y, count: count) {
            var solid = SolidBlitter(pixels: pixels, width: width, height: height, packed: color)
            solid.blitMask(x: x, y: y, mask: mask, count: count)
            return
        }
        shader.shade(x: x, y: y, count: count, into: row)
        let dst = pixels + y * width + x
        for i in 0..<count {
            let m = mask[i]
            if m == 0 { continue }
            let s = m == 255 ? row[i] : scalePixel(row[i], by: UInt32(m))
            dst[i] = s >> 24 == 255 ? s : sourceOver(s, dst[i])
        }
    }
}
