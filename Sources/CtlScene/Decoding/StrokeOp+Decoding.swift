import CtlRaster

extension StrokeOp {
    static let keys = ["op", "path", "paint", "width", "cap", "join", "miter_limit", "dash", "dash_offset",
                       "transform"] + OpEffects.keys + OpDecoder.commentKeys

    /// `{"op": "stroke", "path": D, "paint": P, "width": W, "cap": …, "join": …,
    /// "miter_limit": M, "dash": [..] or null, "dash_offset": O, "transform": T}` and the
    /// effects `alpha`, `blend`, `shadow`.
    init(decoding object: JSONObject, context: SceneDecodingContext) throws {
        try object.checkKeys(allowed: StrokeOp.keys, in: "a stroke op")
        let path = try PathDecoder.decode(object.required("path"))
        let paint = try PaintDecoder.decode(object.required("paint"), context: context)
        var style = StrokeStyle()
        if let width = object.optional("width") {
            style.width = try width.number(in: 0...Double.greatestFiniteMagnitude, "a number ≥ 0 (0 = hairline)")
        }
        if let cap = object.optional("cap") { style.cap = try cap.name(of: LineCap.self) }
        if let join = object.optional("join") { style.join = try join.name(of: LineJoin.self) }
        if let limit = object.optional("miter_limit") {
            style.miterLimit = try limit.number(in: 1...Double.greatestFiniteMagnitude, "a number ≥ 1")
        }
        if let dash = object.nullable("dash") { style.dash = try StrokeOp.dashes(dash) }
        if let offset = object.optional("dash_offset") { style.dashOffset = try offset.number() }
        self.init(path: path, paint: paint, style: style,
                  transform: try object.optional("transform").map(TransformDecoder.decode) ?? .identity,
                  effects: try OpEffects(decoding: object))
    }

    /// Lengths ≥ 0. As in SVG, an odd list is repeated to make it even, and a list that
    /// sums to 0 (or is empty) means a solid stroke.
    static func dashes(_ value: JSONValue) throws -> [Double] {
        let items = try value.array("an array of dash and gap lengths, or null")
        var lengths = try items.map { try $0.number(in: 0...Double.greatestFiniteMagnitude, "a length ≥ 0") }
        let total = lengths.reduce(0, +)
        guard total.isFinite else { throw value.error("the dash lengths add up to more than the largest number") }
        guard total > 0 else { return [] }
        if lengths.count % 2 == 1 { lengths += lengths }
        return lengths
    }
}
