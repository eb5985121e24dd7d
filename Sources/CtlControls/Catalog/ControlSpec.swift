import CtlJSON
import CtlRaster
import CtlUnicode
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A whole control configuration as JSON: which control, how to render it, and the
/// control's own keys (every per-state feature included).
///
/// ```json
/// {"control": "button", "look": "classic", "state": "highlighted", "scale": 2,
///  "tint": "#ff3b30", "size": "120x44", "background": "white",
///  "type": "rounded-rect", "title": {"normal": "Sign In", "highlighted": "Signing In"}}
/// ```
///
/// Common keys: `control` (a name of `Controls.all`), `look`, `state` (a state name or a list
/// of them), `scale`, `tint`, `size`, `background`, `layoutDirection` (`"ltr"` or `"rtl"`), and
/// for a control with titles `direction` (`"auto"`, `"ltr"` or `"rtl"`, the titles' paragraph
/// direction). Every other key belongs to the control;
/// an unknown key is an error naming it. The JSON is strict (RFC 8259, read by `CtlJSON`): a
/// duplicate key, a trailing comma or a comment is an error with its line and column.
public struct ControlSpec: Sendable {
    public var kind: ControlKind
    public var control: any Control
    public var options: RenderOptions
    /// The states asked for, when the spec names any.
    public var states: [ControlState]?

    /// The common keys, which every spec may hold.
    public static let commonKeys = ["control", "look", "appearance", "contrast", "state", "scale", "tint", "size",
                                    "background", "layoutDirection", "direction"]

    /// Reads the spec file at `path`.
    ///
    /// - Parameter kind: The control expected (the subcommand's); the spec's `control`, when
    ///   present, must name it. Without it the spec must name its control.
    /// - Throws: `SpecError` naming the file, the key and the problem.
    public static func load(path: String, kind: ControlKind? = nil) throws -> ControlSpec {
        let data: Data
        do {
            data = try InputFile.read(path: path)
        } catch let error as InputFileError {
            throw SpecError(source: InputFile.displayName(of: path), key: nil,
                            message: "cannot read the spec file: \(error.reason.phrase)")
        }
        return try decode(data, source: InputFile.displayName(of: path), baseDirectory: InputFile.folder(of: path),
                          kind: kind)
    }

    /// Reads a spec from JSON bytes; relative image paths are resolved against `baseDirectory`.
    public static func decode(_ data: Data, source: String?, baseDirectory: String,
                              kind: ControlKind? = nil) throws -> ControlSpec {
        let node: JSONNode
        do {
            node = try JSONParser.parse(data)
        } catch {
            throw SpecError(source: source, key: nil, position: error.position, message: "not valid JSON: \(error.message)")
        }
        let root = SpecValue(node: node, source: source, key: nil,
                             baseDirectory: baseDirectory.isEmpty ? "." : baseDirectory)
        let object = try root.object()
        let spec = try decode(object, kind: kind)
        try object.checkUnknownKeys(in: "a \(spec.kind.name) spec")
        return spec
    }

    /// Reads the common keys and the control's from `object` (leaving the check for unknown
    /// keys to the caller, which may hold keys of its own, as an asset manifest does).
    ///
    /// - Parameter readsTextDirection: Whether `direction` is the titles' direction; false where
    ///   the caller owns the key (an asset manifest's `direction` is the image's).
    public static func decode(_ object: SpecObject, kind expected: ControlKind? = nil,
                              readsTextDirection: Bool = true) throws -> ControlSpec {
        var kind: ControlKind
        if let v = object.value("control") {
            let name = try v.string()
            guard let named = Controls.kind(named: name) else {
                throw v.error("unknown control \"\(name)\"\(NearestName.hint(for: name, among: Controls.names)) "
                    + "(known: \(Controls.names.joined(separator: ", ")))")
            }
            if let expected, expected.name != named.name {
                throw v.error("this spec is for \(named.name), not \(expected.name)")
            }
            kind = named
        } else if let expected {
            kind = expected
        } else {
            throw object.value.error("the spec must name its control with \"control\" "
                + "(one of \(Controls.names.joined(separator: ", ")))")
        }
        var options = RenderOptions()
        try RenderOptions.options.read(object, into: &options)
        try object.read("scale", into: &options.scale)
        if let s = object.value("scale"), !(options.scale > 0 && options.scale <= RenderOptions.maxScale) {
            throw s.error("must be greater than 0 and at most \(MessageNumber.text(RenderOptions.maxScale))")
        }
        if readsTextDirection, let v = object.value("direction") {
            guard kind.hasTitles else {
                throw v.error("a \(kind.name) has no title whose direction could be set (\"direction\" is for "
                    + "\(Controls.all.filter(\.hasTitles).map(\.name).joined(separator: ", ")))")
            }
            options.textDirection = try ParagraphDirection(spec: v)
        }
        var states: [ControlState]?
        if let v = object.value("state") {
            states = v.isArray ? try [ControlState](spec: v) : [try ControlState(spec: v)]
            if let first = states?.first { options.state = first }
        }
        let control = try kind.decode(object)
        return ControlSpec(kind: kind, control: control, options: options, states: states)
    }
}

extension ControlSpec {
    /// The spec's control as the type its caller configures (a subcommand's `Button`).
    ///
    /// - Throws: `ControlError` when the spec holds another control: a caller that passed the
    ///   kind it expects to `load(path:kind:)` never sees it.
    public func control<C: Control>(as type: C.Type) throws -> C {
        guard let typed = control as? C else {
            throw ControlError(C.kind.name, "the spec holds a \(kind.name), not a \(C.kind.name)")
        }
        return typed
    }
}

extension ControlKind {
    /// The default configuration (`makeDefault`) as the control's own type.
    ///
    /// - Throws: `ControlError` when `C` is not this kind's control type.
    public func makeDefault<C: Control>(as type: C.Type) throws -> C {
        guard let typed = makeDefault() as? C else {
            throw ControlError(name, "the default \(name) is not a \(C.kind.name)")
        }
        return typed
    }
}
