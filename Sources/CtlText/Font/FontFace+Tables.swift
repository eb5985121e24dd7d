import CHarfBuzz

/// Raw access to a face's OpenType tables, for callers that read what `FontFace` does not
/// expose (weight and width classes, sub- and superscript offsets, strike-out position).
extension FontFace {
    /// The bytes of the table tagged `tag` (four ASCII characters, "OS/2", "post"), or nil
    /// when the face has no such table or the tag is not four characters.
    public func tableBytes(_ tag: String) -> [UInt8]? {
        let scalars = Array(tag.unicodeScalars)
        guard scalars.count == 4, scalars.allSatisfy({ $0.value < 128 }) else { return nil }
        let value = scalars.reduce(UInt32(0)) { $0 << 8 | $1.value }
        let hbFace = hb_font_get_face(harfBuzzFont)
        guard let blob = hb_face_reference_table(hbFace, value) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        // HarfBuzz gives `length` readable bytes at `data`, alive while `blob` is referenced.
        return Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length)))
    }
}
