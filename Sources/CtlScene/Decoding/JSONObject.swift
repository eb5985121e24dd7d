/// A JSON object from `JSONSerialization` together with its location in the scene file.
struct JSONObject {
    let fields: [String: Any]
    let location: SceneLocation

    /// Throws for the first key (in sorted order) that is not in `allowed`, listing the allowed ones.
    func checkKeys(allowed: [String], in what: String) throws {
        let unknown = fields.keys.filter { !allowed.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        throw SceneError.invalidValue(location.appending(key: first),
                                      message: "unknown key in \(what) (allowed: \(list))")
    }

    func has(_ key: String) -> Bool { fields[key] != nil }

    /// The value of `key`, which must be present (it may be `null`).
    func required(_ key: String) throws -> JSONValue {
        guard let raw = fields[key] else {
            throw SceneError.invalidValue(location.appending(key: key), message: "is missing")
        }
        return JSONValue(raw: raw, location: location.appending(key: key))
    }

    /// The value of `key`, or `nil` when it is absent (a `null` is returned, and
    /// refused by the typed accessors).
    func optional(_ key: String) -> JSONValue? {
        fields[key].map { JSONValue(raw: $0, location: location.appending(key: key)) }
    }

    /// The value of `key`, or `nil` when it is absent or `null`.
    func nullable(_ key: String) -> JSONValue? {
        guard let value = optional(key), !value.isNull else { return nil }
        return value
    }
}
