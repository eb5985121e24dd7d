import CtlRaster

extension FillOp {
    static let keys = ["op", "path", "paint", "rule", "transform"] + OpEffects.keys + OpDecoder.commentKeys

    /// `{"op": "fill", "path": D, "paint": P, "rule": "nonzero"|"evenodd", "transform": T}`
    /// and the effects `alpha`, `blend`, `shadow`.
    init(decoding object: JSONObject, context: SceneDecodingContext) throws {
        try object.checkKeys(allowed: FillOp.keys, in: "a fill op")
        self.init(
            path: try PathDecoder.decode(object.required("path")),
            paint: try PaintDecoder.decode(object.required("paint"), context: context),
            rule: try object.optional("rule")?.name(of: FillRule.self) ?? .nonzero,
            transform: try object.optional("transform").map(TransformDecoder.decode) ?? .identity,
            effects: try OpEffects(decoding: object))
    }
}
