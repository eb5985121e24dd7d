import CtlRaster
import CtlUnicode

/// One line of text shaped at a size: glyphs placed in points, ready to draw.
///
/// Coordinates are relative to the line's origin: the left end of the baseline, y down
/// (as on a canvas). Positions are continuous (no pixel snapping). The line is put in visual
/// order by the Unicode Bidirectional Algorithm (UAX #9): its runs of one embedding level are
/// ordered by rule L2, each shaped by HarfBuzz in its own direction (odd levels right to left,
/// where HarfBuzz also mirrors brackets and the like, rule L4) and cut further by face and
/// script; the glyphs are then placed left to right.
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
        /// The resolved bidi embedding level of the glyph's characters (UAX #9, after rule L1):
        /// even left to right, odd right to left.
        public let level: UInt8
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
    /// Whether the line's paragraph is right to left (its base level is 1).
    public let isRightToLeft: Bool

    /// Shapes `text` as one line with `font` (its faces in fallback order) at `size` points.
    ///
    /// The text is one paragraph of `direction` (`.auto`: from its first strong character,
    /// rules P2–P3 of UAX #9). Newlines are not line breaks here: layout splits lines first.
    /// `size` should be positive and finite (callers check user input); the result is scaled
    /// by it as given.
    /// - Complexity: O(n) in the length of the text, plus HarfBuzz's shaping; a line shaped
    ///   recently in the same faces at the same size comes from a cache (`LineCache.shaped`).
    public static func shape(_ text: String, font: FontLibrary.Font, size: Double,
                             direction: ParagraphDirection = .auto) -> ShapedLine {
        shape(BidiLine(text, direction: direction), font: font, size: size)
    }

    /// Shapes a line whose bidi levels are known (a line cut from a paragraph), with the cache.
    static func shape(_ line: BidiLine, font: FontLibrary.Font, size: Double) -> ShapedLine {
        // Font fallback (issue 37): the faces of user and system fonts that draw what the
        // font's own faces lack in this text join the chain; the font itself when none is needed.
        let font = font.covering(line.text)
        let faces = font.faces
        let key = LineKey(faces: faces, size: size, line: line)
        if let hit: CompactShapedLine = LineCache.shaped.liveValue(for: key) {
            return ShapedLine(text: line.text, size: size, compact: hit, faces: faces)
        }
        let shaped = shapeUncached(line, font: font, size: size)
        let compact = CompactShapedLine(shaped, faces: faces)
        LineCache.shaped.insertLive(compact, faces: faces, for: key, cost: compact.cost(textBytes: line.byteCount))
        return shaped
    }

    /// `shape(_:font:size:direction:)` without the cache.
    static func shapeUncached(_ text: String, font: FontLibrary.Font, size: Double,
                              direction: ParagraphDirection = .auto) -> ShapedLine {
        shapeUncached(BidiLine(text, direction: direction), font: font, size: size)
    }

    /// Shapes `line` without the cache: its level runs in visual order, each cut by face and
    /// script and shaped in its level's direction.
    static func shapeUncached(_ line: BidiLine, font: FontLibrary.Font, size: Double) -> ShapedLine {
        let faces = font.faces
        let text = line.text
        var glyphs: [Glyph] = []
        var pen = 0.0
        for levelRun in line.visualRuns() {
            let rtl = levelRun.level & 1 == 1
            let runs = TextRun.split(text, range: levelRun.range, faces: faces)
            // The face and script runs of a right-to-left level run follow each other right to left.
            for run in rtl ? runs.reversed() : runs {
                let face = faces[run.faceIndex]
                let scale = size / face.unitsPerEm
                let shaped = Shaper.shape(text, range: run.range, face: face, direction: rtl ? .rightToLeft : .leftToRight,
                                          script: run.script)
                glyphs.reserveCapacity(glyphs.count + shaped.count)
                for g in shaped {
                    let position = Point(pen + g.xOffset * scale, -g.yOffset * scale)
                    glyphs.append(Glyph(id: g.glyph, face: face, position: position, advance: g.xAdvance * scale,
                                        cluster: g.cluster, level: levelRun.level))
                    pen += g.xAdvance * scale
                }
            }
        }
        let primary = font.primary
        let scale = size / primary.unitsPerEm
        let ascent = primary.ascender * scale
        let descent = -primary.descender * scale
        return ShapedLine(
            text: text, size: size, glyphs: glyphs, width: pen,
            ascent: ascent, descent: descent, lineHeight: ascent + descent + primary.lineGap * scale,
            capHeight: primary.capHeight * scale, isRightToLeft: line.isRightToLeft)
    }

    /// Shapes `text` with the font named `fontName` in `library` (see `FontLibrary`).
    ///
    /// - Throws: `FontError` when the name is unknown or the font file cannot be loaded.
    public static func shape(
        _ text: String, fontNamed fontName: String, size: Double, direction: ParagraphDirection = .auto,
        library: FontLibrary = .shared
    ) throws(FontError) -> ShapedLine {
        shape(text, font: try library.font(named: fontName), size: size, direction: direction)
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
            Glyph(id: g.id, face: faces[g.faceIndex], position: g.position, advance: g.advance, cluster: g.cluster,
                  level: g.level)
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
                  advance: g.advance, cluster: g.cluster, level: g.level)
        }
        width = line.width
        ascent = line.ascent
        descent = line.descent
        lineHeight = line.lineHeight
        capHeight = line.capHeight
        isRightToLeft = line.isRightToLeft
    }
}
