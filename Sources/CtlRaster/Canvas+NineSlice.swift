extension Canvas {
    /// Draws a nine-slice image so that it fills `rect` (user space); see `NineSlice`.
    ///
    /// Each of the nine parts is one `drawImage` of its part of the image (a tiled part
    /// draws a strip of copies built once), so the canvas' clip, alpha and blend mode
    /// apply as to any image. With a shadow set, the parts are drawn into a layer first,
    /// which is then drawn with the shadow, so the shadow is that of the whole image.
    /// Draws nothing for a rectangle that is empty or not finite.
    public mutating func draw(_ slice: NineSlice, in rect: Rect) {
        let r = rect.standardized
        guard r.origin.isFinite, r.size.width.isFinite, r.size.height.isFinite, r.width > 0, r.height > 0,
              transform.isFinite, let inverse = transform.inverted() else { return }
        if let shadow, shadow.color.a > 0 {
            drawThroughLayer(slice, in: r, shadow: shadow, inverse: inverse)
            return
        }
        // Without rotation or skew, x and y map separately and the cuts can snap to pixels.
        let aligned = transform.b == 0 && transform.c == 0
        let xs = NineSliceAxis(length: slice.image.width, caps: (slice.leftPixels, slice.rightPixels),
                               scale: slice.scale, from: r.minX, to: r.maxX,
                               device: aligned ? (transform.a, transform.e) : nil)
        let ys = NineSliceAxis(length: slice.image.height, caps: (slice.topPixels, slice.bottomPixels),
                               scale: slice.scale, from: r.minY, to: r.maxY,
                               device: aligned ? (transform.d, transform.f) : nil)
        let visible = inverse.apply(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        for j in 0..<3 {
            for i in 0..<3 {
                guard let x = xs.part(i), let y = ys.part(j) else { continue }
                let tiled = slice.mode == .tile
                drawNineSlicePart(slice, x: x, y: y, tileX: tiled && i == 1, tileY: tiled && j == 1,
                                  visible: visible)
            }
        }
    }

    /// Draws the nine-slice into a transparent layer over the device pixels it covers
    /// (within reach of the canvas and its shadow), then the layer as one image.
    private mutating func drawThroughLayer(_ slice: NineSlice, in r: Rect, shadow: Shadow, inverse: Transform) {
        let offset = transform.applyToVector(shadow.offset)
        let reach = abs(offset.x) + abs(offset.y) + Double(GaussianBlur.margin(forSigma: shadow.blur / 2 * transform.maxScale))
        guard reach.isFinite else { return }
        let m = min(reach.rounded(.up), Double(Pixmap.maxDimension))
        let area = Rect(x: -m, y: -m, width: Double(width) + 2 * m, height: Double(height) + 2 * m)
        guard let covered = transform.apply(r).intersection(area) else { return }
        let x0 = covered.minX.rounded(.down), y0 = covered.minY.rounded(.down)
        let w = Int(covered.maxX.rounded(.up) - x0), h = Int(covered.maxY.rounded(.up) - y0)
        guard w > 0, h > 0 else { return }
        guard var layer = try? Canvas(width: w, height: h) else {
            noteOverLimit(LimitExceeded(limit: .imagePixels, requested: w * h, allowed: Pixmap.maxPixelCount,
                                        what: "a shadowed nine-slice image's layer"))
            return
        }
        layer.transform = transform.concatenating(.translation(-x0, -y0))
        layer.draw(slice, in: r)
        // `inverse` undoes the canvas transform: the layer's pixels land on device pixels.
        drawImage(layer.pixmap, in: Rect(x: x0, y: y0, width: Double(w), height: Double(h)),
                  filter: .nearest, transform: inverse)
    }

    /// Draws one part: stretched as one image, or as a strip of whole copies cut to fit.
    private mutating func drawNineSlicePart(_ slice: NineSlice, x: NineSliceAxis.Part, y: NineSliceAxis.Part,
                                            tileX: Bool, tileY: Bool, visible: Rect) {
        if tileX || tileY {
            guard let sx = x.tiles(tiled: tileX, scale: slice.scale, visible: (visible.minX, visible.maxX)),
                  let sy = y.tiles(tiled: tileY, scale: slice.scale, visible: (visible.minY, visible.maxY))
            else { return }  // no copy is visible
            if let strip = slice.image.strip(x: x.source, sx.count, y: y.source, sy.count) {
                drawImage(strip, source: Rect(x: 0, y: 0, width: sx.sourceLength, height: sy.sourceLength),
                          in: Rect(x: sx.from, y: sy.from, width: sx.to - sx.from, height: sy.to - sy.from),
                          filter: x.exact(sx) && y.exact(sy) ? .nearest : slice.filter)
                return
            }
            // More copies than one pixmap holds (a canvas transform shrinking a lot): stretch.
        }
        let sx = x.stretched, sy = y.stretched
        drawImage(slice.image, source: Rect(x: Double(x.source.lowerBound), y: Double(y.source.lowerBound),
                                            width: Double(x.source.count), height: Double(y.source.count)),
                  in: Rect(x: sx.from, y: sy.from, width: sx.to - sx.from, height: sy.to - sy.from),
                  filter: x.exact(sx) && y.exact(sy) ? .nearest : slice.filter)
    }
}

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

extension Pixmap {
    /// `countX` × `countY` copies of the part `x` × `y` of the image, side by side;
    /// `nil` past the pixmap size limits.
    func strip(x: Range<Int>, _ countX: Int, y: Range<Int>, _ countY: Int) -> Pixmap? {
        let (pw, ph) = (x.count, y.count)
        guard countX <= Pixmap.maxDimension / pw, countY <= Pixmap.maxDimension / ph,
              var strip = try? Pixmap(width: pw * countX, height: ph * countY) else { return nil }
        let (w, h, sourceWidth) = (strip.width, strip.height, width)
        // x and y are parts of this image (NineSliceAxis: ranges inside 0..<width, 0..<height,
        // never empty), so each copy reads pw pixels of a source row; the strip is
        // (pw·countX) × (ph·countY), validated, and each row takes countX copies of pw.
        pixels.withUnsafeBufferPointer { src in
            strip.pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let from = src.baseAddress! + (y.lowerBound + row % ph) * sourceWidth + x.lowerBound
                    var to = dst.baseAddress! + row * w
                    for _ in 0..<countX {
                        to.update(from: from, count: pw)
                        to += pw
                    }
                }
            }
        }
        return strip
    }
}
