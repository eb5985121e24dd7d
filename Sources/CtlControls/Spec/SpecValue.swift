import CtlRaster
import Foundation

/// A JSON value of a control spec with where it sits, so that every error names its key.
public struct SpecValue {
    /// As `JSONSerialization` gives it.
    public let raw: Any
    /// The spec file, for messages and for resolving relative image paths.
    public let source: String?
    /// The key path from the spec's root (nil at the root).
    public let key: String?
    /// The folder relative image paths are resolved against.
    public let baseDirectory: String

    public init(raw: Any, source: String?, key: String?, baseDirectory: String) {
        self.raw = raw
        self.source = source
        self.key = key
        self.baseDirectory = baseDirectory
    }

    /// An error at this value.
    public func error(_ message: String) -> SpecError { SpecError(source: source, key: key, message: message) }

    /// The value of a member `name` of the object at this value.
    func member(_ name: String, _ raw: Any) -> SpecValue {
        SpecValue(raw: raw, source: source, key: key.map { "\($0).\(name)" } ?? name, baseDirectory: baseDirectory)
    }

    /// The value of element `index` of the array at this value.
    func element(_ index: Int, _ raw: Any) -> SpecValue {
        SpecValue(raw: raw, source: source, key: (key ?? "") + "[\(index)]", baseDirectory: baseDirectory)
    }

    /// A finite number.
    public func number() throws -> Double {
        guard let n = raw as? NSNumber, !Self.isBool(n) else { throw error("must be a number, not \(summary)") }
        guard n.doubleValue.isFinite else { throw error("must be a finite number") }
        return n.doubleValue
    }

    public func bool() throws -> Bool {
        guard let n = raw as? NSNumber, Self.isBool(n) else { throw error("must be true or false, not \(summary)") }
        return n.boolValue
    }

    public func string() throws -> String {
        guard let s = raw as? String else { throw error("must be a string, not \(summary)") }
        return s
    }

    public func array() throws -> [SpecValue] {
        guard let items = raw as? [Any] else { throw error("must be an array, not \(summary)") }
        return items.enumerated().map { element($0.offset, $0.element) }
    }

    public func object() throws -> SpecObject {
        guard let fields = raw as? [String: Any] else { throw error("must be an object, not \(summary)") }
        return SpecObject(fields: fields, at: self)
    }

    /// `path` resolved against the spec's folder (absolute paths stay as they are).
    public func resolvePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
    }

    /// What the value is, for messages.
    public var summary: String {
        switch raw {
        case is NSNull: return "null"
        case let n as NSNumber where Self.isBool(n): return n.boolValue ? "true" : "false"
        case let n as NSNumber: return "the number \(ControlSizing.number(n.doubleValue))"
        case let s as String: return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "a value of type \(type(of: raw))"
        }
    }

    static func isBool(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }
}
