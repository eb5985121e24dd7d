/// Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type (BidiBrackets.txt): the tables of rule N0.
enum BidiBrackets {
    /// What rule N0 needs to know of a bracket: which kind it is and a code point that is the
    /// same for an opening bracket and the closing brackets that pair with it.
    struct Bracket {
        var isOpening: Bool
        /// For an opening bracket, the canonical form of its paired bracket; for a closing one,
        /// its own canonical form. An opening and a closing bracket pair when these are equal
        /// (BD16 compares canonical equivalents: U+232A closes U+3008, U+3009 closes U+2329).
        var matchKey: UInt32
    }

    /// The bracket `code` is, or nil when its Bidi_Paired_Bracket_Type is None.
    static func bracket(_ code: UInt32) -> Bracket? {
        guard let index = pairedBracket.index(of: code) else { return nil }
        // Kinds are written by the generator from `--kinds o,c`: 0 is Open.
        if pairedBracket.kinds[index] == 0 {
            return Bracket(isOpening: true, matchKey: canonical(pairedBracket.values[index]))
        }
        return Bracket(isOpening: false, matchKey: canonical(code))
    }

    private static func canonical(_ code: UInt32) -> UInt32 {
        pairedBracketCanonical[code] ?? code
    }
}
