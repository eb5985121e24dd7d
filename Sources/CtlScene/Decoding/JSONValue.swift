import Foundation

/// A value from `JSONSerialization` together with its location in the scene file.
///
/// Each accessor checks the type and throws a `SceneError.invalidValue` that names
/// the location and what was found instead, so decoders read like the format's spec.
struct JSONValue {
    let raw: Any
    let location: SceneLocation

    /// An error at this value's location.
    func error(_ message: String) -> SceneError {
        .invalidValue(location, message: message)
    }

    var isNull: Bool { raw is NSNull }

    /// A finite number.
    func number(_ what: String = "a number") throws -> Double {
        guard let n = raw as? NSNumber, !JSONValue.isBool(n) else {
            throw error("must be \(what), not \(summary)")
        }
        let value = n.doubleValue
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
        guard let n = raw as? NSNumber, JSONValue.isBool(n) else { throw error("must be \(what), not \(summary)") }
        return n.boolValue
    }

    func string(_ what: String = "a string") throws -> String {
        guard let s = raw as? String else { throw error("must be \(what), not \(summary)") }
        return s
    }

    /// One of the raw values of `T`, for names such as `"evenodd"` or `"round"`.
    func name<T: RawRepresentable & CaseIterable>(of type: T.Type) throws -> T where T.RawValue == String {
        let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let s = raw as? String else { throw error("must be one of \(allowed), not \(summary)") }
        guard let value = T(rawValue: s) else { throw error("must be one of \(allowed), not \"\(s)\"") }
        return value
    }

    /// The elements, each with its own location.
    func array(_ what: String = "an array") throws -> [JSONValue] {
        guard let items = raw as? [Any] else { throw error("must be \(what), not \(summary)") }
        return items.enumerated().map { JSONValue(raw: $1, location: location.appending(index: $0)) }
    }

    func object(_ what: String = "an object") throws -> JSONObject {
        guard let fields = raw as? [String: Any] else { throw error("must be \(what), not \(summary)") }
        return JSONObject(fields: fields, location: location)
    }

    /// What the value is, for messages: `the string "abc"`, `the number 3`, `an array`, …
    var summary: String {
        switch raw {
        case is NSNull: return "null"
        case let n as NSNumber where JSONValue.isBool(n): return n.boolValue ? "true" : "false"
        case let n as NSNumber: return "the number \(JSONValue.format(n.doubleValue))"
        case let s as String:
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "the string \"\(shown)\""
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "a value of type \(type(of: raw))"
        }
    }

    /// `3` for integral values, `0.25` otherwise.
    static func format(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    /// `JSONSerialization` gives `true`/`false` as `NSNumber`s that also read as 1 and 0.
    static func isBool(_ n: NSNumber) -> Bool {
        String(cString: n.objCType) == "c"
    }
}
