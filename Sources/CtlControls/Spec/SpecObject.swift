import CtlJSON

/// A JSON object of a control spec. Controls read their keys from it; the keys read are
/// remembered so that a key nobody read — a typo — is reported (`checkUnknownKeys`).
public final class SpecObject {
    /// The members in document order.
    public let members: JSONMembers
    /// The object itself as a value (its location).
    public let value: SpecValue
    private var read: Set<String> = []

    init(members: JSONMembers, at value: SpecValue) {
        self.members = members
        self.value = value
    }

    /// The keys in document order.
    public var keys: [String] { members.keys }

    /// The value of `key`, or nil when absent or null; marks the key as read.
    public func value(_ key: String) -> SpecValue? {
        read.insert(key)
        guard let node = members[key], !node.isNull else { return nil }
        return value.member(key, node)
    }

    /// Whether `key` is present (and not null).
    public func has(_ key: String) -> Bool {
        guard let node = members[key] else { return false }
        return !node.isNull
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

    /// The keys of an image object that took UIKit's names: old → new.
    public static let imageKeyRenames = ["insets": "capInsets", "mode": "resizingMode"]

    /// Throws for the first key present under an old name (`renames`: old → new), naming the new one.
    public func rejectRenamedKeys(_ renames: [String: String]) throws {
        for old in renames.keys.sorted() {
            guard let member = members.member(old), let new = renames[old] else { continue }
            var error = value.member(old, member.value).error("\"\(old)\" is now \"\(new)\" (UIKit's name)")
            error.position = member.keyPosition
            throw error
        }
    }

    /// Throws for the first key (in sorted order) nobody read, listing the known ones; the error
    /// points at the key.
    public func checkUnknownKeys(in what: String) throws {
        let unknown = members.keys.filter { !read.contains($0) }.sorted()
        guard let first = unknown.first, let member = members.member(first) else { return }
        let known = read.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let hint = NearestName.hint(for: first, among: read.sorted())
        var error = value.member(first, member.value).error("unknown key in \(what)\(hint) (known keys: \(known))")
        error.position = member.keyPosition
        throw error
    }
}

extension PerState where Value: SpecDecodable {
    /// The entries a spec value gives: an object whose keys are all state names, or one value for normal.
    ///
    /// An object that is not a value either and has a key close to a state name
    /// (`{"normal": …, "hilighted": …}`) is reported at that key, with the name meant.
    static func entries(of v: SpecValue) throws -> [(ControlState, Value)] {
        guard let members = v.node.objectValue, !members.isEmpty else { return [(.normal, try Value(spec: v))] }
        if members.allSatisfy({ ControlState(name: $0.key) != nil }) {
            return try members.keys.sorted().map { name in
                (ControlState(name: name)!, try Value(spec: v.member(name, members[name]!)))
            }
        }
        do {
            return [(.normal, try Value(spec: v))]
        } catch {
            for member in members where ControlState(name: member.key) == nil {
                guard let meant = ControlState.suggestion(for: member.key) else { continue }
                var stateError = v.member(member.key, member.value).error(
                    "\"\(member.key)\" is not a state; did you mean \"\(meant)\"? (use \(ControlState.nameHelp))")
                stateError.position = member.keyPosition
                throw stateError
            }
            throw error
        }
    }
}
