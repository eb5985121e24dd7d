import CtlRaster

/// How two images of the same size differ, channel by channel, in premultiplied RGBA.
public struct ImageDifference: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// The largest difference of any channel of any pixel (0…255).
    public let maxDelta: Int
    /// Pixels whose largest channel difference exceeds 0.
    public let differingPixels: Int
    /// Pixels whose largest channel difference exceeds 32.
    public let pixelsOver32: Int
    /// The mean absolute difference over all channels of all pixels (0…255).
    public let meanAbsoluteError: Double
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public let bounds: PixelBox?

    /// Compares two pixmaps; `nil` when their sizes differ.
    public init?(_ a: Pixmap, _ b: Pixmap) {
        guard a.width == b.width, a.height == b.height else { return nil }
        width = a.width
        height = a.height
        var maxDelta = 0, differing = 0, over32 = 0, total = 0
        var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
        let w = a.width
        // Same width and height (the guard), so both hold width·height pixels: i < pa.count = pb.count.
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in 0..<pa.count where pa[i] != pb[i] {
                    let d = ImageDifference.channelDeltas(pa[i], pb[i])
                    let m = max(d.0, d.1, d.2, d.3)
                    maxDelta = max(maxDelta, m)
                    differing += 1
                    if m > 32 { over32 += 1 }
                    total += d.0 + d.1 + d.2 + d.3
                    let (x, y) = (i % w, i / w)
                    (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
                }
            }
        }
        bounds = differing > 0 ? PixelBox(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : nil
        self.maxDelta = maxDelta
        differingPixels = differing
        pixelsOver32 = over32
        meanAbsoluteError = Double(total) / Double(4 * a.width * a.height)
    }

    /// Whether nothing differs.
    public var isIdentical: Bool { differingPixels == 0 }

    /// |a − b| per channel of two packed pixels.
    static func channelDeltas(_ a: UInt32, _ b: UInt32) -> (Int, Int, Int, Int) {
        func d(_ s: UInt32) -> Int { abs(Int((a >> s) & 0xFF) - Int((b >> s) & 0xFF)) }
        return (d(0), d(8), d(16), d(24))
    }

    /// The largest channel difference of pixel `i` of two images of the same size.
    static func maxDelta(_ a: UInt32, _ b: UInt32) -> Int {
        let d = channelDeltas(a, b)
        return max(d.0, d.1, d.2, d.3)
    }

    /// An image of the difference: each pixel's largest channel difference times 8,
    /// in red over a faint grey copy of `a`, so the places that differ stand out.
    public static func diffImage(_ a: Pixmap, _ b: Pixmap) -> Pixmap? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var out = a
        for i in 0..<a.pixels.count {
            let d = channelDeltas(a.pixels[i], b.pixels[i])
            let m = max(d.0, d.1, d.2, d.3)
            if m == 0 {
                let grey = UInt8(min(255, 200 + Int(PremultipliedColor(packed: a.pixels[i]).a) / 8))
                out.pixels[i] = Color(r: grey, g: grey, b: grey).premultiplied.packed
            } else {
                out.pixels[i] = Color(r: 255, g: UInt8(max(0, 255 - min(255, m * 8))), b: 0).premultiplied.packed
            }
        }
        return out
    }
}

/// A rectangle of whole pixels.
public struct PixelBox: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// "x 10…25, y 4…9 (16×6)", inclusive pixel ranges.
    public var description: String {
        "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1) (\(width)×\(height))"
    }
}
