import CtlRaster

extension ClipOp {
    static let keys = ["op", "path", "rule", "transform"] + OpDecoder.commentKeys

    /// `{"op": "clip", "path": D, "rule": "nonzero"|"evenodd", "transform": T}`.
    init(decoding object: JSONObject) throws {
        try object.checkKeys(allowed: ClipOp.keys, in: "a clip op")
        self.init(
            path: try PathDecoder.decode(object.required("path")),
            rule: try object.optional("rule")?.name(of: FillRule.self) ?? .nonzero,
            transform: try object.optional("transform").map(TransformDecoder.decode) ?? .identity)
    }
}
