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

extension NineSlice {
    /// Draws the image so that it fills `rect` (user space, under the canvas' transform).
    ///
    /// A destination narrower (shorter) than the two caps shrinks both caps by the same
    /// factor, leaving no middle, as Skia's `drawImageNine` does. Draws nothing for a
    /// rectangle that is empty or not finite.
    public func draw(in rect: Rect, on canvas: inout Canvas) {
        canvas.draw(self, in: rect)
    }

    /// The image stretched to `size` points on a transparent canvas of `width`×`height`
    /// pixels at `scale` pixels per point.
    ///
    /// - Throws: `PixmapError` when the pixel size is not positive or too large.
    public func render(width: Int, height: Int, scale: Double, size: Size) throws -> Pixmap {
        var canvas = try Canvas(width: width, height: height)
        canvas.transform = .scale(scale, scale)
        draw(in: Rect(origin: .zero, size: size), on: &canvas)
        return canvas.pixmap
    }
}
