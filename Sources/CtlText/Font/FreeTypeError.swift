/// FreeType's error codes in words (`FT_Error_String` is compiled out of Debian's FreeType,
/// so the names of fterrdef.h are kept here for the codes a font file can cause).
enum FreeTypeError {
    /// Why `FT_New_Memory_Face` refused a file, as the end of a message after its path.
    static func fontLoadFailure(_ code: Int32) -> String {
        switch code {
        case 0x02:
            return "not a font file (FreeType cannot read its format)"
        case 0x51...0x58:
            // Reading past the end: a few bytes that are no font, or a font file cut short.
            return "not a font file (FreeType cannot read its format: the file ends too soon; "
                + "FreeType error \(code): \(name(code)))"
        case 0x03, 0x08, 0x09, 0x8E...0x98, 0xB9, 0xBA:
            return "a broken font file (FreeType error \(code): \(name(code)))"
        default:
            return "not a font FreeType can load (FreeType error \(code): \(name(code)))"
        }
    }

    /// fterrdef.h's description of `code`, or "error code N".
    static func name(_ code: Int32) -> String {
        switch code {
        case 0x00: return "no error"
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "invalid file format"
        case 0x04: return "invalid FreeType version"
        case 0x05: return "module version is too low"
        case 0x06: return "invalid argument"
        case 0x07: return "unimplemented feature"
        case 0x08: return "broken table"
        case 0x09: return "broken offset within table"
        case 0x0A: return "array allocation size too large"
        case 0x0B: return "missing module"
        case 0x10: return "invalid glyph index"
        case 0x11: return "invalid character code"
        case 0x12: return "unsupported glyph image format"
        case 0x14: return "invalid outline"
        case 0x15: return "invalid composite glyph"
        case 0x17: return "invalid pixel size"
        case 0x23: return "invalid face handle"
        case 0x28: return "invalid stream handle"
        case 0x40: return "out of memory"
        case 0x51: return "cannot open stream"
        case 0x52: return "invalid stream seek"
        case 0x53: return "invalid stream skip"
        case 0x54: return "invalid stream read"
        case 0x55: return "invalid stream operation"
        case 0x56: return "invalid frame operation"
        case 0x57: return "nested frame access"
        case 0x58: return "invalid frame read"
        case 0x8E: return "SFNT font table missing"
        case 0x8F: return "horizontal header (hhea) table missing"
        case 0x90: return "locations (loca) table missing"
        case 0x91: return "name table missing"
        case 0x92: return "character map (cmap) table missing"
        case 0x93: return "horizontal metrics (hmtx) table missing"
        case 0x94: return "PostScript (post) table missing"
        case 0x95: return "invalid horizontal metrics"
        case 0x96: return "invalid character map (cmap) format"
        case 0x97: return "invalid ppem value"
        case 0x98: return "invalid vertical metrics"
        case 0xB9: return "font header corrupted"
        case 0xBA: return "font glyphs corrupted"
        default: return "error code \(code)"
        }
    }
}
