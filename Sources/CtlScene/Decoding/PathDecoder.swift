import CtlRaster

/// Decodes SVG path data with `SVGPathParser`, naming the character where it fails.
enum PathDecoder {
    static func decode(_ value: JSONValue) throws -> Path {
        let data = try value.string("a string of SVG path data")
        let path: Path
        do {
            path = try SVGPathParser.parse(data)
        } catch {
            throw value.error("bad path data at offset \(error.offset): \(error.message)"
                + excerpt(of: data, around: error.offset))
        }
        guard path.isFinite else { throw value.error("the path data has a number too large to be finite") }
        return path
    }

    /// ` (near "…L 10 x…")`: up to 12 characters either side of the offset, or
    /// ` (in "…")` with the whole data when it is short.
    static func excerpt(of data: String, around offset: Int) -> String {
        let chars = Array(data)
        guard chars.count > 24 else { return " (in \"\(data)\")" }
        let at = min(max(offset, 0), chars.count)
        let lo = max(0, at - 12), hi = min(chars.count, at + 12)
        let text = (lo > 0 ? "…" : "") + String(chars[lo..<hi]) + (hi < chars.count ? "…" : "")
        return " (near \"\(text)\")"
    }
}
