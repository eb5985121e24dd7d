import CtlRaster
import CtlText
import CtlUnicode
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TextOp {
    static let keys = ["op", "text", "font", "size", "paint", "x", "y", "rect", "align", "valign", "wrap",
                       "truncate", "stroke", "underline", "direction"] + OpEffects.keys + OpDecoder.commentKeys

    /// The keys that only make sense with a `rect`.
    static let rectKeys = ["align", "valign", "wrap", "truncate"]

    /// `{"op": "text", "text": "…", "font": NAME-OR-PATH, "size": PT, "paint": P, "x", "y"}`, or
    /// `"rect": [x, y, w, h]` instead of `x`, `y` with `"align"` (default left), `"valign"` (top),
    /// `"wrap"` (word), `"truncate"` (tail); optional `"stroke": {"width", "join", "miter_limit"}`,
    /// `"underline": bool`, `"direction": "auto"|"ltr"|"rtl"` (UAX #9, default auto) and the
    /// effects `alpha`, `blend`, `shadow`.
    ///
    /// `font` is a bundled name ("system", "system-bold", "Inter", "DejaVu Sans", …) or the path
    /// of a font file, relative to the scene file.
    init(decoding object: JSONObject, context: SceneDecodingContext) throws {
        try object.checkKeys(allowed: TextOp.keys, in: "a text op")
        let textValue = try object.required("text")
        let text = try textValue.string("the text to draw")
        guard !text.isEmpty else { throw textValue.error("must be the text to draw, not an empty string") }
        let font = try TextOp.font(object.required("font"), context: context)
        let sizeValue = try object.required("size")
        let size = try sizeValue.number("a font size in points")
        guard size > 0, size <= TextOp.maxSize else {
            throw sizeValue.error("must be a font size greater than 0 and at most \(JSONValue.format(TextOp.maxSize)) "
                + "points, not \(JSONValue.format(size))")
        }
        let paint = try PaintDecoder.decode(object.required("paint"), context: context)
        let stroke = try object.optional("stroke").map(TextOp.strokeStyle)
        let underline = try object.optional("underline")?.bool() ?? false
        let direction = try object.optional("direction")?.name(of: ParagraphDirection.self) ?? .auto
        var placement = try TextOp.placement(object)
        if case .rect(let rect, var layout) = placement {
            layout.direction = direction
            placement = .rect(rect, layout)
        }
        self.init(text: text, font: font, size: size, paint: paint, placement: placement, stroke: stroke,
                  underline: underline, direction: direction, effects: try OpEffects(decoding: object))
    }

    /// `x`, `y` (a baseline origin) or `rect` with its layout keys, never both.
    static func placement(_ object: JSONObject) throws -> Placement {
        guard let rectValue = object.optional("rect") else {
            if let key = rectKeys.first(where: object.has) {
                throw try object.required(key).error(
                    "only applies to text laid out in a \"rect\"; add one or remove this key")
            }
            guard object.has("x") || object.has("y") else {
                throw SceneError.invalidValue(object.location.appending(key: "x"),
                                              message: "is missing (a text op needs \"x\" and \"y\", or a \"rect\")")
            }
            return .baseline(Point(try object.required("x").number(), try object.required("y").number()))
        }
        if let key = ["x", "y"].first(where: object.has) {
            throw try object.required(key).error("cannot be used with \"rect\" (give either \"x\" and \"y\" or \"rect\")")
        }
        var layout = TextLayout()
        if let v = object.optional("align") { layout.align = try v.name(of: TextAlignment.self) }
        if let v = object.optional("valign") { layout.verticalAlign = try v.name(of: TextVerticalAlignment.self) }
        if let v = object.optional("wrap") { layout.wrap = try v.name(of: TextWrap.self) }
        if let v = object.optional("truncate") { layout.truncation = try v.name(of: TextTruncation.self) }
        return .rect(try ImageOp.rect(rectValue), layout)
    }

    /// A bundled font name, or a font file path resolved against the scene file's folder
    /// (a name with a "/" or a font extension is a path, as for `FontLibrary`).
    static func font(_ value: JSONValue, context: SceneDecodingContext) throws -> FontLibrary.Font {
        let known = FontLibrary.knownNames.joined(separator: ", ")
        let name = try value.string("a font name (\(known)) or a font file path")
        guard !name.isEmpty else { throw value.error("must be a font name (\(known)) or a font file path, not an empty string") }
        let ext = PathText.pathExtension(of: name).lowercased()
        let isPath = name.contains("/") || ["ttf", "otf", "ttc", "otc"].contains(ext)
        do {
            return try FontLibrary.shared.font(named: isPath ? context.resolve(name) : name)
        } catch {
            throw value.error("\(error)")
        }
    }

    /// `{"width": W, "join": …, "miter_limit": M}`: outlined text. Width ≥ 0 (default 1,
    /// 0 = hairline), join default miter, miter limit default 4.
    static func strokeStyle(_ value: JSONValue) throws -> StrokeStyle {
        let object = try value.object("a stroke object {\"width\", \"join\", \"miter_limit\"}")
        try object.checkKeys(allowed: ["width", "join", "miter_limit"], in: "a text stroke")
        var style = StrokeStyle()
        if let width = object.optional("width") {
            style.width = try width.number(in: 0...Double.greatestFiniteMagnitude, "a width ≥ 0 (0 = hairline)")
        }
        if let join = object.optional("join") { style.join = try join.name(of: LineJoin.self) }
        if let limit = object.optional("miter_limit") {
            style.miterLimit = try limit.number(in: 1...Double.greatestFiniteMagnitude, "a number ≥ 1")
        }
        return style
    }
}
