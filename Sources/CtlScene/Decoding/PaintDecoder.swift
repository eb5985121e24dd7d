import CtlRaster

/// Decodes a paint: `{"color": C}`, `{"linear": {x0, y0, x1, y1, stops}}`,
/// `{"radial": {cx, cy, r, fx, fy, fr, stops}}`, `{"sweep": {cx, cy, start, end, stops}}`
/// or `{"image": {src, transform, repeat, filter}}`.
///
/// Every gradient also takes `"spread": "pad"|"repeat"|"reflect"` (default pad) and
/// `"dither": bool` (default false).
enum PaintDecoder {
    static let kinds = ["color", "linear", "radial", "sweep", "image"]
    /// The keys every gradient accepts besides its geometry.
    static let gradientKeys = ["stops", "spread", "dither"]

    static func decode(_ value: JSONValue, context: SceneDecodingContext) throws -> Paint {
        let list = kinds.map { "{\"\($0)\": …}" }.joined(separator: ", ")
        let object = try value.object("a paint object (\(list))")
        try object.checkKeys(allowed: kinds, in: "a paint")
        guard object.members.count == 1, let kind = object.members.first?.key else {
            throw value.error("a paint needs exactly one of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        let body = try object.required(kind)
        switch kind {
        case "color": return .solid(try ColorDecoder.decode(body))
        case "linear": return .linearGradient(try linear(body))
        case "radial": return .radialGradient(try radial(body))
        case "sweep": return .sweepGradient(try sweep(body))
        default: return .image(try image(body, context: context))
        }
    }

    static func linear(_ value: JSONValue) throws -> LinearGradient {
        let g = try value.object()
        try g.checkKeys(allowed: ["x0", "y0", "x1", "y1"] + gradientKeys, in: "a linear gradient")
        let start = Point(try g.required("x0").number(), try g.required("y0").number())
        let end = Point(try g.required("x1").number(), try g.required("y1").number())
        let common = try GradientCommon(g)
        return LinearGradient(start: start, end: end, stops: common.stops, spread: common.spread,
                              dither: common.dither)
    }

    /// A two-point conical gradient from the focal circle (`fx`, `fy`, `fr`) to the end
    /// circle (`cx`, `cy`, `r`). `fx`, `fy` default to `cx`, `cy` each, as in SVG; `fr` to 0.
    static func radial(_ value: JSONValue) throws -> RadialGradient {
        let g = try value.object()
        try g.checkKeys(allowed: ["cx", "cy", "r", "fx", "fy", "fr"] + gradientKeys, in: "a radial gradient")
        let center = Point(try g.required("cx").number(), try g.required("cy").number())
        let radius = try g.required("r").number(in: 0...Double.greatestFiniteMagnitude, "a number ≥ 0")
        let focal = Point(try g.optional("fx")?.number() ?? center.x, try g.optional("fy")?.number() ?? center.y)
        let focalRadius = try g.optional("fr")?.number(in: 0...Double.greatestFiniteMagnitude, "a number ≥ 0") ?? 0
        let common = try GradientCommon(g)
        return RadialGradient(center: center, radius: radius, focal: focal, focalRadius: focalRadius,
                              stops: common.stops, spread: common.spread, dither: common.dither)
    }

    /// Angles in degrees, clockwise on the y-down canvas, 0 along +x; `start` defaults
    /// to 0 and `end` to 360, and they must differ.
    static func sweep(_ value: JSONValue) throws -> SweepGradient {
        let g = try value.object()
        try g.checkKeys(allowed: ["cx", "cy", "start", "end"] + gradientKeys, in: "a sweep gradient")
        let center = Point(try g.required("cx").number(), try g.required("cy").number())
        let start = try g.optional("start")?.number("an angle in degrees") ?? 0
        let end = try g.optional("end")?.number("an angle in degrees") ?? 360
        guard start != end else {
            throw (g.optional("end") ?? g.optional("start")!).error(
                "the end angle must differ from the start angle (both are \(JSONValue.format(start)))")
        }
        let common = try GradientCommon(g)
        return SweepGradient(center: center, startAngle: start, endAngle: end, stops: common.stops,
                             spread: common.spread, dither: common.dither)
    }

    /// `{"src": PNG, "transform": T, "repeat": bool, "filter": "nearest"|"bilinear"}`:
    /// image pixel (i, j) covers [i, i+1) × [j, j+1) of the pattern space, which `transform`
    /// (default identity) maps into the op's space; `repeat` defaults to false, `filter` to bilinear.
    static func image(_ value: JSONValue, context: SceneDecodingContext) throws -> ImagePattern {
        let p = try value.object()
        try p.checkKeys(allowed: ["src", "transform", "repeat", "filter"], in: "an image paint")
        let image = try context.image(p.required("src"))
        return ImagePattern(image: image,
                            transform: try p.optional("transform").map(TransformDecoder.decode) ?? .identity,
                            repeat: try p.optional("repeat")?.bool() ?? false,
                            filter: try p.optional("filter")?.name(of: ImageFilter.self) ?? .bilinear)
    }

    /// The stops, spread and dithering every gradient has.
    struct GradientCommon {
        var stops: [GradientStop]
        var spread: SpreadMode
        var dither: Bool

        init(_ g: JSONObject) throws {
            stops = try PaintDecoder.stops(g.required("stops"))
            spread = try g.optional("spread")?.name(of: SpreadMode.self) ?? .pad
            dither = try g.optional("dither")?.bool() ?? false
        }
    }

    /// `[[offset, C], …]`: at least one stop, offsets in 0…1 and never decreasing.
    static func stops(_ value: JSONValue) throws -> [GradientStop] {
        let items = try value.array("an array of [offset, colour] stops")
        guard !items.isEmpty else { throw value.error("a gradient needs at least one stop") }
        var result: [GradientStop] = []
        result.reserveCapacity(items.count)
        for item in items {
            let pair = try item.array("a stop [offset, colour]")
            guard pair.count == 2 else {
                throw item.error("a stop must be [offset, colour], not an array of \(pair.count) elements")
            }
            let offset = try pair[0].number(in: 0...1, "an offset from 0 to 1")
            if let previous = result.last, offset < previous.offset {
                throw pair[0].error("stop offsets must not decrease: \(JSONValue.format(offset)) comes after "
                    + JSONValue.format(previous.offset))
            }
            result.append(GradientStop(offset: offset, color: try ColorDecoder.decode(pair[1])))
        }
        return result
    }
}
