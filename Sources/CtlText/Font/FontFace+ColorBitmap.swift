import CFreeType
import CtlRaster

/// Colour bitmap glyphs (CBDT/sbix strikes, as in emoji fonts), for callers that draw them
/// as images where a glyph has no outline.
extension FontFace {
    /// A colour bitmap of a glyph: premultiplied pixels, and where they go relative to the pen
    /// origin in pixels of the strike (`left` right of it, `top` above the baseline).
    public struct ColorBitmap: Sendable {
        public let pixmap: Pixmap
        public let left: Double
        public let top: Double
        /// The pixels per em of the strike the bitmap comes from.
        public let pixelsPerEm: Double
    }

    /// The glyph's colour bitmap from the largest strike of the font, or nil when the font has
    /// no colour strikes or none for this glyph.
    public func colorBitmap(_ glyph: UInt32) -> ColorBitmap? {
        withFace { face, _ in
            let count = Int(face.pointee.num_fixed_sizes)
            guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, count > 0,
                let sizes = face.pointee.available_sizes
            else { return nil }
            // `available_sizes` holds `num_fixed_sizes` entries.
            var best = 0
            for i in 1..<max(1, count) where sizes[i].y_ppem > sizes[best].y_ppem { best = i }
            let ppem = Double(sizes[best].y_ppem) / 64
            guard ppem > 0, FT_Select_Size(face, FT_Int(best)) == 0,
                FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
                slot.pointee.format == FT_GLYPH_FORMAT_BITMAP
            else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0,
                pitch >= 4 * width, let buffer = bitmap.buffer
            else { return nil }
            var pixels = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                // Row y starts at buffer + y·pitch and holds `width` premultiplied BGRA pixels (pitch ≥ 4·width).
                let row = buffer + y * pitch
                for x in 0..<width {
                    let b = UInt32(row[4 * x]), g = UInt32(row[4 * x + 1]), r = UInt32(row[4 * x + 2]), a = UInt32(row[4 * x + 3])
                    pixels[y * width + x] = r | g << 8 | b << 16 | a << 24
                }
            }
            guard let pixmap = try? Pixmap(width: width, height: height, pixels: pixels) else { return nil }
            return ColorBitmap(pixmap: pixmap, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top),
                               pixelsPerEm: ppem)
        }
    }
}
