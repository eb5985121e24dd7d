import CHarfBuzz

/// The direction glyphs of a run advance in.
public enum TextDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// One glyph out of HarfBuzz, positions in font units (y up, as in the font).
public struct ShapedGlyph: Hashable, Sendable {
    /// Glyph index in the face (0 is .notdef: the face lacks the character).
    public var glyph: UInt32
    /// The UTF-8 byte offset, in the whole string given to `Shaper.shape`, of the first
    /// character this glyph draws. Several glyphs may share a cluster (marks, decomposed
    /// letters); one glyph may draw several characters (a ligature has the first one's).
    public var cluster: Int
    public var xAdvance: Double
    public var yAdvance: Double
    public var xOffset: Double
    public var yOffset: Double
}

/// Shapes text with HarfBuzz: GPOS kerning, ligatures, marks, Arabic joining and the like.
enum Shaper {
    /// Shapes `range` of `text` with `face`, glyphs in visual order (left to right on the
    /// page, also for a right-to-left run).
    ///
    /// The whole string is handed to HarfBuzz as context, so letters at the edges of a run
    /// join with their neighbours (Arabic). Default features apply (kern, liga, …).
    /// - Parameters:
    ///   - script: a HarfBuzz script (`hb_script_from_string("Arab", -1)`); `nil` guesses from the text.
    ///   - direction: `nil` takes the script's direction.
    ///   - language: a BCP 47 tag such as "ar"; `nil` lets HarfBuzz use its default.
    ///   - features: OpenType feature settings in HarfBuzz's syntax ("kern=0", "smcp", "liga=0"),
    ///     applied over the defaults; settings HarfBuzz cannot read are ignored.
    static func shape(
        _ text: String, range: Range<String.Index>? = nil, face: FontFace,
        direction: TextDirection? = nil, script: hb_script_t? = nil, language: String? = nil,
        features: [String] = []
    ) -> [ShapedGlyph] {
        let range = range ?? text.startIndex..<text.endIndex
        let utf8 = text.utf8
        let start = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
        let length = utf8.distance(from: range.lowerBound, to: range.upperBound)
        guard length > 0, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                // HarfBuzz reads chars[0..<count], the item being start ..< start + length of it.
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(start), Int32(length))
            }
        }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        if let script {
            hb_buffer_set_script(buffer, script)
        }
        if let direction {
            hb_buffer_set_direction(buffer, direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        }
        if let language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        hb_buffer_guess_segment_properties(buffer)
        var parsed: [hb_feature_t] = []
        for setting in features {
            var feature = hb_feature_t()
            if hb_feature_from_string(setting, -1, &feature) != 0 { parsed.append(feature) }
        }
        // HarfBuzz reads parsed[0..<parsed.count] (or nothing when the list is empty).
        parsed.withUnsafeBufferPointer { list in
            hb_shape(face.harfBuzzFont, buffer, list.baseAddress, UInt32(list.count))
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let p = positions[i]
            glyphs.append(ShapedGlyph(
                glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                xAdvance: Double(p.x_advance), yAdvance: Double(p.y_advance),
                xOffset: Double(p.x_offset), yOffset: Double(p.y_offset)))
        }
        return glyphs
    }
}

extension FontFace {
    /// Shapes `text` with this face alone (no fallback): glyphs in visual order, positions
    /// in font units, each with the UTF-8 offset of its first character in `text`.
    ///
    /// - Parameters:
    ///   - direction: `nil` takes the direction of the text's script.
    ///   - language: a BCP 47 tag such as "ja"; `nil` lets HarfBuzz use its default.
    ///   - features: OpenType feature settings in HarfBuzz's syntax ("kern=0", "smcp"), over
    ///     the defaults (kerning and standard ligatures on).
    public func shape(_ text: String, direction: TextDirection? = nil, language: String? = nil,
                      features: [String] = []) -> [ShapedGlyph] {
        Shaper.shape(text, face: self, direction: direction, language: language, features: features)
    }
}
