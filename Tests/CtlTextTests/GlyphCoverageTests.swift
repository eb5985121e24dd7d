import CFreeType
import CtlRaster
import Foundation
import Testing
@testable import CtlText

/// Glyphs drawn by our rasterizer against FreeType's own unhinted anti-aliased
/// rendering (`FT_Render_Glyph`, its exact-area smooth rasterizer) of the same outline.
///
/// FreeType flattens curves into inscribed chords at about a quarter pixel, so at 1×
/// its glyphs are thinner on convex rims and fatter in counters: on Inter at 12–48 px
/// it differs from us by up to 34–45 levels, 8–9 on average over edge pixels, with
/// equal centroids (the outline dilated by ~0.06 px, not shifted). The reference is
/// therefore FreeType's rendering at 8× the size, box-filtered down to 1×, where its
/// chord error shrinks eightfold (to about 7.5 / 8 ≈ 0.9 levels on average, which is
/// most of what is left between it and us). Bound: 6 levels on any pixel and 1.5 on
/// average over edge pixels, and closer than FreeType at 1× is. Measured (Inter,
/// "aegsOQ&@%R"): 12 px max 3.3 / mean 1.03; 17 px within the same; 48 px max 5.0 /
/// mean 1.02 — FreeType at 1× against the same reference: max 32–41, mean 7.1–7.6.
@Suite struct GlyphCoverageTests {
    static let fontPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CEmbeddedFonts/Fonts/Inter-Regular.otf").path

    /// FreeType's coverage of `glyph` at `pixels` per em, pen at the origin: left and top
    /// (bitmap_left, bitmap_top), width, rows, values.
    static func freeTypeBitmap(_ glyph: UInt32, pixels: UInt32) -> (Int, Int, Int, Int, [UInt8])? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, fontPath, 0, &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        FT_Set_Pixel_Sizes(face, 0, pixels)
        let flags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0,
              FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let slot = face.pointee.glyph.pointee
        let bm = slot.bitmap
        var values = [UInt8](repeating: 0, count: Int(bm.width) * Int(bm.rows))
        for y in 0..<Int(bm.rows) {
            for x in 0..<Int(bm.width) {
                values[y * Int(bm.width) + x] = bm.buffer[y * Int(bm.pitch) + x]
            }
        }
        return (Int(slot.bitmap_left), Int(slot.bitmap_top), Int(bm.width), Int(bm.rows), values)
    }

    /// Coverage (0…255) on a grid of `size`×`size` pixels whose pixel (i, j) covers
    /// [i − pad, i − pad + 1) × [j − pad, …) around a pen at (0, 0), y down.
    static func grid(_ bitmap: (Int, Int, Int, Int, [UInt8]), factor: Int, pad: Int, size: Int) -> [Double] {
        let (left, top, w, h, v) = bitmap
        var out = [Double](repeating: 0, count: size * size)
        for y in 0..<h {
            for x in 0..<w {
                // Sub-pixel (left + x, −top + y) at `factor` per pixel; floor division.
                let sx = left + x, sy = y - top
                let px = (sx >= 0 ? sx / factor : (sx - factor + 1) / factor) + pad
                let py = (sy >= 0 ? sy / factor : (sy - factor + 1) / factor) + pad
                guard (0..<size).contains(px), (0..<size).contains(py) else { continue }
                out[py * size + px] += Double(v[y * w + x]) / Double(factor * factor)
            }
        }
        return out
    }

    @Test(arguments: [12, 17, 48])
    func glyphsAgreeWithFreeType(_ pixels: Int) throws {
        let face = try FontFace(path: Self.fontPath)
        let pad = 8, size = pixels * 2 + 2 * pad
        var worst = 0.0, sum = 0.0, edges = 0, worstChar = ""
        var ftWorst = 0.0, ftSum = 0.0
        for ch in "aegsOQ&@%R" {
            let glyph = try #require(face.glyphIndex(for: ch.unicodeScalars.first!))
            let fine = try #require(Self.freeTypeBitmap(glyph, pixels: UInt32(pixels * 8)))
            let coarse = try #require(Self.freeTypeBitmap(glyph, pixels: UInt32(pixels)))
            let reference = Self.grid(fine, factor: 8, pad: pad, size: size)
            let freeType = Self.grid(coarse, factor: 1, pad: pad, size: size)
            var canvas = try Canvas(width: size, height: size)
            let s = Double(pixels) / face.unitsPerEm
            canvas.fill(face.glyphPath(glyph), paint: .solid(.black),
                        transform: Transform(a: s, b: 0, c: 0, d: -s, e: Double(pad), f: Double(pad)))
            for i in 0..<(size * size) {
                let ref = reference[i], ours = Double(canvas.pixmap.pixels[i] >> 24)
                guard ref > 0.5 && ref < 254.5 || ours > 0 && ours < 255 else { continue }
                let d = abs(ours - ref), f = abs(freeType[i] - ref)
                if d > worst { worst = d; worstChar = String(ch) }
                sum += d; ftSum += f; ftWorst = max(ftWorst, f); edges += 1
            }
        }
        let mean = sum / Double(max(1, edges)), ftMean = ftSum / Double(max(1, edges))
        let report = "\(pixels) px: ours max \(worst) ('\(worstChar)') mean \(mean); FreeType 1× max \(ftWorst) mean \(ftMean)"
        #expect(worst <= 6, "\(report)")
        #expect(mean <= 1.5, "\(report)")
        #expect(mean < ftMean, "\(report)")
    }
}
