// Image patterns: each pixel sampled from the image (`ImageSampler`), no colour table.

extension Shader {
    /// An image shader (it reads no colour table).
    init(image sampler: ImageSampler, inverse: Transform) {
        geometry = .image(sampler)
        self.inverse = inverse
        spread = .pad
        table = Shader.noTable
        exactTable = Shader.noExactTable
        dither = false
    }

    /// What an image shader's table pointers point at: never read.
    nonisolated(unsafe) private static let noTable = UnsafePointer(UnsafeMutablePointer<UInt32>.allocate(capacity: 1))
    nonisolated(unsafe) private static let noExactTable = UnsafePointer(UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 1))

    /// Shades a row of an image pattern, the first pixel's centre at `start` in image space.
    @inline(__always)
    func shadeImage(_ sampler: ImageSampler, from start: Point, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var p = start
        // Without rotation or skew the row maps to one row of the image: step along it.
        if inverse.b == 0 && sampler.sampleRow(u0: p.x, du: inverse.a, v: p.y, count: count, into: out) {
            return
        }
        let step = Point(inverse.a, inverse.b)
        for i in 0..<count {
            out[i] = sampler.sample(p.x, p.y)
            p = p + step
        }
    }
}
