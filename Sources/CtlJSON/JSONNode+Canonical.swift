extension JSONNode {
    /// The value as compact JSON with every object's keys sorted, so that documents differing only in
    /// key order, whitespace or escapes give the same text (for digests). Integral numbers below
    /// 2^53 are written without a fraction, others as Swift's shortest round-trip form.
    public var canonicalText: String {
        var out = ""
        writeCanonical(into: &out)
        return out
    }

    func writeCanonical(into out: inout String) {
        switch content {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x):
            if let integer = Int64(exactly: x), abs(integer) < 1 << 53, !(x == 0 && x.sign == .minus) {
                out += String(integer)
            } else {
                out += "\(x)"
            }
        case .string(let s): Self.writeQuoted(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.writeCanonical(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out += "," }
                Self.writeQuoted(member.key, into: &out)
                out += ":"
                member.value.writeCanonical(into: &out)
            }
            out += "}"
        }
    }

    /// `s` in double quotes, escaping `"`, `\` and control characters.
    static func writeQuoted(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += JSONScanner.hex(scalar.value, prefix: "\\u")
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
