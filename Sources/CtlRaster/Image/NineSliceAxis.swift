/// The three parts of a nine-slice image along one axis: where each is cut from the
/// image (whole pixels) and where it lands (user space, on whole device pixels when
/// the axis maps to device space on its own).
struct NineSliceAxis {
    /// One part along the axis.
    struct Part {
        var source: Range<Int>
        var from: Double
        var to: Double
        /// Device pixels per user unit along the axis, when the axis maps on its own.
        var pixelsPerUnit: Double?
    }

    /// What a part draws along the axis: the destination and the image length it shows.
    struct Span {
        var from: Double
        var to: Double
        var count: Int
        var sourceLength: Double
    }

    private var sources: [Range<Int>]
    private var cuts: [Double]
    private var pixelsPerUnit: Double?

    /// - Parameters:
    ///   - caps: The start and end caps in image pixels, adding up to at most `length`.
    ///   - device: The axis' scale and offset into device space, when it maps on its own.
    init(length: Int, caps: (Int, Int), scale: Double, from lo: Double, to hi: Double,
         device: (scale: Double, offset: Double)?) {
        var middle = caps.0..<(length - caps.1)
        if middle.isEmpty {
            let c = min(caps.0, length - 1)
            middle = c..<(c + 1)
        }
        sources = [0..<caps.0, middle, (length - caps.1)..<length]
        // Caps at their size in points; both shrunk by one factor when they do not fit.
        var start = Double(caps.0) / scale, end = Double(caps.1) / scale
        if start + end > hi - lo {
            let f = (hi - lo) / (start + end)
            (start, end) = (start * f, end * f)
        }
        cuts = [lo, lo + start, max(lo + start, hi - end), hi]
        if let (k, o) = device, k != 0 {
            // Rounding is monotonic, so the snapped cuts stay in order (reversed by a flip).
            cuts = cuts.map { u in
                let snapped = ((u * k + o).rounded() - o) / k
                return snapped.isFinite ? snapped : u
            }
            pixelsPerUnit = abs(k)
        }
    }

    /// Part 0, 1 or 2, or `nil` when it has no area.
    func part(_ i: Int) -> Part? {
        let (from, to) = (min(cuts[i], cuts[i + 1]), max(cuts[i], cuts[i + 1]))
        guard to > from, !sources[i].isEmpty else { return nil }
        return Part(source: sources[i], from: from, to: to, pixelsPerUnit: pixelsPerUnit)
    }
}

extension NineSliceAxis.Part {
    /// The part drawn once, its whole source scaled to fit.
    var stretched: NineSliceAxis.Span {
        NineSliceAxis.Span(from: from, to: to, count: 1, sourceLength: Double(source.count))
    }

    /// The copies of the part (`scale` image pixels per user unit) that meet `visible`,
    /// or the part stretched when not `tiled`; `nil` when no copy is visible.
    func tiles(tiled: Bool, scale: Double, visible: (Double, Double)) -> NineSliceAxis.Span? {
        guard tiled else { return stretched }
        let period = Double(source.count) / scale
        let total = ((to - from) / period).rounded(.up)
        let first = max(0, ((visible.0 - from) / period).rounded(.down))
        let last = min(total, ((visible.1 - from) / period).rounded(.up))
        guard last > first else { return nil }
        let lo = from + first * period, hi = min(to, from + last * period)
        guard hi > lo else { return nil }
        return NineSliceAxis.Span(from: lo, to: hi, count: Int(min(last - first, Double(Int32.max))),
                                 sourceLength: (hi - lo) * scale)
    }

    /// Whether nearest sampling gives exactly what ideal filtering would: the image
    /// pixels map one to one onto device pixels, or there is one pixel to sample.
    func exact(_ span: NineSliceAxis.Span) -> Bool {
        guard let k = pixelsPerUnit else { return false }
        if span.count == 1 && source.count == 1 { return true }
        return abs((span.to - span.from) * k - span.sourceLength) < 1e-6
    }
}
