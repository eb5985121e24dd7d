/// One member of a JSON object: its key, where the key is written, and its value.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: JSONPosition
    public var value: JSONNode

    public init(key: String, keyPosition: JSONPosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// The members of a JSON object in document order, each key once, looked up by key in
/// constant time.
public struct JSONMembers: Hashable, Sendable, RandomAccessCollection {
    /// The members in the order the document writes them.
    public private(set) var members: [JSONMember]
    private var indexByKey: [String: Int]

    /// An empty object.
    public init() {
        members = []
        indexByKey = [:]
    }

    /// The members given, which must have distinct keys.
    ///
    /// - Precondition: no key occurs twice (the parser reports duplicates before building one).
    public init(_ members: [JSONMember]) {
        self.init()
        for member in members {
            precondition(insert(member) == nil, "duplicate key \"\(member.key)\"")
        }
    }

    /// Appends `member` unless its key is already present; returns the member already there.
    @discardableResult
    public mutating func insert(_ member: JSONMember) -> JSONMember? {
        if let existing = indexByKey[member.key] { return members[existing] }
        indexByKey[member.key] = members.count
        members.append(member)
        return nil
    }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> JSONMember { members[position] }

    /// The value of `key`, or nil when the object has no such key.
    public subscript(key: String) -> JSONNode? {
        indexByKey[key].map { members[$0].value }
    }

    /// The member with `key`, or nil.
    public func member(_ key: String) -> JSONMember? {
        indexByKey[key].map { members[$0] }
    }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    public static func == (a: JSONMembers, b: JSONMembers) -> Bool { a.members == b.members }
    public func hash(into hasher: inout Hasher) { hasher.combine(members) }
}
