import CFreeType
import CHarfBuzz
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One font face (FreeType), with its metrics in font units and its glyph outlines as `Path`s.
///
/// A face owns its FreeType library and face handles and the font bytes, which FreeType
/// and HarfBuzz read in place: a private copy for a face loaded from a file or `Data`, or
/// the constant bytes of a font embedded in the binary. All but the embedded bytes are
/// freed in `deinit`. Only the first face of a collection (`.ttc`) is loaded.
///
/// Thread safety: every FreeType call and the glyph-path cache are behind one lock,
/// so a face may be shared between threads (`Sendable`). Shaping uses the HarfBuzz
/// font, which is made immutable at load and is safe to use concurrently.
public final class FontFace: @unchecked Sendable {
    /// Where the face came from: a file path, or the name given with the bytes.
    public let source: String
    /// The family name from the font's name table (for example "Inter"), or "" if absent.
    public let familyName: String
    /// The style name from the font's name table (for example "Bold"), or "" if absent.
    public let styleName: String
    /// Whether the font says it is bold (FreeType's `FT_STYLE_FLAG_BOLD`).
    public let isBold: Bool
    /// Font units per em: the size, in font units, of a glyph drawn at 1 em.
    public let unitsPerEm: Double
    /// Distance from the baseline up to the top of the line box, in font units (hhea, or OS/2 when hhea is empty). Positive.
    public let ascender: Double
    /// Distance from the baseline to the bottom of the line box, in font units; negative below the baseline.
    public let descender: Double
    /// Extra space between lines, in font units: line height minus (ascender − descender). Zero or more.
    public let lineGap: Double
    /// Height of flat capital letters above the baseline, in font units (OS/2 `sCapHeight`, else the top of "H").
    public let capHeight: Double
    /// Height of flat lowercase letters above the baseline, in font units (OS/2 `sxHeight`, else the top of "x").
    public let xHeight: Double

    /// Where an underline goes, in font units: the centre of the line, y up (negative below the baseline). From the `post` table.
    public let underlinePosition: Double
    /// How thick an underline is, in font units. From the `post` table; 1/20 em when the font says 0.
    public let underlineThickness: Double

    private let library: FT_Library
    private let face: FT_Face
    let bytes: Bytes
    /// Whether this face is a variable font's instance, whose outlines load scaled (see `loadOutline`).
    var variedOutlines = false
    /// The HarfBuzz font over the same bytes, scaled so positions come in font units.
    let harfBuzzFont: OpaquePointer
    private let lock = ThreadLock()
    /// Glyph outlines in font units, the most recently used 4096 glyphs within 4 MiB (estimated).
    private var pathCache = LRUCache<UInt32, Path>(maxCount: 4096, maxCost: 4 << 20)

    /// Loads the face in the font file at `path` (`-` for standard input), read within
    /// `RenderLimits.current.inputBytes`.
    ///
    /// - Throws: `FontError.unreadable`, `.empty`, `.notAFont` or `.overLimit`, each naming the path.
    public convenience init(path: String) throws(FontError) {
        let data: Data
        do {
            data = try InputFile.read(path: path)
        } catch let error as InputFileError {
            throw FontError.unreadable(path: path, reason: error.reason.phrase)
        } catch let error as LimitExceeded {
            throw FontError.overLimit(error)
        } catch {
            throw FontError.unreadable(path: path, reason: "\(error)")
        }
        try self.init(data: data, source: path)
    }

    /// Loads a face from font bytes; `source` names it in errors and in `source`.
    ///
    /// - Throws: `FontError.empty` or `.notAFont`.
    public convenience init(data: Data, source: String) throws(FontError) {
        guard !data.isEmpty else { throw FontError.empty(path: source) }
        self.init(handles: try Self.openFace(data: data, source: source), source: source)
    }

    /// Loads a face from the constant bytes of a font embedded in the binary, read in place.
    ///
    /// - Throws: `FontError.notAFont` (which would mean a broken build).
    convenience init(embedded font: EmbeddedFont) throws(FontError) {
        let source = "\(font.fileName) (embedded)"
        self.init(handles: try Self.openFace(embedded: font.bytes, source: source), source: source)
    }

    /// A face over opened handles; it owns them from here on.
    init(handles: Handles, source: String) {
        // Every property is set below without throwing, so `deinit` owns the handles from here on.
        library = handles.library
        face = handles.face
        bytes = handles.bytes
        harfBuzzFont = handles.harfBuzzFont
        let rec = handles.face.pointee
        self.source = source
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        styleName = rec.style_name.map { String(cString: $0) } ?? ""
        isBold = (rec.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0
        unitsPerEm = Double(rec.units_per_EM == 0 ? 1000 : rec.units_per_EM)
        ascender = Double(rec.ascender)
        descender = Double(rec.descender)
        lineGap = max(0, Double(rec.height) - Double(rec.ascender) + Double(rec.descender))
        underlinePosition = Double(rec.underline_position)
        underlineThickness = rec.underline_thickness > 0 ? Double(rec.underline_thickness) : unitsPerEm / 20
        // Fall back on the tops of "H" and "x" when OS/2 is too old (version < 2) or says 0.
        let os2 = Self.os2Heights(harfBuzzFont: handles.harfBuzzFont)
        func top(of scalar: Unicode.Scalar) -> Double? {
            let index = FT_Get_Char_Index(handles.face, FT_ULong(scalar.value))
            guard index != 0 else { return nil }
            return Self.loadOutline(face: handles.face, glyph: UInt32(index)).controlBounds?.maxY
        }
        capHeight = os2.capHeight ?? top(of: "H") ?? Double(rec.ascender) * 0.7
        xHeight = os2.xHeight ?? top(of: "x") ?? Double(rec.ascender) * 0.5
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        if case .owned(let copy) = bytes { copy.deallocate() }
    }

    /// Runs `body` with the FreeType handles, under the face's lock.
    func withFace<T>(_ body: (FT_Face, FT_Library) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(face, library)
    }

    /// The glyph that draws `scalar` in this face, or `nil` when the face lacks it (.notdef).
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        lock.lock()
        defer { lock.unlock() }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return index == 0 ? nil : UInt32(index)
    }

    /// Whether this face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyphIndex(for: scalar) != nil }

    /// The outline of glyph `glyph`, unhinted, in font units with y pointing UP (as in the font):
    /// the baseline is y = 0 and the pen origin x = 0.
    ///
    /// To draw at `size` points on a y-down canvas, transform by
    /// `scale(size / unitsPerEm, −size / unitsPerEm)` and then translate to the pen position.
    /// TrueType conics become quadratic curves, CFF curves become cubics. A glyph with no
    /// outline (a space, a bitmap-only glyph, an index past the end) gives an empty path.
    /// Paths are cached per glyph in the face (the 4096 used last, within about 4 MiB).
    public func glyphPath(_ glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = pathCache.value(for: glyph) { return cached }
        let path = Self.loadOutline(face: face, glyph: glyph, varied: variedOutlines)
        pathCache.insert(path, for: glyph, cost: 64 + path.elements.count * MemoryLayout<Path.Element>.stride)
        return path
    }
}
