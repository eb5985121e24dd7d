import CtlJSON
import CtlText

/// The layout of shaped lines as `text --json` prints it: `{"lines": [{"direction", "width",
/// "glyphs": [{"cluster", "level", "x", "advance", "glyph"}]}]}`, keys in that order, one glyph a
/// line, numbers as `list --json` writes them (integers without a fraction, others in Swift's
/// shortest form that reads back to the same double), so that the same layout prints the same bytes.
enum TextLayoutJSON {
    static func text(of lines: [ShapedLine]) -> String {
        var out = "{\"lines\": ["
        for (i, line) in lines.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "  {\"direction\": \"\(line.isRightToLeft ? "rtl" : "ltr")\", \"width\": \(number(line.width)), "
            out += "\"glyphs\": ["
            let scalarIndex = scalarIndices(of: line.text)
            for (j, glyph) in line.glyphs.enumerated() {
                out += j == 0 ? "\n" : ",\n"
                out += "    {\"cluster\": \(scalarIndex[glyph.cluster] ?? 0), \"level\": \(glyph.level), "
                out += "\"x\": \(number(glyph.position.x)), \"advance\": \(number(glyph.advance)), \"glyph\": \(glyph.id)}"
            }
            out += line.glyphs.isEmpty ? "]}" : "\n  ]}"
        }
        out += lines.isEmpty ? "]}" : "\n]}"
        return out
    }

    /// The index of each Unicode scalar of `text` by the UTF-8 offset of its first byte (HarfBuzz's clusters).
    static func scalarIndices(of text: String) -> [Int: Int] {
        var indices: [Int: Int] = [:]
        var offset = 0
        for (i, scalar) in text.unicodeScalars.enumerated() {
            indices[offset] = i
            offset += UTF8.width(scalar)
        }
        return indices
    }

    /// `x` as canonical JSON writes it; -0 as 0.
    static func number(_ x: Double) -> String { JSONNode(.number(x + 0)).canonicalText }
}
