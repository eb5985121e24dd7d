extension Canvas {
    /// Draws the shadow of a device-space path filled with `paint`: the drawing's
    /// alpha, blurred, moved by the shadow's offset, in the shadow's colour.
    ///
    /// The offset and blur are in the canvas' user space, scaled by its transform (so
    /// an @2x render has a shadow twice as far and twice as soft). The offset is rounded
    /// to whole device pixels.
    mutating func drawShadow(_ shadow: Shadow, of path: FlatPath, rule: FillRule, paint: Paint,
                             paintTransform: Transform) {
        let offset = transform.applyToVector(shadow.offset)
        let sigma = max(0, shadow.blur / 2 * transform.maxScale)
        guard offset.isFinite, sigma.isFinite, let bounds = path.bounds else { return }
        let reach = GaussianBlur.margin(forSigma: sigma)
        let limit = limits.blurReach
        guard reach <= limit else {
            noteOverLimit(LimitExceeded(limit: .blurReach, requested: reach, allowed: limit, what: "a shadow's blur"))
            return
        }
        // Where the layer lands on the canvas: the path's pixels moved by the offset (whole
        // pixels) plus the blur's reach, limited to what can touch the canvas. Worked out
        // in Double, where any finite offset and bounds are safe; once limited, each side
        // lies within the canvas widened by `reach`, and so converts to Int.
        let dx = offset.x.rounded(), dy = offset.y.rounded()
        let m = Double(reach)
        let left = max(bounds.minX.rounded(.down) + dx - m, -m)
        let top = max(bounds.minY.rounded(.down) + dy - m, -m)
        let right = min(bounds.maxX.rounded(.up) + dx + m, Double(width) + m)
        let bottom = min(bounds.maxY.rounded(.up) + dy + m, Double(height) + m)
        guard right > left, bottom > top else { return }
        let (x0, y0, x1, y1) = (Int(left), Int(top), Int(right), Int(bottom))
        guard var layer = try? Canvas(width: x1 - x0, height: y1 - y0) else {
            noteOverLimit(LimitExceeded(limit: .imagePixels, requested: (x1 - x0) * (y1 - y0),
                                        allowed: Pixmap.maxPixelCount, what: "a shadow's layer"))
            return
        }
        // The layer's pixel (0, 0) is the path's point (x0 − dx, y0 − dy).
        let shift = Transform.translation(dx - Double(x0), dy - Double(y0))
        layer.composite(path.transformed(by: shift), rule: rule, paint: paint,
                        paintTransform: paintTransform.concatenating(shift))
        var mask = AlphaMask(alphaOf: layer.pixmap)
        GaussianBlur.blur(&mask, sigma: sigma)
        compositeMask(mask, at: x0, y0, color: shadow.color)
    }

    /// Composites `color` through `mask` placed with its top-left pixel at (x, y),
    /// under the clip, global alpha and blend mode (in a strip canvas' rows only).
    mutating func compositeMask(_ mask: AlphaMask, at x: Int, _ y: Int, color: Color) {
        let coverageScale = UInt32((max(0, min(1, alpha.isNaN ? 0 : alpha)) * 255).rounded())
        guard color.a > 0, coverageScale > 0 else { return }
        let left = max(0, x), right = min(width, x + mask.width)
        let drawn = drawnRows ?? 0..<height
        let top = max(drawn.lowerBound, y), bottom = min(drawn.upperBound, y + mask.height)
        guard left < right, top < bottom else { return }
        let (w, h, scratch, mode, clip) = (width, height, self.scratch, blendMode, clipMask)
        scratch.reserveRow(w + 2)
        writePendingClear()
        withSurfacePixels { pixels in
            ClipMask.withCoverage(of: clip) { clipValues in
                var blitter = CompositeBlitter(pixels: pixels, width: w, height: h,
                                               source: .solid(color.premultiplied), clip: clipValues,
                                               coverageScale: coverageScale, mode: mode, row: scratch.row,
                                               coverage: scratch.compositeCoverage(w + 2))
                mask.values.withUnsafeBufferPointer { values in
                    // y ≤ top ≤ row < bottom ≤ y + mask.height and x ≤ left < right ≤ x + mask.width
                    // (the clamps above), so each run reads values (row − y)·mask.width + (left − x)
                    // ..< + (right − left) of the width × height values, and writes inside the canvas
                    // (drawn ⊆ 0..<height), in the rows drawn.
                    for row in top..<bottom {
                        let start = values.baseAddress! + (row - y) * mask.width + (left - x)
                        blitter.blitMask(x: left, y: row, mask: start, count: right - left)
                    }
                }
            }
        }
    }
}
