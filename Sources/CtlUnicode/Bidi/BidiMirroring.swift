/// Bidi_Mirroring_Glyph (BidiMirroring.txt): the tables of rule L4.
enum BidiMirroring {}

extension Unicode.Scalar {
    /// Bidi_Mirroring_Glyph (BidiMirroring.txt), for characters at odd levels (rule L4): the
    /// character whose glyph is the mirror image of this one's, if there is one (`(` → `)`,
    /// `≤` → `≥`). Characters that mirror without a counterpart have none.
    public var bidiMirror: Unicode.Scalar? {
        BidiMirroring.mirroringGlyph[value].flatMap(Unicode.Scalar.init)
    }
}
