import CtlRaster

extension ImageOp {
    static let keys = ["op", "src", "rect", "insets", "mode", "scale", "tint", "filter"]
        + OpEffects.keys + OpDecoder.commentKeys

    /// `{"op": "image", "src": PNG or SVG, "rect": [x, y, w, h], "insets": [top, left, bottom,
    /// right], "mode": "stretch"|"tile", "scale": s, "tint": C, "filter": "nearest"|"bilinear"}`
    /// and the effects `alpha`, `blend`, `shadow`.
    ///
    /// Without `insets` the image is stretched to the rect, or tiled with `"mode": "tile"`.
    /// `insets` are in points of the image, which has `scale` pixels per point (default 1);
    /// `tint` keeps only the image's alpha, filled with the colour. An SVG (`.svg`) is drawn at
    /// the scale being rendered; its points are its own units, and it takes no `scale`.
    init(decoding object: JSONObject, context: SceneDecodingContext) throws {
        try object.checkKeys(allowed: ImageOp.keys, in: "an image op")
        let src = try object.required("src")
        let artwork = try context.artwork(src)
        if artwork != nil, let value = object.optional("scale") {
            throw value.error("an SVG image has no scale: it is drawn at the scale being rendered")
        }
        var image = try artwork.map { a in
            do { return try a.render(scale: 1) } catch { throw src.error("\(error)") }
        } ?? context.image(src)
        let rect = try ImageOp.rect(object.required("rect"))
        let filter = try object.optional("filter")?.name(of: ImageFilter.self) ?? .bilinear
        var scale = 1.0
        if let value = object.optional("scale") {
            scale = try value.number("a number of image pixels per point")
            guard scale > 0 else { throw value.error("must be a number greater than 0, not \(JSONValue.format(scale))") }
        }
        let mode = try object.optional("mode")?.name(of: NineSlice.Mode.self)
        let insets = try object.optional("insets").map(ImageOp.insets)
        var tint: Color?
        if let value = object.optional("tint") {
            tint = try ColorDecoder.decode(value)
            image = Tint.template(image, color: tint!)
        }
        var layout = Layout.stretch
        if insets != nil || mode == .tile {
            do {
                layout = .nineSlice(try NineSlice(image: image, scale: scale, insets: insets ?? .zero,
                                                  mode: mode ?? .stretch, filter: filter))
            } catch {
                throw try (object.optional("insets") ?? object.optional("scale") ?? object.required("mode"))
                    .error("\(error)")
            }
        }
        self.init(image: image, rect: rect, layout: layout, filter: filter, effects: try OpEffects(decoding: object))
        if let artwork {
            self.artwork = artwork
            artworkTint = tint
        }
    }

    /// `[x, y, w, h]` with w, h ≥ 0.
    static func rect(_ value: JSONValue) throws -> Rect {
        let items = try value.array("an array [x, y, width, height]")
        guard items.count == 4 else {
            throw value.error("a rect needs 4 numbers [x, y, width, height], not \(items.count)")
        }
        let x = try items[0].number(), y = try items[1].number()
        let w = try items[2].number(in: 0...Double.greatestFiniteMagnitude, "a width ≥ 0")
        let h = try items[3].number(in: 0...Double.greatestFiniteMagnitude, "a height ≥ 0")
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `[top, left, bottom, right]` in points, each ≥ 0 (UIKit's order).
    static func insets(_ value: JSONValue) throws -> EdgeInsets {
        let items = try value.array("an array [top, left, bottom, right]")
        guard items.count == 4 else {
            throw value.error("insets need 4 numbers [top, left, bottom, right], not \(items.count)")
        }
        let v = try items.map { try $0.number(in: 0...Double.greatestFiniteMagnitude, "a number of points ≥ 0") }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
