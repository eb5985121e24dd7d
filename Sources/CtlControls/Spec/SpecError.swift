/// Why a control spec (JSON) could not be read: the file, the key path and what is wrong.
public struct SpecError: Error, CustomStringConvertible, Equatable {
    /// The spec file as the user named it, or nil for data not from a file.
    public var source: String?
    /// The path of keys and indices to the value: `title.highlighted`, `segments[2]`.
    public var key: String?
    public var message: String

    public init(source: String?, key: String?, message: String) {
        self.source = source
        self.key = key
        self.message = message
    }

    public var description: String {
        [source, key.map { "key \"\($0)\"" }, message].compactMap { $0 }.joined(separator: ": ")
    }
}
