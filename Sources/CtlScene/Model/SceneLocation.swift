import CtlJSON

/// Where in a scene file a value sits, for error messages.
///
/// Described as `file.json:12:31: scene "button", op 3, key "paint.linear.stops[1][0]"`, the line
/// and column as compilers write them (see `JSONPosition`); every part is optional. Op and array
/// indices count from 0, as in JSON.
public struct SceneLocation: Hashable, Sendable, CustomStringConvertible {
    /// How a scene is named in a message.
    public enum SceneReference: Hashable, Sendable {
        /// A scene whose name is known.
        case name(String)
        /// The scene at this index of a collection, before its name could be read.
        case index(Int)
    }

    /// The file (as given by the user), or `nil` for data that did not come from a file.
    public var source: String?
    public var scene: SceneReference?
    /// The op's index in the scene's `ops`.
    public var op: Int?
    /// The path of keys and indices from the object in scope (the op, else the scene,
    /// else the file) to the value, as in `paint.linear.stops[1][0]`.
    public var key: String?
    /// The line and column of the value in the file; for a missing key, those of the object
    /// that lacks it.
    public var textPosition: JSONPosition?

    public init(source: String? = nil, scene: SceneReference? = nil, op: Int? = nil, key: String? = nil,
                textPosition: JSONPosition? = nil) {
        self.source = source
        self.scene = scene
        self.op = op
        self.key = key
        self.textPosition = textPosition
    }

    /// The location of a member of the object at this location.
    public func appending(key name: String) -> SceneLocation {
        var copy = self
        copy.key = key.map { "\($0).\(name)" } ?? name
        return copy
    }

    /// The location of an element of the array at this location.
    public func appending(index: Int) -> SceneLocation {
        var copy = self
        copy.key = (key ?? "") + "[\(index)]"
        return copy
    }

    /// The scene, op and key parts, without the source: `scene "a", op 2, key "width"`.
    public var position: String {
        var parts: [String] = []
        switch scene {
        case .name(let name)?: parts.append("scene \"\(name)\"")
        case .index(let index)?: parts.append("scene \(index)")
        case nil: break
        }
        if let op { parts.append("op \(op)") }
        if let key { parts.append("key \"\(key)\"") }
        return parts.joined(separator: ", ")
    }

    /// The source and the line and column: `file.json:12:31`, `file.json`, `12:31` or "".
    public var place: String {
        switch (source, textPosition) {
        case let (source?, at?): return "\(source):\(at)"
        case let (source?, nil): return source
        case let (nil, at?): return at.description
        case (nil, nil): return ""
        }
    }

    public var description: String {
        [place, position].filter { !$0.isEmpty }.joined(separator: ": ")
    }
}
