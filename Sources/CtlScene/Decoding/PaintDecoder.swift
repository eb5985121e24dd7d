import CtlRaster

/// Decodes a paint: `{"color": C}`, `{"linear": {x0, y0, x1, y1, stops}}` or
/// `{"radial": {cx, cy, r, fx, fy, stops}}`; gradients spread with pad.
enum PaintDecoder {
    static let kinds = ["color", "linear", "radial"]

    static func decode(_ value: JSONValue) throws -> Paint {
        let object = try value.object("a paint object ({\"color\": …}, {\"linear\": …} or {\"radial\": …})")
        try object.checkKeys(allowed: kinds, in: "a paint")
        guard object.fields.count == 1, let kind = object.fields.keys.first else {
            let list = kinds.map { "\"\($0)\"" }.joined(separator: ", ")
            throw value.error("a paint needs exactly one of \(list)")
        }
        let body = try object.required(kind)
        switch kind {
        case "color": return .solid(try ColorDecoder.decode(body))
        case "linear": return .linearGradient(try linear(body))
        default: return .radialGradient(try radial(body))
        }
    }

    static func linear(_ value: JSONValue) throws -> LinearGradient {
        let g = try value.object()
        try g.checkKeys(allowed: ["x0", "y0", "x1", "y1", "stops"], in: "a linear gradient")
        let start = Point(try g.required("x0").number(), try g.required("y0").number())
        let end = Point(try g.required("x1").number(), try g.required("y1").number())
        return LinearGradient(start: start, end: end, stops: try stops(g.required("stops")))
    }

    /// `fx`, `fy` default to `cx`, `cy` each, as in SVG.
    static func radial(_ value: JSONValue) throws -> RadialGradient {
        let g = try value.object()
        try g.checkKeys(allowed: ["cx", "cy", "r", "fx", "fy", "stops"], in: "a radial gradient")
        let center = Point(try g.required("cx").number(), try g.required("cy").number())
        let radius = try g.required("r").number(in: 0...Double.greatestFiniteMagnitude, "a number ≥ 0")
        let focal = Point(try g.optional("fx")?.number() ?? center.x, try g.optional("fy")?.number() ?? center.y)
        return RadialGradient(center: center, radius: radius, focal: focal, stops: try stops(g.required("stops")))
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
