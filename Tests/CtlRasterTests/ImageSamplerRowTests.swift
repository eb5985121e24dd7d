import Testing
@testable import CtlRaster

/// `ImageSampler.sampleRow` reads a row of pixels as `sample` reads each one: also on the
/// image's own pixel grid at one pixel per pixel, where it copies the row.
@Suite struct ImageSamplerRowTests {
    /// A 7×3 image whose every pixel differs.
    private func image() throws -> Pixmap {
        var image = try Pixmap(width: 7, height: 3)
        for y in 0..<3 {
            for x in 0..<7 {
                let v = UInt8(20 * x + 60 * y + 10)
                image[x, y] = PremultipliedColor(r: v / 2, g: v / 3, b: v / 4, a: v)
            }
        }
        return image
    }

    @Test(arguments: [ImageFilter.nearest, .bilinear], [false, true])
    func aUnitStepRowMatchesEachSample(filter: ImageFilter, clamped: Bool) throws {
        let image = try image()
        // A source rectangle of columns 1..<6 (clamped outside), or the whole image (transparent outside).
        let source = clamped ? Rect(x: 1, y: 0, width: 5, height: 3) : nil
        let pattern = ImagePattern(image: image, repeat: false, filter: filter, sourceRect: source)
        try image.pixels.withUnsafeBufferPointer { buffer in
            let sampler = try #require(ImageSampler(pattern, pixels: buffer.baseAddress!))
            // Runs starting left of, inside and right of the region, on the grid (u0 = k + ½)
            // and off it (k + 0.25), at each row's centre and between rows.
            for start in [-4.5, -0.5, 0.5, 2.5, 5.5, 8.5, 2.25] {
                for v in [0.5, 1.5, 2.5, 1.0] {
                    var row = [UInt32](repeating: 0xDEAD_BEEF, count: 12)
                    let handled = row.withUnsafeMutableBufferPointer {
                        sampler.sampleRow(u0: start, du: 1, v: v, count: 12, into: $0.baseAddress!)
                    }
                    #expect(handled)
                    let expected = (0..<12).map { sampler.sample(start + Double($0), v) }
                    #expect(row == expected, "filter \(filter), clamped \(clamped), u0 \(start), v \(v)")
                }
            }
        }
    }
}
