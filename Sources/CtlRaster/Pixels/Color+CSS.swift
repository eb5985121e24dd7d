extension Color {
    /// A colour written as in CSS: `"#rgb"`, `"#rgba"`, `"#rrggbb"`, `"#rrggbbaa"` (hex digits in
    /// either case) or a CSS Color 4 name such as `"cornflowerblue"` or `"transparent"` in any
    /// ASCII case; `nil` for anything else.
    /// The CSS colour names `init?(css:)` accepts, lower case and sorted (for suggestions).
    public static let cssNames: [String] = (Array(CSSColorNames.table.keys) + ["transparent"]).sorted()

    public init?(css text: String) {
        guard text.hasPrefix("#") else {
            guard let named = CSSColorNames.color(named: text) else { return nil }
            self = named
            return
        }
        let digits = text.utf8.dropFirst().map(Color.hexValue)
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        let d = digits.map { UInt8($0!) }
        switch d.count {
        case 3, 4:
            let c = d.map { $0 * 17 }
            self.init(r: c[0], g: c[1], b: c[2], a: d.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: d.count, by: 2).map { d[$0] << 4 | d[$0 + 1] }
            self.init(r: c[0], g: c[1], b: c[2], a: d.count == 8 ? c[3] : 255)
        default:
            return nil
        }
    }

    /// The colour as `#rrggbb`, or `#rrggbbaa` when it is not opaque (lower-case hex).
    public var hexString: String {
        func hex(_ v: UInt8) -> String {
            let s = String(v, radix: 16)
            return v < 16 ? "0" + s : s
        }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
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
