#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CtlRaster

/// Reads the primitives of one filter in order, binding inputs to earlier results.
struct PrimitiveReader {
    let parser: FilterParser
    let region: Rect
    let units: Units
    private(set) var primitives: [FilterPrimitive] = []
    /// The latest primitive with each `result` name.
    private var results: [String: Int] = [:]

    init(parser: FilterParser, region: Rect, units: Units) {
        self.parser = parser
        self.region = region
        self.units = units
    }

    /// The largest kernel side of feConvolveMatrix taken (beyond it the primitive is transparent).
    static let maxOrder = 64

    mutating func read(_ e: Element) {
        let style = FilterParser.style(of: e)
        // In objectBoundingBox units feFlood and feImage measure from the bounding box, their
        // missing values being 0, 0, 100 %, 100 % of it; other primitives from the filter region
        // (as resvg). The subregion may reach past the region, which cuts it in device pixels.
        let boxed = e.name == "feFlood" || e.name == "feImage"
        let defaults = boxed && units == .objectBoundingBox ? parser.bbox ?? region : region
        let subregion = parser.rect(x: e["x"], y: e["y"], width: e["width"], height: e["height"], units: units,
                                    style: style, defaults: defaults, fractionsOf: boxed ? nil : region)
            // An invalid subregion (zero or negative size) leaves nothing: an empty flood.
            ?? Rect(x: region.minX, y: region.minY, width: 0, height: 0)
        guard let kind = kind(e, style: style, subregion: subregion) else { return }
        let space: FilterColorSpace = style["color-interpolation-filters"] == "sRGB" ? .sRGB : .linearRGB
        var primitive = FilterPrimitive(subregion: subregion, colorSpace: space, kind: kind)
        if subregion.isEmpty {
            primitive.kind = .flood(color: .clear)
            primitive.subregion = region
        }
        if let name = e["result"] { results[name] = primitives.count }
        primitives.append(primitive)
    }

    /// `in`/`in2`: a source, a named earlier result, or the previous result.
    func input(_ e: Element, _ name: String = "in") -> FilterInput {
        let previous: FilterInput = primitives.isEmpty ? .sourceGraphic : .result(primitives.count - 1)
        guard let raw = e[name]?.trimmingSpaces else { return previous }
        switch raw {
        case "SourceGraphic", "BackgroundImage", "BackgroundAlpha", "FillPaint", "StrokePaint": return .sourceGraphic
        case "SourceAlpha": return .sourceAlpha
        default: return results[raw].map { .result($0) } ?? previous
        }
    }

    /// A plain number attribute (no unit, no percentage); `fallback` when missing or malformed.
    func number(_ e: Element, _ name: String, _ fallback: Double) -> Double {
        guard let raw = e[name] else { return fallback }
        var s = ValueScanner(raw)
        s.skipSpaces()
        guard let n = s.number() else { return fallback }
        s.skipSpaces()
        return s.atEnd ? n : fallback
    }

    /// One or two numbers (x, y); `fallback` when missing or malformed.
    func pair(_ e: Element, _ name: String, _ fallback: (Double, Double)) -> (Double, Double) {
        guard let raw = e[name], let list = ValueScanner.numberList(raw) else { return fallback }
        switch list.count {
        case 1: return (list[0], list[0])
        case 2: return (list[0], list[1])
        default: return fallback
        }
    }

    /// Lengths along x and y scaled for `objectBoundingBox` primitive units.
    func scaled(_ v: (Double, Double)) -> (Double, Double) {
        guard units == .objectBoundingBox, let b = parser.bbox else { return v }
        return (v.0 * b.width, v.1 * b.height)
    }

    /// A colour property with its opacity property applied; `currentColor` is `color`.
    func color(_ style: Style, _ name: String, opacity: String?) -> Color {
        var c = parseColor(style[name], style: style) ?? .black
        if let opacity { c = c.withAlpha(scaledBy: Converter.opacity(style[opacity])) }
        return c
    }

    /// A colour value; `currentColor` is `color`, and an ICC colour falls back to the sRGB
    /// colour written before it (`#cd853f icc-color(…)`).
    func parseColor(_ raw: String?, style: Style) -> Color? {
        guard var raw = raw?.trimmingSpaces else { return nil }
        if let icc = raw.firstRange(of: "icc-color(") { raw = String(raw[..<icc.lowerBound]).trimmingSpaces }
        if raw == "currentColor" { return style["color"].flatMap { ColorParser.parse($0) } ?? .black }
        if raw == "transparent" { return .clear }
        return ColorParser.parse(raw)
    }

    mutating func kind(_ e: Element, style: Style, subregion: Rect) -> FilterKind? {
        switch e.name {
        case "feGaussianBlur":
            let (sx, sy) = scaled(stdDeviation(e, (0, 0)))
            return .gaussianBlur(input: input(e), stdDeviationX: sx, stdDeviationY: sy)
        case "feOffset":
            let (dx, dy) = scaled((number(e, "dx", 0), number(e, "dy", 0)))
            return .offset(input: input(e), dx: dx, dy: dy)
        case "feFlood":
            return .flood(color: color(style, "flood-color", opacity: "flood-opacity"))
        case "feMerge":
            let inputs = e.childElements.filter { $0.name == "feMergeNode" }.map { input($0) }
            return .merge(inputs: inputs)
        case "feComposite":
            let op: CompositeOperator
            switch e["operator"]?.trimmingSpaces {
            case "in": op = .in
            case "out": op = .out
            case "atop": op = .atop
            case "xor": op = .xor
            case "arithmetic":
                op = .arithmetic(k1: number(e, "k1", 0), k2: number(e, "k2", 0), k3: number(e, "k3", 0),
                                 k4: number(e, "k4", 0))
            default: op = .over
            }
            return .composite(input: input(e), input2: input(e, "in2"), operator: op)
        case "feBlend":
            var mode = BlendMode.sourceOver
            if let raw = e["mode"]?.trimmingSpaces, let m = BlendMode(name: raw), !m.isPorterDuff || raw == "normal" {
                mode = m
            }
            return .blend(input: input(e), input2: input(e, "in2"), mode: mode)
        case "feColorMatrix":
            return .colorMatrix(input: input(e), matrix: colorMatrix(e))
        case "feDropShadow":
            let (sx, sy) = scaled(stdDeviation(e, (2, 2)))
            let (dx, dy) = scaled((number(e, "dx", 2), number(e, "dy", 2)))
            return .dropShadow(input: input(e), dx: dx, dy: dy, stdDeviationX: sx, stdDeviationY: sy,
                               color: color(style, "flood-color", opacity: "flood-opacity"))
        case "feComponentTransfer":
            var functions: [String: TransferFunction] = [:]
            for f in e.childElements {
                if let function = transferFunction(f) { functions[f.name] = function }
            }
            return .componentTransfer(input: input(e), red: functions["feFuncR"] ?? .identity,
                                      green: functions["feFuncG"] ?? .identity,
                                      blue: functions["feFuncB"] ?? .identity,
                                      alpha: functions["feFuncA"] ?? .identity)
        case "feMorphology":
            let op: MorphologyOperator = e["operator"]?.trimmingSpaces == "dilate" ? .dilate : .erode
            var (rx, ry) = (1.0, 1.0)
            if let raw = e["radius"], let list = ValueScanner.numberList(raw), list.count == 1 || list.count == 2 {
                var (x, y) = (list[0], list.count == 2 ? list[1] : list[0])
                // A zero radius becomes 1, as Chrome and resvg do; a negative one leaves both
                // at the default 1.
                if x == 0 { x = 1 }
                if y == 0 { y = 1 }
                if x > 0 && y > 0 { (rx, ry) = (x, y) }
            }
            let (sx, sy) = scaled((rx, ry))
            return .morphology(input: input(e), operator: op, radiusX: sx, radiusY: sy)
        case "feTile":
            return .tile(input: input(e))
        case "feTurbulence":
            var (fx, fy) = pair(e, "baseFrequency", (0, 0))
            if fx < 0 || fy < 0 { (fx, fy) = (0, 0) }
            let octaves = max(0, number(e, "numOctaves", 1))
            return .turbulence(Turbulence(baseFrequencyX: fx, baseFrequencyY: fy,
                                          numOctaves: Int(min(octaves, 1000).rounded()),
                                          seed: number(e, "seed", 0).rounded(.towardZero),
                                          stitchTiles: e["stitchTiles"]?.trimmingSpaces == "stitch",
                                          fractalNoise: e["type"]?.trimmingSpaces == "fractalNoise"))
        case "feConvolveMatrix":
            guard let m = convolveMatrix(e) else { return .flood(color: .clear) }
            return .convolveMatrix(input: input(e), m)
        case "feDisplacementMap":
            func channel(_ name: String) -> ColorChannel {
                switch e[name]?.trimmingSpaces {
                case "R": .r
                case "G": .g
                case "B": .b
                default: .a
                }
            }
            let scale = number(e, "scale", 0)
            let (sx, sy) = scaled((scale, scale))
            return .displacementMap(input: input(e), input2: input(e, "in2"), scaleX: sx, scaleY: sy,
                                    xChannel: channel("xChannelSelector"), yChannel: channel("yChannelSelector"))
        case "feDiffuseLighting", "feSpecularLighting":
            guard let light = lightSource(e) else { return .flood(color: .clear) }
            let lighting = Lighting(surfaceScale: number(e, "surfaceScale", 1), color: lightingColor(style),
                                    light: light)
            if e.name == "feDiffuseLighting" {
                return .diffuseLighting(input: input(e), lighting, diffuseConstant: number(e, "diffuseConstant", 1))
            }
            let exponent = number(e, "specularExponent", 1)
            // Out of 1…128 the primitive is ignored (transparent), as resvg does.
            guard (1...128).contains(exponent) else { return .flood(color: .clear) }
            return .specularLighting(input: input(e), lighting, specularConstant: number(e, "specularConstant", 1),
                                     specularExponent: exponent)
        case "feImage":
            return image(e, style: style, subregion: subregion) ?? .flood(color: .clear)
        default:
            return nil
        }
    }

    /// `feImage`: a referenced element drawn as `use` would draw it at the subregion's corner,
    /// or a PNG or SVG image fitted into the subregion by `preserveAspectRatio`.
    func image(_ e: Element, style: Style, subregion: Rect) -> FilterKind? {
        let converter = parser.converter
        guard converter.feImageNesting == 0,
              let href = (e["href"] ?? e["xlink:href"])?.trimmingSpaces, !href.isEmpty else { return nil }
        converter.feImageNesting += 1
        defer { converter.feImageNesting -= 1 }
        if href.hasPrefix("#") {
            guard let target = converter.element(forIRI: href), target.isSVG,
                  let node = converter.convert(target, parentStyle: target.parent.map(FilterParser.style(of:)) ?? .root)
            else { return nil }
            return .image(.node(node, offset: Point(subregion.minX, subregion.minY)))
        }
        guard case .group(let g)? = converter.image(e, style: style), case .image(var image)? = g.children.first else {
            return nil
        }
        image.viewRect = subregion
        return .image(.image(image))
    }

    /// `stdDeviation`: one or two non-negative numbers; anything else is `fallback`… or 0 0
    /// when present but malformed (three values, a negative one).
    func stdDeviation(_ e: Element, _ fallback: (Double, Double)) -> (Double, Double) {
        guard let raw = e["stdDeviation"] else { return fallback }
        guard let list = ValueScanner.numberList(raw), list.count == 1 || list.count == 2 else { return (0, 0) }
        let x = list[0], y = list.count == 2 ? list[1] : list[0]
        return (max(0, x), max(0, y))
    }

    func colorMatrix(_ e: Element) -> ColorMatrix {
        let values = e["values"].flatMap { ValueScanner.numberList($0) }
        switch e["type"]?.trimmingSpaces {
        case "saturate":
            guard let values else { return .identity }
            return .saturate(values.first.map { clamped($0, 0, 1) } ?? 1)
        case "hueRotate":
            guard let values else { return .identity }
            return .hueRotate(values.first ?? 0)
        case "luminanceToAlpha":
            return .luminanceToAlpha
        default:
            guard let values, values.count == 20 else { return .identity }
            return .matrix(values)
        }
    }

    func transferFunction(_ f: Element) -> TransferFunction? {
        let values = f["tableValues"].flatMap { ValueScanner.numberList($0) } ?? []
        switch f["type"]?.trimmingSpaces {
        case "identity": return .identity
        case "table": return .table(values)
        case "discrete": return .discrete(values)
        case "linear": return .linear(slope: number(f, "slope", 1), intercept: number(f, "intercept", 0))
        case "gamma":
            return .gamma(amplitude: number(f, "amplitude", 1), exponent: number(f, "exponent", 1),
                          offset: number(f, "offset", 0))
        default: return nil
        }
    }

    func convolveMatrix(_ e: Element) -> ConvolveMatrix? {
        var (ox, oy) = (3, 3)
        if let raw = e["order"], let list = ValueScanner.numberList(raw), !list.isEmpty {
            // Truncated to integers; a non-positive order leaves the default 3 × 3 (as resvg).
            let x = list[0].rounded(.towardZero), y = (list.count > 1 ? list[1] : list[0]).rounded(.towardZero)
            if x > 0 && y > 0 {
                guard x <= Double(Self.maxOrder), y <= Double(Self.maxOrder) else { return nil }
                (ox, oy) = (Int(x), Int(y))
            }
        }
        guard let raw = e["kernelMatrix"], let kernel = ValueScanner.numberList(raw), kernel.count == ox * oy else {
            return nil
        }
        var sum = kernel.reduce(0, +)
        sum = (sum * 1_000_000).rounded() / 1_000_000
        if sum == 0 { sum = 1 }
        let divisor = number(e, "divisor", sum)
        guard divisor != 0 else { return nil }
        func target(_ name: String, _ order: Int) -> Int? {
            let t = number(e, name, Double(order / 2)).rounded(.towardZero)
            guard t >= 0, t < Double(order) else { return nil }
            return Int(t)
        }
        guard let tx = target("targetX", ox), let ty = target("targetY", oy) else { return nil }
        let edge: ConvolveMatrix.EdgeMode
        switch e["edgeMode"]?.trimmingSpaces {
        case "none": edge = .none
        case "wrap": edge = .wrap
        default: edge = .duplicate
        }
        return ConvolveMatrix(orderX: ox, orderY: oy, kernel: kernel, divisor: divisor, bias: number(e, "bias", 0),
                              targetX: tx, targetY: ty, edgeMode: edge,
                              preserveAlpha: e["preserveAlpha"]?.trimmingSpaces == "true")
    }

    /// `lighting-color`: white by default and when malformed; `currentColor` without a `color`
    /// is black; the alpha is ignored.
    func lightingColor(_ style: Style) -> Color {
        guard let raw = style["lighting-color"] else { return .white }
        var c = parseColor(raw, style: style) ?? .white
        c.a = 255
        return c
    }

    /// The first light source child. Its positions are numbers in user space whatever the
    /// filter's `primitiveUnits`: resvg reads them so (its suite's references are drawn so),
    /// where SVG 1.1 would take them as fractions of the bounding box.
    func lightSource(_ e: Element) -> LightSource? {
        guard let l = e.childElements.first(where: {
            $0.name == "feDistantLight" || $0.name == "fePointLight" || $0.name == "feSpotLight"
        }) else { return nil }
        func n(_ name: String) -> Double { number(l, name, 0) }
        switch l.name {
        case "feDistantLight":
            return .distant(azimuth: n("azimuth"), elevation: n("elevation"))
        case "fePointLight":
            return .point(x: n("x"), y: n("y"), z: n("z"))
        default:
            let p = (n("x"), n("y"), n("z")), t = (n("pointsAtX"), n("pointsAtY"), n("pointsAtZ"))
            var exponent = number(l, "specularExponent", 1)
            if !(exponent > 0) { exponent = 1 }
            return .spot(x: p.0, y: p.1, z: p.2, pointsAtX: t.0, pointsAtY: t.1, pointsAtZ: t.2,
                         specularExponent: exponent, limitingConeAngle: l["limitingConeAngle"] == nil ? nil : number(l, "limitingConeAngle", 0))
        }
    }
}
