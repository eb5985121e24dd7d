import CtlRaster

extension FillOp {
    static let keys = ["op", "path", "paint", "rule", "transform"] + OpDecoder.commentKeys

    /// `{"op": "fill", "path": D, "paint": P, "rule": "nonzero"|"evenodd", "transform": T}`.
    init(decoding object: JSONObject) throws {
        try object.checkKeys(allowed: FillOp.keys, in: "a fill op")
        self.init(
            path: try PathDecoder.decode(object.required("path")),
            paint: try PaintDecoder.decode(object.required("paint")),
            rule: try object.optional("rule")?.name(of: FillRule.self) ?? .nonzero,
            transform: try object.optional("transform").map(TransformDecoder.decode) ?? .identity)
    }
}
