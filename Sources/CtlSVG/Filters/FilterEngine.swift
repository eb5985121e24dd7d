#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CtlRaster

/// Runs a `FilterChain` on an element: the filter region in device pixels, the element drawn into
/// it, each primitive in turn on images the size of the region, the last result back in sRGB.
///
/// The pixel grid is the device's: lengths (σ, offsets, radii, light positions) are scaled by
/// the element's transform, its x and y scales taken separately (a skew or rotation is
/// approximated by those scales, as resvg does). Pixels outside the region are transparent to
/// every primitive.
enum FilterEngine {
    /// The output of a filter: premultiplied sRGB pixels covering `rect` of the device.
    struct Output {
        var pixmap: Pixmap
        var rect: PixelRect
    }

    /// Why a filter renders nothing.
    enum Failure: Error, Equatable {
        /// The filter region (or a primitive's subregion) is empty or not finite.
        case invalidRegion
    }

    /// Applies `filter` to an element drawn by `drawSource`.
    ///
    /// - Parameters:
    ///   - transform: the element's user space to device pixels.
    ///   - bounds: the device pixels the region is cut to (resvg keeps a few canvases' worth
    ///     around the canvas, so that an offset or a blur can bring in what lies outside it).
    ///   - drawNode: draws an `feImage`'s content (the renderer's drawing).
    ///   - drawSource: draws the element (SourceGraphic) into a transparent pixmap covering the
    ///     given device rectangle: its pixel (0, 0) is the rectangle's corner.
    /// - Returns: the filtered element, or nil when the region is empty (nothing is drawn).
    /// - Throws: what `drawSource` throws, `PixmapError` when the region is too large, and
    ///   `LimitExceeded` for a blur reaching further than `RenderLimits.blurReach` or results held
    ///   at once over `RenderLimits.totalImageBytes`.
    static func apply(_ filter: FilterChain, transform: Transform, bounds: PixelRect,
                      drawNode: @escaping FilterHook.DrawNode,
                      drawSource: (PixelRect) throws -> Pixmap) throws -> Output? {
        guard let full = PixelRect(covering: transform.apply(filter.region)) else { return nil }
        let region = full.intersection(bounds)
        guard !region.isEmpty else { return nil }
        try Pixmap.validate(width: region.width, height: region.height)
        let source = try drawSource(region)
        var context = FilterContext(region: region, transform: transform, source: source, drawNode: drawNode)
        guard let result = try context.run(filter.primitives) else { return nil }
        return Output(pixmap: result.converted(to: .sRGB).pixmap, rect: region)
    }

    /// Scale factors of a transform along device x and y: the lengths of the rows of its linear
    /// part (how far a device pixel along x or y reaches in user units, inverted), as
    /// tiny-skia's `get_scale` and so resvg measure them. For a scale they are its factors; for
    /// a skew they tilt lengths toward the device axes.
    static func scales(_ t: Transform) -> (x: Double, y: Double) {
        ((t.a * t.a + t.c * t.c).squareRoot(), (t.b * t.b + t.d * t.d).squareRoot())
    }
}

/// The state of one filter run.
struct FilterContext {
    let region: PixelRect
    let transform: Transform
    let source: Pixmap
    let drawNode: FilterHook.DrawNode
    let scaleX: Double, scaleY: Double
    /// Each primitive's result, released (nil) after the last primitive that reads it.
    var results: [FilterImage?] = []

    init(region: PixelRect, transform: Transform, source: Pixmap, drawNode: @escaping FilterHook.DrawNode) {
        self.region = region
        self.transform = transform
        self.source = source
        self.drawNode = drawNode
        (scaleX, scaleY) = FilterEngine.scales(transform)
    }

    var fullArea: PixelRect { PixelRect(x: 0, y: 0, width: region.width, height: region.height) }

    /// Every primitive in order; the last result, or nil when there are no primitives.
    mutating func run(_ primitives: [FilterPrimitive]) throws -> FilterImage? {
        // The last primitive reading each result, so that a result is freed once it is read.
        var lastUse = Array(primitives.indices)
        for (j, primitive) in primitives.enumerated() {
            for case .result(let i) in primitive.kind.inputs { lastUse[i] = max(lastUse[i], j) }
        }
        // Result i is freed once primitive lastUse[i] has run (an unread one after the next).
        var releaseAfter = [[Int]](repeating: [], count: primitives.count)
        for i in primitives.indices {
            let after = lastUse[i] > i ? lastUse[i] : i + 1
            if after < primitives.count { releaseAfter[after].append(i) }
        }
        let resultBytes = 4 * region.width * region.height
        var live = 0
        for (j, primitive) in primitives.enumerated() {
            guard let device = PixelRect(covering: transform.apply(primitive.subregion)) else {
                throw FilterEngine.Failure.invalidRegion
            }
            var subregion = device.offsetBy(dx: -region.x, dy: -region.y)
            var result = try apply(primitive.kind, colorSpace: primitive.colorSpace)
            if case .offset(let input, _, _) = primitive.kind {
                // An offset keeps the area of what it moves (for a later feTile) and is not cut.
                if case .result(let index) = input { subregion = self.input(.result(index)).area }
                result.area = subregion
            } else if subregion != fullArea {
                clear(&result.pixmap, outside: subregion)
                result.area = subregion.intersection(fullArea)
            }
            results.append(result)
            live += 1
            for i in releaseAfter[j] {
                results[i] = nil
                live -= 1
            }
            // As many bytes again are kept for the layers around the filter.
            let held = 2 * live * resultBytes, limit = RenderLimits.current.totalImageBytes
            if live > 1, held > limit {
                throw LimitExceeded(limit: .totalImageBytes, requested: held, allowed: limit,
                                    what: "the \(live) results of \(region.width)×\(region.height) pixels a filter holds at "
                                        + "once (counted twice, for the layers around it)")
            }
        }
        return results.last ?? nil
    }

    func input(_ input: FilterInput) -> FilterImage {
        switch input {
        case .sourceGraphic:
            return FilterImage(pixmap: source, colorSpace: .sRGB)
        case .sourceAlpha:
            var alpha = source
            for i in alpha.pixels.indices { alpha.pixels[i] &= 0xFF00_0000 }
            return FilterImage(pixmap: alpha, colorSpace: .sRGB)
        case .result(let index):
            // Inputs point backwards, and a result is kept until its last reader has run.
            return results[index]!
        }
    }

    func blank() -> Pixmap {
        // The region was validated before the run began.
        try! Pixmap(width: region.width, height: region.height)
    }

    mutating func apply(_ kind: FilterKind, colorSpace cs: FilterColorSpace) throws
        -> FilterImage {
        switch kind {
        case .gaussianBlur(let input, let sx, let sy):
            try checkBlurReach(sx * scaleX, sy * scaleY, of: "feGaussianBlur")
            var image = self.input(input).converted(to: cs)
            FilterBlur.blur(&image.pixmap, sigmaX: sx * scaleX, sigmaY: sy * scaleY)
            return image
        case .offset(let input, let dx, let dy):
            let image = self.input(input)
            let (ox, oy) = (dx * scaleX, dy * scaleY)
            guard ox.isFinite, oy.isFinite, ox != 0 || oy != 0 else { return image }
            var out = blank()
            FilterCompositing.draw(image.pixmap, onto: &out, dx: ox, dy: oy)
            return FilterImage(pixmap: out, colorSpace: image.colorSpace)
        case .flood(let color):
            var out = blank()
            out.fill(color)
            return FilterImage(pixmap: out, colorSpace: .sRGB)
        case .merge(let inputs):
            var out = blank()
            for input in inputs {
                FilterCompositing.draw(self.input(input).converted(to: cs).pixmap, onto: &out)
            }
            return FilterImage(pixmap: out, colorSpace: cs)
        case .composite(let input, let input2, let op):
            let top = self.input(input).converted(to: cs).pixmap, bottom = self.input(input2).converted(to: cs).pixmap
            return FilterImage(pixmap: FilterCompositing.composite(top, bottom, op), colorSpace: cs)
        case .blend(let input, let input2, let mode):
            var out = self.input(input2).converted(to: cs).pixmap
            FilterCompositing.draw(self.input(input).converted(to: cs).pixmap, onto: &out, mode: mode)
            return FilterImage(pixmap: out, colorSpace: cs)
        case .colorMatrix(let input, let matrix):
            var image = self.input(input).converted(to: cs)
            FilterColor.apply(matrix, to: &image.pixmap)
            return image
        case .dropShadow(let input, let dx, let dy, let sx, let sy, let color):
            try checkBlurReach(sx * scaleX, sy * scaleY, of: "feDropShadow")
            return dropShadow(self.input(input).converted(to: cs), dx: dx, dy: dy, sigmaX: sx, sigmaY: sy,
                              color: color, colorSpace: cs)
        case .componentTransfer(let input, let r, let g, let b, let a):
            var image = self.input(input).converted(to: cs)
            FilterColor.transfer(&image.pixmap, functions: [r, g, b, a])
            return image
        case .morphology(let input, let op, let rx, let ry):
            var image = self.input(input).converted(to: cs)
            FilterMorphology.apply(&image.pixmap, operator: op, radiusX: rx * scaleX, radiusY: ry * scaleY)
            return image
        case .tile(let input):
            return FilterImage(pixmap: FilterCompositing.tile(self.input(input)), colorSpace: self.input(input).colorSpace)
        case .image(let content):
            let device = transform.concatenating(.translation(Double(-region.x), Double(-region.y)))
            var canvas = Canvas(pixmap: blank())
            // The content was converted with the document, its own feImages transparent
            // (`Converter.feImageNesting`): drawing it nests no further.
            switch content {
            case .image(let image):
                canvas.transform = device
                drawNode(.image(image), &canvas)
            case .node(let node, let offset):
                canvas.transform = Transform.translation(offset.x, offset.y).concatenating(device)
                drawNode(node, &canvas)
            }
            try canvas.checkLimits()
            canvas.writePendingClear()
            return FilterImage(pixmap: canvas.pixmap, colorSpace: .sRGB)
        case .turbulence(let turbulence):
            var out = blank()
            FilterTurbulence.render(turbulence, into: &out, region: region, transform: transform, scaleX: scaleX,
                                    scaleY: scaleY)
            return FilterImage(pixmap: out, colorSpace: cs)
        case .convolveMatrix(let input, let matrix):
            var image = self.input(input).converted(to: cs)
            FilterConvolve.apply(matrix, to: &image.pixmap)
            return image
        case .displacementMap(let input, let input2, let sx, let sy, let xc, let yc):
            let image = self.input(input).converted(to: cs), map = self.input(input2).converted(to: cs)
            let out = FilterDisplacement.apply(image.pixmap, map: map.pixmap, scaleX: sx * scaleX,
                                               scaleY: sy * scaleY, xChannel: xc, yChannel: yc)
            return FilterImage(pixmap: out, colorSpace: cs)
        case .diffuseLighting(let input, let lighting, let kd):
            let light = deviceLight(lighting.light)
            let out = FilterLighting.render(self.input(input).pixmap, lighting: lighting, light: light,
                                            colorSpace: cs, model: .diffuse(kd))
            return FilterImage(pixmap: out, colorSpace: cs)
        case .specularLighting(let input, let lighting, let ks, let exponent):
            let light = deviceLight(lighting.light)
            let out = FilterLighting.render(self.input(input).pixmap, lighting: lighting, light: light,
                                            colorSpace: cs, model: .specular(ks, exponent))
            return FilterImage(pixmap: out, colorSpace: cs)
        }
    }

    /// Refuses a blur of standard deviations `sx` × `sy` device pixels that reaches further
    /// than `RenderLimits.blurReach` (three σ, as a canvas shadow's reach is measured).
    func checkBlurReach(_ sx: Double, _ sy: Double, of primitive: String) throws(LimitExceeded) {
        func reach(_ sigma: Double) -> Int {
            sigma >= FilterBlur.minimumSigma ? GaussianBlur.margin(forSigma: sigma.isNaN ? 0 : sigma) : 0
        }
        let most = max(reach(sx), reach(sy)), limit = RenderLimits.current.blurReach
        guard most <= limit else {
            throw LimitExceeded(limit: .blurReach, requested: most, allowed: limit, what: "the blur of \(primitive)")
        }
    }

    /// `feDropShadow`: the input's alpha blurred, offset and flooded with the colour, under the input.
    func dropShadow(_ image: FilterImage, dx: Double, dy: Double, sigmaX: Double, sigmaY: Double, color: Color,
                    colorSpace cs: FilterColorSpace) -> FilterImage {
        var shadow = image.pixmap
        FilterBlur.blur(&shadow, sigmaX: sigmaX * scaleX, sigmaY: sigmaY * scaleY)
        // The flood colour is sRGB; the shadow is made in sRGB and brought into the primitive's space.
        let c = color
        for i in shadow.pixels.indices {
            let a = UInt8(truncatingIfNeeded: shadow.pixels[i] >> 24)
            shadow.pixels[i] = Color(r: c.r, g: c.g, b: c.b, a: UInt8((Int(c.a) * Int(a) + 127) / 255))
                .premultiplied.packed
        }
        let shadowImage = FilterImage(pixmap: shadow, colorSpace: .sRGB).converted(to: cs)
        var out = blank()
        let (ox, oy) = (dx * scaleX, dy * scaleY)
        FilterCompositing.draw(shadowImage.pixmap, onto: &out, dx: ox.isFinite ? ox : 0, dy: oy.isFinite ? oy : 0)
        FilterCompositing.draw(image.pixmap, onto: &out)
        return FilterImage(pixmap: out, colorSpace: cs)
    }

    /// A light's position in the region's pixels; z scaled by the root mean square of the
    /// transform's diagonal (resvg's measure; for a uniform scale, that scale).
    func deviceLight(_ light: LightSource) -> LightSource {
        let zScale = ((transform.a * transform.a + transform.d * transform.d) / 2).squareRoot()
        func map(_ x: Double, _ y: Double) -> (Double, Double) {
            let p = transform.apply(Point(x, y))
            return (p.x - Double(region.x), p.y - Double(region.y))
        }
        switch light {
        case .distant:
            return light
        case .point(let x, let y, let z):
            let (px, py) = map(x, y)
            return .point(x: px, y: py, z: z * zScale)
        case .spot(let x, let y, let z, let tx, let ty, let tz, let exponent, let cone):
            let (px, py) = map(x, y), (qx, qy) = map(tx, ty)
            return .spot(x: px, y: py, z: z * zScale, pointsAtX: qx, pointsAtY: qy, pointsAtZ: tz * zScale,
                         specularExponent: exponent, limitingConeAngle: cone)
        }
    }

    /// Clears every pixel outside `rect`.
    func clear(_ pixmap: inout Pixmap, outside rect: PixelRect) {
        let keep = rect.intersection(fullArea)
        let w = pixmap.width
        for y in 0..<pixmap.height {
            let inside = y >= keep.y && y < keep.maxY
            for x in 0..<w where !(inside && x >= keep.x && x < keep.maxX) { pixmap.pixels[y * w + x] = 0 }
        }
    }
}
