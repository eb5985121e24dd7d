import CtlText

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
/// (so that shaping sees every neighbour), in visual order, with per-character fallback.
enum ChunkShaper {
    /// Shapes `text` with `entry`; glyphs HarfBuzz could not find in it (.notdef) come from
    /// the first faces in load order that have their characters. When one such face has every
    /// character of the text, it draws the whole text, as in resvg.
    static func shape(_ text: String, entry: FontDatabase.Entry, features: [String], language: String?,
                      database: FontDatabase) -> [ChunkGlyph] {
        var glyphs = shapeRuns(text, entry: entry, features: features, language: language)
        var used: [FontDatabase.Entry] = [entry]
        // Each pass adds one face to `used`, so the loop ends after at most every face.
        while let missing = glyphs.first(where: \.isMissing) {
            guard let scalar = scalar(at: missing.cluster, in: text),
                let fallback = database.fallback(for: scalar, base: entry, excluded: used)
            else { break }
            used.append(fallback)
            let other = shapeRuns(text, entry: fallback, features: features, language: language)
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

    /// Shapes `text` with one face: runs of one direction (right-to-left scripts against the
    /// rest), laid out left to right in a left-to-right line or right to left when the first
    /// strong character is right to left.
    static func shapeRuns(_ text: String, entry: FontDatabase.Entry, features: [String],
                          language: String?) -> [ChunkGlyph] {
        let runs = directionRuns(text)
        let lineIsRTL = runs.first(where: { $0.strong })?.rtl ?? false
        var out: [ChunkGlyph] = []
        for run in lineIsRTL ? runs.reversed() : runs {
            let utf8 = text.utf8
            let start = utf8.distance(from: utf8.startIndex, to: run.range.lowerBound)
            let piece = String(text[run.range])
            let rtl = run.rtl
            for g in entry.face.shape(piece, direction: rtl ? .rightToLeft : .leftToRight,
                                      language: language, features: features) {
                out.append(ChunkGlyph(entry: entry, id: g.glyph, cluster: start + g.cluster,
                                      xAdvance: g.xAdvance, xOffset: g.xOffset, yOffset: g.yOffset))
            }
        }
        return out
    }

    struct DirectionRun {
        var range: Range<String.Index>
        var rtl: Bool
        /// Whether the run holds a letter with a direction (not only neutrals).
        var strong: Bool
    }

    /// Cuts `text` where the direction changes. Neutral characters (spaces, punctuation)
    /// between two letters of one direction take it; others take the paragraph's direction,
    /// that of the first letter (Unicode's bidi rules N1 and N2, without embeddings).
    static func directionRuns(_ text: String) -> [DirectionRun] {
        let indices = Array(text.unicodeScalars.indices)
        let strong = text.unicodeScalars.map(strongDirection)
        let paragraph = strong.lazy.compactMap { $0 }.first ?? false
        // The direction of the next letter at or after each position.
        var next = [Bool?](repeating: nil, count: strong.count + 1)
        for i in stride(from: strong.count - 1, through: 0, by: -1) { next[i] = strong[i] ?? next[i + 1] }
        var runs: [DirectionRun] = []
        var previous: Bool?
        for (i, index) in indices.enumerated() {
            let end = i + 1 < indices.count ? indices[i + 1] : text.endIndex
            let direction: Bool
            if let d = strong[i] {
                direction = d
                previous = d
            } else if let p = previous, p == next[i + 1] {
                direction = p
            } else {
                direction = paragraph
            }
            if var last = runs.last, last.rtl == direction {
                last.range = last.range.lowerBound..<end
                last.strong = last.strong || strong[i] != nil
                runs[runs.count - 1] = last
            } else {
                runs.append(DirectionRun(range: index..<end, rtl: direction, strong: strong[i] != nil))
            }
        }
        return runs
    }

    /// true for a right-to-left letter, false for a left-to-right one, nil for a neutral.
    static func strongDirection(_ scalar: Unicode.Scalar) -> Bool? {
        let v = scalar.value
        if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
        {
            return scalar.properties.isAlphabetic ? true : nil
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil ? false : nil
    }
}
