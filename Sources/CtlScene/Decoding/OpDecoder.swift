import CtlJSON

/// Decodes one element of a scene's `ops` by its `"op"` name.
///
/// Each kind of op has its own decoder listing its keys; adding a kind is one entry in
/// `kinds` and one file.
enum OpDecoder {
    typealias Decode = @Sendable (JSONObject, SceneDecodingContext) throws -> SceneOp

    /// The decoders of the known ops, by name, in the order error messages list them.
    static let kinds: [(name: String, decode: Decode)] = [
        ("fill", { .fill(try FillOp(decoding: $0, context: $1)) }),
        ("stroke", { .stroke(try StrokeOp(decoding: $0, context: $1)) }),
        ("image", { .image(try ImageOp(decoding: $0, context: $1)) }),
        ("text", { .text(try TextOp(decoding: $0, context: $1)) }),
        ("clip", { object, _ in .clip(try ClipOp(decoding: object)) }),
        ("save", { object, _ in try bare(object, .save) }),
        ("restore", { object, _ in try bare(object, .restore) }),
    ]

    /// Ops of the format that this version cannot draw yet, with the reason.
    static let unsupported: [String: String] = [:]

    /// Keys every op may carry besides its own: a free-form comment.
    static let commentKeys = ["note"]

    static func decode(_ value: JSONValue, context: SceneDecodingContext) throws -> SceneOp {
        let object = try value.object("an op object such as {\"op\": \"fill\", …}")
        let names = kinds.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let name = try object.required("op").string("the op's name (\(names))")
        if let reason = unsupported[name] { throw try object.required("op").error(reason) }
        guard let kind = kinds.first(where: { $0.name == name }) else {
            let hint = NearestName.hint(for: name, among: kinds.map(\.name))
            throw try object.required("op").error("unknown op \"\(name)\"\(hint) (known: \(names))")
        }
        return try kind.decode(object, context)
    }

    /// An op without values of its own (`save`, `restore`).
    static func bare(_ object: JSONObject, _ op: SceneOp) throws -> SceneOp {
        try object.checkKeys(allowed: ["op"] + commentKeys, in: "a \(try object.required("op").string()) op")
        return op
    }
}
