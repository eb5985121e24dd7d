import CtlRaster

extension Scene {
    /// Renders the scene into a new pixmap of `pixelSize(scale:)`, on up to `threads`
    /// threads for a large canvas (the same bytes; see `SceneRenderer`).
    ///
    /// - Throws: `SceneError.invalidScale` or `SceneError.canvasTooLarge`, before allocating.
    public func render(scale: Double = 1, threads: Int = 1) throws -> Pixmap {
        var renderer = try SceneRenderer(scene: self, scale: scale, threads: threads)
        try renderer.render()
        return renderer.pixmap
    }

    /// Whether every op can be drawn in strips of rows on several threads with the bytes
    /// of one thread (`Canvas.drawInStrips`): all but an image drawn from SVG artwork,
    /// which renders its whole document on each call (so every strip would render it again)
    /// through CtlSVG, whose drawing is not made to run on several threads at once.
    ///
    /// Shapes, strokes, text (its fonts and caches are shared under locks; a glyph path
    /// drawn from the cache or built anew gives the same pixels), PNG images, clips,
    /// alpha and blend modes touch each row by that row's own coverage. Shadows read
    /// neighbouring rows, but of their own layer, which each strip makes whole.
    public var drawsInStrips: Bool {
        ops.allSatisfy { op in
            if case .image(let image) = op, image.artwork != nil { return false }
            return true
        }
    }

    /// Clears `canvas` to the background (transparent when `nil`) and draws every op,
    /// under the canvas' current state.
    ///
    /// The canvas' state is the same afterwards: saves the scene leaves open are popped.
    /// Returns the index of the first op that asked for more than the limits allow (and
    /// so drew nothing; see `Canvas.limitExceeded`), if the canvas had no such op before.
    @discardableResult
    public func draw(on canvas: inout Canvas) -> Int? {
        canvas.clear(background ?? .clear)
        let depth = canvas.saveCount
        let wasOverLimit = canvas.limitExceeded != nil
        var overLimit: Int?
        // The ops are drawn under one binding of the limits: looked up once for all.
        canvas.withLimitsLookedUpOnce { canvas in
            for (index, op) in ops.enumerated() {
                op.draw(on: &canvas)
                if overLimit == nil && !wasOverLimit && canvas.limitExceeded != nil { overLimit = index }
            }
        }
        while canvas.saveCount > depth { canvas.restore() }
        return overLimit
    }

    /// The canvas size at `scale`: ⌈width·scale⌉ × ⌈height·scale⌉ pixels.
    ///
    /// A product within 1e-9 (relative) of an integer counts as that integer, so
    /// that 10 × 0.7 gives 7 pixels and not 8.
    ///
    /// - Throws: `SceneError.invalidScale` unless `scale` is finite and > 0, and
    ///   `SceneError.canvasTooLarge` past `Pixmap`'s limits.
    public func pixelSize(scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw SceneError.invalidScale(scene: name, scale: scale) }
        let w = Scene.pixels(Double(width) * scale), h = Scene.pixels(Double(height) * scale)
        let limit = Double(Pixmap.maxDimension)
        guard w <= limit, h <= limit, w * h <= Double(Pixmap.maxPixelCount) else {
            throw SceneError.canvasTooLarge(scene: name, width: w, height: h, scale: scale)
        }
        return (Int(w), Int(h))
    }

    /// ⌈x⌉, at least 1, treating values a hair above an integer as that integer.
    static func pixels(_ x: Double) -> Double {
        let nearest = x.rounded()
        let up = abs(x - nearest) <= 1e-9 * max(1, nearest) ? nearest : x.rounded(.up)
        return max(1, up)
    }
}
