import CtlRaster
import CtlUnicode

/// What a line of text is cached by: its faces (the font's fallback chain, by identity), the
/// size, the text's exact UTF-8 bytes (not Swift's canonical equivalence: "é" as one scalar
/// and as "e" + a combining accent shape to different glyphs) and its bidi levels (the same
/// text is ordered differently in a left-to-right and a right-to-left paragraph, or as a line
/// cut from a longer paragraph).
///
/// A face's identity names it only while it lives (another face may later be made at the same
/// address), so each entry keeps weak references to its faces beside it (`FaceGuarded`), and
/// an entry whose face was freed is a miss.
struct LineKey: Hashable, Sendable {
    private let faceIDs: [ObjectIdentifier]
    private let sizeBits: UInt64
    let line: BidiLine

    init(faces: [FontFace], size: Double, line: BidiLine) {
        faceIDs = faces.map(ObjectIdentifier.init)
        sizeBits = size.bitPattern
        self.line = line
    }

    /// The key of `text` resolved on its own as a paragraph of `direction`.
    init(faces: [FontFace], size: Double, text: String, direction: ParagraphDirection = .auto) {
        self.init(faces: faces, size: size, line: BidiLine(text, direction: direction))
    }
}

/// A cached value with weak references to the faces it was made with, so that the cache keeps
/// no font alive and can tell when a key's faces are gone.
struct FaceGuarded<Value: Sendable>: @unchecked Sendable {
    // Sendable: `value` is Sendable and the weak references are to `FontFace`, which is Sendable;
    // nothing here is mutated after init.
    private struct WeakFace {
        weak var face: FontFace?
    }

    private let faces: [WeakFace]
    let value: Value

    init(_ value: Value, faces: [FontFace]) {
        self.faces = faces.map { WeakFace(face: $0) }
        self.value = value
    }

    /// Whether every face is still alive, so that the key's identities still name them.
    var isLive: Bool { faces.allSatisfy { $0.face != nil } }
}

extension LockedCache where Key == LineKey {
    /// The value kept for `key` made with `faces`, or nil (a kept value whose faces were freed is dropped).
    func liveValue<V>(for key: LineKey) -> V? where Value == FaceGuarded<V> {
        guard let entry = value(for: key) else { return nil }
        if entry.isLive { return entry.value }
        removeValue(for: key)
        return nil
    }

    /// Keeps `value`, made with `faces`, for `key`.
    func insertLive<V>(_ value: V, faces: [FontFace], for key: LineKey, cost: Int) where Value == FaceGuarded<V> {
        insert(FaceGuarded(value, faces: faces), for: key, cost: cost)
    }
}

/// The glyph outlines of a shaped line, ready to place: what drawing a line again needs.
struct LineOutline: Sendable {
    /// Every glyph outline placed and scaled to points, y down, from the line origin (`ShapedLine.path()`).
    let path: Path
    /// The line's advance and descent, in points, for its underline.
    let width: Double
    let descent: Double
    /// Whether the glyphs' contours turn clockwise on a y-down canvas (the underline is wound alike).
    let clockwise: Bool

    /// An estimate of the bytes the outline holds.
    var cost: Int { 64 + path.elements.count * MemoryLayout<Path.Element>.stride }
}

/// The caches of text shaping and drawing, shared by every thread.
///
/// Both are keyed by `LineKey` and bounded in entries and in estimated bytes, least recently
/// used first out. They hold what a pure function of the key computes (the same faces, size
/// and bytes shape and draw the same), so a hit gives exactly what a miss would: no pixel
/// depends on whether a line was cached.
enum LineCache {
    /// Shaped lines (`ShapedLine.shape`), as glyphs that name their face by index in the key's
    /// faces (so that an entry keeps no face alive): 2048 lines, 4 MiB.
    static let shaped = LockedCache<LineKey, FaceGuarded<CompactShapedLine>>(maxCount: 2048, maxCost: 4 << 20)
    /// Line outlines (what `Canvas.drawText` fills): 1024 lines, 8 MiB.
    static let outlines = LockedCache<LineKey, FaceGuarded<LineOutline>>(maxCount: 1024, maxCost: 8 << 20)

    /// The outline of `line` (no newline) in `font` at `size`, from the cache or made now.
    static func outline(of line: BidiLine, font: FontLibrary.Font, size: Double) -> LineOutline {
        let key = LineKey(faces: font.faces, size: size, line: line)
        if let hit: LineOutline = outlines.liveValue(for: key) { return hit }
        let shaped = ShapedLine.shape(line, font: font, size: size)
        let path = shaped.path()
        let outline = LineOutline(path: path, width: shaped.width, descent: shaped.descent,
                                  clockwise: path.controlPolygonArea >= 0)
        outlines.insertLive(outline, faces: font.faces, for: key, cost: outline.cost)
        return outline
    }
}

/// A `ShapedLine` without references to its faces: each glyph names its face by index in the
/// font's chain.
struct CompactShapedLine: Sendable {
    struct Glyph: Sendable {
        var id: UInt32
        var faceIndex: Int
        var position: Point
        var advance: Double
        var cluster: Int
        var level: UInt8
    }

    var glyphs: [Glyph]
    var width: Double
    var ascent: Double
    var descent: Double
    var lineHeight: Double
    var capHeight: Double
    var isRightToLeft: Bool

    /// An estimate of the bytes the line holds (its key's text and levels counted too).
    func cost(textBytes: Int) -> Int { 128 + textBytes + glyphs.count * MemoryLayout<Glyph>.stride }
}

/// What a filled text is cached by once flattened on a canvas: its faces, size and lines (texts
/// and bidi levels, as `LineKey`), where it was placed (each line's origin, or the one origin of text drawn at a
/// point), the underline, and the call's and the canvas' transforms, all to the bit.
struct PlacedTextKey: Hashable, Sendable {
    private let faceIDs: [ObjectIdentifier]
    private let lines: [BidiLine]
    /// The size, the origins, then both transforms' six numbers, as bit patterns.
    private let numbers: [UInt64]
    private let underline: Bool
    /// Whether the lines were laid out (each at its origin) rather than one text at a point.
    private let laidOut: Bool

    init(faces: [FontFace], size: Double, lines: [BidiLine], origins: [Point], underline: Bool, laidOut: Bool,
         transform: Transform, canvasTransform: Transform) {
        faceIDs = faces.map(ObjectIdentifier.init)
        self.lines = lines
        var numbers = [size.bitPattern]
        numbers.reserveCapacity(1 + origins.count * 2 + 12)
        for p in origins { numbers += [p.x.bitPattern, p.y.bitPattern] }
        for t in [transform, canvasTransform] {
            numbers += [t.a.bitPattern, t.b.bitPattern, t.c.bitPattern, t.d.bitPattern, t.e.bitPattern, t.f.bitPattern]
        }
        self.numbers = numbers
        self.underline = underline
        self.laidOut = laidOut
    }

    /// The lines' bytes (texts and levels), for the cost of an entry.
    var textBytes: Int { lines.reduce(0) { $0 + $1.byteCount } }
}

extension LineCache {
    /// Filled texts flattened on a canvas, so that drawing a title again at the same place
    /// skips building and flattening its outline: 256 texts, 8 MiB.
    static let placed = LockedCache<PlacedTextKey, FaceGuarded<FlattenedPath>>(maxCount: 256, maxCost: 8 << 20)
}

extension LockedCache where Key == PlacedTextKey {
    /// The value kept for `key`, or nil (a kept value whose faces were freed is dropped).
    func liveValue<V>(for key: PlacedTextKey) -> V? where Value == FaceGuarded<V> {
        guard let entry = value(for: key) else { return nil }
        if entry.isLive { return entry.value }
        removeValue(for: key)
        return nil
    }
}
