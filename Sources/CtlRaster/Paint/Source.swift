/// A paint reduced to what the blitters need: a colour, or a shader with its table built.
enum Source {
    case solid(PremultipliedColor)
    case shader(Shader)

    /// The source of a colour, or nil when it draws nothing: a transparent colour, unless
    /// `keepTransparent` (see `with`).
    @inline(__always)
    static func solid(_ color: Color, keepTransparent: Bool) -> Source? {
        color.a > 0 || keepTransparent ? .solid(color.premultiplied) : nil
    }

    /// Calls `body` with the source of `paint`, unless the paint draws nothing (a
    /// transparent colour, a gradient without stops). Image pixels stay valid inside `body`.
    ///
    /// A gradient's colour table comes from `scratch`, built there unless it holds it already.
    /// With `keepTransparent`, a transparent colour is still a source (for blend modes
    /// such as `copy` or `source-in`, where drawing transparency changes the destination).
    static func with(_ paint: Paint, transform: Transform, scratch: PaintScratch, keepTransparent: Bool = false,
                     _ body: (Source) -> Void) {
        func gradient(_ stops: [GradientStop], valid: Bool, dither: Bool,
                      _ make: (Transform, UnsafePointer<UInt32>, UnsafePointer<SIMD4<Float>>) -> Shader) {
            let stops = GradientTable.sanitized(stops)
            guard let last = stops.last else { return }
            // SVG: a gradient with one stop, or a degenerate one, paints its last colour.
            guard stops.count > 1, valid, let inverse = transform.inverted() else {
                if let source = solid(last.color, keepTransparent: keepTransparent) { body(source) }
                return
            }
            let (table, exact, opaque) = scratch.gradientTables.table(for: stops, exact: dither)
            var shader = make(inverse, table, exact)
            shader.isOpaque = opaque && shader.coversEveryPixel
            body(.shader(shader))
        }
        switch paint {
        case .solid(let c):
            if let source = solid(c, keepTransparent: keepTransparent) { body(source) }
        case .linearGradient(let g):
            gradient(g.stops, valid: g.start != g.end && g.start.isFinite && g.end.isFinite, dither: g.dither) {
                Shader(linear: g, inverse: $0, table: $1, exactTable: $2)
            }
        case .radialGradient(let g):
            let valid = g.radius > 0 && g.radius.isFinite && g.focalRadius >= 0 && g.focalRadius.isFinite
                && g.center.isFinite && g.focal.isFinite
            gradient(g.stops, valid: valid, dither: g.dither) {
                Shader(radial: g, inverse: $0, table: $1, exactTable: $2)
            }
        case .sweepGradient(let g):
            let valid = g.center.isFinite && g.startAngle.isFinite && g.endAngle.isFinite && g.startAngle != g.endAngle
            gradient(g.stops, valid: valid, dither: g.dither) {
                Shader(sweep: g, inverse: $0, table: $1, exactTable: $2)
            }
        case .image(let pattern):
            guard let inverse = pattern.transform.concatenating(transform).inverted() else { return }
            // The sampler reads only inside its region, which lies in the image's
            // width × height pixels (ImageSampler.init); the pointer is valid inside `body`.
            pattern.image.pixels.withUnsafeBufferPointer { pixels in
                guard let sampler = ImageSampler(pattern, pixels: pixels.baseAddress!) else { return }
                body(.shader(Shader(image: sampler, inverse: inverse)))
            }
        }
    }
}
