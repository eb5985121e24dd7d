/// JSON as Xcode writes asset catalogs' Contents.json: keys sorted, two-space indents,
/// `"key" : value`, a final newline.
indirect enum XcodeJSON {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case int(Int)

    var text: String { render(indent: "") + "\n" }

    private func render(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s):
            return "\"" + s.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        case .int(let v):
            return String(v)
        case .array(let items):
            guard !items.isEmpty else { return "[ ]" }
            return "[\n" + items.map { inner + $0.render(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { return "{ }" }
            return "{\n" + fields.keys.sorted().map { key in
                inner + "\"\(key)\" : " + fields[key]!.render(indent: inner)
            }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
