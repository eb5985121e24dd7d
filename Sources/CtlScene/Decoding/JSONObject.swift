import CtlJSON

/// A JSON object of a scene file together with its location (the position of its `{`).
struct JSONObject {
    let members: JSONMembers
    let location: SceneLocation

    /// Throws for the first key (in sorted order) that is not in `allowed`, listing the allowed
    /// ones; the error points at the key.
    func checkKeys(allowed: [String], in what: String) throws {
        let unknown = members.keys.filter { !allowed.contains($0) }.sorted()
        guard let first = unknown.first, let member = members.member(first) else { return }
        let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        var at = location.appending(key: first)
        at.textPosition = member.keyPosition
        let hint = NearestName.hint(for: first, among: allowed)
        throw SceneError.invalidValue(at, message: "unknown key in \(what)\(hint) (allowed: \(list))")
    }

    func has(_ key: String) -> Bool { members[key] != nil }

    /// The value of `key`, which must be present (it may be `null`); a missing key is
    /// reported at the object.
    func required(_ key: String) throws -> JSONValue {
        guard let node = members[key] else {
            throw SceneError.invalidValue(location.appending(key: key), message: "is missing")
        }
        return JSONValue(node: node, location: location.appending(key: key))
    }

    /// The value of `key`, or `nil` when it is absent (a `null` is returned, and
    /// refused by the typed accessors).
    func optional(_ key: String) -> JSONValue? {
        members[key].map { JSONValue(node: $0, location: location.appending(key: key)) }
    }

    /// The value of `key`, or `nil` when it is absent or `null`.
    func nullable(_ key: String) -> JSONValue? {
        guard let value = optional(key), !value.isNull else { return nil }
        return value
    }
}
