import CtlJSON
import CtlRaster

/// Decodes the colour forms of scene files.
///
/// - `[r, g, b, a]` or `[r, g, b]` (opaque), integers 0…255, straight alpha;
/// - `"#rgb"`, `"#rgba"`, `"#rrggbb"`, `"#rrggbbaa"` (hex digits in either case);
/// - a CSS Color 4 name such as `"cornflowerblue"` or `"transparent"`, in any ASCII case.
enum ColorDecoder {
    static func decode(_ value: JSONValue) throws -> Color {
        if let text = value.node.stringValue {
            guard let color = parse(text) else {
                throw value.error("\"\(text)\" is not a colour: use [r, g, b, a], \"#rrggbb\", \"#rrggbbaa\", "
                    + "\"#rgb\" or a CSS colour name" + NearestName.hint(for: text, among: Color.cssNames))
            }
            return color
        }
        guard value.node.arrayValue != nil else {
            throw value.error("must be a colour ([r, g, b, a], \"#rrggbb\" or a CSS name), not \(value.summary)")
        }
        let items = try value.array()
        guard items.count == 3 || items.count == 4 else {
            throw value.error("a colour array needs 3 or 4 elements ([r, g, b] or [r, g, b, a]), not \(items.count)")
        }
        let channels = try items.map { UInt8(try $0.integer(in: 0...255, "an integer from 0 to 255")) }
        return Color(r: channels[0], g: channels[1], b: channels[2], a: items.count == 4 ? channels[3] : 255)
    }

    /// A colour from its string form, or `nil` when the string is none of the accepted forms.
    static func parse(_ text: String) -> Color? {
        Color(css: text)
    }
}

extension Color {
    /// A colour in a scene file's string forms: "#rgb", "#rgba", "#rrggbb", "#rrggbbaa" or a
    /// CSS colour name in any ASCII case; `nil` for anything else.
    public init?(sceneString text: String) {
        self.init(css: text)
    }
}
