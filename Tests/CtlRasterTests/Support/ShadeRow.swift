@testable import CtlRaster

extension RadialGradient {
    /// The pixels (x…x+count−1, y) that a shader of this gradient, with colour table
    /// `table` and device-to-gradient map `inverse`, writes: with a table whose entry i
    /// tells i apart, which entry each pixel took.
    func shadedRow(table: [UInt32], inverse: Transform, x: Int, y: Int, count: Int) -> [UInt32] {
        var out = [UInt32](repeating: .max, count: count)
        table.withUnsafeBufferPointer { t in
            [SIMD4<Float>()].withUnsafeBufferPointer { exact in
                let shader = Shader(radial: self, inverse: inverse, table: t.baseAddress!, exactTable: exact.baseAddress!)
                out.withUnsafeMutableBufferPointer { shader.shade(x: x, y: y, count: count, into: $0.baseAddress!) }
            }
        }
        return out
    }
}
