extension Canvas {
    /// Fills a device-space flat path with `paint`, whose coordinates `paintTransform`
    /// maps into device space: its shadow first, if one is set, then the path itself.
    mutating func draw(_ path: FlatPath, rule: FillRule, paint: Paint, paintTransform: Transform) {
        guard !path.isEmpty else { return }
        if let shadow, shadow.color.a > 0 {
            drawShadow(shadow, of: path, rule: rule, paint: paint, paintTransform: paintTransform)
        }
        composite(path, rule: rule, paint: paint, paintTransform: paintTransform)
    }

    /// Rasterizes `path` and composites `paint` through its coverage, the clip and the
    /// global alpha, with the current blend mode.
    mutating func composite(_ path: FlatPath, rule: FillRule, paint: Paint, paintTransform: Transform) {
        // (An alpha of 1, the usual case, without the library call that rounding is on the
        // portable x86-64 target.)
        let coverageScale = alpha == 1 ? 255 : UInt32((max(0, min(1, alpha.isNaN ? 0 : alpha)) * 255).rounded())
        guard coverageScale > 0 else { return }
        // Grown here, before a blitter keeps a pointer to them, never during the fill (a
        // shader's row: a span and the three pixels a mask's last group of four may read;
        // a span is at most w long, since every span lies in the canvas).
        scratch.reserveRow(width + 4)
        let keepTransparent = !blendMode.transparentSourceKeepsDestination
        if case .solid(let color) = paint {
            // A colour's source without `Source.with`'s closure, whose captures (the path's two
            // arrays and the scratch) are retained and released around every call.
            if let source = Source.solid(color, keepTransparent: keepTransparent) {
                composite(path, rule: rule, source: source, coverageScale: coverageScale)
            }
            return
        }
        Source.with(paint, transform: paintTransform, scratch: scratch, keepTransparent: keepTransparent) { source in
            composite(path, rule: rule, source: source, coverageScale: coverageScale)
        }
    }

    /// Composites `source` through the coverage of `path`, the clip and `coverageScale`
    /// (the global alpha, 1…255), with the current blend mode.
    private mutating func composite(_ path: FlatPath, rule: FillRule, source: Source, coverageScale: UInt32) {
        let (w, h, mode, rows) = (width, height, blendMode, drawnRows)
        let plain = clipMask == nil && coverageScale == 255 && mode == .sourceOver
        // A pending clear goes just ahead of the spans of a plain fill on a canvas bigger than
        // the cache; otherwise it is written at once (a smaller canvas is faster cleared whole).
        let clearAhead = plain && w * h >= Canvas.clearAheadMinimumPixels
        if !clearAhead { writePendingClear() }
        let pendingClear = takePendingClear()
        let (scratch, clip) = (self.scratch, clipMask)
        // The pixels the blitters may touch end with the last row drawn (a strip's, on a strip canvas).
        let end = (rows?.upperBound ?? h) * w
        withSurfacePixels { pixels in
            if plain {
                switch source {
                case .solid(let color):
                    // Of a type that says whether the colour is opaque: each sweep is compiled for
                    // one case, and keeps fewer of the colour's values in registers.
                    func fill<Opacity: ColorOpacity>(_: Opacity.Type) {
                        var blitter = SolidColorBlitter<Opacity>(pixels: pixels, width: w, height: h, end: end,
                                                                 color: color)
                        Canvas.fill(path, rule: rule, width: w, height: h, rows: rows, scratch: scratch,
                                    clearing: pendingClear, pixels: pixels, blitter: &blitter)
                    }
                    if color.a == 255 { fill(OpaqueColor.self) } else { fill(TranslucentColor.self) }
                case .shader(let shader):
                    var blitter = ShaderBlitter(pixels: pixels, width: w, height: h, shader: shader,
                                                row: scratch.row, end: end)
                    Canvas.fill(path, rule: rule, width: w, height: h, rows: rows, scratch: scratch,
                                clearing: pendingClear, pixels: pixels, blitter: &blitter)
                }
                return
            }
            ClipMask.withCoverage(of: clip) { clipValues in
                var blitter = CompositeBlitter(pixels: pixels, width: w, height: h, source: source, clip: clipValues,
                                               coverageScale: coverageScale, mode: mode,
                                               row: scratch.row, coverage: scratch.compositeCoverage(w + 2))
                Rasterizer.fill(path, rule: rule, width: w, height: h, rows: rows, scratch: scratch,
                                blitter: &blitter)
            }
        }
    }

    /// The smallest canvas (512 KiB of pixels, about a core's L2 cache) whose pending clear
    /// is written just ahead of the first fill rather than all at once before it.
    static let clearAheadMinimumPixels = 1 << 17

    /// `Rasterizer.fill` in `rows` (all when nil), writing a pending clear (the packed
    /// `clearing` colour) row by row ahead of the rows drawn, and over the rest of `rows` after.
    private static func fill<B: SpanBlitter>(_ path: FlatPath, rule: FillRule, width: Int, height: Int,
                                             rows: Range<Int>?, scratch: RasterScratch, clearing: UInt32?,
                                             pixels: UnsafeMutablePointer<UInt32>, blitter: inout B) {
        guard let clearing else {
            Rasterizer.fill(path, rule: rule, width: width, height: height, rows: rows, scratch: scratch,
                            blitter: &blitter)
            return
        }
        var ahead = ClearAheadBlitter(blitter, pixels: pixels, width: width, height: height, rows: rows,
                                      clearing: clearing)
        Rasterizer.fill(path, rule: rule, width: width, height: height, rows: rows, scratch: scratch, blitter: &ahead)
        ahead.finish()
    }
}
