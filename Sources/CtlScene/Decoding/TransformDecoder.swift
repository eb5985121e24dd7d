import CtlRaster

/// Decodes `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f.
enum TransformDecoder {
    static func decode(_ value: JSONValue) throws -> Transform {
        let items = try value.array("an array [a, b, c, d, e, f]")
        guard items.count == 6 else {
            throw value.error("a transform needs 6 numbers [a, b, c, d, e, f], not \(items.count)")
        }
        let m = try items.map { try $0.number() }
        return Transform(a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5])
    }
}
