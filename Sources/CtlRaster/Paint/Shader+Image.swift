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

    /// What an image shader's table pointers point at, and a gradient's unrounded table
    /// pointer when it does not dither (`GradientTableCache`): never read.
    nonisolated(unsafe) private static let noTable = UnsafePointer(UnsafeMutablePointer<UInt32>.allocate(capacity: 1))
    nonisolated(unsafe) static let noExactTable = UnsafePointer(UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 1))
}
