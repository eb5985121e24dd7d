import CFreeType
import CtlRaster

/// Glyph outlines from FreeType, decomposed into a `Path` in font units (y up).
extension FontFace {
    /// Loads glyph `glyph` unscaled and unhinted and converts its outline; empty on any failure.
    /// The caller holds the face's lock (or owns the face alone, during init).
    ///
    /// A variable font's instance (`varied`) is loaded scaled at one pixel per font unit
    /// instead, since FreeType applies variations only to scaled outlines; its face's size
    /// was set so by `instance(variations:)`, and the 26.6 coordinates are divided by 64.
    static func loadOutline(face: FT_Face, glyph: UInt32, varied: Bool = false) -> Path {
        let flags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP) | (varied ? 0 : Int32(FT_LOAD_NO_SCALE))
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Path() }
        var builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.at(user).pointee.moveTo(to!.pointee)
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.at(user).pointee.path.line(to: OutlineBuilder.point(to!.pointee))
                return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.at(user).pointee.path.quad(
                    to: OutlineBuilder.point(to!.pointee), control: OutlineBuilder.point(control!.pointee))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.at(user).pointee.path.cubic(
                    to: OutlineBuilder.point(to!.pointee),
                    control1: OutlineBuilder.point(c1!.pointee), control2: OutlineBuilder.point(c2!.pointee))
                return 0
            },
            shift: 0, delta: 0)
        var outline = slot.pointee.outline
        // `user` points at `builder` only while FT_Outline_Decompose runs, which is when the
        // callbacks use it; FreeType passes them non-nil points.
        let error = withUnsafeMutablePointer(to: &builder) { user in
            FT_Outline_Decompose(&outline, &funcs, UnsafeMutableRawPointer(user))
        }
        guard error == 0 else { return Path() }
        builder.path.close()
        return varied ? builder.path.transformed(by: .scale(1.0 / 64, 1.0 / 64)) : builder.path
    }
}

/// The state FreeType's C callbacks write into, reached through the `user` pointer.
struct OutlineBuilder {
    var path = Path()

    static func at(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineBuilder> {
        user!.assumingMemoryBound(to: OutlineBuilder.self)
    }

    static func point(_ v: FT_Vector) -> Point { Point(Double(v.x), Double(v.y)) }

    /// Closes the previous contour (FreeType's contours are implicitly closed) and starts one.
    mutating func moveTo(_ v: FT_Vector) {
        path.close()
        path.move(to: Self.point(v))
    }
}
