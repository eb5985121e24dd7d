/// Decodes one element of a scene's `ops` by its `"op"` name.
///
/// Each kind of op has its own decoder listing its keys; adding a kind (level 2's
/// `clip`, `save`, `restore`, `image`, `text`) is one entry in `kinds` and one file.
enum OpDecoder {
    /// The decoders of the known ops, by name, in the order error messages list them.
    static let kinds: [(name: String, decode: @Sendable (JSONObject) throws -> SceneOp)] = [
        ("fill", { .fill(try FillOp(decoding: $0)) }),
        ("stroke", { .stroke(try StrokeOp(decoding: $0)) }),
    ]

    /// Keys every op may carry besides its own: a free-form comment.
    static let commentKeys = ["note"]

    static func decode(_ value: JSONValue) throws -> SceneOp {
        let object = try value.object("an op object such as {\"op\": \"fill\", …}")
        let names = kinds.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let name = try object.required("op").string("the op's name (\(names))")
        guard let kind = kinds.first(where: { $0.name == name }) else {
            throw try object.required("op").error("unknown op \"\(name)\" (known: \(names))")
        }
        return try kind.decode(object)
    }
}
