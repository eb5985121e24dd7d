/// A JSON value as parsed, with its place in the text.
///
/// Arrays hold their elements and objects their members (in document order), each a
/// `JSONNode` with its own position, so a decoder can point at any value it refuses.
public struct JSONNode: Hashable, Sendable {
    /// The value.
    public var content: JSONContent
    /// Where the value starts: its first character (`{`, `[`, `"`, a digit, `-`, `t`, `f` or `n`).
    public var position: JSONPosition

    public init(_ content: JSONContent, at position: JSONPosition = JSONPosition(line: 1, column: 1)) {
        self.content = content
        self.position = position
    }

    /// Whether the value is `null`.
    public var isNull: Bool { content == .null }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let s) = content { return s }
        return nil
    }

    /// The number, when the value is one (`true` and `false` are not numbers).
    public var numberValue: Double? {
        if case .number(let x) = content { return x }
        return nil
    }

    /// The truth value, when the value is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let b) = content { return b }
        return nil
    }

    /// The elements, when the value is an array.
    public var arrayValue: [JSONNode]? {
        if case .array(let items) = content { return items }
        return nil
    }

    /// The members, when the value is an object.
    public var objectValue: JSONMembers? {
        if case .object(let members) = content { return members }
        return nil
    }
}

/// The six kinds of JSON value.
public enum JSONContent: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A finite number (the parser refuses numbers that overflow a `Double`).
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONMembers)
}
