import CFreeType
import CHarfBuzz
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Opening a face: the FreeType and HarfBuzz handles over the font bytes, read in place.
extension FontFace {
    /// The font bytes FreeType and HarfBuzz read.
    enum Bytes {
        /// A private copy, freed by the face after destroying both.
        case owned(UnsafeMutableRawBufferPointer)
        /// The constant bytes of a font embedded in the binary, never freed.
        case embedded(UnsafeRawBufferPointer)
    }

    struct Handles {
        var library: FT_Library
        var face: FT_Face
        var bytes: Bytes
        var harfBuzzFont: OpaquePointer
    }

    /// Opens the handles over a private copy of `data` (not empty), or frees whatever was
    /// opened and throws.
    static func openFace(data: Data, source: String, variations: [FontVariation] = []) throws(FontError) -> Handles {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        copy.copyBytes(from: data)
        do {
            return try openFace(reading: UnsafeRawBufferPointer(copy), as: .owned(copy), source: source,
                                variations: variations)
        } catch {
            copy.deallocate()
            throw error
        }
    }

    /// Opens the handles over the bytes of an embedded font, which are not copied: they are
    /// constant data of the binary and live for the whole process, so reading them in place
    /// from any face, at any time, is safe.
    static func openFace(embedded bytes: UnsafeRawBufferPointer, source: String) throws(FontError) -> Handles {
        try openFace(reading: bytes, as: .embedded(bytes), source: source)
    }

    /// Opens the handles over `bytes` (not empty, alive as long as the face: `storage` says
    /// who frees them), or frees the handles opened so far and throws. `bytes` itself is
    /// left to the caller on error.
    private static func openFace(reading bytes: UnsafeRawBufferPointer, as storage: Bytes,
                                 source: String, variations: [FontVariation] = []) throws(FontError) -> Handles {
        var libraryOut: FT_Library?
        let initError = FT_Init_FreeType(&libraryOut)
        guard initError == 0, let library = libraryOut else {
            throw FontError.freeTypeUnavailable(freeTypeError: initError)
        }
        // `bytes` is not empty (checked by the callers), so it has a base address. FreeType and
        // HarfBuzz get its exact count and only read the font's tables within it; the face
        // destroys both before its bytes are freed (if ever). UInt32(bytes.count) traps past 4 GiB.
        var faceOut: FT_Face?
        let base = bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
        let error = FT_New_Memory_Face(library, base, FT_Long(bytes.count), 0, &faceOut)
        guard error == 0, let face = faceOut else {
            FT_Done_FreeType(library)
            throw FontError.notAFont(path: source, freeTypeError: error)
        }
        // HarfBuzz reads the same bytes in place; the face's `deinit` destroys the font first.
        let blob = hb_blob_create(
            bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
            HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)
        let hbFont = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        let upem = Int32(face.pointee.units_per_EM == 0 ? 1000 : face.pointee.units_per_EM)
        hb_font_set_scale(hbFont, upem, upem)
        if !variations.isEmpty { applyVariations(variations, face: face, library: library, harfBuzzFont: hbFont) }
        hb_font_make_immutable(hbFont)
        return Handles(library: library, face: face, bytes: storage, harfBuzzFont: hbFont)
    }

    /// Cap height and x-height from the OS/2 table (version 2 and later), in font units; `nil` when absent or 0.
    static func os2Heights(harfBuzzFont: OpaquePointer) -> (capHeight: Double?, xHeight: Double?) {
        let hbFace = hb_font_get_face(harfBuzzFont)
        let tag: hb_tag_t = 0x4F53_2F32  // 'OS/2'
        guard let blob = hb_face_reference_table(hbFace, tag) else { return (nil, nil) }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 90 else { return (nil, nil) }
        // length ≥ 90 (the guard): reads at offsets 0…89 of the table.
        let raw = UnsafeRawPointer(data)
        func u16(_ offset: Int) -> UInt16 {
            UInt16(raw.load(fromByteOffset: offset, as: UInt8.self)) << 8
                | UInt16(raw.load(fromByteOffset: offset + 1, as: UInt8.self))
        }
        guard u16(0) >= 2 else { return (nil, nil) }
        let x = Double(Int16(bitPattern: u16(86)))
        let cap = Double(Int16(bitPattern: u16(88)))
        return (cap > 0 ? cap : nil, x > 0 ? x : nil)
    }
}
