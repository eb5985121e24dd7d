extension Canvas {
    /// Fills a device-space flat path with `paint`, whose coordinates `paintTransform`
    /// maps into device space.
    mutating func draw(_ path: FlatPath, rule: FillRule, paint: Paint, paintTransform: Transform) {
        guard !path.isEmpty, let source = Source(paint, transform: paintTransform, scratch: scratch) else { return }
        let (w, h, scratch) = (pixmap.width, pixmap.height, self.scratch)
        // Grown here, before a blitter keeps a pointer to it, never during the fill.
        scratch.reserveRow(w + 2)
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            switch source {
            case .solid(let color):
                var blitter = SolidBlitter(pixels: pixels, width: w, color: color)
                Rasterizer.fill(path, rule: rule, width: w, height: h, scratch: scratch, blitter: &blitter)
            case .shader(let shader):
                var blitter = ShaderBlitter(pixels: pixels, width: w, shader: shader, row: scratch.row)
                Rasterizer.fill(path, rule: rule, width: w, height: h, scratch: scratch, blitter: &blitter)
            }
        }
    }
}

/// A paint reduced to what the blitters need: a colour, or a shader with its table built.
private enum Source {
    case solid(PremultipliedColor)
    case shader(Shader)

    /// `nil` when the paint draws nothing: a transparent colour, or a gradient without stops.
    init?(_ paint: Paint, transform: Transform, scratch: RasterScratch) {
        switch paint {
        case .solid(let c):
            guard c.a > 0 else { return nil }
            self = .solid(c.premultiplied)
        case .linearGradient(let g):
            let stops = GradientTable.sanitized(g.stops)
            guard let last = stops.last else { return nil }
            // SVG: a gradient with one stop, or whose ends coincide, paints its last colour.
            guard stops.count > 1, g.start != g.end, g.start.isFinite, g.end.isFinite,
                  let inverse = transform.inverted() else {
                self.init(.solid(last.color), transform: transform, scratch: scratch)
                return
            }
            GradientTable.build(stops, into: scratch.lut)
            self = .shader(Shader(linear: g, inverse: inverse, table: scratch.lut))
        case .radialGradient(let g):
            let stops = GradientTable.sanitized(g.stops)
            guard let last = stops.last else { return nil }
            guard stops.count > 1, g.radius > 0, g.radius.isFinite, g.focalRadius >= 0,
                  g.center.isFinite, g.focal.isFinite, let inverse = transform.inverted() else {
                self.init(.solid(last.color), transform: transform, scratch: scratch)
                return
            }
            GradientTable.build(stops, into: scratch.lut)
            self = .shader(Shader(radial: g, inverse: inverse, table: scratch.lut))
        }
    }
}
