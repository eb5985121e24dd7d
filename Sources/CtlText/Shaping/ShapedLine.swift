import CtlRaster

/// One line of text shaped at a size: glyphs placed in points, ready to draw.
///
/// Coordinates are relative to the line's origin: the left end of the baseline, y down
/// (as on a canvas). Positions are continuous (no pixel snapping). A line whose letters are
/// all right to left (Hebrew, Arabic) is laid out right to left; otherwise runs keep their
/// logical order (no mixed-direction bidi reordering), though each right-to-left run is
/// itself drawn right to left.
public struct ShapedLine: Sendable {
    /// One placed glyph.
    public struct Glyph: Sendable {
        /// The glyph index in `face` (0 would be .notdef, drawn only when no face of the font has the character).
        public let id: UInt32
        /// The face the glyph comes from: the font's primary face or a fallback.
        public let face: FontFace
        /// The glyph origin on the baseline, in points from the line origin, y down.
        public let position: Point
        /// How far the pen moves after this glyph, in points (along x).
        public let advance: Double
        /// UTF-8 byte offset in `text` of the first character this glyph draws.
        public let cluster: Int
    }

    /// The text that was shaped.
    public let text: String
    /// The font size in points (1 em).
    public let size: Double
    /// The glyphs in visual order, left to right.
    public let glyphs: [Glyph]
    /// The total advance: the pen position after the last glyph, in points.
    public let width: Double
    /// Distance from the baseline up to the top of the line box, in points (primary face). Positive.
    public let ascent: Double
    /// Distance from the baseline down to the bottom of the line box, in points (primary face). Positive.
    public let descent: Double
    /// Baseline-to-baseline distance: ascent + descent + the face's line gap, in points.
    public let lineHeight: Double
    /// The height of capital letters above the baseline, in points (primary face).
    public let capHeight: Double
    /// Whether the line was laid out right to left (all of its letters are right to left).
    public let isRightToLeft: Bool

    /// Shapes `text` as one line with `font` (its faces in fallback order) at `size` points.
    ///
    /// Newlines are not line breaks here: layout splits lines first. `size` should be
    /// positive and finite (callers check user input); the result is scaled by it as given.
    /// - Complexity: O(n) in the length of the text, plus HarfBuzz's shaping; a line shaped
    ///   recently in the same faces at the same size comes from a cache (`LineCache.shaped`).
    public static func shape(_ text: String, font: FontLibrary.Font, size: Double) -> ShapedLine {
        // Font fallback (issue 37): the faces of user and system fonts that draw what the
        // font's own faces lack in this text join the chain; the font itself when none is needed.
        let font = font.covering(text)
        let faces = font.faces
        let key = LineKey(faces: faces, size: size, text: text)
        if let hit: CompactShapedLine = LineCache.shaped.liveValue(for: key) {
            return ShapedLine(text: text, size: size, compact: hit, faces: faces)
        }
        let line = shapeUncached(text, font: font, size: size)
        let compact = CompactShapedLine(line, faces: faces)
        LineCache.shaped.insertLive(compact, faces: faces, for: key, cost: compact.cost(textBytes: text.utf8.count))
        return line
    }

    /// `shape(_:font:size:)` without the cache.
    static func shapeUncached(_ text: String, font: FontLibrary.Font, size: Double) -> ShapedLine {
        let faces = font.faces
        let runs = TextRun.split(text, faces: faces)
        let strong = runs.filter(\.hasStrongDirection)
        let rtl = !strong.isEmpty && strong.allSatisfy { $0.direction == .rightToLeft }
        var glyphs: [Glyph] = []
        var pen = 0.0
        for run in rtl ? runs.reversed() : runs {
            let face = faces[run.faceIndex]
            let scale = size / face.unitsPerEm
            // In a right-to-left line, neutral runs (digits, spaces) are laid out right to left too.
            let direction: TextDirection = rtl ? .rightToLeft : run.direction
            let shaped = Shaper.shape(text, range: run.range, face: face, direction: direction, script: run.script)
            glyphs.reserveCapacity(glyphs.count + shaped.count)
            for g in shaped {
                let position = Point(pen + g.xOffset * scale, -g.yOffset * scale)
                glyphs.append(Glyph(id: g.glyph, face: face, position: position, advance: g.xAdvance * scale, cluster: g.cluster))
                pen += g.xAdvance * scale
            }
        }
        let primary = font.primary
        let scale = size / primary.unitsPerEm
        let ascent = primary.ascender * scale
        let descent = -primary.descender * scale
        return ShapedLine(
            text: text, size: size, glyphs: glyphs, width: pen,
            ascent: ascent, descent: descent, lineHeight: ascent + descent + primary.lineGap * scale,
            capHeight: primary.capHeight * scale, isRightToLeft: rtl)
    }

    /// Shapes `text` with the font named `fontName` in `library` (see `FontLibrary`).
    ///
    /// - Throws: `FontError` when the name is unknown or the font file cannot be loaded.
    public static func shape(
        _ text: String, fontNamed fontName: String, size: Double, library: FontLibrary = .shared
    ) throws(FontError) -> ShapedLine {
        shape(text, font: try library.font(named: fontName), size: size)
    }

    /// Every glyph outline placed at its position and scaled to points, y down, relative
    /// to the line origin: fill it (non-zero) to draw the line.
    public func path() -> Path {
        var out = Path()
        for glyph in glyphs {
            let outline = glyph.face.glyphPath(glyph.id)
            if outline.isEmpty { continue }
            let s = size / glyph.face.unitsPerEm
            out.append(outline.transformed(by: Transform(a: s, b: 0, c: 0, d: -s, e: glyph.position.x, f: glyph.position.y)))
        }
        return out
    }
}

extension ShapedLine {
    /// The line `compact` holds, its glyphs' faces looked up in `faces` (the chain it was shaped with).
    init(text: String, size: Double, compact: CompactShapedLine, faces: [FontFace]) {
        self.text = text
        self.size = size
        glyphs = compact.glyphs.map { g in
            Glyph(id: g.id, face: faces[g.faceIndex], position: g.position, advance: g.advance, cluster: g.cluster)
        }
        width = compact.width
        ascent = compact.ascent
        descent = compact.descent
        lineHeight = compact.lineHeight
        capHeight = compact.capHeight
        isRightToLeft = compact.isRightToLeft
    }
}

extension CompactShapedLine {
    /// `line` with each glyph's face as its index in `faces` (every glyph's face is one of them).
    init(_ line: ShapedLine, faces: [FontFace]) {
        glyphs = line.glyphs.map { g in
            Glyph(id: g.id, faceIndex: faces.firstIndex { $0 === g.face }!, position: g.position,
                  advance: g.advance, cluster: g.cluster)
        }
        width = line.width
        ascent = line.ascent
        descent = line.descent
        lineHeight = line.lineHeight
        capHeight = line.capHeight
        isRightToLeft = line.isRightToLeft
    }
}
