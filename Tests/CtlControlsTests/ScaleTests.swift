import CtlControls
import CtlRaster
import Testing

/// Scale 1, 2 and 3 draw the same picture at 1×, 2× and 3× the size: the sizes are exact,
/// and the 2× and 3× images box-filtered down to 1× are close to the 1× image (they differ
/// only where anti-aliasing meets finer pixels, and where hairlines are one device pixel).
@Suite struct ScaleTests {
    @Test(arguments: Controls.names)
    func scalesDrawTheSamePicture(of control: String) throws {
        let kind = try #require(Controls.kind(named: control))
        for look in Look.allCases {
            let sample = kind.samples(look)[0]
            let one = try render(sample, look: look, scale: 1)
            for s in [2, 3] {
                let big = try render(sample, look: look, scale: Double(s))
                // ⌈w·s⌉ is s·⌈w⌉ for whole-point sizes, and at most s − 1 less otherwise.
                #expect((0...(s - 1)).contains(one.width * s - big.width), "\(control) \(look) @\(s)x: \(big.width) columns")
                #expect((0...(s - 1)).contains(one.height * s - big.height), "\(control) \(look) @\(s)x: \(big.height) rows")
                let down = downsample(big, by: s, to: one)
                let error = meanAlphaError(one, down)
                #expect(error < 12, "\(control) \(look) @\(s)x: mean alpha difference \(error)")
            }
        }
    }

    func render(_ sample: ControlSample, look: Look, scale: Double) throws -> Pixmap {
        var options = sample.options(look: look, state: .normal, scale: scale)
        options.background = sample.backdrop
        return try ControlRenderer.render(sample.control, options: options).pixmap
    }

    /// The average of each s×s block, as an image of `like`'s size.
    func downsample(_ p: Pixmap, by s: Int, to like: Pixmap) -> [Double] {
        var out = [Double](repeating: 0, count: like.width * like.height)
        for y in 0..<like.height {
            for x in 0..<like.width {
                var sum = 0.0, n = 0.0
                for dy in 0..<s where y * s + dy < p.height {
                    for dx in 0..<s where x * s + dx < p.width {
                        sum += Double(p[x * s + dx, y * s + dy].a)
                        n += 1
                    }
                }
                out[y * like.width + x] = n > 0 ? sum / n : 0
            }
        }
        return out
    }

    /// Mean |alpha difference| over the pixels where either image has ink, 0…255.
    func meanAlphaError(_ a: Pixmap, _ b: [Double]) -> Double {
        var total = 0.0, n = 0.0
        for i in 0..<a.pixels.count {
            let x = Double(a.pixels[i] >> 24)
            guard x > 0 || b[i] > 0 else { continue }
            total += abs(x - b[i])
            n += 1
        }
        return n > 0 ? total / n : 0
    }
}
