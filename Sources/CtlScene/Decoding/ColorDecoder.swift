import CtlRaster

/// Decodes the colour forms of scene files.
///
/// - `[r, g, b, a]` or `[r, g, b]` (opaque), integers 0…255, straight alpha;
/// - `"#rgb"`, `"#rgba"`, `"#rrggbb"`, `"#rrggbbaa"` (hex digits in either case);
/// - a CSS Color 4 name such as `"cornflowerblue"` or `"transparent"`, in any ASCII case.
enum ColorDecoder {
    static func decode(_ value: JSONValue) throws -> Color {
        if let text = value.raw as? String {
            guard let color = parse(text) else {
                throw value.error("\"\(text)\" is not a colour: use [r, g, b, a], \"#rrggbb\", \"#rrggbbaa\", "
                    + "\"#rgb\" or a CSS colour name")
            }
            return color
        }
        guard value.raw is [Any] else {
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
        guard text.hasPrefix("#") else { return CSSColorNames.color(named: text) }
        let digits = text.utf8.dropFirst().map(hexValue)
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        let d = digits.map { UInt8($0!) }
        switch d.count {
        case 3, 4:
            let c = d.map { $0 * 17 }
            return Color(r: c[0], g: c[1], b: c[2], a: d.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: d.count, by: 2).map { d[$0] << 4 | d[$0 + 1] }
            return Color(r: c[0], g: c[1], b: c[2], a: d.count == 8 ? c[3] : 255)
        default:
            return nil
        }
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}

extension Color {
    /// A colour in a scene file's string forms: "#rgb", "#rgba", "#rrggbb", "#rrggbbaa" or a
    /// CSS colour name in any ASCII case; `nil` for anything else.
    public init?(sceneString text: String) {
        guard let color = ColorDecoder.parse(text) else { return nil }
        self = color
    }
}
