import CtlText
import CtlUnicode

/// One glyph of a shaped chunk, positions in font units of its face.
struct ChunkGlyph {
    var entry: FontDatabase.Entry
    var id: UInt32
    /// UTF-8 offset in the chunk's text of the first character the glyph draws.
    var cluster: Int
    var xAdvance: Double
    var xOffset: Double
    var yOffset: Double

    var isMissing: Bool { id == 0 }
}

/// Shapes a chunk's text with HarfBuzz as resvg does: the whole text with one face at a time
/// (so that shaping sees every neighbour), run by bidi run in visual order, with per-character
/// fallback.
enum ChunkShaper {
    /// A run of one direction: UTF-8 offsets into the shaped text.
    struct DirectionRun: Equatable {
        var bytes: Range<Int>
        var isRightToLeft: Bool
    }

    /// Shapes `text` with `entry`, its `runs` in their order (nil: the text resolved as one
    /// left-to-right paragraph); glyphs HarfBuzz could not find in it (.notdef) come from
    /// the first faces in load order that have their characters. When one such face has every
    /// character of the text, it draws the whole text, as in resvg.
    static func shape(_ text: String, runs: [DirectionRun]? = nil, entry: FontDatabase.Entry, features: [String],
                      language: String?, database: FontDatabase) -> [ChunkGlyph] {
        let runs = runs ?? Self.runs(of: text)
        var glyphs = shapeRuns(text, runs: runs, entry: entry, features: features, language: language)
        var used: [FontDatabase.Entry] = [entry]
        // Each pass adds one face to `used`, so the loop ends after at most every face.
        while let missing = glyphs.first(where: \.isMissing) {
            guard let scalar = scalar(at: missing.cluster, in: text),
                let fallback = database.fallback(for: scalar, base: entry, excluded: used)
            else { break }
            used.append(fallback)
            let other = shapeRuns(text, runs: runs, entry: fallback, features: features, language: language)
            if !other.contains(where: \.isMissing) {
                glyphs = other
                break
            }
            // Glyphs are swapped one for one, which holds when both faces map characters alike.
            guard other.count == glyphs.count else { break }
            for i in glyphs.indices where glyphs[i].isMissing && !other[i].isMissing {
                glyphs[i] = other[i]
            }
        }
        return glyphs
    }

    /// The scalar starting at UTF-8 offset `offset` of `text`.
    static func scalar(at offset: Int, in text: String) -> Unicode.Scalar? {
        let utf8 = text.utf8
        guard offset >= 0, offset < utf8.count else { return nil }
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return text.unicodeScalars[index...].first
    }

    /// Shapes `text` with one face, each of `runs` on its own in its direction (nil: the text
    /// resolved as one left-to-right paragraph), their glyphs one after another. HarfBuzz
    /// mirrors the characters of a right-to-left run that have a mirror ("(" draws ")"), as
    /// rule L4 asks of characters at odd levels.
    static func shapeRuns(_ text: String, runs: [DirectionRun]? = nil, entry: FontDatabase.Entry, features: [String],
                          language: String?) -> [ChunkGlyph] {
        let bytes = Array(text.utf8)
        var out: [ChunkGlyph] = []
        for run in runs ?? Self.runs(of: text) {
            let range = run.bytes.clamped(to: 0..<bytes.count)
            guard !range.isEmpty else { continue }
            Self.count?.add(1)
            let piece = String(decoding: bytes[range], as: UTF8.self)
            for g in entry.face.shape(piece, direction: run.isRightToLeft ? .rightToLeft : .leftToRight,
                                      language: language, features: features) {
                out.append(ChunkGlyph(entry: entry, id: g.glyph, cluster: range.lowerBound + g.cluster,
                                      xAdvance: g.xAdvance, xOffset: g.xOffset, yOffset: g.yOffset))
            }
        }
        return out
    }

    /// The runs of `text` resolved as one paragraph of base direction `direction`, with
    /// `embeddings` (scalar indices into `text`), in visual order.
    static func runs(of text: String, direction: ParagraphDirection = .ltr,
                     embeddings: [BidiEmbedding] = []) -> [DirectionRun] {
        let scalars = Array(text.unicodeScalars)
        var byteOf: [Int] = [0]
        byteOf.reserveCapacity(scalars.count + 1)
        for s in scalars { byteOf.append(byteOf[byteOf.count - 1] + UTF8.width(s)) }
        let bidi = ChunkBidi(scalars[...], direction: direction, embeddings: embeddings)
        return runs(of: bidi, scalars: scalars[...], byteOf: byteOf)
    }

    /// The runs to shape, in visual order: each bidi run of `bidi`, cut where its letters
    /// change between left-to-right, right-to-left (Hebrew-like) and Arabic-like ones, so that
    /// HarfBuzz takes each piece's script from its own letters (an override or an embedding
    /// can hold Latin and Arabic in one run; shaped as Latin, Arabic would not join). Neutrals
    /// go with the letters before them. `byteOf` is the UTF-8 offset of each character of the
    /// chunk `scalars`, and of its end.
    static func runs(of bidi: ChunkBidi, scalars: ArraySlice<Unicode.Scalar>, byteOf: [Int]) -> [DirectionRun] {
        var out: [DirectionRun] = []
        for run in bidi.runs {
            var pieces: [Range<Int>] = []
            var start = run.range.lowerBound
            var letters: BidiClass?
            for i in run.range {
                let c = BidiClass(scalars[scalars.startIndex + i])
                guard c == .leftToRight || c == .rightToLeft || c == .arabicLetter else { continue }
                if let l = letters, l != c {
                    pieces.append(start..<i)
                    start = i
                }
                letters = c
            }
            pieces.append(start..<run.range.upperBound)
            if run.isRightToLeft { pieces.reverse() }
            for piece in pieces {
                out.append(DirectionRun(bytes: byteOf[piece.lowerBound]..<byteOf[piece.upperBound],
                                        isRightToLeft: run.isRightToLeft))
            }
        }
        return out
    }
}
