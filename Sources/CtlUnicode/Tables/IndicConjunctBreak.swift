/// The Indic_Conjunct_Break property of Unicode 15.1 (UAX #44), which rule GB9c reads: the
/// consonants and viramas of the scripts whose conjuncts are one grapheme cluster (Bengali,
/// Devanagari, Gujarati, Malayalam, Oriya, Telugu), and the marks that may come between them.
///
/// Unicode 15.0's database does not list it: `Scripts/unicode-indic-conjunct-break` derives it
/// from the 15.0 properties it is defined by (see Sources/CtlUnicode/README.md).
enum IndicConjunctBreak: UInt8, Sendable, CaseIterable {
    case none, linker, consonant, extend

    init(_ scalar: Unicode.Scalar) {
        // Below U+0300 (ASCII, Latin) every code point is None.
        self = scalar.value < 0x300 ? .none : Self.indicConjunctBreak[scalar]
    }
}
