import CtlJSON
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value of a control spec with where it sits (key path, line and column), so that every
/// error names its place.
public struct SpecValue {
    /// The parsed value, with its line and column.
    public let node: JSONNode
    /// The spec file, for messages and for resolving relative image paths.
    public let source: String?
    /// The key path from the spec's root (nil at the root).
    public let key: String?
    /// The folder relative image paths are resolved against.
    public let baseDirectory: String

    public init(node: JSONNode, source: String?, key: String?, baseDirectory: String) {
        self.node = node
        self.source = source
        self.key = key
        self.baseDirectory = baseDirectory
    }

    /// An error at this value.
    public func error(_ message: String) -> SpecError {
        SpecError(source: source, key: key, position: node.position, message: message)
    }

    /// The value of a member `name` of the object at this value.
    func member(_ name: String, _ node: JSONNode) -> SpecValue {
        SpecValue(node: node, source: source, key: key.map { "\($0).\(name)" } ?? name, baseDirectory: baseDirectory)
    }

    /// A string member `name` read out of this value's own text (the image path of a short form
    /// such as `"back:arrow.png"`), placed where this value is.
    func member(_ name: String, _ text: String) -> SpecValue {
        member(name, JSONNode(.string(text), at: node.position))
    }

    /// The value of element `index` of the array at this value.
    func element(_ index: Int, _ node: JSONNode) -> SpecValue {
        SpecValue(node: node, source: source, key: (key ?? "") + "[\(index)]", baseDirectory: baseDirectory)
    }

    /// The string, when the value is one (for keys that take a string or something else).
    public var stringValue: String? { node.stringValue }
    /// Whether the value is an array.
    public var isArray: Bool { node.arrayValue != nil }
    /// Whether the value is a number or `true`/`false` (JSON scalars other than strings and null).
    public var isNumberOrBool: Bool { node.numberValue != nil || node.boolValue != nil }

    /// A finite number.
    public func number() throws -> Double {
        guard let x = node.numberValue else { throw error("must be a number, not \(summary)") }
        guard x.isFinite else { throw error("must be a finite number") }
        return x
    }

    public func bool() throws -> Bool {
        guard let b = node.boolValue else { throw error("must be true or false, not \(summary)") }
        return b
    }

    public func string() throws -> String {
        guard let s = node.stringValue else { throw error("must be a string, not \(summary)") }
        return s
    }

    public func array() throws -> [SpecValue] {
        guard let items = node.arrayValue else { throw error("must be an array, not \(summary)") }
        return items.enumerated().map { element($0.offset, $0.element) }
    }

    public func object() throws -> SpecObject {
        guard let members = node.objectValue else { throw error("must be an object, not \(summary)") }
        return SpecObject(members: members, at: self)
    }

    /// `path` resolved against the spec's folder (absolute paths stay as they are).
    public func resolvePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : PathText.appending(path, to: baseDirectory)
    }

    /// What the value is, for messages.
    public var summary: String {
        switch node.content {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return "the number \(MessageNumber.text(x))"
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
