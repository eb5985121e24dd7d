import CtlText

/// A face's CSS font style.
enum FontSlant: Sendable, Hashable {
    case normal, italic, oblique
}

/// What CSS font matching and SVG text layout read from a face beyond `FontFace`'s own
/// metrics: weight, width and slant (OS/2), and the offsets of subscripts, superscripts and
/// strike-outs, all in font units (y up).
struct FontTraits: Sendable {
    /// The OS/2 weight class (100…900; 400 when absent).
    var weight: Int
    /// The OS/2 width class as CSS `font-stretch` keywords number them (1 ultra-condensed … 9
    /// ultra-expanded; 5 normal when absent).
    var stretch: Int
    var slant: FontSlant
    /// How far below the baseline a subscript sits (positive), in font units.
    var subscriptOffset: Double
    /// How far above the baseline a superscript sits (positive), in font units.
    var superscriptOffset: Double
    /// The centre of a line-through above the baseline, in font units (OS/2's strike-out
    /// position, else half the x-height).
    var strikeoutPosition: Double
    /// The centre of an underline above the baseline (negative: below), in font units: the
    /// `post` table's value as written (FreeType's is moved by half the thickness).
    var underlinePosition: Double

    /// The traits of `face`, from its OS/2 table, with defaults for what it lacks.
    init(face: FontFace) {
        let em = face.unitsPerEm
        weight = 400
        stretch = 5
        slant = face.styleName.lowercased().contains("italic") ? .italic
            : face.styleName.lowercased().contains("oblique") ? .oblique : .normal
        subscriptOffset = em * 0.2
        superscriptOffset = em * 0.4
        strikeoutPosition = face.xHeight / 2
        underlinePosition = -em / 9
        if let post = face.tableBytes("post"), post.count >= 12 {
            // underlinePosition is the int16 at offset 8 of the post table (within the 12 bytes checked).
            underlinePosition = Double(Int16(bitPattern: UInt16(post[8]) << 8 | UInt16(post[9])))
        }
        guard let os2 = face.tableBytes("OS/2"), os2.count >= 78 else { return }
        // Offsets below are those of the OS/2 table's version-0 fields, all within the 78 bytes checked.
        func u16(_ offset: Int) -> Int { Int(os2[offset]) << 8 | Int(os2[offset + 1]) }
        func i16(_ offset: Int) -> Double { Double(Int16(truncatingIfNeeded: u16(offset))) }
        let weightClass = u16(4)
        if (1...1000).contains(weightClass) { weight = weightClass }
        let widthClass = u16(6)
        if (1...9).contains(widthClass) { stretch = widthClass }
        let selection = u16(62)
        slant = selection & 1 != 0 ? .italic : selection & 0x200 != 0 ? .oblique : .normal
        let sub = i16(16), sup = i16(24)
        if sub != 0 { subscriptOffset = sub }
        if sup != 0 { superscriptOffset = sup }
        let strikePosition = i16(28)
        if strikePosition != 0 { strikeoutPosition = strikePosition }
    }
}
