/// Why bytes are not strict JSON (RFC 8259): where, and what was expected or found.
///
/// Described as `line:column: message`, for example
/// `5:3: duplicate key "x", first at 2:3` or `1:9: expected ',' or ']' after an element, found '}'`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var position: JSONPosition
    /// What is wrong, without the position.
    public var message: String

    public init(position: JSONPosition, message: String) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): \(message)" }
}
