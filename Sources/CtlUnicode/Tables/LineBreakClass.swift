/// The Line_Break property (UAX #14): the class of a character in line breaking.
///
/// The cases are named by the property's short values, as UAX #14's rules spell them
/// (`AL`, `NU`, `OP`…), so that the rules in `LineBreakRules` read as the standard does.
public enum LineBreakClass: UInt8, Sendable, CaseIterable {
    case BK, CR, LF, CM, NL, SG, WJ, ZW, GL, SP, ZWJ, B2, BA, BB, HY, CB, CL, CP, EX, IN, NS, OP, QU,
         IS, NU, PO, PR, SY, AI, AL, CJ, EB, EM, H2, H3, HL, ID, JL, JT, JV, RI, SA, XX

    /// The class of `scalar` as LineBreak.txt gives it (before rule LB1 resolves it).
    public init(_ scalar: Unicode.Scalar) {
        self = Self.lineBreak[scalar]
    }
}
