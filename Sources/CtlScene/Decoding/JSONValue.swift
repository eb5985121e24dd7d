import CtlJSON

/// A parsed JSON value together with its location in the scene file (its line and column
/// included).
///
/// Each accessor checks the type and throws a `SceneError.invalidValue` that names
/// the location and what was found instead, so decoders read like the format's spec.
struct JSONValue {
    let node: JSONNode
    let location: SceneLocation

    /// `node` at `location`, which takes the node's line and column.
    init(node: JSONNode, location: SceneLocation) {
        self.node = node
        var location = location
        location.textPosition = node.position
        self.location = location
    }

    /// An error at this value's location.
    func error(_ message: String) -> SceneError {
        .invalidValue(location, message: message)
    }

    var isNull: Bool { node.isNull }

    /// A finite number.
    func number(_ what: String = "a number") throws -> Double {
        guard let value = node.numberValue else { throw error("must be \(what), not \(summary)") }
        guard value.isFinite else { throw error("must be a finite number, not \(value)") }
        return value
    }

    /// A finite number within `range`.
    func number(in range: ClosedRange<Double>, _ what: String) throws -> Double {
        let value = try number(what)
        guard range.contains(value) else { throw error("must be \(what), not \(JSONValue.format(value))") }
        return value
    }

    /// A number without a fractional part, within `range`.
    func integer(in range: ClosedRange<Int>, _ what: String) throws -> Int {
        let value = try number(what)
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw error("must be \(what), not \(JSONValue.format(value))")
        }
        return Int(value)
    }

    /// `true` or `false`.
    func bool(_ what: String = "true or false") throws -> Bool {
        guard let b = node.boolValue else { throw error("must be \(what), not \(summary)") }
        return b
    }

    func string(_ what: String = "a string") throws -> String {
        guard let s = node.stringValue else { throw error("must be \(what), not \(summary)") }
        return s
    }

    /// One of the raw values of `T`, for names such as `"evenodd"` or `"round"`.
    func name<T: RawRepresentable & CaseIterable>(of type: T.Type) throws -> T where T.RawValue == String {
        let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let s = node.stringValue else { throw error("must be one of \(allowed), not \(summary)") }
        guard let value = T(rawValue: s) else { throw error("must be one of \(allowed), not \"\(s)\"") }
        return value
    }

    /// The elements, each with its own location.
    func array(_ what: String = "an array") throws -> [JSONValue] {
        guard let items = node.arrayValue else { throw error("must be \(what), not \(summary)") }
        return items.enumerated().map { JSONValue(node: $1, location: location.appending(index: $0)) }
    }

    func object(_ what: String = "an object") throws -> JSONObject {
        guard let members = node.objectValue else { throw error("must be \(what), not \(summary)") }
        return JSONObject(members: members, location: location)
    }

    /// What the value is, for messages: `the string "abc"`, `the number 3`, `an array`, …
    var summary: String {
        switch node.content {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return "the number \(JSONValue.format(x))"
        case .string(let s):
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "the string \"\(shown)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `3` for integral values, `0.25` otherwise.
    static func format(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }
}
