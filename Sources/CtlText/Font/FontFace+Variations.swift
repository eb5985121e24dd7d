import CFreeType
import CHarfBuzz
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One setting of a variable font's axis: a four-letter tag ("wght", "wdth") and a value in
/// the axis' design units.
public struct FontVariation: Sendable, Hashable {
    public var tag: String
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// The tag as OpenType packs it, or nil unless it is four ASCII characters.
    var packedTag: UInt32? {
        let scalars = Array(tag.unicodeScalars)
        guard scalars.count == 4, scalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) else { return nil }
        return scalars.reduce(UInt32(0)) { $0 << 8 | $1.value }
    }
}

/// Variable fonts: their axes, and instances of a face at chosen axis values.
extension FontFace {
    /// One axis of a variable font, values in design units.
    public struct VariationAxis: Sendable, Hashable {
        public var tag: String
        public var minimum: Double
        public var defaultValue: Double
        public var maximum: Double
    }

    /// The face's variation axes, none for a font that is not variable.
    public var variationAxes: [VariationAxis] {
        withFace { face, library in
            guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return [] }
            var master: UnsafeMutablePointer<FT_MM_Var>?
            guard FT_Get_MM_Var(face, &master) == 0, let mm = master else { return [] }
            defer { FT_Done_MM_Var(library, mm) }
            // FreeType gives `num_axis` axes at `axis`.
            return (0..<Int(mm.pointee.num_axis)).map { i in
                let axis = mm.pointee.axis[i]
                let t = UInt32(truncatingIfNeeded: axis.tag)
                let tag = String(decoding: [UInt8(t >> 24 & 0xFF), UInt8(t >> 16 & 0xFF), UInt8(t >> 8 & 0xFF), UInt8(t & 0xFF)],
                                 as: UTF8.self)
                return VariationAxis(tag: tag, minimum: Double(axis.minimum) / 65536,
                                     defaultValue: Double(axis.def) / 65536, maximum: Double(axis.maximum) / 65536)
            }
        }
    }

    /// A new face over a copy of this face's bytes, at `variations` (axes not named keep their
    /// defaults; values are clamped to each axis' range; unknown tags are ignored). Outlines,
    /// advances and shaping all follow the instance.
    ///
    /// - Throws: `FontError.notAFont` only if the bytes could not be opened again.
    public func instance(variations: [FontVariation]) throws(FontError) -> FontFace {
        let data: Data = switch bytes {
        case .owned(let copy): Data(copy)
        case .embedded(let constant): Data(constant)
        }
        let handles = try Self.openFace(data: data, source: source, variations: variations)
        // One pixel per font unit, so that scaled outlines are in font units × 64.
        let em = FT_F26Dot6(handles.face.pointee.units_per_EM == 0 ? 1000 : handles.face.pointee.units_per_EM) * 64
        FT_Set_Char_Size(handles.face, em, em, 72, 72)
        let face = FontFace(handles: handles, source: source)
        face.variedOutlines = true
        return face
    }

    /// Sets the axes of `face` (FreeType) and `harfBuzzFont` (still mutable) to `variations`.
    static func applyVariations(_ variations: [FontVariation], face: FT_Face, library: FT_Library,
                                harfBuzzFont: OpaquePointer) {
        let settings = variations.compactMap { v in v.packedTag.map { ($0, v.value) } }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0,
            FT_Get_MM_Var(face, &master) == 0, let mm = master
        else { return }
        defer { FT_Done_MM_Var(library, mm) }
        var coordinates: [FT_Fixed] = []
        var harfBuzz: [hb_variation_t] = []
        // FreeType gives `num_axis` axes at `axis`.
        for i in 0..<Int(mm.pointee.num_axis) {
            let axis = mm.pointee.axis[i]
            var value = axis.def
            if let setting = settings.last(where: { FT_ULong($0.0) == axis.tag }), setting.1.isFinite {
                let fixed = FT_Fixed((min(max(setting.1, -32768), 32767) * 65536).rounded())
                value = min(max(fixed, axis.minimum), axis.maximum)
            }
            coordinates.append(value)
            harfBuzz.append(hb_variation_t(tag: hb_tag_t(truncatingIfNeeded: axis.tag), value: Float(Double(value) / 65536)))
        }
        // Both read exactly `count` entries of their arrays.
        coordinates.withUnsafeMutableBufferPointer { list in
            _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(list.count), list.baseAddress)
        }
        harfBuzz.withUnsafeBufferPointer { list in
            hb_font_set_variations(harfBuzzFont, list.baseAddress, UInt32(list.count))
        }
    }
}
