import Foundation

/// A JSON object of a control spec. Controls read their keys from it; the keys read are
/// remembered so that a key nobody read — a typo — is reported (`checkUnknownKeys`).
public final class SpecObject {
    public let fields: [String: Any]
    /// The object itself as a value (its location).
    public let value: SpecValue
    private var read: Set<String> = []

    init(fields: [String: Any], at value: SpecValue) {
        self.fields = fields
        self.value = value
    }

    /// The value of `key`, or nil when absent or null; marks the key as read.
    public func value(_ key: String) -> SpecValue? {
        read.insert(key)
        guard let raw = fields[key], !(raw is NSNull) else { return nil }
        return value.member(key, raw)
    }

    /// Whether `key` is present (and not null).
    public func has(_ key: String) -> Bool {
        guard let raw = fields[key] else { return false }
        return !(raw is NSNull)
    }

    /// Marks keys as read without reading them (keys another layer handles).
    public func markRead(_ keys: [String]) { read.formUnion(keys) }

    /// The decoded value of `key`, or nil when absent.
    public func decode<T: SpecDecodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        try value(key).map(T.init(spec:))
    }

    /// Replaces `target` with the value of `key` when present.
    public func read<T: SpecDecodable>(_ key: String, into target: inout T) throws {
        if let v = try decode(key, as: T.self) { target = v }
    }

    /// Replaces `target` with the value of `key` when present.
    public func read<T: SpecDecodable>(_ key: String, into target: inout T?) throws {
        if let v = try decode(key, as: T.self) { target = v }
    }

    /// Reads a per-state feature: a plain value (for normal) or an object of values keyed
    /// by state names (`{"normal": …, "highlighted+selected": …}`); entries are added to
    /// `target`, replacing those of the same states.
    public func read<T: SpecDecodable>(_ key: String, into target: inout PerState<T>) throws {
        guard let v = value(key) else { return }
        for (state, value) in try PerState<T>.entries(of: v) { target[state] = value }
    }

    /// Throws for the first key (in sorted order) nobody read, listing the known ones.
    public func checkUnknownKeys(in what: String) throws {
        let unknown = fields.keys.filter { !read.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let known = read.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        throw value.member(first, fields[first]!).error("unknown key in \(what) (known keys: \(known))")
    }
}

extension PerState where Value: SpecDecodable {
    /// The entries a spec value gives: an object whose keys are all state names, or one value for normal.
    static func entries(of v: SpecValue) throws -> [(ControlState, Value)] {
        if let fields = v.raw as? [String: Any], !fields.isEmpty,
           fields.keys.allSatisfy({ ControlState(name: $0) != nil }) {
            return try fields.keys.sorted().map { name in
                (ControlState(name: name)!, try Value(spec: v.member(name, fields[name]!)))
            }
        }
        return [(.normal, try Value(spec: v))]
    }
}
