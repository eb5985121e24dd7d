import CtlJSON

/// Why a control spec (JSON) could not be read: the file, the line and column, the key path and
/// what is wrong, described as `spec.json:3:14: key "title.highlighted": must be a string, not the number 3`.
public struct SpecError: Error, CustomStringConvertible, Equatable {
    /// The spec file as the user named it, or nil for data not from a file.
    public var source: String?
    /// The path of keys and indices to the value: `title.highlighted`, `segments[2]`.
    public var key: String?
    /// The line and column of the value (of the key, for an unknown key), when known.
    public var position: JSONPosition?
    public var message: String

    public init(source: String?, key: String?, position: JSONPosition? = nil, message: String) {
        self.source = source
        self.key = key
        self.position = position
        self.message = message
    }

    /// The source and the line and column: `spec.json:3:14`, `spec.json`, `3:14` or nil.
    public var place: String? {
        switch (source, position) {
        case let (source?, at?): return "\(source):\(at)"
        case let (source?, nil): return source
        case let (nil, at?): return at.description
        case (nil, nil): return nil
        }
    }

    public var description: String {
        [place, key.map { "key \"\($0)\"" }, message].compactMap { $0 }.joined(separator: ": ")
    }
}
